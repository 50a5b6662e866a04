import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import type { FirstDepositInfoAnswer, FollowChannel, FundInfoAnswer } from '@lobby/contract/offers';
import { ActivityType, PropId } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '@/stores/session-store';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { seriousViolations } from '@/test/axe';
import { activity, configFixture } from '@/test/fixtures/app-config';
import { statusFlags } from '@/test/fixtures/status-flags';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));
const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());

const config: AppConfig = {
  ...configFixture,
  activities: [
    activity(44, ActivityType.FirstDeposit, { name: 'First Deposit', unloginShowStatus: 0 }),
    activity(21, ActivityType.FollowRewards, { name: 'Follow Us' }),
    activity(16, ActivityType.Fund, { name: 'Growth Fund' }),
  ],
  socialMedia: [
    {
      id: 1,
      name: 'Facebook',
      icon: '/art/social/facebook.svg',
      url: 'https://www.facebook.com/crownlobby',
    },
    { id: 2, name: 'Telegram', icon: '/art/social/telegram.svg', url: 'https://t.me/crownlobby' },
  ],
};

const firstDeposit = (extra: Partial<FirstDepositInfoAnswer> = {}): FirstDepositInfoAnswer => ({
  percentBp: 2_000,
  maxBonus: 500_000,
  minDeposit: 2_000,
  wageringMultiple: 5,
  maxWinMultiple: 5,
  state: 'open',
  bonusOpen: false,
  bonus: null,
  ...extra,
});

const channel = (id: number, extra: Partial<FollowChannel> = {}): FollowChannel => ({
  ...config.socialMedia.find((c) => c.id === id)!,
  award: { propId: PropId.Coin, count: 100 },
  state: 'open',
  ...extra,
});

const fund = (extra: Partial<FundInfoAnswer> = {}): FundInfoAnswer => ({
  enabled: true,
  price: 10_000,
  boughtAt: null,
  level: 1,
  milestones: [
    { vipLevel: 1, award: 2_000, state: 'locked' },
    { vipLevel: 2, award: 4_000, state: 'locked' },
  ],
  wageringMultiple: 10,
  cash: 25_000,
  ...extra,
});

const paid = (count: number) =>
  envelope({
    grantId: 5,
    awards: [{ propId: PropId.Coin, count }],
    money: { cash: 0, bonus: count, wageringDone: 0, wageringRequired: count * 10 },
  });

/** Answers every signed-in page may ask besides its own. */
const around = {
  refreshData: () => envelope(userFixture()),
  activityGetStatusList: () => envelope(statusFlags()),
  betBonus: () =>
    envelope({
      list: [],
      claimable: { event: 0, rebate: 0, reward: 0, tasks: 0, vip: 0 },
      money: { cash: 0, bonus: 0, wageringDone: 0, wageringRequired: 0 },
    }),
};

// A channel's link opens a new tab; jsdom cannot, so the test keeps the page where it is.
const keepPage = (event: MouseEvent) => {
  if ((event.target as Element | null)?.closest('a[target="_blank"]')) event.preventDefault();
};
beforeEach(() => document.addEventListener('click', keepPage));
afterEach(() => document.removeEventListener('click', keepPage));

describe('/activity/first-deposit', () => {
  it('shows a visitor the offer from the served settings, and leads them to sign in', async () => {
    stubApi({ firstDepositInfo: () => envelope(firstDeposit()) }, config);
    renderApp('/activity/first-deposit');
    const offer = await screen.findByTestId('first-deposit');
    expect(offer).toHaveTextContent('+20% on your first deposit');
    expect(offer).toHaveTextContent('Up to 5,000.00 coins of bonus');
    expect(offer).toHaveTextContent('On deposits from 20.00 coins');
    expect(offer).toHaveTextContent('wager 5× their total');
    const link = within(offer).getByRole('link', { name: 'Log in to deposit' });
    expect(link.getAttribute('href')).toContain('/auth/login');
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('/activity/first-deposit');
    expect(await seriousViolations()).toEqual([]);
  });

  it('leads a player whose offer is open to the deposit page with the bonus taken', async () => {
    stubApi(
      {
        ...around,
        firstDepositInfo: () => envelope(firstDeposit({ percentBp: 2_500, maxBonus: 0 })),
      },
      config,
    );
    signIn();
    renderApp('/activity/first-deposit');
    const offer = await screen.findByTestId('first-deposit');
    expect(offer).toHaveTextContent('+25%');
    expect(offer).toHaveTextContent('No cap on the bonus');
    expect(offer).toHaveTextContent('Waiting for you');
    expect(within(offer).getByRole('link', { name: 'Deposit with the bonus' })).toHaveAttribute(
      'href',
      '/wallets?name=deposit&bonus=1',
    );
  });

  it('says what the first deposit earned once it is made, and offers a plain deposit', async () => {
    stubApi(
      {
        ...around,
        firstDepositInfo: () =>
          envelope(
            firstDeposit({
              state: 'done',
              bonusOpen: true,
              bonus: { orderNo: 'D1', deposit: 10_000, amount: 2_000, creditedAt: 1 },
            }),
          ),
      },
      config,
    );
    signIn();
    renderApp('/activity/first-deposit');
    const done = await screen.findByTestId('first-deposit-done');
    expect(done).toHaveTextContent(
      'Your first deposit of 100.00 coins earned a bonus of 20.00 coins.',
    );
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Deposit again' })).toHaveAttribute(
      'href',
      '/wallets?name=deposit',
    );
  });
});

