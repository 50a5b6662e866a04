import type { CatalogueOf } from './entry';

/** The wallet: deposits, withdrawals, the safe box and bonuses, 1200–1299. */
export const walletCodes = {
  INSUFFICIENT_BALANCE: 1201,
  IDEMPOTENCY_KEY_REUSED: 1202,
  AMOUNT_BELOW_MIN: 1203,
  AMOUNT_ABOVE_MAX: 1204,
  RECHARGE_TYPE_UNAVAILABLE: 1205,
  ORDER_NOT_FOUND: 1206,
  WITHDRAW_DAILY_LIMIT: 1207,
  WITHDRAW_WAGERING_REQUIRED: 1208,
  WITHDRAW_BLOCKED: 1209,
  BANK_ACCOUNT_NOT_FOUND: 1210,
  BANK_ACCOUNT_LIMIT: 1211,
  SAFEBOX_PASSWORD_WRONG: 1212,
  SAFEBOX_PASSWORD_NOT_SET: 1213,
  SAFEBOX_PASSWORD_CHANGE_NEEDS_CODE: 1214,
  PROOF_REQUIRED: 1215,
  BANK_UNKNOWN: 1216,
  ORDER_STATE_CONFLICT: 1217,
  DEPOSIT_LIMIT_REACHED: 1218,
  BONUS_FORFEIT_REQUIRED: 1219,
  BONUS_ROUND_OPEN: 1220,
  BONUS_NOT_FOUND: 1221,
  WITHDRAW_ACCOUNT_IN_USE: 1222,
  WITHDRAW_DEPOSIT_REQUIRED: 1223,
} as const;

export const walletErrors: CatalogueOf<typeof walletCodes> = {
  [walletCodes.INSUFFICIENT_BALANCE]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'Your balance is not enough for this.',
  },
  [walletCodes.IDEMPOTENCY_KEY_REUSED]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'This request id was already used for a different request.',
  },
  [walletCodes.AMOUNT_BELOW_MIN]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'The amount is below the minimum.',
  },
  [walletCodes.AMOUNT_ABOVE_MAX]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'The amount is above the maximum.',
  },
  [walletCodes.RECHARGE_TYPE_UNAVAILABLE]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'This deposit method is not available.',
  },
  [walletCodes.ORDER_NOT_FOUND]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'The order was not found.',
  },
  [walletCodes.WITHDRAW_DAILY_LIMIT]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'You have reached today’s number of withdrawals.',
  },
  [walletCodes.WITHDRAW_WAGERING_REQUIRED]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'Play through your remaining turnover before withdrawing.',
  },
  [walletCodes.WITHDRAW_BLOCKED]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'Withdrawals are paused for a while after a change of receiving account or password.',
  },
  [walletCodes.BANK_ACCOUNT_NOT_FOUND]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'The receiving account was not found.',
  },
  [walletCodes.BANK_ACCOUNT_LIMIT]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'You already have the most receiving accounts allowed.',
  },
  [walletCodes.SAFEBOX_PASSWORD_WRONG]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'The safebox password is not correct.',
  },
  [walletCodes.SAFEBOX_PASSWORD_NOT_SET]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'Set a safebox password first.',
  },
  [walletCodes.SAFEBOX_PASSWORD_CHANGE_NEEDS_CODE]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'Changing the safebox password needs a code sent to your phone.',
  },
  [walletCodes.PROOF_REQUIRED]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'Confirm with your password (or a code sent to your phone).',
  },
  [walletCodes.BANK_UNKNOWN]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'This bank is not available.',
  },
  [walletCodes.ORDER_STATE_CONFLICT]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'The order is no longer in a state that allows this.',
  },
  [walletCodes.DEPOSIT_LIMIT_REACHED]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'This deposit would pass your deposit limit.',
  },
  [walletCodes.BONUS_FORFEIT_REQUIRED]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'Withdrawing now ends your active bonus and its winnings. Confirm to go on.',
  },
  [walletCodes.BONUS_ROUND_OPEN]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'A game round played with your bonus is still open. Finish it first.',
  },
  [walletCodes.BONUS_NOT_FOUND]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'You have no active bonus.',
  },
  [walletCodes.WITHDRAW_ACCOUNT_IN_USE]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'This receiving account is already used by another player. Please use an account of your own.',
  },
  [walletCodes.WITHDRAW_DEPOSIT_REQUIRED]: {
    module: 'wallet',
    httpStatus: 200,
    msg: 'Cash won from free rewards can be withdrawn after a deposit of at least the minimum.',
  },
};
