import type { CatalogueOf } from './entry';

/** The jackpot draw, 1001–1004 (the product’s own numbers, kept from the spec). */
export const jackpotCodes = {
  DRAW_NO_CHANCE: 1001,
  DRAW_ACTIVITY_CLOSED: 1002,
  DRAW_DAILY_LIMIT: 1003,
  DRAW_POOL_SETTLING: 1004,
} as const;

export const jackpotErrors: CatalogueOf<typeof jackpotCodes> = {
  [jackpotCodes.DRAW_NO_CHANCE]: {
    module: 'jackpot',
    httpStatus: 200,
    msg: 'You have no draw chance left. Deposit to earn one.',
  },
  [jackpotCodes.DRAW_ACTIVITY_CLOSED]: {
    module: 'jackpot',
    httpStatus: 200,
    msg: 'The lucky jackpot is not open now.',
  },
  [jackpotCodes.DRAW_DAILY_LIMIT]: {
    module: 'jackpot',
    httpStatus: 200,
    msg: 'You have made today’s last draw. Come back tomorrow.',
  },
  [jackpotCodes.DRAW_POOL_SETTLING]: {
    module: 'jackpot',
    httpStatus: 200,
    msg: 'The jackpot pool is being settled. Please draw again in a moment.',
  },
};
