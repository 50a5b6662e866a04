import type { CatalogueOf } from './entry';

/**
 * The limits a player sets on their own play, 1700–1709 (docs/player-protection.md "Limits").
 * The refusals of a limit reached carry `data: { limit, left, resetsAt, sentence }`: the limit's
 * kind, what is left of it in the period (hundredths, or minutes), when the period resets (epoch
 * seconds) and an English sentence saying both.
 */
export const limitsCodes = {
  PLAY_LIMIT_COOLING_OFF: 1700,
  PLAY_LIMIT_DEPOSIT: 1701,
  PLAY_LIMIT_LOSS: 1702,
  PLAY_LIMIT_WAGER: 1703,
  PLAY_LIMIT_SESSION_TIME: 1704,
  PLAY_LIMIT_NOTHING_PENDING: 1705,
  PLAY_LIMIT_STAFF_CANNOT_RAISE: 1706,
  PLAY_LIMIT_INVALID: 1707,
} as const;

export const limitsErrors: CatalogueOf<typeof limitsCodes> = {
  [limitsCodes.PLAY_LIMIT_COOLING_OFF]: {
    module: 'limits',
    httpStatus: 200,
    msg: 'This change can be confirmed only once its cooling-off period is over.',
  },
  [limitsCodes.PLAY_LIMIT_DEPOSIT]: {
    module: 'limits',
    httpStatus: 200,
    msg: 'This deposit would go over your deposit limit.',
  },
  [limitsCodes.PLAY_LIMIT_LOSS]: {
    module: 'limits',
    httpStatus: 200,
    msg: 'This bet could go over your loss limit.',
  },
  [limitsCodes.PLAY_LIMIT_WAGER]: {
    module: 'limits',
    httpStatus: 200,
    msg: 'This bet would go over your daily wager limit.',
  },
  [limitsCodes.PLAY_LIMIT_SESSION_TIME]: {
    module: 'limits',
    httpStatus: 200,
    msg: 'You have reached your daily play time limit.',
  },
  [limitsCodes.PLAY_LIMIT_NOTHING_PENDING]: {
    module: 'limits',
    httpStatus: 200,
    msg: 'There is no change of this limit waiting.',
  },
  [limitsCodes.PLAY_LIMIT_STAFF_CANNOT_RAISE]: {
    module: 'limits',
    httpStatus: 200,
    msg: 'Staff may add or lower a limit, never raise or remove one.',
  },
  [limitsCodes.PLAY_LIMIT_INVALID]: {
    module: 'limits',
    httpStatus: 200,
    msg: 'This value is not valid for this limit.',
  },
};
