import { isIntegerIn, pickIndex } from './draw';
import { validateChips } from './table-chips';
import type { Outcome, PayTable, Play, Random, TableBet } from './types';

// Sic bo: three fair dice a round. A round holds the chips on the layout (bet kind, the numbers
// it names, amount); the amounts add up to the round's bet. The bets and their odds (to 1), as on
// the Macau layout:
//   small (total 4–10) and big (11–17): 1:1, both lose on a triple;
//   total n (4 … 17): 4 or 17 60:1, 5 or 16 30:1, 6 or 15 17:1, 7 or 14 12:1, 8 or 13 8:1,
//     9, 10, 11 or 12 6:1;
//   specific triple (three of n) 180:1; any triple 30:1; specific double (at least two n) 10:1;
//   two-dice combination (a and b, a ≠ b, both shown) 5:1;
//   single number n: 1:1, 2:1 or 3:1 as one, two or three dice show n (nothing when none).
// A winning chip returns its amount × (odds + 1): whole, nothing floored. Exact RTP: the mean
// return over the 216 equally likely rolls (enumerated below); small and big return
// 105 / 216 × 2 = 97.22%, the declared RTP of the game (its main bets).

export interface SicBoParams {
  /** The least amount of one chip (hundredths). */
  minChip: number;
  /** The most chips in one round. */
  maxChips: number;
}

export type SicBoBetKind =
  'small' | 'big' | 'total' | 'triple' | 'any-triple' | 'double' | 'combination' | 'single';

export const SIC_BO_BET_KINDS: readonly SicBoBetKind[] = [
  'small',
  'big',
  'total',
  'triple',
  'any-triple',
  'double',
  'combination',
  'single',
];

/** Odds (to 1) of a total bet, by total. */
export const TOTAL_ODDS: Readonly<Record<number, number>> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};

/** How many numbers each kind names (a total names its total). */
const NAMES: Record<SicBoBetKind, number> = {
  small: 0,
  big: 0,
  total: 1,
  triple: 1,
  'any-triple': 0,
  double: 1,
  combination: 2,
  single: 1,
};

export type Dice = [number, number, number];

const isTriple = ([a, b, c]: Dice) => a === b && b === c;

/** Odds (to 1) the chip wins on `dice`, or -1 when it loses. */
export function oddsOn(chip: Pick<TableBet, 'bet' | 'numbers'>, dice: Dice): number {
  const total = dice[0] + dice[1] + dice[2];
  const count = (n: number) => dice.filter((d) => d === n).length;
  const [n, m] = chip.numbers;
  switch (chip.bet as SicBoBetKind) {
    case 'small':
      return total <= 10 && !isTriple(dice) ? 1 : -1;
    case 'big':
      return total >= 11 && !isTriple(dice) ? 1 : -1;
    case 'total':
      return total === n ? TOTAL_ODDS[total]! : -1;
    case 'triple':
      return count(n!) === 3 ? 180 : -1;
    case 'any-triple':
      return isTriple(dice) ? 30 : -1;
    case 'double':
      return count(n!) >= 2 ? 10 : -1;
    case 'combination':
      return count(n!) >= 1 && count(m!) >= 1 ? 5 : -1;
    case 'single':
      return count(n!) >= 1 ? count(n!) : -1;
  }
  return -1;
}

/** Why one chip is not a bet of the layout, or null. */
export function validateChip(params: SicBoParams, chip: TableBet): string | null {
  if (typeof chip !== 'object' || chip === null) return 'a bet must be an object';
  if (!SIC_BO_BET_KINDS.includes(chip.bet as SicBoBetKind)) {
    return `bet must be one of ${SIC_BO_BET_KINDS.join(', ')}`;
  }
  if (!isIntegerIn(chip.amount, params.minChip, Number.MAX_SAFE_INTEGER)) {
    return `each bet's amount must be an integer of at least ${params.minChip}`;
  }
  const kind = chip.bet as SicBoBetKind;
  const { numbers } = chip;
  if (!Array.isArray(numbers) || numbers.length !== NAMES[kind]) {
    return `a ${kind} bet names ${NAMES[kind]} ${NAMES[kind] === 1 ? 'number' : 'numbers'}`;
  }
  if (kind === 'total') {
    if (!isIntegerIn(numbers[0], 4, 17)) return 'a total bet names a total from 4 to 17';
  } else if (!numbers.every((n) => isIntegerIn(n, 1, 6))) {
    return 'dice numbers are 1 to 6';
  }
  if (kind === 'combination' && numbers[0] === numbers[1]) {
    return 'a combination names two different numbers';
  }
  return null;
}

