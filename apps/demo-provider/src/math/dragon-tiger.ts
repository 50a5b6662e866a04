import { winOf } from './draw';
import { freshShoe, type PlayingCard } from './shoe';
import { validateNamedChips, weighedRtp } from './table-chips';
import type { Outcome, PayTable, Play, Random, TableBet } from './types';

// Dragon tiger from a fresh shoe of `decks` decks each round: one card to the dragon, one to the
// tiger; the higher rank wins, aces low (ace 1 … king 13), suits do not count. Bets: dragon and
// tiger 1:1, half the stake back when the two tie; tie 11:1 (the usual table's payout).
// A round is a list of chips, one per bet at most (e.g. dragon and tie), whose amounts add up to
// the round's bet (one debit); each is settled on the one deal, and a round's RTP is its chips'
// RTPs weighed by their amounts.
// Exact RTP: with r = 4 × decks cards of each of the 13 ranks and N = 52 × decks,
//   P(tie) = 13 × r × (r − 1) / (N × (N − 1)),  P(dragon) = P(tiger) = (1 − P(tie)) / 2,
//   RTP(dragon) = 2 × P(dragon) + P(tie) / 2 = 1 − P(tie) / 2,  RTP(tie) = 12 × P(tie).
// 8 decks: dragon and tiger 96.27%, tie 89.64%; 6 decks: 96.30% and 88.75%.

export type DragonTigerSide = 'dragon' | 'tiger' | 'tie';
export const DRAGON_TIGER_SIDES: readonly DragonTigerSide[] = ['dragon', 'tiger', 'tie'];

export interface DragonTigerParams {
  decks: number;
  /** The least chip (hundredths). */
  minChip: number;
}

/** Hundredths returned on a win (stake included); a dragon or tiger bet gets 50 on a tie. */
export const DRAGON_TIGER_PAYS: Readonly<Record<DragonTigerSide, number>> = {
  dragon: 200,
  tiger: 200,
  tie: 1_200,
};
const TIE_RETURNS = 50;

export interface DragonTigerDetail {
  /** Each chip and what it returned. */
  bets: (TableBet & { win: number })[];
  dragon: PlayingCard;
  tiger: PlayingCard;
  winner: DragonTigerSide;
}

export function validatePlay(params: DragonTigerParams, play: Play, bet?: number): string | null {
  if (play?.kind !== 'dragon-tiger') return 'this game takes a dragon-tiger play';
  return validateNamedChips(play.bets, DRAGON_TIGER_SIDES, params.minChip, bet);
}

function sideReturn(side: DragonTigerSide, winner: DragonTigerSide): number {
  if (side === winner) return DRAGON_TIGER_PAYS[side];
  return winner === 'tie' ? TIE_RETURNS : 0;
}

export function play(params: DragonTigerParams, play: Play, bet: number, random: Random): Outcome {
  const refusal = validatePlay(params, play, bet);
  if (refusal || play.kind !== 'dragon-tiger') throw new RangeError(refusal ?? '');
  const draw = freshShoe(params.decks, random);
  const dragon = draw();
  const tiger = draw();
  const winner: DragonTigerSide =
    dragon.rank > tiger.rank ? 'dragon' : tiger.rank > dragon.rank ? 'tiger' : 'tie';
  const bets = play.bets.map((chip) => ({
    ...chip,
    win: winOf(chip.amount, sideReturn(chip.bet as DragonTigerSide, winner), 100),
  }));
  const detail: DragonTigerDetail = { bets, dragon, tiger, winner };
  return { win: bets.reduce((sum, chip) => sum + chip.win, 0), detail };
}

/** P(tie) from a fresh shoe (see the header). */
export function tieChance(decks: number): number {
  const perRank = 4 * decks;
  const cards = 52 * decks;
  return (13 * perRank * (perRank - 1)) / (cards * (cards - 1));
}

export function sideRtp(params: Pick<DragonTigerParams, 'decks'>, side: DragonTigerSide): number {
  const tie = tieChance(params.decks);
  if (side === 'tie') return (tie * DRAGON_TIGER_PAYS.tie) / 100;
  return (((1 - tie) / 2) * DRAGON_TIGER_PAYS[side] + tie * TIE_RETURNS) / 100;
}

/** The RTP of a play (its chips' weighed by their amounts), or without one the dragon bet's. */
export function exactRtp(params: DragonTigerParams, play?: Play): number {
  if (play?.kind !== 'dragon-tiger') return sideRtp(params, 'dragon');
  const refusal = validatePlay(params, play);
  if (refusal) throw new RangeError(refusal);
  return weighedRtp(play.bets, (bet) => sideRtp(params, bet as DragonTigerSide));
}

export function maxMultiplier(_params: DragonTigerParams): number {
  return DRAGON_TIGER_PAYS.tie / 100;
}

export function payTable(params: DragonTigerParams): PayTable {
  const odds: Record<DragonTigerSide, string> = {
    dragon: '1:1 (half back on a tie)',
    tiger: '1:1 (half back on a tie)',
    tie: '11:1',
  };
  return {
    columns: ['Bet', 'Pays', 'RTP'],
    rows: DRAGON_TIGER_SIDES.map((side) => [
      side,
      odds[side],
      `${(sideRtp(params, side) * 100).toFixed(2)}%`,
    ]),
  };
}
