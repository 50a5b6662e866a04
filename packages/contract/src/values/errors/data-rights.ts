import type { CatalogueOf } from './entry';

/**
 * Data rights, 1750–1754 (docs/player-protection.md "Data rights"): a closed account, the
 * export's wait, and the console's closure and erasure.
 */
export const dataRightsCodes = {
  /** Every sign-in path of an account staff closed (the sessions trigger). */
  ACCOUNT_CLOSED: 1750,
  /** exportMyData asked again too soon; `data.retryAfterSeconds`. */
  DATA_EXPORT_TOO_SOON: 1751,
  /** playerClose of an account that holds money, a pending withdrawal or an open round. */
  ACCOUNT_HOLDS_MONEY: 1752,
  /** playerErase of an account that is not closed. */
  ACCOUNT_NOT_CLOSED: 1753,
  /** playerReopen of an account whose data was erased. */
  ACCOUNT_ERASED: 1754,
} as const;

export const dataRightsErrors: CatalogueOf<typeof dataRightsCodes> = {
  [dataRightsCodes.ACCOUNT_CLOSED]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This account is closed. Please contact support.',
  },
  [dataRightsCodes.DATA_EXPORT_TOO_SOON]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'You downloaded your data a moment ago. Please try again later.',
  },
  [dataRightsCodes.ACCOUNT_HOLDS_MONEY]: {
    module: 'console',
    httpStatus: 200,
    msg: 'The account holds money, a pending withdrawal or an open round: it cannot be closed.',
  },
  [dataRightsCodes.ACCOUNT_NOT_CLOSED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'Only a closed account’s personal data can be erased.',
  },
  [dataRightsCodes.ACCOUNT_ERASED]: {
    module: 'console',
    httpStatus: 200,
    msg: 'This account’s personal data was erased: it cannot be reopened.',
  },
};
