import {
  FAIR_GAME_NAMES,
  VERIFY_MAX_NONCE,
  VERIFY_SEED_MAX_LENGTH,
  type FairGameName,
} from '@lobby/contract/values/games';
import type { JackpotCellWeight } from '@lobby/games/jackpot';
import { MINES_MAX, MINES_MIN } from '@lobby/games/mines';
import { isPlayGame } from './route';

/**
 * What the form verifies: the built-in games (anonymous/fairVerify), and the invite spin's wheel
 * and the lucky jackpot's draw, recomputed here in the browser with packages/games' `wheelSector`
 * and `jackpotDraw` (docs/fairness.md "Wheel", "Jackpot draw").
 */
export type VerifyGame = FairGameName | 'wheel' | 'jackpot';
export const VERIFY_GAMES: readonly VerifyGame[] = [...FAIR_GAME_NAMES, 'wheel', 'jackpot'];
const isVerifyGame = (value: string | null): value is VerifyGame =>
  value === 'wheel' || value === 'jackpot' || isPlayGame(value);

export interface VerifyInput {
  game: VerifyGame;
  serverSeed: string;
  clientSeed: string;
  /** As typed: checked on submit. */
  nonce: string;
  mines: string;
  /**
   * Comma-separated as typed: the wheel's sector weights and amounts (hundredths); for the
   * jackpot, the cells' weights and types (1 a prize, 2 a jackpot tier) and the wheel's weights.
   */
  weights: string;
  amounts: string;
  types: string;
  wheel: string;
}

export const emptyVerifyInput = (game: VerifyGame = 'dice'): VerifyInput => ({
  game,
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  mines: '3',
  weights: '',
  amounts: '',
  types: '',
  wheel: '',
});

/**
 * The form as a round's link fills it: ?game=&serverSeed=&clientSeed=&nonce=&mines=, for the
 * wheel &weights=&amounts= (the sectors' weights and amounts, comma-separated), and for the
 * jackpot &weights=&types=&wheel= (the cells' weights and types, the wheel's weights).
 */
export function verifyInputFromQuery(search: string): VerifyInput {
  const query = new URLSearchParams(search);
  const game = query.get('game');
  const base = emptyVerifyInput(isVerifyGame(game) ? game : 'dice');
  return {
    ...base,
    serverSeed: query.get('serverSeed') ?? '',
    clientSeed: query.get('clientSeed') ?? '',
    nonce: query.get('nonce') ?? base.nonce,
    mines: query.get('mines') ?? base.mines,
    weights: query.get('weights') ?? base.weights,
    amounts: query.get('amounts') ?? base.amounts,
    types: query.get('types') ?? base.types,
    wheel: query.get('wheel') ?? base.wheel,
  };
}

export type VerifyRequestBody = {
  game: FairGameName;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params?: { mines: number };
};

/** A wheel spin to recompute in the browser: its seeds, and the sectors' weights and amounts. */
export type WheelVerifyBody = {
  game: 'wheel';
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  weights: number[];
  /** One per sector, or empty when not given (the page shows the sector only). */
  amounts: number[];
};

/** A jackpot draw to recompute in the browser: its seeds, the grid's cells and the wheel. */
export type JackpotVerifyBody = {
  game: 'jackpot';
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  cells: JackpotCellWeight[];
  /** The wheel's sector weights; empty when no cell is a jackpot tier. */
  wheel: number[];
};

export type BrowserVerifyBody = WheelVerifyBody | JackpotVerifyBody;

const WHOLE_LIST = /^\d+(\s*,\s*\d+)*$/;
const wholeList = (text: string): number[] | null => {
  const trimmed = text.trim();
  if (!WHOLE_LIST.test(trimmed)) return null;
  const list = trimmed.split(',').map((n) => Number(n.trim()));
  return list.every(Number.isSafeInteger) ? list : null;
};

/** Weights as `wheelSector` takes them: whole numbers from 1, totalling at most 2³². */
const drawWeights = (text: string): number[] | null => {
  const weights = wholeList(text);
  return weights && weights.every((w) => w >= 1) && weights.reduce((a, w) => a + w, 0) <= 2 ** 32
    ? weights
    : null;
};

const cellTypes = (text: string, count: number): (1 | 2)[] | null => {
  const types = wholeList(text);
  if (!types || types.length !== count || !types.every((type) => type === 1 || type === 2)) {
    return null;
  }
  return types as (1 | 2)[];
};

/** The fairVerify body (or the wheel's or jackpot's), or the key of what is wrong with the form. */
export function verifyRequestOf(
  input: VerifyInput,
): { ok: true; body: VerifyRequestBody | BrowserVerifyBody } | { ok: false; error: string } {
  const serverSeed = input.serverSeed.trim();
  const clientSeed = input.clientSeed.trim();
  if (!serverSeed || serverSeed.length > VERIFY_SEED_MAX_LENGTH) {
    return { ok: false, error: 'verify.errorServerSeed' };
  }
  if (!clientSeed || clientSeed.length > VERIFY_SEED_MAX_LENGTH) {
    return { ok: false, error: 'verify.errorClientSeed' };
  }
  const nonceText = input.nonce.trim();
  const nonce = Number(nonceText);
  if (!/^\d+$/.test(nonceText) || !Number.isSafeInteger(nonce) || nonce > VERIFY_MAX_NONCE) {
    return { ok: false, error: 'verify.errorNonce' };
  }
  if (input.game === 'wheel') {
    const weights = drawWeights(input.weights);
    if (!weights) return { ok: false, error: 'verify.errorWeights' };
    const amounts = input.amounts.trim() === '' ? [] : wholeList(input.amounts);
    if (!amounts || (amounts.length > 0 && amounts.length !== weights.length)) {
      return { ok: false, error: 'verify.errorAmounts' };
    }
    return { ok: true, body: { game: 'wheel', serverSeed, clientSeed, nonce, weights, amounts } };
  }
  if (input.game === 'jackpot') {
    const weights = drawWeights(input.weights);
    if (!weights) return { ok: false, error: 'verify.errorCellWeights' };
    const types = cellTypes(input.types, weights.length);
    if (!types) return { ok: false, error: 'verify.errorCellTypes' };
    const needsWheel = types.includes(2);
    const wheel = !needsWheel && input.wheel.trim() === '' ? [] : drawWeights(input.wheel);
    if (!wheel) return { ok: false, error: 'verify.errorWheelWeights' };
    const cells = weights.map((weight, i) => ({ weight, type: types[i]! }));
    return { ok: true, body: { game: 'jackpot', serverSeed, clientSeed, nonce, cells, wheel } };
  }
  const body: VerifyRequestBody = { game: input.game, serverSeed, clientSeed, nonce };
  if (input.game === 'mines') {
    const minesText = input.mines.trim();
    const mines = Number(minesText);
    if (!/^\d+$/.test(minesText) || mines < MINES_MIN || mines > MINES_MAX) {
      return { ok: false, error: 'verify.errorMines' };
    }
    body.params = { mines };
  }
  return { ok: true, body };
}
