import { mulDivFloor } from './money';

// The 5×3 slot's table: symbols, reel strips, paylines and pays (the rules are in slot.ts), and
// what a round's win pays. Apart from slot.ts, whose line-pay table is built when it loads, so
// the game's page draws and pays the very same slot without building it.

export const SLOT_SYMBOLS = [
  'wild',
  'scatter',
  'crown',
  'diamond',
  'bell',
  'ace',
  'king',
  'queen',
  'jack',
  'ten',
] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];
export type SlotLineSymbol = Exclude<SlotSymbol, 'scatter'>;

export const SLOT_REEL_COUNT = 5;
export const SLOT_ROWS = 3;
export const SLOT_STRIP_LENGTH = 32;

/** The reel strips, top to bottom. */
// prettier-ignore
export const SLOT_REELS: readonly (readonly SlotSymbol[])[] = [
  ['bell', 'jack', 'ace', 'ten', 'queen', 'wild', 'ten', 'jack', 'queen', 'ace', 'jack', 'diamond',
    'ten', 'queen', 'king', 'ten', 'queen', 'jack', 'king', 'ten', 'jack', 'diamond', 'wild', 'ace',
    'crown', 'scatter', 'king', 'bell', 'jack', 'ten', 'king', 'queen'],
  ['queen', 'diamond', 'jack', 'queen', 'king', 'ace', 'ten', 'bell', 'jack', 'queen', 'ten',
    'bell', 'wild', 'king', 'ten', 'ace', 'king', 'queen', 'scatter', 'jack', 'ten', 'wild', 'jack',
    'queen', 'king', 'wild', 'jack', 'diamond', 'ten', 'ace', 'crown', 'ten'],
  ['wild', 'ace', 'queen', 'jack', 'bell', 'king', 'jack', 'ten', 'queen', 'ace', 'scatter',
    'queen', 'crown', 'ten', 'king', 'bell', 'wild', 'king', 'ten', 'diamond', 'queen', 'wild',
    'jack', 'ten', 'diamond', 'king', 'queen', 'ten', 'jack', 'ace', 'ten', 'jack'],
  ['scatter', 'ace', 'jack', 'ten', 'diamond', 'wild', 'bell', 'queen', 'jack', 'ten', 'bell',
    'king', 'wild', 'queen', 'ten', 'king', 'queen', 'crown', 'jack', 'ten', 'king', 'jack', 'ace',
    'diamond', 'queen', 'ace', 'wild', 'ten', 'queen', 'jack', 'king', 'ten'],
  ['jack', 'diamond', 'bell', 'jack', 'king', 'ten', 'bell', 'queen', 'ace', 'ten', 'wild', 'king',
    'queen', 'jack', 'king', 'ten', 'jack', 'crown', 'ace', 'queen', 'jack', 'ten', 'queen', 'jack',
    'ten', 'queen', 'wild', 'diamond', 'scatter', 'king', 'ace', 'ten'],
];

/** The paylines: the row (0 top … 2 bottom) each line crosses on reels 1 … 5. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
];
export const SLOT_LINES = SLOT_PAYLINES.length;

/** Line pays in line bets for 3, 4 and 5 of a kind (a line bet is the total bet / 10). */
export const SLOT_LINE_PAYS: Readonly<Record<SlotLineSymbol, readonly [number, number, number]>> = {
  wild: [30, 150, 750],
  crown: [25, 100, 400],
  diamond: [20, 60, 200],
  bell: [15, 40, 120],
  ace: [10, 25, 80],
  king: [8, 20, 60],
  queen: [7, 15, 40],
  jack: [6, 12, 35],
  ten: [5, 11, 30],
};

/** Scatter pays in total bets for 3, 4 and 5 scatters anywhere. */
export const SLOT_SCATTER_PAYS: readonly [number, number, number] = [3, 15, 75];
export const SLOT_FREE_SPINS_TRIGGER = 3;
export const SLOT_FREE_SPINS = 8;
export const SLOT_FREE_SPIN_MULTIPLIER = 3;

/** What a round pays in hundredths: its win in line bets at a line bet of `amount` / 10, floored. */
export function slotPayout(amount: number, totalWin: number): number {
  return mulDivFloor(amount, totalWin, SLOT_LINES);
}
