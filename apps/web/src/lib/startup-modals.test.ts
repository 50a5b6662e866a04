import { describe, expect, it } from 'vitest';
import { ActivityType } from '@lobby/contract/values/enums';
import { activity, configFixture } from '../test/fixtures/app-config';
import type { AppConfig } from '@lobby/contract/app-config';
import type { StartupModal } from './modal-manager';
import { byValue, opensStartupModals, startupModalsFrom } from './startup-modals';

/** Every configured activity live, in activity order (as getActivityIds would answer). */
const allLive = (config: AppConfig) =>
  [...config.activities].sort((a, b) => a.sort - b.sort || a.id - b.id);

const notices = [
  { id: 11, title: 'B', content: '', image: null, sort: 2, popup: true },
  { id: 10, title: 'A', content: '', image: null, sort: 1, popup: true },
  { id: 12, title: 'C', content: '', image: null, sort: 3, popup: false },
];

describe('start-up modals from config', () => {
  it('come in activity order: notices at the Notice activity, download where it stands', () => {
    const config = {
      ...configFixture,
      notices,
      activities: [
        activity(3, ActivityType.FirstDeposit, { sort: 30, popup: true }),
        activity(1, ActivityType.Download, { sort: 10, popup: true }),
        activity(2, ActivityType.Notice, { sort: 20, popup: true }),
        activity(4, ActivityType.Tasks, { sort: 5, popup: false }),
      ],
    };
    expect(startupModalsFrom(config, allLive(config), true, false).map((m) => m.key)).toEqual([
      'download',
      'notice:10',
      'notice:11',
      'activity:3',
    ]);
  });

  it('offer the first deposit only while it is open: to visitors, and players yet to deposit', () => {
    const config = {
      ...configFixture,
      notices: [],
      activities: [
        activity(1, ActivityType.FirstDeposit, { popup: true }),
        activity(2, ActivityType.FirstCharge, { popup: true }),
      ],
    };
    const keys = (signedIn: boolean, deposited: boolean) =>
      startupModalsFrom(config, allLive(config), false, signedIn, deposited).map((m) => m.key);
    expect(keys(false, false)).toEqual(['activity:1', 'activity:2']);
    expect(keys(true, false)).toEqual(['activity:1', 'activity:2']);
    expect(keys(true, true)).toEqual([]);
  });

  it('offer the invite spin until the player has cashed out an attempt', () => {
    const config = {
      ...configFixture,
      notices: [],
      activities: [activity(1, ActivityType.InviteUserSpin, { popup: true })],
    };
    const keys = (signedIn: boolean, finished: boolean) =>
      startupModalsFrom(config, allLive(config), false, signedIn, false, finished).map(
        (m) => m.key,
      );
    expect(keys(false, false)).toEqual(['activity:1']);
    expect(keys(true, false)).toEqual(['activity:1']);
    expect(keys(true, true)).toEqual([]);
  });

  it('skip the download modal when it may not be offered', () => {
    const config = {
      ...configFixture,
      notices: [],
      activities: [activity(1, ActivityType.Download, { popup: true })],
    };
    expect(startupModalsFrom(config, allLive(config), false, false)).toEqual([]);
  });

  it('show popup notices first when no Notice activity places them', () => {
    const config = {
      ...configFixture,
      notices,
      activities: [activity(1, ActivityType.VIP, { popup: true })],
    };
    expect(startupModalsFrom(config, allLive(config), true, false).map((m) => m.key)).toEqual([
      'notice:10',
      'notice:11',
      'activity:1',
    ]);
  });

  it('show a notice only to the viewers it is for', () => {
    const config = {
      ...configFixture,
      notices: [
        {
          id: 1,
          title: 'Sign up today',
          content: '',
          image: null,
          sort: 1,
          popup: true,
          audience: 'signedOut' as const,
        },
        {
          id: 2,
          title: 'Your VIP week',
          content: '',
          image: null,
          sort: 2,
          popup: true,
          audience: 'signedIn' as const,
        },
        { id: 3, title: 'New games', content: '', image: null, sort: 3, popup: true },
      ],
      activities: [],
    };
    expect(startupModalsFrom(config, allLive(config), false, false).map((m) => m.key)).toEqual([
      'notice:1',
      'notice:3',
    ]);
    expect(startupModalsFrom(config, allLive(config), false, true).map((m) => m.key)).toEqual([
      'notice:2',
      'notice:3',
    ]);
    // The sign-up bonus's own popup is for visitors too.
    const withSignUp = {
      ...config,
      notices: [],
      activities: [activity(7, ActivityType.SignUpBonus, { popup: true })],
    };
    expect(
      startupModalsFrom(withSignUp, allLive(withSignUp), false, false).map((m) => m.key),
    ).toEqual(['activity:7']);
    expect(startupModalsFrom(withSignUp, allLive(withSignUp), false, true)).toEqual([]);
  });

  it('show no popup whose activity is not live (out of its window, or its system not built)', () => {
    const config = {
      ...configFixture,
      notices: [],
      activities: [
        activity(1, ActivityType.FirstDeposit, { sort: 10, popup: true }),
        activity(2, ActivityType.SignUpBonus, { sort: 20, popup: true }),
        activity(3, ActivityType.Download, { sort: 30, popup: true }),
      ],
    };
    const live = config.activities.filter((a) => a.id !== 1);
    expect(startupModalsFrom(config, live, true, false).map((m) => m.key)).toEqual([
      'activity:2',
      'download',
    ]);
    expect(startupModalsFrom(config, [], true, false)).toEqual([]);
  });
});

describe('the start-up modals’ order and entry', () => {
  it('orders by value: money offers first, then draws and spins, activities, notices, the download', () => {
    const act = (id: number, type: number): StartupModal => ({
      key: `activity:${id}`,
      kind: 'activity',
      activity: activity(id, type as never),
    });
    const list: StartupModal[] = [
      { key: 'download', kind: 'download' },
      { key: 'notice:1', kind: 'notice', notice: configFixture.notices[0]! },
      act(1, ActivityType.InviteUserSpin),
      act(2, ActivityType.FirstDeposit),
      act(3, ActivityType.LuckyJackpot),
    ];
    expect(byValue(list).map((m) => m.key)).toEqual([
      'activity:2',
      'activity:3',
      'activity:1',
      'notice:1',
      'download',
    ]);
  });

  it('show only when the app opened at the lobby, never on a deep link', () => {
    expect(opensStartupModals('/')).toBe(true);
    expect(opensStartupModals('/game/start')).toBe(false);
    expect(opensStartupModals('/activity/jackpot')).toBe(false);
  });
});
