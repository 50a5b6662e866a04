import { create } from 'zustand';
import type { Activity, Notice } from '@lobby/contract/app-config';
import { storageKeys } from '../config/storage-keys';
import { session } from './storage';

/** Sign-in, registration and password reset: at most one of them is open. */
export type AuthModal = 'login' | 'register' | 'forget';

/** One line of what a claim paid: a prop and how many (hundredths for coin and points). */
export interface RewardLine {
  propId: number;
  count: number;
}

export type StartupModal =
  | { key: string; kind: 'notice'; notice: Notice }
  | { key: string; kind: 'download' }
  | { key: string; kind: 'activity'; activity: Activity }
  /** What a claim just paid (spec: the reward modal after every claim). */
  | { key: string; kind: 'reward'; awards: RewardLine[] };

interface ModalState {
  coverRemoved: boolean;
  queue: StartupModal[];
  current: StartupModal | null;
  auth: AuthModal | null;
  markCoverRemoved: () => void;
  /** Queue start-up modals, already in activity order; any seen this session are skipped. */
  enqueue: (modals: StartupModal[]) => void;
  closeCurrent: () => void;
  /** Show a modal the player asked for (a tapped notice): next in line, not once-per-session. */
  open: (modal: StartupModal) => void;
  openAuth: (modal: AuthModal) => void;
  closeAuth: () => void;
}

const seenKeys = (): string[] => session.getJson<string[]>(storageKeys.modalsSeen) ?? [];
const markSeen = (key: string) => session.setJson(storageKeys.modalsSeen, [...seenKeys(), key]);

/**
 * The one modal manager. Start-up modals show one at a time, in the order queued, once per
 * session each, and only after the cover is removed; they wait while a sign-in modal is open.
 */
export const useModalManager = create<ModalState>()((set, get) => {
  const advance = () => {
    const { coverRemoved, current, auth, queue } = get();
    if (!coverRemoved || current || auth || queue.length === 0) return;
    const [next, ...rest] = queue;
    if (!next) return;
    // A reward modal is never queued again by enqueue: nothing to remember of it.
    if (next.kind !== 'reward') markSeen(next.key);
    set({ current: next, queue: rest });
  };
  return {
    coverRemoved: false,
    queue: [],
    current: null,
    auth: null,
    markCoverRemoved: () => {
      set({ coverRemoved: true });
      advance();
    },
    enqueue: (modals) => {
      const seen = new Set(seenKeys());
      const { queue, current } = get();
      const known = new Set([...queue.map((m) => m.key), ...(current ? [current.key] : [])]);
      const fresh = modals.filter((m) => {
        if (seen.has(m.key) || known.has(m.key)) return false;
        known.add(m.key);
        return true;
      });
      if (fresh.length === 0) return;
      set({ queue: [...queue, ...fresh] });
      advance();
    },
    open: (modal) => {
      set(({ queue }) => ({ queue: [modal, ...queue.filter((m) => m.key !== modal.key)] }));
      advance();
    },
    closeCurrent: () => {
      set({ current: null });
      advance();
    },
    // Opening one auth modal replaces whichever other one is open: they are mutually exclusive.
    // A start-up modal that was showing steps back into the queue until sign-in is closed.
    openAuth: (modal) =>
      set(({ current, queue }) => ({
        auth: modal,
        current: null,
        queue: current ? [current, ...queue] : queue,
      })),
    closeAuth: () => {
      set({ auth: null });
      advance();
    },
  };
});

let rewardModals = 0;

/**
 * Shows what a claim paid, next in line (spec: after every claim, the awards and "tap the screen
 * to continue"); any other modal waits for it, and it for the one showing.
 */
export const openRewardModal = (awards: RewardLine[]) => {
  if (awards.length === 0) return;
  rewardModals += 1;
  useModalManager.getState().open({ key: `reward:${rewardModals}`, kind: 'reward', awards });
};
