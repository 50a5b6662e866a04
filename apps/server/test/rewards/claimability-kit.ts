import fc from 'fast-check';
import type { Activity } from '@lobby/contract/app-config';
import type { ActivityType } from '@lobby/contract/values/enums';
import type { Envelope as CallEnvelope, TestApp } from '../test-app';

/** What a claim answers that the property reads: its errcode, and what it paid. */
type Envelope = Pick<CallEnvelope, 'errcode' | 'data'>;

/**
 * What the claimability property tests share (docs/invariants.md, "a red dot is lit ⇔ a claim
 * succeeds"): an activity's window around the instant the property is checked at, the lobby's
 * clock held at an instant, and whether one of a system's claims pays.
 */

/**
 * Where the instant falls in an activity's window: inside it (`open`; `startsNow`: its first
 * second, start inclusive), after it (`ended`; `endsNow`: its end, exclusive), before it
 * (`later`), or no activity of the type at all (`none`).
 */
export type Window = 'open' | 'startsNow' | 'ended' | 'endsNow' | 'later' | 'none';

export const windowArb: fc.Arbitrary<Window> = fc.constantFrom(
  'open',
  'open',
  'startsNow',
  'ended',
  'endsNow',
  'later',
  'none',
);

const HOUR = 3_600;

/** The activities with those of `type` given the window `window` around `now` (unix seconds). */
export const windowed = (
  activities: readonly Activity[],
  type: ActivityType,
  window: Window,
  now: number,
): Activity[] => {
  if (window === 'none') return activities.filter((a) => a.type !== type);
  const [startTime, endTime]: [number, number | null] = {
    open: [now - HOUR, now + HOUR],
    startsNow: [now, null],
    ended: [now - 2 * HOUR, now - HOUR],
    endsNow: [now - HOUR, now],
    later: [now + HOUR, null],
  }[window] as [number, number | null];
  return activities.map((a) => (a.type === type ? { ...a, startTime, endTime } : a));
};

/** The lobby's clock, held at instants, and the activities set around them. */
export const claimabilityClock = (t: () => TestApp) => {
  const clock = (body: object) =>
    t().app.inject({ method: 'POST', url: '/dev/v1/clock', payload: body });
  return {
    /** Holds the lobby's clock at `at` (unix seconds), no offset. */
    holdAt: (at: number) => clock({ freezeAt: at, offsetSeconds: 0 }),
    /** Lets the lobby's clock run with real time again. */
    release: () => clock({ freezeAt: null, offsetSeconds: 0 }),
    withActivities: (activities: Activity[]) =>
      t().config.update({ ...t().config.current().config, activities }, 'test: activities'),
  };
};

/**
 * The player's grants claimed so far: a claim answering one of them again (a repeat answers the
 * first claim) pays nothing new.
 */
export const claimedGrantIds = async (t: TestApp, userId: number) =>
  new Set(
    (
      await t.database.db
        .selectFrom('reward_grants')
        .select('id')
        .where('user_id', '=', userId)
        .where('status', '=', 'claimed')
        .execute()
    ).map((row) => Number(row.id)),
  );

/** The grants a claim's answer says it paid: its `grantId`, or a tab's `claimed`. */
const paidBy = (answer: Envelope): number[] => {
  if (answer.errcode !== 0) return [];
  const data = answer.data as { grantId?: number; claimed?: number[] };
  return data.grantId !== undefined ? [data.grantId] : (data.claimed ?? []);
};

/**
 * For the property "a system's red dot is lit iff a claim of it succeeds": tries the system's
 * claims in turn until one pays a grant not claimed before `claimedBefore`, answering its name,
 * or null when none does. A refused claim changes nothing, so each is tried on the same scene.
 */
export const firstClaimThatPays = async (
  claims: Readonly<Record<string, () => Promise<Envelope>>>,
  claimedBefore: ReadonlySet<number>,
): Promise<string | null> => {
  for (const [name, claim] of Object.entries(claims)) {
    if (paidBy(await claim()).some((id) => !claimedBefore.has(id))) return name;
  }
  return null;
};
