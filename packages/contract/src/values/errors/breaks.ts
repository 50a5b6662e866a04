import type { CatalogueOf } from './entry';

/**
 * Time-out and self-exclusion, 1710–1719 (docs/player-protection.md, ADR 0071). A refusal of a
 * sign-in carries `data: { kind, until, cashOutToken }` (until in epoch seconds, null for a
 * permanent exclusion); a sign-up linked to a player on a break `data: { kind, until }`.
 */
export const breaksCodes = {
  PLAYER_ON_BREAK: 1710,
  BREAK_NOT_LONGER: 1711,
  SIGN_UP_LINKED_TO_BREAK: 1712,
  PAYOUT_ACCOUNT_LINKED_TO_BREAK: 1713,
  BREAK_NOT_OVER: 1714,
  BREAK_PERIOD_UNKNOWN: 1715,
  NO_EXCLUSION_TO_END: 1716,
} as const;

export const breaksErrors: CatalogueOf<typeof breaksCodes> = {
  [breaksCodes.PLAYER_ON_BREAK]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'You are taking a break from play until the date shown: only your balance can be withdrawn.',
  },
  [breaksCodes.BREAK_NOT_LONGER]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'A break is already on that lasts at least as long: a new one can only be longer.',
  },
  [breaksCodes.SIGN_UP_LINKED_TO_BREAK]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'A new account cannot be opened here while a linked account is taking a break.',
  },
  [breaksCodes.PAYOUT_ACCOUNT_LINKED_TO_BREAK]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This receiving account belongs to an account that is taking a break.',
  },
  [breaksCodes.BREAK_NOT_OVER]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'Your self-exclusion has not reached its end date yet.',
  },
  [breaksCodes.BREAK_PERIOD_UNKNOWN]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'This period is not one of the break’s periods.',
  },
  [breaksCodes.NO_EXCLUSION_TO_END]: {
    module: 'auth',
    httpStatus: 200,
    msg: 'There is no self-exclusion to end, or its end is already asked.',
  },
};
