/**
 * en-US strings of what every tool shares: staff roles, refusal messages (lib/error-message.ts) and
 * the pager (components/pager.tsx), put together in i18n/en-US.ts.
 */
export const sharedStrings = {
  roles: {
    admin: 'Admin',
    finance: 'Finance',
    support: 'Support',
    marketing: 'Marketing',
    auditor: 'Auditor',
  },
  errors: {
    failed: 'Something went wrong: {{message}}',
    network: 'The server could not be reached. Check your connection and try again.',
    signInFailed: 'The email or password is wrong.',
    codeWrong: 'The code is wrong or was already used.',
    locked: 'Too many wrong codes. Try again in 15 minutes.',
    signInExpired: 'The sign-in took too long. Please start again.',
    emailTaken: 'A staff member with this email exists.',
    passwordWrong: 'The current password is wrong.',
    notYourself: 'You cannot disable yourself or change your own role.',
    staffNotFound: 'This staff member does not exist.',
    staffSessionNotFound: 'This session has already ended.',
    broadcastInvalid: 'The broadcast cannot be sent: {{reason}}',
    broadcastNotFound: 'This broadcast does not exist.',
    broadcastStarted: 'This broadcast has started or was cancelled: it can no longer be cancelled.',
    mailOverCap:
      'One attachment carries {{coin}} of coin, above the cap of {{cap}} per attachment.',
    mailNotPending:
      'This mail is not waiting for approval: it was already approved, refused or cancelled.',
    mailApproveOwn: 'Another staff member must approve or refuse the mail you sent.',
    withdrawalNotFound: 'This withdrawal does not exist.',
    withdrawalDecided: 'This withdrawal has been decided already (it is now {{status}}).',
    reasonRequired: 'Say why the withdrawal is refused.',
    referenceRequired: 'Enter the bank’s reference of the payment.',
    notApproved: 'Only an approved withdrawal can be marked paid.',
    providerPays: 'A payout provider pays this withdrawal; it cannot be marked paid by hand.',
    depositNotFound: 'This deposit does not exist.',
    playerNotFound: 'This player does not exist.',
    playerSessionNotFound: 'This session has already ended.',
    adjustmentNotFound: 'This adjustment does not exist.',
    adjustmentDecided: 'This adjustment was already approved or refused.',
    adjustmentOwn: 'Another staff member must approve or refuse your own adjustment.',
    adjustmentBalanceTooLow: 'The player’s coin balance is lower than this debit.',
    forbidden: 'Your role does not allow this.',
    notFoundTitle: 'Not found',
    notFound: 'There is no page at this address.',
    retry: 'Try again',
  },
  pager: {
    label: 'Pages',
    previous: 'Previous page',
    next: 'Next page',
    status: 'Page {{page}} of {{pages}}',
  },
} as const;
