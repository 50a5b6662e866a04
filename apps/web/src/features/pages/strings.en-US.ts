/** en-US strings of the pages pages, merged with the others by app/page-strings.ts. */
export const pagesStrings = {
  faq: {
    emptyTitle: 'No questions yet',
    emptyText: 'Our support team is happy to answer yours.',
    contact: 'Contact customer service',
    more: 'Still need help?',
  },
  textPage: {
    updated: 'Last updated: {{date}}.',
    emptyTitle: 'Not published yet',
    emptyText:
      'This page has not been published yet. Customer service can answer your questions meanwhile.',
  },
} as const;
