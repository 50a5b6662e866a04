/** en-US strings of the feedback pages, merged with the others by app/page-strings.ts. */
export const feedbackStrings = {
  feedback: {
    records: 'Records',
    title: 'Send us feedback',
    unavailable:
      'Sending feedback from the app is not open yet. Customer service can take it meanwhile.',
    recordsTitle: 'Your feedback',
    recordsText: 'Feedback you send and our replies will be listed here.',
    detailTitle: 'Feedback #{{id}}',
    detailText: 'The details of this feedback will be shown here.',
  },
} as const;
