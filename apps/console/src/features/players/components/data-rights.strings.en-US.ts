/** en-US strings of a player's closure and erasure (ADR 0074), put together in app/console-strings.ts. */
export const dataRightsStrings = {
  dataRights: {
    heading: 'Closure and erasure',
    open: 'The account is open.',
    closed: 'Closed {{time}} by {{by}}: {{reason}}',
    closedBySomeone: 'someone no longer on the staff',
    erased: 'Personal data erased {{time}}; the ledger and rounds stay under the pseudonym.',
    held: 'Money held: {{amount}}',
    closeNote:
      'Closing ends every session and refuses every sign-in. It is refused while the account holds money, a pending withdrawal or an open round.',
    reason: 'Reason for closing or reopening',
    close: 'Close account',
    reopen: 'Reopen account',
    eraseNote:
      'Erasing blanks the name, phone, social identities, chat and feedback text and images, and masks receiving accounts, for good. Another member than the one who closed it must do it.',
    eraseConfirm: 'The player asked for their data to be erased',
    erase: 'Erase personal data',
    errors: {
      holdsMoney:
        'The account holds money, a withdrawal not yet settled or an open round: it cannot be closed or erased until it holds none.',
      notClosed: 'Only a closed account’s personal data can be erased. Close it first.',
      erased: 'This account’s personal data was erased: it cannot be reopened.',
    },
  },
} as const;
