import {
  FAIR_GAME_NAMES,
  VERIFY_MAX_NONCE,
  VERIFY_SEED_MAX_LENGTH,
  type FairGameName,
} from '@lobby/contract/values/games';
import { MINES_MAX, MINES_MIN } from '@lobby/games/mines';
import { isPlayGame } from './route';

/**
 * What the form verifies: the built-in games (anonymous/fairVerify) and the invite spin's wheel,
 * recomputed here in the browser with packages/games' `wheelSector` (docs/fairness.md "Wheel").
 */
export type VerifyGame = FairGameName | 'wheel';
export const VERIFY_GAMES: readonly VerifyGame[] = [...FAIR_GAME_NAMES, 'wheel'];
const isVerifyGame = (value: string | null): value is VerifyGame =>
  value === 'wheel' || isPlayGame(value);

export interface VerifyInput {
  game: VerifyGame;
  serverSeed: string;
  clientSeed: string;
  /** As typed: checked on submit. */
  nonce: string;
  mines: string;
  /** The wheel's sector weights and amounts (hundredths), comma-separated as typed. */
  weights: string;
  amounts: string;
}

export const emptyVerifyInput = (game: VerifyGame = 'dice'): VerifyInput => ({
  game,
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  mines: '3',
  weights: '',
  amounts: '',
});

/**
 * The form as a round's link fills it: ?game=&serverSeed=&clientSeed=&nonce=&mines=, and for the
 * wheel &weights=&amounts= (the sectors' weights and amounts, comma-separated).
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

const WHOLE_LIST = /^\d+(\s*,\s*\d+)*$/;
const wholeList = (text: string): number[] | null => {
  const trimmed = text.trim();
  if (!WHOLE_LIST.test(trimmed)) return null;
  const list = trimmed.split(',').map((n) => Number(n.trim()));
  return list.every(Number.isSafeInteger) ? list : null;
};

/** The fairVerify body (or the wheel's), or the key of what is wrong with the form. */
export function verifyRequestOf(
  input: VerifyInput,
): { ok: true; body: VerifyRequestBody | WheelVerifyBody } | { ok: false; error: string } {
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
    const weights = wholeList(input.weights);
    if (!weights || weights.some((w) => w < 1) || weights.reduce((a, w) => a + w, 0) > 2 ** 32) {
      return { ok: false, error: 'verify.errorWeights' };
    }
    const amounts = input.amounts.trim() === '' ? [] : wholeList(input.amounts);
    if (!amounts || (amounts.length > 0 && amounts.length !== weights.length)) {
      return { ok: false, error: 'verify.errorAmounts' };
    }
    return { ok: true, body: { game: 'wheel', serverSeed, clientSeed, nonce, weights, amounts } };
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
