import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import type { BonusItem } from '@lobby/contract/rewards';
import type { GetVipInfoAnswer, VipTaskItem } from '@lobby/contract/vip';
import { PropId } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '@/stores/session-store';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { seriousViolations } from '@/test/axe';
import { configFixture } from '@/test/fixtures/app-config';
import { statusFlags } from '@/test/fixtures/status-flags';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));
const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture({ vip: 1 }));
const now = () => Math.floor(Date.now() / 1000);

const level = (n: number, needExp: number, daily: number, signInAward: number, bp: number) => ({
  level: n,
  needExp,
  dailyAward: daily,
  signInAward,
  levelUpBonus: n * 1_000,
  rebateBp: bp,
  dailyWithdrawTimes: 3,
  dailyWithdrawLimit: 100_000,
});

/** Three levels: Bronze pays no daily or sign-in award, Silver and Gold do. */
const config: AppConfig = {
  ...configFixture,
  vipMap: {
    '0': { name: 'Bronze', icon: '/art/vip/0.svg', needExp: 0 },
    '1': { name: 'Silver', icon: '/art/vip/1.svg', needExp: 1_000 },
    '2': { name: 'Gold', icon: '/art/vip/2.svg', needExp: 5_000 },
  },
  levelConfigs: [
    level(0, 0, 0, 0, 10),
    level(1, 1_000, 100, 300, 20),
    level(2, 5_000, 250, 800, 50),
  ],
};

const task = (id: number, extra: Partial<VipTaskItem> = {}): VipTaskItem => ({
  id,
  goal: 'validBets',
  period: 'day',
  minLevel: 0,
  progress: 4_000,
  target: 10_000,
  awards: [{ propId: PropId.Coin, count: 500 }],
  state: 'unavailable',
  ...extra,
});

const vipInfo = (extra: Partial<GetVipInfoAnswer> = {}): GetVipInfoAnswer => ({
  level: 1,
  exp: 1_500,
  nextLevel: 2,
  needExp: 5_000,
  progress: 12,
  rebateBp: 20,
  daily: { award: 100, state: 'claimable', played: 4_000, playNeeded: 4_000 },
  signIn: { award: 300, state: 'claimed', played: 12_000, playNeeded: 12_000 },
  tasks: [
    task(1),
    task(2, { goal: 'deposits', period: 'week', progress: 3, target: 3, state: 'claimable' }),
    task(3, { goal: 'rounds', period: 'month', minLevel: 2, progress: 0, target: 50 }),
  ],
  rebate: { todayValidBets: 123_456, todayEstimate: 246, claimable: 1_050 },
  unclaimed: { count: 0, coin: 0 },
  dayEndsAt: now() + 5 * 3_600 + 12 * 60 - 30,
  ...extra,
});

const paid = (count: number) => ({
  grantId: 9,
  awards: [{ propId: PropId.Coin, count }],
  money: { cash: 0, bonus: count, wageringDone: 0, wageringRequired: count * 10 },
});

/** The answers every signed-in VIP page may ask besides its own. */
const around = {
  refreshData: () => envelope(userFixture({ vip: 1 })),
  activityGetStatusList: () => envelope(statusFlags()),
};

const awardCard = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;

/** Signs in and opens /vip, getVipInfo answering `info` (other calls: `calls`); waits for the hero. */
const openVip = async (
  info: Partial<GetVipInfoAnswer> = {},
  calls: Parameters<typeof stubApi>[0] = {},
) => {
  const stub = stubApi({ ...around, getVipInfo: () => envelope(vipInfo(info)), ...calls }, config);
  signIn();
  renderApp('/vip');
  await screen.findByTestId('vip-hero');
  return stub;
};

