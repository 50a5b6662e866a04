import { jackpotDraw, type JackpotCellWeight, type JackpotOutcome } from '@lobby/games/jackpot';
import { floatSourceOf, seedFloats } from './seed-floats';

/**
 * Recomputes a lucky jackpot draw in the browser from its revealed seed (docs/fairness.md
 * "Jackpot draw"), with the server's own `jackpotDraw`: the first float picks the cell by weight,
 * and on a jackpot cell (type 2) the second turns the wheel. Answers the seed's SHA-256 with the
 * outcome; null without Web Crypto (an insecure context).
 */
export async function verifyJackpotDraw(
  draw: { serverSeed: string; clientSeed: string; nonce: number },
  cells: readonly JackpotCellWeight[],
  wheelWeights: readonly number[],
): Promise<({ hash: string } & JackpotOutcome) | null> {
  // A draw reads at most two floats: the cell's, then the wheel's.
  const revealed = await seedFloats(draw, 2);
  if (!revealed) return null;
  return {
    hash: revealed.hash,
    ...jackpotDraw(floatSourceOf(revealed.floats), cells, wheelWeights),
  };
}
