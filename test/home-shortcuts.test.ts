import { describe, expect, it } from 'vitest';
import type { Activity } from '@lobby/contract/app-config';
import { ActivityType } from '@lobby/contract/values/enums';
import { BUILT_ACTIVITY_TYPES } from '../apps/server/src/modules/activities/built-activities';
import { liveActivities } from '../apps/server/src/modules/activities/live-activities';
import { demoConfig } from '../apps/server/src/modules/config/demo-config';
import { resolveActivityClick } from '../apps/web/src/lib/activity-routes';
import { bannersOf, shortcutActivities } from '../apps/web/src/features/home/lib/lobby';
import { paths } from '../apps/web/src/config/paths';

// The lobby's promise: a home shortcut, banner or start-up modal whose system is not live is
// hidden, never a dead end. The server's one list of built systems (BUILT_ACTIVITY_TYPES) decides
// what getActivityIds answers live; the home page shows only that. This walks every shortcut the
// demo configures and where it leads.

const R = ActivityType;

/** Every type the demo offers as a shortcut, and why the hidden ones are hidden today. */
const demoShortcuts: Record<string, 'shown' | `hidden: ${string}`> = {
  FirstDeposit: 'shown',
  LuckyJackpot: 'shown',
  SignUpBonus: 'shown',
  FreeSign: 'shown',
  Tasks: 'shown',
  VIP: 'shown',
  Agent5: 'shown',
  InviteFriend1: 'hidden: /share shares links, the invite reward is not built',
  InviteUserSpin: 'shown',
  VipRebate: 'shown',
  Rank: 'shown',
  Points: 'shown',
  SlotsHack: 'shown',
  FollowRewards: 'shown',
  RedPacket: 'hidden: the red packets are not built',
  ContinuousRecharge: 'hidden: the deposit streak is not built',
  AccumulatedRecharge: 'hidden: the deposit milestones are not built',
  LadderRecharge: 'hidden: the bonus ladder is not built',
  FirstCharge: 'shown',
  Fund: 'shown',
  FreeLoginBonus: 'shown',
  Supply: 'hidden: the daily supply is not built',
  Bind: 'hidden: binding a phone pays no bonus yet',
  WeekendLottery: 'hidden: the lottery is not built',
  Agent: 'shown',
  AgentCount: 'shown',
  Tasks1: 'shown',
  Festival: 'hidden: the festival is not built',
  Christmas: 'hidden: the calendar is not built',
  NewYear: 'hidden: the fireworks are not built',
  Download: 'shown',
  // No OutLink: the demo links to no outside page (its blog was a placeholder, ADR 0066); an
  // operator's outside link is shown like any built system.
};

/** Pages that are a stub today: "Coming soon", "not running", or a promise with nothing behind. */
const stubPages: readonly string[] = [];

const typeName = (type: ActivityType) => Object.entries(R).find(([, value]) => value === type)![0];
const now = new Date();
const signInPath = (redirect?: string) => `/auth/login?redirect=${redirect ?? ''}`;

/** Where a tap leads, signed in and signed out, as a path without its query. */
const leadsTo = (activity: Activity, signedIn: boolean) => {
  const click = resolveActivityClick(activity, signedIn, signInPath);
  if (click.kind === 'external') return click.url;
  return click.kind === 'route' ? click.to.split('?')[0]! : 'nowhere';
};

describe('the home shortcuts', () => {
  const live = liveActivities(demoConfig.activities, now);
  const shown = shortcutActivities(live);

  it('are listed here, every one the demo offers', () => {
    const offered = shortcutActivities(
      [...demoConfig.activities].sort((a, b) => a.sort - b.sort),
    ).map((a) => typeName(a.type));
    expect(offered.sort()).toEqual(Object.keys(demoShortcuts).sort());
  });

  it('show those whose system is built and hide the others', () => {
    const expected = Object.entries(demoShortcuts)
      .filter(([, status]) => status === 'shown')
      .map(([name]) => name);
    expect(shown.map((a) => typeName(a.type)).sort()).toEqual(expected.sort());
  });

  it('never lead to a stub page, a "coming soon" or back home', () => {
    for (const activity of shown) {
      for (const signedIn of [true, false]) {
        const to = leadsTo(activity, signedIn);
        const where = `${typeName(activity.type)} (${signedIn ? 'player' : 'visitor'}) → ${to}`;
        expect(stubPages, where).not.toContain(to);
        expect(to, where).not.toBe(paths.index);
        expect(to, where).not.toBe('nowhere');
      }
    }
  });

  it('show no banner or start-up popup of a system not built', () => {
    for (const banner of bannersOf(live, demoConfig.notices)) {
      if (banner.kind === 'activity') expect(BUILT_ACTIVITY_TYPES).toContain(banner.activity.type);
    }
    expect(live.filter((a) => a.popup).map((a) => typeName(a.type))).toEqual([
      'FirstDeposit',
      'LuckyJackpot',
      'SignUpBonus',
      'InviteUserSpin',
    ]);
  });

  it('show a system once a later issue adds its type to the one list', () => {
    const withRedPacket = new Set([...BUILT_ACTIVITY_TYPES, R.RedPacket]);
    const later = shortcutActivities(liveActivities(demoConfig.activities, now, withRedPacket));
    expect(later.map((a) => a.type)).toContain(R.RedPacket);
    expect(shown.map((a) => a.type)).not.toContain(R.RedPacket);
  });
});
