import { create } from 'zustand';
import type { Hundredths } from '@lobby/contract/values/money';

interface WalletState {
  coin: Hundredths | null;
  safebox: Hundredths | null;
  exchange: Hundredths | null;
  bet: Hundredths | null;
  /** The open bonus's balance and the wagering it still needs (0 without one). */
  bonusCoin: Hundredths | null;
  bonusBet: Hundredths | null;
  /**
   * What a game's last round said the player can bet with (cash and bonus balance), until the
   * next refresh of the balances; null: cash + bonus balance.
   */
  playable: Hundredths | null;
  set: (
    balances: Partial<
      Pick<
        WalletState,
        'coin' | 'safebox' | 'exchange' | 'bet' | 'bonusCoin' | 'bonusBet' | 'playable'
      >
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
  playable: null,
  set: (balances) => set(balances),
  reset: () =>
    set({
      coin: null,
      safebox: null,
      exchange: null,
      bet: null,
      bonusCoin: null,
      bonusBet: null,
      playable: null,
    }),
}));
