import type { CatalogueOf } from './entry';

/** The operator console, 1600–1699. */
export const consoleCodes = {
  STAFF_SIGN_IN_FAILED: 1601,
  STAFF_FORBIDDEN: 1602,
  STAFF_CODE_WRONG: 1603,
  STAFF_LOCKED: 1604,
  STAFF_SIGN_IN_EXPIRED: 1605,
  STAFF_EMAIL_TAKEN: 1606,
  STAFF_NOT_FOUND: 1607,
  STAFF_PASSWORD_WRONG: 1608,
  STAFF_NOT_YOURSELF: 1609,
  STAFF_SESSION_NOT_FOUND: 1610,
  MAIL_ATTACHMENT_OVER_CAP: 1611,
  MAIL_NOT_PENDING: 1612,
  MAIL_APPROVE_OWN: 1613,
  PLAYER_NOT_FOUND: 1630,
  PLAYER_LOCKED: 1631,
  PLAYER_SESSION_NOT_FOUND: 1632,
  ADJUSTMENT_NOT_FOUND: 1633,
  ADJUSTMENT_DECIDED: 1634,
  ADJUSTMENT_OWN: 1635,
  ADJUSTMENT_BALANCE_TOO_LOW: 1636,
  WITHDRAWAL_NOT_FOUND: 1640,
  WITHDRAWAL_ALREADY_DECIDED: 1641,
  WITHDRAWAL_REASON_REQUIRED: 1642,
  WITHDRAWAL_REFERENCE_REQUIRED: 1643,
  WITHDRAWAL_NOT_APPROVED: 1644,
  WITHDRAWAL_PROVIDER_PAYS: 1645,
  DEPOSIT_NOT_FOUND: 1646,
  CONFIG_STALE_REVISION: 1650,
  CONFIG_REVISION_NOT_FOUND: 1651,
  MAIL_BROADCAST_INVALID: 1660,
  MAIL_BROADCAST_NOT_FOUND: 1661,
  MAIL_BROADCAST_STARTED: 1662,
  STAFF_APPROVER_RELATED: 1670,
  STAFF_REQUEST_NOT_FOUND: 1671,
  STAFF_REQUEST_DECIDED: 1672,
  STAFF_REQUEST_OWN: 1673,
  STAFF_SIGN_IN_THROTTLED: 1674,
  STAFF_REQUEST_PENDING: 1675,
  RISK_SETTINGS_STALE: 1690,
} as const;

