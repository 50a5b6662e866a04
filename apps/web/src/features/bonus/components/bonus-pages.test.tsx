import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BonusItem } from '@lobby/contract/rewards';
import { ErrorCode } from '@lobby/contract/values/errors';
import { PropId } from '@lobby/contract/values/enums';
import { pathTo } from '@/config/paths';
import { useSessionStore } from '@/stores/session-store';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));
const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);

const item = (id: number, extra: Partial<BonusItem> = {}): BonusItem => ({
  id,
  activity: 'sign-up',
  awards: [{ propId: PropId.Coin, count: 1_000 }],
  status: 'claimable',
  createdAt: now() - DAY,
  expiresAt: null,
  claimedAt: null,
  ...extra,
});

/** The sign-up bonus asks first (ADR 0056): "Claim it" in its dialog lets the claim go. */
const confirmSignUp = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(
    within(await screen.findByRole('alertdialog', { name: 'Claim your sign-up bonus?' })).getByRole(
      'button',
      { name: 'Claim it' },
    ),
  );

const counts = (extra: Partial<Record<string, number>> = {}) => ({
  event: 0,
  rebate: 0,
  reward: 0,
  tasks: 0,
  vip: 0,
  ...extra,
});

const money = { cash: 5_000, bonus: 2_345, wageringDone: 1_200, wageringRequired: 10_000 };

const bonusAnswer = (list: BonusItem[], claimable = counts()) =>
  envelope({ list, claimable, money });

const page = <T,>(list: T[], total: number, nextCursor: string | null = null) =>
  envelope({ list, pageNum: 1, pages: 2, total, pageSize: 20, nextCursor, totalCapped: false });

