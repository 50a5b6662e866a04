import { isHundredths } from '@lobby/contract/values/money';

/**
 * What a game page posts to the lobby after every round: what the player can bet with, in
 * hundredths (our own games and the demo studio post it; docs/providers.md).
 */
export const BALANCE_MESSAGE = 'lobby:balance';

/**
 * The coin a game's message carries, or null when the message is not a balance from a page of
 * `origin`, the one the game was launched at (any other window may post anything).
 */
export function balanceFromMessage(event: MessageEvent, origin: string): number | null {
  if (event.origin !== origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, coin } = data as { type?: unknown; coin?: unknown };
  if (type !== BALANCE_MESSAGE || !isHundredths(coin) || coin < 0) return null;
  return coin;
}
