import {
  VERIFY_MAX_NONCE,
  VERIFY_SEED_MAX_LENGTH,
  type FairGameName,
} from '@lobby/contract/values/games';
import { MINES_MAX, MINES_MIN } from '@lobby/games/mines';
import { isPlayGame } from './route';

export interface VerifyInput {
  game: FairGameName;
  serverSeed: string;
  clientSeed: string;
  /** As typed: checked on submit. */
  nonce: string;
  mines: string;
}

export const emptyVerifyInput = (game: FairGameName = 'dice'): VerifyInput => ({
  game,
  serverSeed: '',
  clientSeed: '',
  nonce: '0',
  mines: '3',
});

/** The form as a round's link fills it: ?game=&serverSeed=&clientSeed=&nonce=&mines=. */
export function verifyInputFromQuery(search: string): VerifyInput {
  const query = new URLSearchParams(search);
  const game = query.get('game');
  const base = emptyVerifyInput(isPlayGame(game) ? game : 'dice');
  return {
    ...base,
    serverSeed: query.get('serverSeed') ?? '',
    clientSeed: query.get('clientSeed') ?? '',
    nonce: query.get('nonce') ?? base.nonce,
    mines: query.get('mines') ?? base.mines,
  };
}

export type VerifyRequestBody = {
  game: FairGameName;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  params?: { mines: number };
};

/** The fairVerify body, or the key of what is wrong with the form. */
export function verifyRequestOf(
  input: VerifyInput,
): { ok: true; body: VerifyRequestBody } | { ok: false; error: string } {
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
