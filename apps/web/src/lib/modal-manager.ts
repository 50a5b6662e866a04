import { create } from 'zustand';
import type { Activity, Notice } from '@lobby/contract/app-config';
import { storageKeys } from '../config/storage-keys';
import { useSessionStore } from '../stores/session-store';
import { local, session } from './storage';

/** Sign-in, registration and password reset: at most one of them is open. */
export type AuthModal = 'login' | 'register' | 'forget';

/** One line of what a claim paid: a prop and how many (hundredths for coin and points). */
export interface RewardLine {
  propId: number;
  count: number;
}

/** `asked`: the player opened it (a tapped notice), not the start-up; it counts toward no limit. */
export type StartupModal = (
  | { key: string; kind: 'notice'; notice: Notice }
  | { key: string; kind: 'download' }
  | { key: string; kind: 'activity'; activity: Activity }
  /** What a claim just paid (spec: the reward modal after every claim). */
  | { key: string; kind: 'reward'; awards: RewardLine[] }
) & { asked?: boolean };

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

/** The start-up modals a player sees at most in a day (docs/rules.md "Start-up modals"). */
export const STARTUP_MODALS_PER_DAY = 2;

type DayRecords = Record<string, { day: string; keys: string[] }>;
/** The device's calendar day: "2026-11-29". */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
};
const playerKey = () => String(useSessionStore.getState().user?.id ?? 'visitor');
/** The start-up modals shown to this player (or visitor) on this device today. */
const shownToday = (): string[] => {
  const record = local.getJson<DayRecords>(storageKeys.modalsToday)?.[playerKey()];
  return record?.day === today() ? record.keys : [];
};
const markShownToday = (key: string) => {
  const records = local.getJson<DayRecords>(storageKeys.modalsToday) ?? {};
  records[playerKey()] = { day: today(), keys: [...shownToday(), key] };
  local.setJson(storageKeys.modalsToday, records);
};
/** A start-up modal may show: not yet today, and today's two not yet shown. */
const mayShowToday = (modal: StartupModal) => {
  if (modal.kind === 'reward' || modal.asked) return true;
  const shown = shownToday();
  return !shown.includes(modal.key) && shown.length < STARTUP_MODALS_PER_DAY;
};

/**
 * The one modal manager. Start-up modals show one at a time, in the order queued, once per
 * session each, at most STARTUP_MODALS_PER_DAY a day per player and never the same one twice a
 * day (this device's record), and only after the cover is removed; they wait while a sign-in
 * modal is open. A modal the player asked for (`open`) counts toward no limit.
 */
export const useModalManager = create<ModalState>()((set, get) => {
  const advance = () => {
    const { coverRemoved, current, auth, queue } = get();
    if (!coverRemoved || current || auth || queue.length === 0) return;
    // A start-up modal past today's limit (two a day, each once) is dropped from the queue.
    const [next, ...rest] = queue.filter(mayShowToday);
    if (!next) {
      set({ queue: [] });
      return;
    }
    // A reward modal is never queued again by enqueue: nothing to remember of it.
    if (next.kind !== 'reward') markSeen(next.key);
    if (next.kind !== 'reward' && !next.asked) markShownToday(next.key);
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
      set(({ queue }) => ({
        queue: [{ ...modal, asked: true }, ...queue.filter((m) => m.key !== modal.key)],
      }));
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
        // Already counted toward today's limit when it first showed.
        queue: current ? [{ ...current, asked: true }, ...queue] : queue,
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