export const consoleErrors: CatalogueOf<typeof consoleCodes> = {
  [consoleCodes.STAFF_SIGN_IN_FAILED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'The email or password is wrong.',
  },
  [consoleCodes.STAFF_FORBIDDEN]: {
    module: 'console',
    httpStatus: 403,
    msg: 'Your role does not allow this.',
  },
  [consoleCodes.STAFF_CODE_WRONG]: {
    module: 'console',
    httpStatus: 200,
    msg: 'The code is wrong or was already used.',
  },
  [consoleCodes.STAFF_LOCKED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'Too many wrong codes. Try again in 15 minutes.',
  },
  [consoleCodes.STAFF_SIGN_IN_EXPIRED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'The sign-in took too long. Please start again.',
  },
  [consoleCodes.STAFF_EMAIL_TAKEN]: {
    module: 'console',
    httpStatus: 200,
    msg: 'A staff member with this email exists.',
  },
  [consoleCodes.STAFF_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This staff member does not exist.',
  },
  [consoleCodes.STAFF_PASSWORD_WRONG]: {
    module: 'console',
    httpStatus: 200,
    msg: 'The current password is wrong.',
  },
  [consoleCodes.STAFF_NOT_YOURSELF]: {
    module: 'console',
    httpStatus: 200,
    msg: 'You cannot disable yourself or change your own role.',
  },
  [consoleCodes.STAFF_SESSION_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This session has ended or does not exist.',
  },
  [consoleCodes.MAIL_ATTACHMENT_OVER_CAP]: {
    module: 'console',
    httpStatus: 200,
    msg: 'The coin of one attachment is above the cap per attachment.',
  },
  [consoleCodes.MAIL_NOT_PENDING]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This mail is not waiting for approval: it was already approved, refused or cancelled.',
  },
  [consoleCodes.MAIL_APPROVE_OWN]: {
    module: 'console',
    httpStatus: 200,
    msg: 'Another staff member must approve or refuse the mail you sent.',
  },
  [consoleCodes.STAFF_APPROVER_RELATED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'One of you made the other, or gave the other their role, too recently: another staff member must approve this.',
  },
  [consoleCodes.STAFF_REQUEST_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This staff request does not exist.',
  },
  [consoleCodes.STAFF_REQUEST_DECIDED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This staff request was already approved or refused.',
  },
  [consoleCodes.STAFF_REQUEST_OWN]: {
    module: 'console',
    httpStatus: 200,
    msg: 'Another admin must approve or refuse your own request, or one about you.',
  },
  [consoleCodes.STAFF_SIGN_IN_THROTTLED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'Too many wrong passwords. Wait a few minutes before trying again.',
  },
  [consoleCodes.STAFF_REQUEST_PENDING]: {
    module: 'console',
    httpStatus: 200,
    msg: 'A request about this staff member is already waiting for a second admin.',
  },
  [consoleCodes.RISK_SETTINGS_STALE]: {
    module: 'console',
    httpStatus: 200,
    msg: 'These settings were changed by someone else since you opened them: reload them and make your change again.',
  },
  [consoleCodes.MAIL_BROADCAST_INVALID]: {
    module: 'console',
    httpStatus: 200,
    msg: 'The broadcast cannot be sent as it is.',
  },
  [consoleCodes.MAIL_BROADCAST_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This broadcast does not exist.',
  },
  [consoleCodes.MAIL_BROADCAST_STARTED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This broadcast has started or was cancelled; it can no longer be cancelled.',
  },
  [consoleCodes.WITHDRAWAL_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This withdrawal does not exist.',
  },
  [consoleCodes.WITHDRAWAL_ALREADY_DECIDED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This withdrawal has been decided already.',
  },
  [consoleCodes.WITHDRAWAL_REASON_REQUIRED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'Say why the withdrawal is refused.',
  },
  [consoleCodes.WITHDRAWAL_REFERENCE_REQUIRED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'Enter the bank’s reference of the payment.',
  },
  [consoleCodes.WITHDRAWAL_NOT_APPROVED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'Only an approved withdrawal can be marked paid.',
  },
  [consoleCodes.WITHDRAWAL_PROVIDER_PAYS]: {
    module: 'console',
    httpStatus: 200,
    msg: 'A payout provider is paying this withdrawal; it cannot be marked paid by hand.',
  },
  [consoleCodes.DEPOSIT_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This deposit does not exist.',
  },
  [consoleCodes.PLAYER_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This player does not exist.',
  },
  // Staff lock it in the console; the player meets it at sign-in, so the app tells it.
  [consoleCodes.PLAYER_LOCKED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This account is locked. Please contact support.',
  },
  [consoleCodes.PLAYER_SESSION_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This session has ended or is not this player’s.',
  },
  [consoleCodes.ADJUSTMENT_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This balance adjustment does not exist.',
  },
  [consoleCodes.ADJUSTMENT_DECIDED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This balance adjustment was already approved or refused.',
  },
  [consoleCodes.ADJUSTMENT_OWN]: {
    module: 'console',
    httpStatus: 200,
    msg: 'Another staff member must approve or refuse your own adjustment.',
  },
  [consoleCodes.ADJUSTMENT_BALANCE_TOO_LOW]: {
    module: 'console',
    httpStatus: 200,
    msg: 'The player’s coin balance is lower than this debit.',
  },
  [consoleCodes.CONFIG_STALE_REVISION]: {
    module: 'console',
    httpStatus: 200,
    msg: 'The config was changed by someone else since you opened it: reload it and make your change again.',
  },
  [consoleCodes.CONFIG_REVISION_NOT_FOUND]: {
    module: 'console',
    httpStatus: 200,
    msg: 'There is no such config revision.',
  },
};