describe('/activity/follow', () => {
  it('records the open before the channel opens, then collects its reward once', async () => {
    let opened = false;
    let claimed = false;
    const { seen } = stubApi(
      {
        ...around,
        followInfo: () =>
          envelope({
            channels: [
              channel(1, { state: claimed ? 'claimed' : opened ? 'opened' : 'open' }),
              channel(2, { award: { propId: PropId.Points, count: 500 } }),
            ],
            wageringMultiple: 10,
          }),
        followOpen: (body) => {
          opened = true;
          return envelope({ channelId: body.channelId, state: 'opened' });
        },
        followReceive: () => {
          claimed = true;
          return paid(100);
        },
      },
      config,
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/activity/follow');
    const facebook = await screen.findByTestId('follow-1');
    expect(facebook).toHaveTextContent('Reward: +1.00 coins');
    expect(screen.getByTestId('follow-2')).toHaveTextContent('+5.00 points');
    const follow = within(facebook).getByRole('link', { name: /Follow/ });
    expect(follow).toHaveAttribute('href', 'https://www.facebook.com/crownlobby');
    expect(follow).toHaveAttribute('target', '_blank');
    expect(await seriousViolations()).toEqual([]);

    await user.click(follow);
    expect(calls(seen, 'followOpen').map((r) => r.body?.channelId)).toEqual([1]);
    const collect = await within(screen.getByTestId('follow-1')).findByRole('button', {
      name: /Collect/,
    });
    await user.click(collect);
    const modal = await screen.findByRole('dialog', { name: 'You received' });
    expect(modal).toHaveTextContent('+1.00');
    expect(calls(seen, 'followReceive').map((r) => r.body?.channelId)).toEqual([1]);
    await user.click(modal);
    await waitFor(() => expect(screen.getByTestId('follow-1')).toHaveTextContent('Collected'));
  });

  it('says why a reward is refused, in words', async () => {
    stubApi(
      {
        ...around,
        followInfo: () =>
          envelope({ channels: [channel(1, { state: 'opened' })], wageringMultiple: 10 }),
        followReceive: () => refusal(ErrorCode.REWARD_DEVICE_USED),
      },
      config,
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/activity/follow');
    await user.click(await screen.findByRole('button', { name: /Collect/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another account has already claimed this reward on this device.',
    );
  });

  it('asks a visitor to log in, and records nothing', async () => {
    const { seen } = stubApi(
      { followInfo: () => envelope({ channels: [channel(1)], wageringMultiple: 10 }) },
      config,
    );
    const user = userEvent.setup();
    renderApp('/activity/follow');
    expect(
      await screen.findByRole('link', { name: 'Log in to collect follow rewards.' }),
    ).toBeInTheDocument();
    await user.click(
      within(await screen.findByTestId('follow-1')).getByRole('link', { name: /Follow/ }),
    );
    expect(calls(seen, 'followOpen')).toHaveLength(0);
  });
});

describe('the growth fund on /bonus/event', () => {
  it('is bought after a confirmation, then each milestone reached is collected', async () => {
    let bought = false;
    let claimed = false;
    const { seen } = stubApi(
      {
        ...around,
        fundInfo: () =>
          envelope(
            fund(
              bought
                ? {
                    boughtAt: 1,
                    cash: 15_000,
                    milestones: [
                      { vipLevel: 1, award: 2_000, state: claimed ? 'claimed' : 'claimable' },
                      { vipLevel: 2, award: 4_000, state: 'locked' },
                    ],
                  }
                : {},
            ),
          ),
        fundBuy: () => {
          bought = true;
          return envelope(
            fund({
              boughtAt: 1,
              cash: 15_000,
              milestones: [
                { vipLevel: 1, award: 2_000, state: 'claimable' },
                { vipLevel: 2, award: 4_000, state: 'locked' },
              ],
            }),
          );
        },
        fundReceive: () => {
          claimed = true;
          return paid(2_000);
        },
      },
      config,
    );
    signIn();
    const user = userEvent.setup();
    renderApp('/bonus/event');
    const card = await screen.findByTestId('growth-fund');
    expect(card).toHaveTextContent('Price 100.00 coins');
    expect(card).toHaveTextContent('Returns up to 60.00 coins in all');
    expect(card).toHaveTextContent('wagered 10×');
    await user.click(within(card).getByRole('button', { name: 'Buy for 100.00 coins' }));
    expect(calls(seen, 'fundBuy')).toHaveLength(0);
    await user.click(within(card).getByRole('button', { name: 'Pay 100.00 coins' }));
    expect(calls(seen, 'fundBuy')).toHaveLength(1);
    await waitFor(() => expect(card).toHaveTextContent('Bought'));
    await user.click(await within(card).findByRole('button', { name: 'Collect' }));
    expect(calls(seen, 'fundReceive').map((r) => r.body?.level)).toEqual([1]);
    expect(await screen.findByRole('dialog', { name: 'You received' })).toHaveTextContent('+20.00');
    expect(await seriousViolations()).toEqual([]);
  });

  it('says how much cash buying needs when the player has less', async () => {
    stubApi({ ...around, fundInfo: () => envelope(fund({ cash: 4_000 })) }, config);
    signIn();
    renderApp('/bonus/event');
    const card = await screen.findByTestId('growth-fund');
    expect(card).toHaveTextContent('You need 100.00 coins in cash (you have 40.00 coins).');
    expect(within(card).queryByRole('button', { name: /Buy/ })).toBeNull();
  });

  it('is not shown while its activity is not live', async () => {
    const { seen } = stubApi(
      { ...around, fundInfo: () => envelope(fund()) },
      { ...config, activities: config.activities.filter((a) => a.type !== ActivityType.Fund) },
    );
    signIn();
    renderApp('/bonus/event');
    await screen.findByRole('navigation', { name: /bonus/i });
    expect(screen.queryByTestId('growth-fund')).toBeNull();
    expect(calls(seen, 'fundInfo')).toHaveLength(0);
  });
});
