import { create } from 'zustand';
import type { Activity, Notice } from '@lobby/contract/app-config';
import { STARTUP_MODALS_PER_DAY } from '@lobby/contract/values/startup-modals';
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

/**
 * `asked`: the player opened it (a tapped notice), not the start-up; it counts toward no limit.
 * `counted`: the server gave it as one of today's (claimStartupModals, a signed-in player's:
 * two a day across devices, ADR 0063); the device's record is not asked.
 */
export type StartupModal = (
  | { key: string; kind: 'notice'; notice: Notice }
  | { key: string; kind: 'download' }
  | { key: string; kind: 'activity'; activity: Activity }
  /** What a claim just paid (spec: the reward modal after every claim). */
  | { key: string; kind: 'reward'; awards: RewardLine[] }
) & { asked?: boolean; counted?: boolean };

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
export { STARTUP_MODALS_PER_DAY };

type DayRecords = Record<string, { day: string; keys: string[] }>;
/** The device's calendar day: "2026-11-29". */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${d.getMonth() + 1}-${d.getDate()}`;
};
const playerKey = () => String(useSessionStore.getState().user?.id ?? 'visitor');
/**
 * The start-up modals shown to this visitor (or a player's modal the server did not count) on
 * this device today; a signed-in player's are counted by the server (`counted`).
 */
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
  if (modal.kind === 'reward' || modal.asked || modal.counted) return true;
  const shown = shownToday();
  return !shown.includes(modal.key) && shown.length < STARTUP_MODALS_PER_DAY;
};

/**
 * The start-up modals not shown this session nor queued: what a signed-in player's app asks the
 * server to count (claimStartupModals), so that none it gives is then dropped here.
 */
export const unseenStartupModals = (modals: readonly StartupModal[]): StartupModal[] => {
  const { queue, current } = useModalManager.getState();
  const known = new Set([
    ...seenKeys(),
    ...queue.map((m) => m.key),
    ...(current ? [current.key] : []),
  ]);
  return modals.filter((m) => !known.has(m.key));
};

/**
 * The one modal manager. Start-up modals show one at a time, in the order queued, once per
 * session each, at most STARTUP_MODALS_PER_DAY a day and never the same one twice a day (a
 * player's counted by the server across devices, `counted`; a visitor's by this device's
 * record), and only after the cover is removed; they wait while a sign-in modal is open. A modal
 * the player asked for (`open`) counts toward no limit.
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
    if (next.kind !== 'reward' && !next.asked && !next.counted) markShownToday(next.key);
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
