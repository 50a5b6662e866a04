import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PointsInfoAnswer, PointsLogItem } from '@lobby/contract/points';
import { PropId } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '@/stores/session-store';
import { seriousViolations } from '@/test/axe';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());
const exchanges = (seen: SeenRequest[]) => seen.filter((r) => r.url.endsWith('/pointsExchange'));

const info = (extra: Partial<PointsInfoAnswer> = {}): PointsInfoAnswer => ({
  points: 12_345,
  live: true,
  items: [
    {
      id: 1,
      title: 'Deposit coupon',
      pricePoints: 10_000,
      awards: [{ propId: 1301, count: 1 }],
      stock: { limit: 1, period: 'day', left: 1 },
    },
    {
      id: 2,
      title: 'Bonus coin',
      pricePoints: 50_000,
      awards: [{ propId: PropId.Coin, count: 50 }],
      stock: null,
    },
    {
      id: 3,
      title: 'Weekly coupon',
      pricePoints: 1_000,
      awards: [{ propId: 1301, count: 1 }],
      stock: { limit: 1, period: 'week', left: 0 },
    },
  ],
  ...extra,
});

const history: PointsLogItem[] = [
  {
    id: 7,
    kind: 'reward_points',
    activity: 'sign-in',
    amount: 1_000,
    after: 12_345,
    createdAt: 1_790_000_000,
  },
  {
    id: 6,
    kind: 'sign_in_make_up',
    activity: null,
    amount: -3_000,
    after: 11_345,
    createdAt: 1_789_990_000,
  },
];

const page = (list: PointsLogItem[]) =>
  envelope({
    list,
    pages: 1,
    total: list.length,
    pageNum: 1,
    pageSize: 20,
    nextCursor: null,
    totalCapped: false,
  });

const money = { cash: 0, bonus: 0, wageringDone: 0, wageringRequired: 0 };
const around = { refreshData: () => envelope(userFixture()), pointsLog: () => page(history) };

const row = (title: string) => screen.getByText(title).closest('li')!;

describe('/points', () => {
  it('shows the balance, what each item costs and leaves, and the history signed', async () => {
    stubApi({ ...around, pointsInfo: () => envelope(info()) });
    signIn();
    renderApp('/points');
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('123.45');
    expect(row('Deposit coupon')).toHaveTextContent('100.00 points · 1 left today');
    expect(
      within(row('Deposit coupon')).getByRole('button', {
        name: 'Swap 100.00 points for Deposit coupon',
      }),
    ).toBeEnabled();
    // Dearer than the balance: on show, not to be bought.
    expect(within(row('Bonus coin')).getByRole('button')).toBeDisabled();
    expect(row('Weekly coupon')).toHaveTextContent('Sold out for now');
    const list = await screen.findByRole('list', { name: 'Points history' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Reward');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('+10.00');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('Sign-in make-up');
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('−30.00');
    expect(await seriousViolations()).toEqual([]);
  });

  it('retries a purchase whose answer was lost with the same request id, and a refused one with a new id', async () => {
    let attempt = 0;
    const { seen } = stubApi({
      ...around,
      pointsInfo: () => envelope(info()),
      pointsExchange: () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        if (attempt === 2) return refusal(ErrorCode.POINTS_NOT_ENOUGH);
        return envelope({
          orderId: 1,
          itemId: 1,
          pricePoints: 10_000,
          awards: [{ propId: 1301, count: 1 }],
          points: 2_345,
          money,
        });
      },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/points');
    const swap = await screen.findByRole('button', {
      name: 'Swap 100.00 points for Deposit coupon',
    });
    await user.click(swap);
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work');
    await user.click(swap);
    await waitFor(() => expect(exchanges(seen)).toHaveLength(2));
    await user.click(swap);
    await waitFor(() => expect(exchanges(seen)).toHaveLength(3));
    const ids = exchanges(seen).map((r) => r.body?.requestId);
    // The lost answer may have bought it: the retry names the same purchase.
    expect(ids[1]).toBe(ids[0]);
    // A refusal is final: the next try is a new purchase.
    expect(ids[2]).not.toBe(ids[1]);
    expect(exchanges(seen).map((r) => r.body?.itemId)).toEqual([1, 1, 1]);
  });

  it('asks a visitor to log in, without asking the server', async () => {
    const { seen } = stubApi({});
    renderApp('/points');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringContaining('/auth/login'),
    );
    expect(seen.filter((r) => r.url.endsWith('/pointsInfo'))).toEqual([]);
  });
});