describe('/bonus/reward', () => {
  it('shows cash, bonus money and the wagering bar, then the rewards to claim and the past ones', async () => {
    const { seen } = stubApi({
      betBonus: () =>
        bonusAnswer(
          [
            item(1, { expiresAt: now() + 2 * DAY + 60 }),
            item(2, {
              activity: 'vip-daily',
              awards: [
                { propId: PropId.Coin, count: 250 },
                { propId: PropId.Points, count: 1_099 },
              ],
            }),
            item(3, { activity: 'lucky-wheel', status: 'claimed', claimedAt: now() - 60 }),
            item(4, { activity: 'rebate', status: 'expired', expiresAt: now() - 60 }),
          ],
          counts({ reward: 2 }),
        ),
    });
    signIn();
    renderApp('/bonus/reward');

    const summary = await screen.findByTestId('bonus-money');
    expect(summary).toHaveTextContent('Cash50.00 coins');
    expect(summary).toHaveTextContent('Bonus money23.45 coins');
    expect(summary).toHaveTextContent('12.00 coins of 100.00 coins wagered');
    const bar = within(summary).getByRole('progressbar', { name: 'Wagering' });
    expect(bar).toHaveAttribute('aria-valuenow', '12');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '12.00 coins of 100.00 coins wagered');
    expect(calls(seen, 'betBonus').map((r) => r.body?.type)).toContain('reward');

    const ready = within(screen.getByRole('list', { name: 'Ready to claim' })).getAllByRole(
      'listitem',
    );
    expect(ready).toHaveLength(2);
    expect(ready[0]).toHaveTextContent('Sign-up bonus');
    expect(ready[0]).toHaveTextContent('+10.00 coins');
    expect(ready[0]).toHaveTextContent('Expires in 2 days');
    expect(ready[1]).toHaveTextContent('VIP daily award');
    expect(ready[1]).toHaveTextContent('+2.50 coins · +10.99 points');
    expect(ready[1]).toHaveTextContent('No expiry');
    expect(within(ready[0]!).getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Claim all' })).toBeInTheDocument();

    const past = within(screen.getByRole('list', { name: 'Claimed and expired' })).getAllByRole(
      'listitem',
    );
    expect(past[0]).toHaveTextContent(/Lucky wheel.*\+10\.00 coins.*Claimed .*Claimed/);
    expect(past[1]).toHaveTextContent(/Rebate.*Expired .*Expired/);
  });

  it('claims one reward by id, shows what it paid in the reward modal, closes on a tap and refreshes', async () => {
    let claimed = false;
    const { seen } = stubApi({
      betBonus: () =>
        bonusAnswer(
          [
            item(7, {
              status: claimed ? 'claimed' : 'claimable',
              claimedAt: claimed ? now() : null,
            }),
          ],
          counts({ reward: claimed ? 0 : 1 }),
        ),
      betBonusReceive: () => {
        claimed = true;
        return envelope({
          claimed: [7],
          awards: [{ propId: PropId.Coin, count: 1_000 }],
          refused: [],
          money,
        });
      },
      refreshData: () => envelope(userFixture({ coin: 1_000 })),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/bonus/reward');

    const ready = await screen.findByRole('list', { name: 'Ready to claim' });
    expect(screen.queryByRole('button', { name: 'Claim all' })).toBeNull();
    const before = calls(seen, 'betBonus').length;
    await user.click(within(ready).getByRole('button', { name: 'Claim' }));
    // The sign-up bonus asks first; nothing is claimed until the player says yes.
    expect(calls(seen, 'betBonusReceive')).toHaveLength(0);
    await confirmSignUp(user);

    const modal = await screen.findByRole('dialog', { name: 'You received' });
    expect(modal).toHaveAttribute('aria-modal', 'true');
    expect(modal).toHaveTextContent('+10.00');
    expect(modal).toHaveTextContent('Coins');
    expect(modal).toHaveTextContent('TAP THE SCREEN TO CONTINUE');
    expect(modal).toHaveFocus();
    expect(calls(seen, 'betBonusReceive').map((r) => r.body)).toEqual([
      expect.objectContaining({ id: 7 }),
    ]);
    expect(calls(seen, 'betBonusReceive')[0]?.body).not.toHaveProperty('type');

    await user.click(modal);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The tab, the balances and the records are asked again: the reward is now a past one.
    await waitFor(() => expect(calls(seen, 'betBonus').length).toBeGreaterThan(before));
    const past = await screen.findByRole('list', { name: 'Claimed and expired' });
    expect(past).toHaveTextContent('Sign-up bonus');
    expect(screen.queryByRole('list', { name: 'Ready to claim' })).toBeNull();
    expect(screen.getByText('No rewards here yet')).toBeInTheDocument();
    await waitFor(() => expect(calls(seen, 'refreshData').length).toBeGreaterThan(0));
  });

  it('closes the reward modal on Escape too', async () => {
    stubApi({
      betBonus: () => bonusAnswer([item(7)], counts({ reward: 1 })),
      betBonusReceive: () =>
        envelope({
          claimed: [7],
          awards: [{ propId: PropId.Points, count: 500 }],
          refused: [],
          money,
        }),
      refreshData: () => envelope(userFixture()),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/bonus/reward');
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    await confirmSignUp(user);
    const modal = await screen.findByRole('dialog', { name: 'You received' });
    expect(modal).toHaveTextContent(/\+5\.00\s*Points/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('claims every reward of the tab with Claim all and says in words which were refused', async () => {
    const { seen } = stubApi({
      betBonus: () =>
        bonusAnswer([item(1), item(2, { activity: 'vip-daily' })], counts({ reward: 2 })),
      betBonusReceive: () =>
        envelope({
          claimed: [1],
          awards: [{ propId: PropId.Coin, count: 1_000 }],
          refused: [{ id: 2, errcode: ErrorCode.REWARD_BUDGET_SPENT }],
          money,
        }),
      refreshData: () => envelope(userFixture()),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/bonus/reward');
    await user.click(await screen.findByRole('button', { name: 'Claim all' }));
    await confirmSignUp(user);

    expect(await screen.findByRole('dialog', { name: 'You received' })).toHaveTextContent('+10.00');
    expect(calls(seen, 'betBonusReceive')[0]?.body).toMatchObject({ type: 'reward' });
    expect(calls(seen, 'betBonusReceive')[0]?.body).not.toHaveProperty('id');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('1 reward could not be claimed:');
    expect(alert).toHaveTextContent(
      'VIP daily award: This activity has paid out all its rewards. Watch for the next one.',
    );
  });

  it('says why a reward claimed by id was refused (1403), with no reward modal', async () => {
    stubApi({
      betBonus: () => bonusAnswer([item(1)], counts({ reward: 1 })),
      betBonusReceive: () => refusal(ErrorCode.REWARD_BUDGET_SPENT),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/bonus/reward');
    await user.click(await screen.findByRole('button', { name: 'Claim' }));
    await confirmSignUp(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reward could not be claimed: This activity has paid out all its rewards. Watch for the next one.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before claiming the sign-up bonus, saying the first-deposit bonus waits', async () => {
    const { seen } = stubApi({
      betBonus: () =>
        bonusAnswer([item(1), item(2, { activity: 'vip-daily' })], counts({ reward: 2 })),
      tradeInfo: () =>
        envelope({
          totalRecharge: 0,
          lastRechargeTypeId: null,
          firstRecharge: true,
          nextDepositBonusBp: 2_000,
          maxBonus: 500_000,
          channelBonusLeft: null,
          bonusOpen: false,
          firstDepositBonusBp: 2_000,
          minBonusDeposit: 2_000,
        }),
      betBonusReceive: () =>
        envelope({
          claimed: [2],
          awards: [{ propId: PropId.Coin, count: 100 }],
          refused: [],
          money,
        }),
      refreshData: () => envelope(userFixture()),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/bonus/reward');
    const rows = within(await screen.findByRole('list', { name: 'Ready to claim' })).getAllByRole(
      'listitem',
    );
    const signUpRow = rows.find((r) => r.textContent?.includes('Sign-up bonus'))!;
    await user.click(within(signUpRow).getByRole('button', { name: 'Claim' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Claim your sign-up bonus?' });
    expect(dialog).toHaveTextContent('While it is open, deposits earn no bonus');
    await waitFor(() =>
      expect(within(dialog).getByTestId('sign-up-claim-first-deposit')).toHaveTextContent(
        'Your 20% first-deposit bonus is not lost: it waits until this bonus ends',
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(calls(seen, 'betBonusReceive')).toHaveLength(0);

    // Another reward is claimed without asking.
    const other = rows.find((r) => r.textContent?.includes('VIP daily award'))!;
    await user.click(within(other).getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(calls(seen, 'betBonusReceive')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls(seen, 'betBonusReceive')[0]?.body).toMatchObject({ id: 2 });
  });

  it('has an empty state with a next step', async () => {
    stubApi({ betBonus: () => bonusAnswer([]) });
    signIn();
    renderApp('/bonus/reward');
    expect(await screen.findByText('No rewards here yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      pathTo('wallets', { name: 'deposit' }),
    );
  });

  it('asks a signed-out player to log in, with a way back here', async () => {
    const { seen } = stubApi({});
    renderApp('/bonus/reward');
    expect(await screen.findByText('Log in to see your rewards')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fbonus%2Freward',
    );
    expect(calls(seen, 'betBonus')).toHaveLength(0);
  });
});

describe('the bonus tabs', () => {
  it('put a red dot on each tab with rewards to claim', async () => {
    const { seen } = stubApi({
      betBonus: () => bonusAnswer([], counts({ tasks: 2, vip: 1 })),
    });
    signIn();
    renderApp('/bonus/record');
    const tabs = await screen.findByRole('navigation', { name: 'Bonus' });
    await waitFor(() => expect(within(tabs).getAllByRole('img', { name: 'New' })).toHaveLength(2));
    expect(within(tabs).getByRole('link', { name: /^Tasks/ })).toContainElement(
      within(tabs).getAllByRole('img', { name: 'New' })[0]!,
    );
    expect(within(tabs).getByRole('link', { name: /^VIP/ })).toContainElement(
      within(tabs).getAllByRole('img', { name: 'New' })[1]!,
    );
    expect(within(tabs).getByRole('link', { name: 'Rewards' })).toBeInTheDocument();
    expect(calls(seen, 'betBonus')[0]?.body).toMatchObject({ type: 'event' });
  });

  it('show the tab’s rewards above the VIP level table', async () => {
    const { seen } = stubApi({
      betBonus: (body) =>
        bonusAnswer(
          body.type === 'vip' ? [item(5, { activity: 'vip-daily' })] : [],
          counts({ vip: 1 }),
        ),
    });
    signIn();
    renderApp('/bonus/vip');
    const ready = await screen.findByRole('list', { name: 'Ready to claim' });
    expect(ready).toHaveTextContent('VIP daily award');
    expect(calls(seen, 'betBonus').map((r) => r.body?.type)).toContain('vip');
  });
});

describe('/bonus/record and /reward/record', () => {
  it('lists every reward with its state, a page at a time by cursor', async () => {
    const { seen } = stubApi({
      betBonus: () => bonusAnswer([]),
      betBonusLog: (body) =>
        body.cursor === undefined
          ? page(
              [
                item(3, { status: 'claimed', claimedAt: now() }),
                item(2, { activity: 'first-deposit' }),
              ],
              3,
              '2',
            )
          : page([item(1, { activity: 'rebate', status: 'expired', expiresAt: now() - 1 })], 3),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/bonus/record');
    const list = await screen.findByRole('list', { name: 'Bonus record' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent(/Sign-up bonus.*\+10\.00 coins.*Claimed/);
    expect(rows[1]).toHaveTextContent(/First deposit.*Ready to claim/);

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getAllByRole('listitem')[2]).toHaveTextContent(/Rebate.*Expired/);
    expect(screen.getByText('All 3 shown')).toBeInTheDocument();
    expect(calls(seen, 'betBonusLog').map((r) => r.body?.cursor)).toEqual([undefined, '2']);
  });

  it('lists every award received, a page at a time by cursor', async () => {
    const award = (id: number, activity: string) => ({
      id,
      activity,
      awards: [{ propId: PropId.Coin, count: 12_345 }],
      claimedAt: 1_700_000_000 + id,
    });
    const { seen } = stubApi({
      activityAwardGetLog: (body) =>
        body.cursor === undefined
          ? page([award(2, 'vip-daily')], 2, '2')
          : page([award(1, 'sign-up')], 2),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/reward/record');
    const list = await screen.findByRole('list', { name: 'Reward record' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      /VIP daily award.*Received .*2023.*\+123\.45 coins/,
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Sign-up bonus');
    expect(calls(seen, 'activityAwardGetLog').map((r) => r.body?.cursor)).toEqual([undefined, '2']);
  });

  it('filters by activity, keeps the choice in the address, and restarts the list on a change', async () => {
    const award = (id: number, activity: string) => ({
      id,
      activity,
      awards: [{ propId: PropId.Coin, count: 1_000 }],
      claimedAt: 1_700_000_000 + id,
    });
    const log: Record<string, ReturnType<typeof award>[]> = {
      all: [award(3, 'vip-daily'), award(2, 'sign-up'), award(1, 'rebate')],
      'sign-up': [award(2, 'sign-up')],
      rebate: [award(1, 'rebate')],
    };
    const { seen } = stubApi({
      activityAwardGetLog: (body) => {
        const list = log[(body.activity as string | undefined) ?? 'all']!;
        return body.cursor === undefined
          ? page(list.slice(0, 1), list.length, list.length > 1 ? '1' : null)
          : page(list.slice(1), list.length);
      },
    });
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/reward/record?activity=sign-up');
    const select = await screen.findByRole('combobox', { name: 'Activity' });
    // The choice comes from the address (a reload keeps it); the options are named in en-US.
    expect(select).toHaveValue('sign-up');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All activities',
      'Sign-up bonus',
      'VIP daily award',
      'VIP sign-in award',
      'VIP level-up bonus',
      'VIP task',
      'VIP rebate',
      'Task',
      'Task chest',
      'Rebate',
      'Daily leaderboard prize',
      'Weekly leaderboard prize',
      'Slots hack prize',
      'Invite & Spin cash-out',
      'Lucky jackpot prize',
      'Follow reward',
      'Growth fund',
      'Daily sign-in',
      'Login bonus',
      'Points shop',
      'Agent commission',
      'Valid invite reward',
      'Mail reward',
    ]);
    const list = await screen.findByRole('list', { name: 'Reward record' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(within(list).getByRole('listitem')).toHaveTextContent('Sign-up bonus');

    await user.selectOptions(select, 'All activities');
    await waitFor(() => expect(location(router)).toBe('/reward/record'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Reward record' })).getByRole('listitem'),
      ).toHaveTextContent('VIP daily award'),
    );
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Reward record' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );

    // A new choice starts from the first page again.
    await user.selectOptions(select, 'Rebate');
    await waitFor(() => expect(location(router)).toBe('/reward/record?activity=rebate'));
    await waitFor(() => {
      const items = within(screen.getByRole('list', { name: 'Reward record' })).getAllByRole(
        'listitem',
      );
      expect(items).toHaveLength(1);
      expect(items[0]).toHaveTextContent('Rebate');
    });
    expect(
      calls(seen, 'activityAwardGetLog').map((r) => [
        r.body?.activity ?? null,
        r.body?.cursor ?? null,
      ]),
    ).toEqual([
      ['sign-up', null],
      [null, null],
      [null, '1'],
      ['rebate', null],
    ]);
  });

  it('has an empty state for a player with no record', async () => {
    stubApi({ activityAwardGetLog: () => page([], 0) });
    signIn();
    renderApp('/reward/record');
    expect(await screen.findByText('No bonuses yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your rewards' })).toHaveAttribute(
      'href',
      '/bonus/reward',
    );
  });
});
