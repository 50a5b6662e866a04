/** en-US strings of the Feedback tool (features/feedback), put together in i18n/en-US.ts. */
export const feedbackStrings = {
  feedback: {
    title: 'Feedback',
    filter: 'Status',
    statuses: {
      all: 'All',
      open: 'Waiting for staff',
      replied: 'Replied',
      closed: 'Closed',
    },
    empty: 'No feedback here.',
    choose: 'Choose a feedback to read its thread.',
    columns: {
      id: 'Id',
      player: 'Player',
      type: 'Type',
      preview: 'Message',
      status: 'Status',
      messages: 'Messages',
      updated: 'Last activity',
    },
    thread: {
      heading: 'Feedback #{{id}}: {{type}}',
      player: 'Player {{id}}',
      sent: 'Sent {{time}}',
      fromPlayer: 'Player',
      fromStaff: 'Staff',
      image: 'Image {{n}} of the message',
      imageFailed: 'The image could not be shown.',
      reply: 'Reply',
      closeWith: 'Close the feedback with this reply',
      send: 'Send reply',
      sending: 'Sending',
      closedNote: 'This feedback is closed: the player may send a new one.',
      back: 'Back to the list',
    },
  },
} as const;
