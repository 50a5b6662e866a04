import { jackpotDraw, type JackpotCellWeight } from '@lobby/games/jackpot';
import { FloatStream } from '@lobby/games/node/fairness';
import { wheelOddsBp } from '@lobby/games/wheel';

// The lucky jackpot's draw simulated (npm run sim -- jackpot, docs/fairness.md "Jackpot draw"):
// many draws on consecutive nonces of one seed pair, through the server's own `jackpotDraw`, and
// each cell's and each wheel sector's measured frequency against the odds the page publishes.

export interface JackpotSimInput {
  cells: readonly JackpotCellWeight[];
  wheel: readonly number[];
  draws: number;
  serverSeed: string;
  clientSeed: string;
}

export interface JackpotSimCounts {
  draws: number;
  cells: number[];
  /** The wheel's sectors, counted over the draws of a tier cell. */
  sectors: number[];
  tierDraws: number;
}

export const simulateJackpot = (input: JackpotSimInput): JackpotSimCounts => {
  const cells = input.cells.map(() => 0);
  const sectors = input.wheel.map(() => 0);
  const stream = new FloatStream();
  for (let nonce = 0; nonce < input.draws; nonce++) {
    stream.reset(input.serverSeed, input.clientSeed, nonce);
    const outcome = jackpotDraw(stream, input.cells, input.wheel);
    cells[outcome.cell]!++;
    if (outcome.wheelSector !== null) sectors[outcome.wheelSector]!++;
  }
  return { draws: input.draws, cells, sectors, tierDraws: sectors.reduce((a, b) => a + b, 0) };
};

/** z of a two-sided 95% interval. */
export const Z95 = 1.959964;
/** Beyond this many standard errors a measurement is off, not unlucky (1 run in 10,000). */
export const Z_OFF = 3.9;

export interface Frequency {
  count: number;
  measured: number;
  /** The Wilson score interval of the measured frequency at `z`. */
  low: number;
  high: number;
  /** The chance the weights give (weight ÷ total), and what the page publishes (bp, floored). */
  chance: number;
  publishedBp: number;
  /** The chance lies in the 95% interval. */
  inside: boolean;
  /** The chance lies outside even the Z_OFF interval: the draw is not what it publishes. */
  off: boolean;
}

const wilson = (count: number, n: number, z: number) => {
  if (n === 0) return { low: 0, high: 1 };
  const p = count / n;
  const z2 = z * z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (z / (1 + z2 / n)) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
};

/** Each outcome's measured frequency over `n` against its weight's chance. */
export const frequencies = (
  counts: readonly number[],
  n: number,
  weights: readonly number[],
): Frequency[] => {
  const total = weights.reduce((a, b) => a + b, 0);
  const published = wheelOddsBp(weights);
  return counts.map((count, i) => {
    const chance = weights[i]! / total;
    const at95 = wilson(count, n, Z95);
    const atOff = wilson(count, n, Z_OFF);
    return {
      count,
      measured: n === 0 ? 0 : count / n,
      low: at95.low,
      high: at95.high,
      chance,
      publishedBp: published[i]!,
      inside: chance >= at95.low && chance <= at95.high,
      off: chance < atOff.low || chance > atOff.high,
    };
  });
};
