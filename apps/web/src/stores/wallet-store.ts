import { create } from 'zustand';
import type { Hundredths } from '@lobby/contract/money';

interface WalletState {
  coin: Hundredths | null;
  safebox: Hundredths | null;
  exchange: Hundredths | null;
  bet: Hundredths | null;
  set: (balances: Partial<Pick<WalletState, 'coin' | 'safebox' | 'exchange' | 'bet'>>) => void;
  reset: () => void;
}

/** Balances in hundredths; null until the server has told us. */
export const useWalletStore = create<WalletState>()((set) => ({
  coin: null,
  safebox: null,
  exchange: null,
  bet: null,
  set: (balances) => set(balances),
  reset: () => set({ coin: null, safebox: null, exchange: null, bet: null }),
}));
