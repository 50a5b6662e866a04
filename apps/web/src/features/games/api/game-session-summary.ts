import { call } from '@/lib/api-client';

/**
 * The open game session of `gameId`: its start, the time played and the net of its rounds, with
 * the player's reality-check interval (ADR 0072). Asked in the background: a timeout is not worth
 * a dialog over the game.
 */
export const gameSessionSummary = (gameId: number) =>
  call('gameSessionSummary', { gameId }, { timeoutTip: false });
