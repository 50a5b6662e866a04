import { isHundredths } from '@lobby/contract/values/money';

/** What a game page posts to the lobby after every round: the player's coin in hundredths. */
export const BALANCE_MESSAGE = 'lobby:balance';

/**
 * The coin a game's message carries, or null when the message is not a balance from a page of
 * our own origin (any other window may post anything).
 */
export function balanceFromMessage(event: MessageEvent, origin: string): number | null {
  if (event.origin !== origin) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null) return null;
  const { type, coin } = data as { type?: unknown; coin?: unknown };
  if (type !== BALANCE_MESSAGE || !isHundredths(coin) || coin < 0) return null;
  return coin;
}
