/** en-US strings of the email pages, merged with the others by app/page-strings.ts. */
export const emailStrings = {
  email: {
    emptyTitle: 'Your mailbox',
    emptyText: 'Messages and reward mail from us will appear here.',
    detailTitle: 'Message',
    detailText: 'Open a message from your mailbox to read it here.',
  },
} as const;
