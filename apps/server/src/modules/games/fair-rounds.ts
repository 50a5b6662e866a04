import { createHash, randomUUID } from 'node:crypto';
import type { GamePlayParams } from '@lobby/contract/games';
import { betRisk } from '@lobby/games/bet-risk';
import type { FairGame } from '@lobby/games/fair-games';
import type { Seeds } from '@lobby/games/float-source';
import { playCrash, playDice, playMines, playSlot } from '@lobby/games/node/rounds';
import { AppError, ErrorCode } from '@/core/app-error';

/** A round of one of our built-in games, played from its seeds, and the round's id. */

interface Played {
  payout: number;
  outcome: Record<string, unknown>;
}

export const invalid = () => new AppError(ErrorCode.GAME_BET_INVALID);

/** A bet's risk (null for the slot); parameters the game refuses are GAME_BET_INVALID. */
export const riskOf = (game: FairGame, params: GamePlayParams) => {
  try {
    return betRisk(game, params);
  } catch (error) {
    if (error instanceof RangeError) throw invalid();
    throw error;
  }
};

/** A round of one of our games from its seeds; a bet the game refuses is GAME_BET_INVALID. */
export const playFair = (
  game: FairGame,
  seeds: Seeds,
  amount: number,
  params: GamePlayParams,
): Played => {
  try {
    switch (game) {
      case 'dice': {
        if (params.direction === undefined || params.target === undefined) throw invalid();
        const outcome = playDice(seeds, {
          amount,
          direction: params.direction,
          target: params.target,
        });
        return { payout: outcome.payout, outcome: { ...outcome } };
      }
      case 'crash': {
        if (params.target === undefined) throw invalid();
        const outcome = playCrash(seeds, { amount, target: params.target });
        return { payout: outcome.payout, outcome: { ...outcome } };
      }
      case 'mines': {
        if (params.mines === undefined || params.picks === undefined) throw invalid();
        const outcome = playMines(seeds, { amount, mines: params.mines, picks: params.picks });
        return { payout: outcome.payout, outcome: { ...outcome } };
      }
      case 'slot': {
        const outcome = playSlot(seeds, { amount });
        return { payout: outcome.payout, outcome: { ...outcome } };
      }
    }
  } catch (error) {
    if (error instanceof RangeError) throw invalid();
    throw error;
  }
};

/**
 * The round id of a player's request: from the client's idempotency key when it sent one (the
 * same key always names the same round, UUID-shaped), otherwise a new random one.
 */
export const roundIdFor = (userId: number, clientKey: string | undefined) => {
  if (clientKey === undefined) return randomUUID();
  const hex = createHash('sha256').update(`gamePlay:${userId}:${clientKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
};
