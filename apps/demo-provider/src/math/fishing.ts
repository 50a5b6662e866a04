import { isIntegerIn, percent, times } from './draw';
import type { Outcome, PayTable, Play, Random } from './types';

// A fish-shooting table: one shot is one round of one bet, aimed at one fish of the table. Fish i
// pays multiplier_i × the bet and is caught with probability rtp / multiplier_i, so every target
// returns rtp × bet on average:
//   RTP(i) = (rtp / m_i) × m_i = rtp,
// exactly, as multipliers are whole (no flooring) and a shot reads one random number
// (caught when random < rtp / m_i).

export interface Fish {
  /** Index into the theme's symbols. */
  symbol: number;
  /** Whole multiplier of the bet, ≥ 2. */
  multiplier: number;
}

export interface FishingParams {
  /** The declared RTP, below 1: the one every target returns. */
  rtp: number;
  fish: Fish[];
}

export interface FishingDetail {
  target: number;
  hit: boolean;
  multiplier: number;
}

export function validatePlay(params: FishingParams, play: Play): string | null {
  if (play.kind !== 'fishing') return 'this game takes a fishing play';
  if (!isIntegerIn(play.target, 0, params.fish.length - 1)) {
    return `target must be a fish from 0 to ${params.fish.length - 1}`;
  }
  return null;
}

/** The chance that a shot at fish `target` catches it. */
export function hitChance(params: FishingParams, target: number): number {
  return params.rtp / params.fish[target]!.multiplier;
}

export function play(params: FishingParams, play: Play, bet: number, random: Random): Outcome {
  const refusal = validatePlay(params, play);
  if (refusal || play.kind !== 'fishing') throw new RangeError(refusal ?? '');
  const { multiplier } = params.fish[play.target]!;
  const hit = random() < hitChance(params, play.target);
  const detail: FishingDetail = { target: play.target, hit, multiplier };
  return { win: hit ? bet * multiplier : 0, detail };
}

/** The RTP of a shot at `play.target` (every target's, by construction, when none is given). */
export function exactRtp(params: FishingParams, play?: Play): number {
  const target = play?.kind === 'fishing' ? play.target : 0;
  return hitChance(params, target) * params.fish[target]!.multiplier;
}

export function maxMultiplier(params: FishingParams): number {
  return Math.max(...params.fish.map((f) => f.multiplier));
}

/** Per fish (first cell: its symbol's index into the theme), what a catch pays and its chance. */
export function payTable(params: FishingParams): PayTable {
  return {
    columns: ['Fish', 'Pays (× bet)', 'Chance to catch'],
    rows: params.fish.map((fish, target) => [
      String(fish.symbol),
      times(fish.multiplier),
      percent(hitChance(params, target)),
    ]),
  };
}
