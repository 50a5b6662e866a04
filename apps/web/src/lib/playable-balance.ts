import { useSessionStore } from '../stores/session-store';
import { useWalletStore } from '../stores/wallet-store';

const amount = (value: unknown) => (typeof value === 'number' ? value : 0);

/**
 * What the player can bet with (docs/rules.md "Bonus money"): cash and an open bonus's balance,
 * or, while a game is open, the balance its last round reported, whichever the server said last.
 */
export function usePlayableBalance(): number {
  const wallet = useWalletStore();
  const user = useSessionStore((s) => s.user);
  if (wallet.playable !== null) return wallet.playable;
  return (wallet.coin ?? amount(user?.coin)) + (wallet.bonusCoin ?? amount(user?.bonusCoin));
}
