import { create } from 'zustand';
import type { Hundredths } from '@lobby/contract/money';

interface WalletState {
  coin: Hundredths | null;
  safebox: Hundredths | null;
  exchange: Hundredths | null;
  bet: Hundredths | null;
  /** The open bonus's balance and the wagering it still needs (0 without one). */
  bonusCoin: Hundredths | null;
  bonusBet: Hundredths | null;
  set: (
    balances: Partial<
      Pick<WalletState, 'coin' | 'safebox' | 'exchange' | 'bet' | 'bonusCoin' | 'bonusBet'>
    >,
  ) => void;
  reset: () => void;
}

/** Balances in hundredths; null until the server has told us. */
export const useWalletStore = create<WalletState>()((set) => ({
  coin: null,
  safebox: null,
  exchange: null,
  bet: null,
  bonusCoin: null,
  bonusBet: null,
  set: (balances) => set(balances),
  reset: () =>
    set({ coin: null, safebox: null, exchange: null, bet: null, bonusCoin: null, bonusBet: null }),
}));
