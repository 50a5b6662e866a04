import { isIntegerIn, pickIndex } from './draw';
import { validateChips } from './table-chips';
import type { Outcome, PayTable, Play, Random, TableBet } from './types';

// European roulette: a single-zero wheel of 37 pockets, one uniform pocket per round. A round
// holds the chips the player laid on the layout: each chip is a bet kind, the numbers it covers
// and its amount; the amounts add up to the round's bet. A chip covering n numbers returns 36 / n
// times its amount (stake included) when the ball lands on one of them:
//   straight 35:1 (n 1), split 17:1 (2), street and trio 11:1 (3), corner and first four 8:1 (4),
//   six line 5:1 (6), dozen and column 2:1 (12), red, black, odd, even, low, high 1:1 (18).
// Every chip's RTP is (n / 37) × (36 / n) = 36 / 37 = 97.297…%, exactly, whatever the chips: the
// round's RTP is 36 / 37 too. Wins are whole (36 / n is whole for every n above): nothing floored.
// Only the layout's real combinations are bets (numbers adjacent on the table, zero's splits,
// trios and first four): the list of them is built below and a chip must be one of them.

export interface RouletteParams {
  /** The least amount of one chip (hundredths). */
  minChip: number;
  /** The most chips in one round. */
  maxChips: number;
}

/** The pockets in the order they sit on a European wheel, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
] as const;

export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

export type RouletteBetKind =
  | 'straight'
  | 'split'
  | 'street'
  | 'corner'
  | 'six-line'
  | 'dozen'
  | 'column'
  | 'red'
  | 'black'
  | 'odd'
  | 'even'
  | 'low'
  | 'high';

export const ROULETTE_BET_KINDS: readonly RouletteBetKind[] = [
  'straight',
  'split',
  'street',
  'corner',
  'six-line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
];

export type PocketColour = 'green' | 'red' | 'black';

export function colourOf(pocket: number): PocketColour {
  return pocket === 0 ? 'green' : RED_NUMBERS.has(pocket) ? 'red' : 'black';
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every valid chip of the layout, by kind: the sets of numbers it may cover. */
function layoutBets(): Map<RouletteBetKind, number[][]> {
  const bets = new Map<RouletteBetKind, number[][]>();
  const add = (kind: RouletteBetKind, numbers: number[]) =>
    bets.set(kind, [...(bets.get(kind) ?? []), [...numbers].sort((a, b) => a - b)]);
  for (let n = 0; n <= 36; n++) add('straight', [n]);
  for (let n = 1; n <= 36; n++) {
    if (n % 3 !== 0) add('split', [n, n + 1]); // side by side in a row
    if (n <= 33) add('split', [n, n + 3]); // one above the other
    if (n % 3 !== 0 && n <= 32) add('corner', [n, n + 1, n + 3, n + 4]);
  }
  for (const n of [1, 2, 3]) add('split', [0, n]);
  for (let row = 0; row < 12; row++) add('street', range(3 * row + 1, 3 * row + 3));
  add('street', [0, 1, 2]); // the trios
  add('street', [0, 2, 3]);
  add('corner', [0, 1, 2, 3]); // the first four
  for (let row = 0; row < 11; row++) add('six-line', range(3 * row + 1, 3 * row + 6));
  for (let dozen = 0; dozen < 3; dozen++) add('dozen', range(12 * dozen + 1, 12 * dozen + 12));
  for (let column = 1; column <= 3; column++) {
    add(
      'column',
      range(0, 11).map((row) => 3 * row + column),
    );
  }
  const all = range(1, 36);
  add(
    'red',
    all.filter((n) => RED_NUMBERS.has(n)),
  );
  add(
    'black',
    all.filter((n) => !RED_NUMBERS.has(n)),
  );
  add(
    'odd',
    all.filter((n) => n % 2 === 1),
  );
  add(
    'even',
    all.filter((n) => n % 2 === 0),
  );
  add('low', range(1, 18));
  add('high', range(19, 36));
  return bets;
}

const LAYOUT = layoutBets();
const keyOf = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');
const VALID = new Map(
  [...LAYOUT].map(([kind, sets]) => [kind, new Set(sets.map((set) => keyOf(set)))]),
);

/** The layout's valid chips of one kind (each a sorted list of numbers). */
export function betsOfKind(kind: RouletteBetKind): number[][] {
  return LAYOUT.get(kind) ?? [];
}