/** Why the chips cannot be a round of `bet` (the sum of their amounts), or null. */
export function validatePlay(params: SicBoParams, play: Play, bet?: number): string | null {
  if (play?.kind !== 'sic-bo') return 'this game takes a sic-bo play';
  return validateChips(play.bets, params.maxChips, (chip) => validateChip(params, chip), bet);
}

export interface SicBoDetail {
  dice: Dice;
  total: number;
  bets: (TableBet & { win: number })[];
}

const chipWin = (chip: TableBet, dice: Dice) => {
  const odds = oddsOn(chip, dice);
  return odds < 0 ? 0 : chip.amount * (odds + 1);
};

export function play(params: SicBoParams, play: Play, bet: number, random: Random): Outcome {
  const refusal = validatePlay(params, play, bet);
  if (refusal || play.kind !== 'sic-bo') throw new RangeError(refusal ?? '');
  const dice: Dice = [1, 2, 3].map(() => pickIndex(random, 6) + 1) as Dice;
  const bets = play.bets.map((chip) => ({
    bet: chip.bet,
    numbers: [...chip.numbers],
    amount: chip.amount,
    win: chipWin(chip, dice),
  }));
  const detail: SicBoDetail = { dice, total: dice[0] + dice[1] + dice[2], bets };
  return { win: bets.reduce((sum, chip) => sum + chip.win, 0), detail };
}

/** Every roll of three dice, each with chance 1 / 216. */
export function allRolls(): Dice[] {
  const rolls: Dice[] = [];
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) rolls.push([a, b, c]);
  return rolls;
}

/** The RTP of the chips (weighed by amount) over the 216 rolls; the small bet's without. */
export function exactRtp(_params: SicBoParams, play?: Play): number {
  const chips =
    play?.kind === 'sic-bo' && play.bets.length > 0
      ? play.bets
      : [{ bet: 'small', numbers: [], amount: 1 }];
  const staked = chips.reduce((sum, chip) => sum + chip.amount, 0);
  let returned = 0;
  for (const dice of allRolls()) for (const chip of chips) returned += chipWin(chip, dice);
  return returned / 216 / staked;
}

/** A specific triple returns 181 times its amount. */
export function maxMultiplier(_params: SicBoParams): number {
  return 181;
}

/** One bet of each kind and odds, as the paytable lists them. */
export function payTableBets(): { label: string; chip: TableBet; odds: string }[] {
  const chip = (bet: SicBoBetKind, numbers: number[] = []): TableBet => ({
    bet,
    numbers,
    amount: 1,
  });
  return [
    { label: 'small (4–10)', chip: chip('small'), odds: '1:1' },
    { label: 'big (11–17)', chip: chip('big'), odds: '1:1' },
    ...[4, 5, 6, 7, 8, 9, 10].map((total) => ({
      label: `total ${total} or ${21 - total}`,
      chip: chip('total', [total]),
      odds: `${TOTAL_ODDS[total]}:1`,
    })),
    { label: 'specific triple', chip: chip('triple', [1]), odds: '180:1' },
    { label: 'any triple', chip: chip('any-triple'), odds: '30:1' },
    { label: 'specific double', chip: chip('double', [1]), odds: '10:1' },
    { label: 'two-dice combination', chip: chip('combination', [1, 2]), odds: '5:1' },
    { label: 'single number', chip: chip('single', [1]), odds: '1:1, 2:1, 3:1' },
  ];
}

export function payTable(params: SicBoParams): PayTable {
  return {
    columns: ['Bet', 'Pays', 'RTP'],
    rows: payTableBets().map(({ label, chip, odds }) => [
      label,
      odds,
      `${(exactRtp(params, { kind: 'sic-bo', bets: [chip] }) * 100).toFixed(2)}%`,
    ]),
  };
}