describe('/vip signed in', () => {
  it('shows the level, exp and progress from getVipInfo, the awards by state, the tasks and the levels', async () => {
    const { seen } = stubApi({ ...around, getVipInfo: () => envelope(vipInfo()) }, config);
    signIn();
    renderApp('/vip');

    const hero = await screen.findByTestId('vip-hero');
    expect(within(hero).getByRole('heading', { name: 'Silver' })).toBeInTheDocument();
    expect(hero).toHaveTextContent('1,500 EXP');
    expect(hero).toHaveTextContent('3,500 EXP to Gold');
    const bar = within(hero).getByRole('progressbar', { name: 'Progress to Gold' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuetext', '1,500 of 5,000 EXP');
    expect(calls(seen, 'getVipInfo')).toHaveLength(1);

    // Today's award waits; this week's was claimed.
    const daily = awardCard('Daily award');
    expect(daily).toHaveTextContent('1.00 coins');
    expect(within(daily).getByRole('button', { name: 'Claim' })).toBeEnabled();
    const weekly = awardCard('Weekly sign-in award');
    expect(weekly).toHaveTextContent('3.00 coins');
    expect(weekly).toHaveTextContent('Claimed Next one on Monday');
    expect(within(weekly).queryByRole('button')).toBeNull();

    const tasks = within(screen.getByRole('list', { name: 'VIP tasks' })).getAllByRole('listitem');
    expect(tasks).toHaveLength(3);
    expect(tasks[0]).toHaveTextContent('Bet 100.00 coins today');
    expect(tasks[0]).toHaveTextContent('+5.00 coins');
    expect(tasks[0]).toHaveTextContent('Keep going');
    const betBar = within(tasks[0]!).getByRole('progressbar', { name: 'Bet 100.00 coins today' });
    expect(betBar).toHaveAttribute('aria-valuenow', '40');
    expect(betBar).toHaveAttribute('aria-valuetext', '40.00 coins of 100.00 coins');
    expect(tasks[1]).toHaveTextContent('Make 3 deposits this week');
    expect(within(tasks[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 3');
    expect(within(tasks[1]!).getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(tasks[2]).toHaveTextContent('Play 50 rounds this month');
    expect(tasks[2]).toHaveTextContent('Opens at Gold');

    // Nothing unclaimed: no "Claim all".
    expect(screen.queryByRole('button', { name: /^Claim all/ })).toBeNull();

    const levels = within(screen.getByRole('list', { name: 'VIP levels' })).getAllByRole(
      'listitem',
    );
    expect(levels.map((l) => l.getAttribute('aria-current'))).toEqual([null, 'true', null]);
    expect(levels[1]).toHaveTextContent('Your level');
    expect(await seriousViolations()).toEqual([]);
  });

  it('says when the next daily award comes once claimed, and why an award is not paid at this level', async () => {
    await openVip({
      level: 0,
      exp: 200,
      nextLevel: 1,
      needExp: 1_000,
      progress: 20,
      daily: { award: 0, state: 'unavailable', played: 0, playNeeded: 0 },
      signIn: { award: 0, state: 'unavailable', played: 0, playNeeded: 0 },
      tasks: [],
    });
    expect(awardCard('Daily award')).toHaveTextContent(
      'Bronze pays none: reach Silver to get 1.00 coins.',
    );
    expect(awardCard('Weekly sign-in award')).toHaveTextContent(
      'Bronze pays none: reach Silver to get 3.00 coins.',
    );
    expect(screen.queryByRole('button', { name: 'Claim' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'VIP tasks' })).toBeNull();
  });

  it('says how much play an award still asks before it can be claimed', async () => {
    await openVip({
      daily: { award: 100, state: 'unavailable', played: 1_550, playNeeded: 4_000 },
      signIn: { award: 300, state: 'unavailable', played: 0, playNeeded: 12_000 },
    });
    expect(awardCard('Daily award')).toHaveTextContent(
      'Play 24.50 coins more in valid bets today to unlock it.',
    );
    expect(awardCard('Weekly sign-in award')).toHaveTextContent(
      'Play 120.00 coins more in valid bets this week to unlock it.',
    );
    expect(within(awardCard('Daily award')).queryByRole('button')).toBeNull();
    expect(within(awardCard('Weekly sign-in award')).queryByRole('button')).toBeNull();
  });

  it('claims the daily award: the reward modal shows it, then the club, balances and dots are asked again', async () => {
    let claimed = false;
    const { seen } = stubApi(
      {
        ...around,
        getVipInfo: () =>
          envelope(
            vipInfo({
              daily: {
                award: 100,
                state: claimed ? 'claimed' : 'claimable',
                played: 4_000,
                playNeeded: 4_000,
              },
            }),
          ),
        appVipUserReceiveDaily: () => {
          claimed = true;
          return envelope(paid(100));
        },
      },
      config,
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/vip');
    await screen.findByTestId('vip-hero');
    const before = {
      info: calls(seen, 'getVipInfo').length,
      refresh: calls(seen, 'refreshData').length,
      dots: calls(seen, 'activityGetStatusList').length,
    };
    await user.click(within(awardCard('Daily award')).getByRole('button', { name: 'Claim' }));

    const modal = await screen.findByRole('dialog', { name: 'You received' });
    expect(modal).toHaveTextContent('+1.00');
    expect(modal).toHaveTextContent('Coins');
    expect(modal).toHaveTextContent('TAP THE SCREEN TO CONTINUE');
    expect(calls(seen, 'appVipUserReceiveDaily')).toHaveLength(1);
    await user.click(modal);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await waitFor(() => expect(calls(seen, 'getVipInfo').length).toBeGreaterThan(before.info));
    await waitFor(() => expect(calls(seen, 'refreshData').length).toBeGreaterThan(before.refresh));
    await waitFor(() =>
      expect(calls(seen, 'activityGetStatusList').length).toBeGreaterThan(before.dots),
    );
    await waitFor(() =>
      expect(awardCard('Daily award')).toHaveTextContent(/Claimed Next one in 5 h 1[12] min/),
    );
    expect(within(awardCard('Daily award')).queryByRole('button')).toBeNull();
  });

  it('claims a reached task by its id', async () => {
    const { seen } = stubApi(
      {
        ...around,
        getVipInfo: () => envelope(vipInfo()),
        receiveVipTask: () => envelope(paid(500)),
      },
      config,
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/vip');
    const tasks = await screen.findByRole('list', { name: 'VIP tasks' });
    await user.click(within(tasks).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('dialog', { name: 'You received' })).toHaveTextContent('+5.00');
    expect(calls(seen, 'receiveVipTask')[0]?.body).toMatchObject({ id: 2 });
  });

  it('claims everything waiting with "Claim all (n)" and says in words what was refused', async () => {
    let claimed = false;
    const { seen } = stubApi(
      {
        ...around,
        getVipInfo: () =>
          envelope(
            vipInfo({ unclaimed: claimed ? { count: 1, coin: 800 } : { count: 3, coin: 2_150 } }),
          ),
        receiveVipTaskUnReceiveBonus: () => {
          claimed = true;
          return envelope({
            claimed: [4, 5],
            awards: [{ propId: PropId.Coin, count: 1_350 }],
            refused: [{ id: 6, errcode: ErrorCode.REWARD_PLAYER_CAP }],
            money: paid(0).money,
          });
        },
      },
      config,
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/vip');
    expect(await screen.findByText('3 rewards waiting: 21.50 coins')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Claim all (3)' }));

    expect(await screen.findByRole('dialog', { name: 'You received' })).toHaveTextContent('+13.50');
    expect(calls(seen, 'receiveVipTaskUnReceiveBonus')).toHaveLength(1);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('1 reward could not be claimed:');
    expect(alert).toHaveTextContent('You have received the most this activity pays one player.');
    expect(await screen.findByRole('button', { name: 'Claim all (1)' })).toBeInTheDocument();
  });

  it('says in words why a claim was refused (1403), with no reward modal', async () => {
    const user = userEvent.setup();
    await openVip({}, { appVipUserReceiveDaily: () => refusal(ErrorCode.REWARD_BUDGET_SPENT) });
    await user.click(within(awardCard('Daily award')).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reward could not be claimed: This activity has paid out all its rewards. Watch for the next one.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(awardCard('Daily award')).getByRole('button', { name: 'Claim' })).toBeEnabled();
  });

  it('shows a failure with Retry, and the club once it answers', async () => {
    let fail = true;
    stubApi(
      {
        ...around,
        getVipInfo: () => (fail ? envelope(undefined, 500, 500, 'boom') : envelope(vipInfo())),
      },
      config,
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/vip');
    expect(await screen.findByText('We could not load your VIP club')).toBeInTheDocument();
    // The levels stay in view.
    expect(screen.getByRole('list', { name: 'VIP levels' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('vip-hero')).toHaveTextContent('Silver');
  });
});

describe('/vip signed out', () => {
  it('shows what the club is with a way to sign in, and the levels, without asking getVipInfo', async () => {
    const { seen } = stubApi({}, config);
    renderApp('/vip');
    expect(await screen.findByRole('heading', { name: 'Become a VIP' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fvip',
    );
    const levels = within(screen.getByRole('list', { name: 'VIP levels' })).getAllByRole(
      'listitem',
    );
    expect(levels.map((l) => l.textContent)).toEqual([
      expect.stringContaining('Bronze'),
      expect.stringContaining('Silver'),
      expect.stringContaining('Gold'),
    ]);
    expect(levels.every((l) => !l.hasAttribute('aria-current'))).toBe(true);
    expect(calls(seen, 'getVipInfo')).toHaveLength(0);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('/vip/level', () => {
  it('lists every level with its awards, the player’s highlighted, and the exp still needed', async () => {
    stubApi({ ...around, getVipInfo: () => envelope(vipInfo()) }, config);
    signIn();
    renderApp('/vip/level');
    expect(await screen.findByTestId('vip-next')).toHaveTextContent('3,500 EXP to Gold');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent(/Level.*EXP.*Daily.*Sign-in.*Level-up.*Rebate/);
    expect(rows[2]).toHaveTextContent(
      /Silver.*1,000.*1\.00 coins.*3\.00 coins.*10\.00 coins.*0\.2%/,
    );
    await waitFor(() => expect(rows[2]).toHaveAttribute('aria-current', 'true'));
    expect(rows[1]).not.toHaveAttribute('aria-current');
  });
});

describe('/vip/rebate', () => {
  it('shows the rate, today’s bets and estimate, claims the rebate, and lists every level’s rate', async () => {
    let claimed = false;
    const { seen } = stubApi(
      {
        ...around,
        getVipInfo: () =>
          envelope(
            vipInfo({
              rebate: {
                todayValidBets: 123_456,
                todayEstimate: 246,
                claimable: claimed ? 0 : 1_050,
              },
            }),
          ),
        betBonusReceive: () => {
          claimed = true;
          return envelope({
            claimed: [11],
            awards: [{ propId: PropId.Coin, count: 1_050 }],
            refused: [],
            money: paid(0).money,
          });
        },
      },
      config,
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/vip/rebate');
    const mine = await screen.findByTestId('my-rebate');
    expect(mine).toHaveTextContent('0.2% of your valid bets at Silver');
    expect(mine).toHaveTextContent('Today’s valid bets1,234.56 coins');
    expect(mine).toHaveTextContent('Today’s estimated rebate2.46 coins');
    expect(mine).toHaveTextContent('Rebate to claim10.50 coins');

    const rates = within(screen.getByRole('table')).getAllByRole('row');
    expect(rates.slice(1).map((r) => r.textContent)).toEqual([
      'Bronze0.1%',
      'Silver0.2%',
      'Gold0.5%',
    ]);
    await waitFor(() => expect(rates[2]).toHaveAttribute('aria-current', 'true'));
    expect(screen.getByRole('link', { name: 'Rebate Record' })).toHaveAttribute(
      'href',
      '/vip/rebate/record',
    );

    await user.click(within(mine).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('dialog', { name: 'You received' })).toHaveTextContent('+10.50');
    expect(calls(seen, 'betBonusReceive')[0]?.body).toMatchObject({ type: 'rebate' });
    expect(calls(seen, 'betBonusReceive')[0]?.body).not.toHaveProperty('id');
    await waitFor(() => expect(mine).toHaveTextContent('Nothing to claim yet.'));
    expect(within(mine).queryByRole('button')).toBeNull();
  });

  it('asks a visitor to sign in, above every level’s rate', async () => {
    const { seen } = stubApi({}, config);
    renderApp('/vip/rebate');
    expect(await screen.findByText('Log in to see your rebate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fvip%2Frebate',
    );
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(4);
    expect(calls(seen, 'getVipInfo')).toHaveLength(0);
  });
});

describe('/vip/rebate/record', () => {
  const rebate = (id: number, extra: Partial<BonusItem> = {}): BonusItem => ({
    id,
    activity: 'vip-rebate',
    awards: [{ propId: PropId.Coin, count: 1_234 }],
    status: 'claimable',
    createdAt: 1_700_000_000 + id,
    expiresAt: null,
    claimedAt: null,
    ...extra,
  });
  const page = (list: BonusItem[], nextCursor: string | null = null) =>
    envelope({
      list,
      pageNum: 1,
      pages: 2,
      total: 3,
      pageSize: 20,
      nextCursor,
      totalCapped: false,
    });

  it('lists the rebates with date, amount and state, a page at a time by cursor', async () => {
    const { seen } = stubApi({
      ...around,
      betBonusLog: (body) =>
        body.cursor === undefined
          ? page([rebate(3), rebate(2, { status: 'claimed', claimedAt: 1_700_000_100 })], '2')
          : page([rebate(1, { status: 'expired', expiresAt: 1_700_000_050 })]),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/vip/rebate/record');
    const list = await screen.findByRole('list', { name: 'Rebate record' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/\+12\.34 coins.*Granted .*2023.*Ready to claim/);
    expect(rows[1]).toHaveTextContent(/Claimed/);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent('Expired');
    expect(screen.getByText('All 3 shown')).toBeInTheDocument();
    expect(calls(seen, 'betBonusLog').map((r) => [r.body?.type, r.body?.cursor])).toEqual([
      ['rebate', undefined],
      ['rebate', '2'],
    ]);
  });

  it('has an empty state with a next step', async () => {
    stubApi({ ...around, betBonusLog: () => page([]) });
    signIn();
    renderApp('/vip/rebate/record');
    expect(await screen.findByText('No rebate yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Play a game' })).toHaveAttribute('href', '/');
  });

  it('asks a visitor to sign in', async () => {
    stubApi({});
    renderApp('/vip/rebate/record');
    expect(await screen.findByText('Log in to see your rebate record')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fvip%2Frebate%2Frecord',
    );
  });
});