/** The numbers of an outside bet that covers a fixed set (dozen i, column i, red …). */
export function outsideNumbers(kind: RouletteBetKind, which = 0): number[] {
  return betsOfKind(kind)[which] ?? [];
}

/** What a chip returns when it wins, in amounts (stake included): 36 / numbers covered. */
export function returnOf(numbers: readonly number[]): number {
  return 36 / numbers.length;
}

/** Why one chip is not a bet of the layout, or null. */
export function validateChip(params: RouletteParams, chip: TableBet): string | null {
  if (typeof chip !== 'object' || chip === null) return 'a bet must be an object';
  if (!ROULETTE_BET_KINDS.includes(chip.bet as RouletteBetKind)) {
    return `bet must be one of ${ROULETTE_BET_KINDS.join(', ')}`;
  }
  if (!isIntegerIn(chip.amount, params.minChip, Number.MAX_SAFE_INTEGER)) {
    return `each bet's amount must be an integer of at least ${params.minChip}`;
  }
  const { numbers } = chip;
  if (!Array.isArray(numbers) || !numbers.every((n) => isIntegerIn(n, 0, 36))) {
    return 'numbers must be pockets from 0 to 36';
  }
  if (new Set(numbers).size !== numbers.length) return 'numbers must differ';
  if (!VALID.get(chip.bet as RouletteBetKind)!.has(keyOf(numbers))) {
    return `${numbers.join(', ')} is not a ${chip.bet} bet of the layout`;
  }
  return null;
}

/** Why the chips cannot be a round of `bet` (the sum of their amounts), or null. */
export function validatePlay(params: RouletteParams, play: Play, bet?: number): string | null {
  if (play?.kind !== 'roulette') return 'this game takes a roulette play';
  return validateChips(play.bets, params.maxChips, (chip) => validateChip(params, chip), bet);
}

export interface RouletteDetail {
  pocket: number;
  colour: PocketColour;
  /** Each chip and what it won (0 for a loss). */
  bets: (TableBet & { win: number })[];
}

/** The pocket of one spin: a uniform index into the wheel. */
export function spin(random: Random): number {
  return WHEEL_ORDER[pickIndex(random, WHEEL_ORDER.length)]!;
}

export function play(params: RouletteParams, play: Play, bet: number, random: Random): Outcome {
  const refusal = validatePlay(params, play, bet);
  if (refusal || play.kind !== 'roulette') throw new RangeError(refusal ?? '');
  const pocket = spin(random);
  const bets = play.bets.map((chip) => ({
    bet: chip.bet,
    numbers: [...chip.numbers],
    amount: chip.amount,
    win: chip.numbers.includes(pocket) ? chip.amount * returnOf(chip.numbers) : 0,
  }));
  const detail: RouletteDetail = { pocket, colour: colourOf(pocket), bets };
  return { win: bets.reduce((sum, chip) => sum + chip.win, 0), detail };
}

/** The RTP of the chips (weighed by amount), by enumerating the 37 pockets; 36 / 37 without. */
export function exactRtp(_params: RouletteParams, play?: Play): number {
  const chips =
    play?.kind === 'roulette' && play.bets.length > 0
      ? play.bets
      : [{ bet: 'straight', numbers: [17], amount: 1 }];
  const staked = chips.reduce((sum, chip) => sum + chip.amount, 0);
  let returned = 0;
  for (let pocket = 0; pocket <= 36; pocket++) {
    for (const chip of chips) {
      if (chip.numbers.includes(pocket)) returned += chip.amount * returnOf(chip.numbers);
    }
  }
  return returned / 37 / staked;
}

/** A straight up returns 36 times its amount. */
export function maxMultiplier(_params: RouletteParams): number {
  return 36;
}

const PAYS: Record<RouletteBetKind, string> = {
  straight: '35:1',
  split: '17:1',
  street: '11:1',
  corner: '8:1',
  'six-line': '5:1',
  dozen: '2:1',
  column: '2:1',
  red: '1:1',
  black: '1:1',
  odd: '1:1',
  even: '1:1',
  low: '1:1',
  high: '1:1',
};

/** Every bet: what it covers, what it pays and its RTP (36 / 37 for all). */
export function payTable(params: RouletteParams): PayTable {
  const rtp = `${(exactRtp(params) * 100).toFixed(2)}%`;
  return {
    columns: ['Bet', 'Numbers', 'Pays', 'RTP'],
    rows: ROULETTE_BET_KINDS.map((kind) => [
      kind,
      String(betsOfKind(kind)[0]!.length),
      PAYS[kind],
      rtp,
    ]),
  };
}
