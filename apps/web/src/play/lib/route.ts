import { FAIR_GAME_NAMES, type FairGameName } from '@lobby/contract/values/games';

export type PlayPage =
  { kind: 'game'; game: FairGameName } | { kind: 'fairness' } | { kind: 'unknown' };

/** How a game page was opened: the lobby's launch URL says `?session=<id>` or `?demo=1`. */
export type PlayMode = { kind: 'session'; sessionId: string } | { kind: 'demo' } | { kind: 'none' };

export const isPlayGame = (value: string | null): value is FairGameName =>
  (FAIR_GAME_NAMES as readonly string[]).includes(value ?? '');

export function pageOf(pathname: string): PlayPage {
  const match = /^\/play\/([^/]+)\/?$/.exec(pathname);
  const name = match ? decodeURIComponent(match[1]!) : '';
  if (name === 'fairness') return { kind: 'fairness' };
  return isPlayGame(name) ? { kind: 'game', game: name } : { kind: 'unknown' };
}

export function modeOf(search: string): PlayMode {
  const query = new URLSearchParams(search);
  const sessionId = query.get('session');
  if (sessionId) return { kind: 'session', sessionId };
  if (query.get('demo') === '1') return { kind: 'demo' };
  return { kind: 'none' };
}

/** A game page's address in the same mode as the page it is linked from. */
export const gamePath = (game: FairGameName, mode: PlayMode): string =>
  mode.kind === 'session'
    ? `/play/${game}?session=${encodeURIComponent(mode.sessionId)}`
    : mode.kind === 'demo'
      ? `/play/${game}?demo=1`
      : `/play/${game}`;

export interface VerifyLink {
  game: FairGameName;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: number;
  mines?: number;
  /** Where the fairness page's back link returns to. */
  back?: string;
}

/** The fairness page, its verify form filled in (a round links to its own verification). */
export function fairnessPath(link?: VerifyLink): string {
  if (!link) return '/play/fairness';
  const query = new URLSearchParams({ game: link.game });
  if (link.serverSeed !== undefined) query.set('serverSeed', link.serverSeed);
  if (link.clientSeed !== undefined) query.set('clientSeed', link.clientSeed);
  if (link.nonce !== undefined) query.set('nonce', String(link.nonce));
  if (link.mines !== undefined) query.set('mines', String(link.mines));
  if (link.back !== undefined) query.set('back', link.back);
  return `/play/fairness?${query.toString()}`;
}

/** The fairness page's back link: only to one of the game pages (never to another site). */
export function safeBackPath(value: string | null): string | null {
  if (!value) return null;
  const url = new URL(value, 'https://play.invalid');
  if (url.origin !== 'https://play.invalid') return null;
  return pageOf(url.pathname).kind === 'game' ? `${url.pathname}${url.search}` : null;
}
