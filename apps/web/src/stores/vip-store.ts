import { create } from 'zustand';

interface VipState {
  level: number | null;
  exp: number | null;
  set: (level: number, exp: number) => void;
  reset: () => void;
}

/** The player's VIP level and experience, as the last refresh reported them. */
export const useVipStore = create<VipState>()((set) => ({
  level: null,
  exp: null,
  set: (level, exp) => set({ level, exp }),
  reset: () => set({ level: null, exp: null }),
}));
