import { describe, expect, it } from 'vitest';
import { ActivityClickType, ActivityType, activityTypes } from '@lobby/contract/values/enums';
import { activity } from '../test/fixtures/app-config';
import { activityRoutes, liveActivities, resolveActivityClick } from './activity-routes';

const signIn = (redirect?: string) =>
  redirect ? `/auth/login?redirect=${encodeURIComponent(redirect)}` : '/auth/login';

/** Where a signed-in player's tap on the activity leads. */
const clickSignedIn = (a: Parameters<typeof resolveActivityClick>[0]) =>
  resolveActivityClick(a, true, signIn);

describe('activity-to-route map', () => {
  it('maps each activity type with a page of its own to that page', () => {
    const go = (type: (typeof activityTypes)[number]) =>
      resolveActivityClick(activity(1, type, { clickType: ActivityClickType.None }), true, signIn);
    expect(go(ActivityType.FreeSign)).toEqual({ kind: 'route', to: '/activity/sign-in' });
    // The "Login Bonus" shortcut opens the page its days are claimed on.
    expect(go(ActivityType.FreeLoginBonus)).toEqual({ kind: 'route', to: '/activity/sign-in' });
    expect(go(ActivityType.Tasks)).toEqual({ kind: 'route', to: '/bonus/tasks' });
    expect(go(ActivityType.LuckyJackpot)).toEqual({ kind: 'route', to: '/activity/jackpot' });
    expect(go(ActivityType.Agent5)).toEqual({ kind: 'route', to: '/agent' });
    expect(go(ActivityType.VipRebate)).toEqual({ kind: 'route', to: '/vip/rebate' });
    expect(go(ActivityType.LadderRecharge)).toEqual({ kind: 'route', to: '/wallets?name=deposit' });
    expect(go(ActivityType.Notice)).toEqual({ kind: 'none' });
  });

  it('covers every activity type of the enum except those with no destination', () => {
    const without = activityTypes.filter((t) => !(t in activityRoutes));
    expect(without.sort()).toEqual([ActivityType.Notice, ActivityType.HomeGuide].sort());
  });

  it('follows a route name in clickAction, an outside link, or a game', () => {
    expect(clickSignedIn(activity(1, ActivityType.Festival, { clickAction: 'vip-level' }))).toEqual(
      { kind: 'route', to: '/vip/level' },
    );
    expect(
      clickSignedIn(
        activity(2, ActivityType.OutLink, {
          clickType: ActivityClickType.OutLink,
          clickAction: 'https://example.org/x',
        }),
      ),
    ).toEqual({ kind: 'external', url: 'https://example.org/x' });
    // Only an https: page opens: never a script, plain http: nor another host by a trick.
    for (const clickAction of ['javascript:alert(1)', 'http://example.org/x', '//example.org/x'])
      expect(
        clickSignedIn(
          activity(2, ActivityType.OutLink, { clickType: ActivityClickType.OutLink, clickAction }),
        ),
        clickAction,
      ).toEqual({ kind: 'none' });
    expect(
      clickSignedIn(
        activity(3, ActivityType.SlotsHack, {
          clickType: ActivityClickType.Game,
          clickAction: '1001',
        }),
      ),
    ).toEqual({ kind: 'route', to: '/game/start?gameId=1001&activityId=3' });
  });

  it('unloginShowStatus 0 sends a signed-out player to sign-in, and back afterwards', () => {
    const tasks = activity(4, ActivityType.Tasks, { unloginShowStatus: 0 });
    expect(resolveActivityClick(tasks, false, signIn)).toEqual({
      kind: 'route',
      to: '/auth/login?redirect=%2Fbonus%2Ftasks',
    });
    expect(resolveActivityClick(tasks, true, signIn)).toEqual({
      kind: 'route',
      to: '/bonus/tasks',
    });
    // unloginShowStatus 1: shown to everyone, no sign-in needed.
    expect(resolveActivityClick({ ...tasks, unloginShowStatus: 1 }, false, signIn)).toEqual({
      kind: 'route',
      to: '/bonus/tasks',
    });
  });

  it('lists the configured activities the server answers live, in its order', () => {
    const activities = [
      activity(1, ActivityType.Tasks, { sort: 20 }),
      activity(2, ActivityType.VIP, { sort: 10 }),
      activity(3, ActivityType.Rank),
    ];
    // An id the config no longer has is skipped; nothing is live before the server answers.
    expect(liveActivities(activities, [2, 1, 99]).map((a) => a.id)).toEqual([2, 1]);
    expect(liveActivities(activities, undefined)).toEqual([]);
  });
});
