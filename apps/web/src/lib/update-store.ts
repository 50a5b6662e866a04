import { create } from 'zustand';

interface UpdateState {
  /** A newer build is live (builds/latest.json) or a new service worker is waiting. */
  available: boolean;
  dismissed: boolean;
  /** Set while a new service worker waits: activates it, and the page reloads under it. */
  activateWaitingWorker: (() => Promise<void>) | null;
  setAvailable: (activateWaitingWorker?: () => Promise<void>) => void;
  dismiss: () => void;
}

export const useUpdateStore = create<UpdateState>()((set) => ({
  available: false,
  dismissed: false,
  activateWaitingWorker: null,
  setAvailable: (activateWaitingWorker) =>
    set((s) => ({
      available: true,
      dismissed: false,
      activateWaitingWorker: activateWaitingWorker ?? s.activateWaitingWorker,
    })),
  dismiss: () => set({ dismissed: true }),
}));
