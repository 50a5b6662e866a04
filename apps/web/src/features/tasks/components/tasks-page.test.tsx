import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { GetTaskUserAnswer, TaskItem } from '@lobby/contract/tasks';
import { PropId } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '@/stores/session-store';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { location, renderApp } from '@/test/render-app';

const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));
const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());
const now = () => Math.floor(Date.now() / 1000);

const task = (id: number, extra: Partial<TaskItem> = {}): TaskItem => ({
  id,
  kind: 'daily',
  title: `Task ${id}`,
  goal: 'rounds',
  progress: 2,
  target: 5,
  awards: [{ propId: PropId.Points, count: 1_000 }],
  state: 'doing',
  clientGoal: false,
  action: null,
  ...extra,
});

const answer = (extra: Partial<GetTaskUserAnswer> = {}): GetTaskUserAnswer => ({
  newbie: [
    task(1, {
      kind: 'newbie',
      title: 'Bind your phone number',
      goal: 'bindPhone',
      target: 1,
      progress: 0,
    }),
  ],
  daily: [
    task(2, {
      title: 'Play 5 rounds',
      progress: 5,
      state: 'claimable',
      awards: [
        { propId: PropId.Points, count: 1_000 },
        { propId: PropId.Liveness, count: 2_000 },
      ],
    }),
    task(3, { title: 'Wager 100.00', goal: 'bet', progress: 4_050, target: 10_000 }),
    task(4, {
      title: 'Share the lobby',
      goal: 'share',
      progress: 0,
      target: 1,
      clientGoal: true,
      action: '/share',
    }),
  ],
  weekly: [
    task(5, {
      kind: 'weekly',
      title: 'Play 300 rounds',
      state: 'claimed',
      progress: 300,
      target: 300,
    }),
  ],
  dailyChests: {
    liveness: 3_000,
    chests: [
      {
        id: 1,
        threshold: 3_000,
        awards: [{ propId: PropId.Points, count: 500 }],
        state: 'claimable',
      },
      {
        id: 2,
        threshold: 6_000,
        awards: [{ propId: PropId.Points, count: 1_000 }],
        state: 'doing',
      },
      { id: 3, threshold: 12_000, awards: [{ propId: PropId.Coin, count: 100 }], state: 'doing' },
    ],
    endsAt: now() + 5 * 3_600 + 12 * 60 - 30,
  },
  weeklyChests: {
    liveness: 3_000,
    chests: [
      {
        id: 11,
        threshold: 30_000,
        awards: [{ propId: PropId.Points, count: 5_000 }],
        state: 'doing',
      },
    ],
    endsAt: now() + 3 * 86_400,
  },
  ...extra,
});

const dots = (hasTask: boolean) =>
  envelope({
    spinAwardFlag: false,
    taskAwardFlag: hasTask,
    agent5AwardFlag: false,
    vipAwardFlag: false,
    signInFlag: false,
    emailAwardFlag: false,
    canReceiveDrawChance: false,
    hasTask,
    hasMail: false,
    hasSignUpBonus: false,
    hasFund: false,
    hasAgent: false,
    hasFreeBonus: false,
  });

const claimable = { event: 0, rebate: 0, reward: 0, tasks: 0, vip: 0 };
const money = { cash: 0, bonus: 0, wageringDone: 0, wageringRequired: 0 };

/** The answers the bonus centre's tabs ask besides the tasks. */
const around = {
  refreshData: () => envelope(userFixture()),
  activityGetStatusList: () => dots(true),
  betBonus: () => envelope({ list: [], claimable, money }),
};

const paid = (awards: { propId: number; count: number }[]) => ({ grantId: 9, awards, money });

/** axe-core's serious and critical findings on the page (colour contrast needs a real browser). */
const seriousViolations = async () => {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'] },
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' ')}`);
};

const row = (title: string) => screen.getByText(title).closest('li')!;

describe('/bonus/tasks', () => {
  it('shows the tasks by kind with progress and state, and the chests with the activity so far', async () => {
    stubApi({ ...around, getTaskUser: () => envelope(answer()) });
    signIn();
    renderApp('/bonus/tasks');
    expect(await screen.findByRole('heading', { name: 'Newcomer tasks' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Daily tasks' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Weekly tasks' })).toBeVisible();
    expect(row('Play 5 rounds')).toHaveTextContent('+10.00 points · +20.00 activity');
    expect(row('Play 5 rounds')).toHaveTextContent('5 of 5');
    expect(within(row('Play 5 rounds')).getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(row('Wager 100.00')).toHaveTextContent('40.50 coins of 100.00 coins');
    expect(within(row('Wager 100.00')).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    expect(within(row('Wager 100.00')).getByRole('link', { name: 'Go' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(row('Play 300 rounds')).toHaveTextContent('Claimed');
    const chests = screen.getByRole('list', { name: 'Today’s activity chests' });
    expect(within(chests).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(chests).getByRole('button', { name: 'Claim: Chest at 30 activity' }),
    ).toBeEnabled();
    expect(screen.getAllByText('Activity 30 of 120')[0]).toBeVisible();
    expect(screen.getAllByText(/Starts again in 5 h 1[12] min/)[0]).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('claims "Play 5 rounds": the reward modal shows it, then the tasks and dots are asked again', async () => {
    let claimed = false;
    const { seen } = stubApi({
      ...around,
      activityGetStatusList: () => dots(!claimed),
      getTaskUser: () =>
        envelope(
          answer({
            daily: [
              task(2, {
                title: 'Play 5 rounds',
                progress: 5,
                state: claimed ? 'claimed' : 'claimable',
              }),
            ],
          }),
        ),
      receiveTaskAward: () => {
        claimed = true;
        return envelope(paid([{ propId: PropId.Points, count: 1_000 }]));
      },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/bonus/tasks');
    await screen.findByText('Play 5 rounds');
    const before = calls(seen, 'getTaskUser').length;
    await user.click(within(row('Play 5 rounds')).getByRole('button', { name: 'Claim' }));
    const modal = await screen.findByRole('dialog', { name: 'You received' });
    expect(modal).toHaveTextContent('+10.00');
    expect(calls(seen, 'receiveTaskAward')[0]?.body).toMatchObject({ id: 2 });
    await user.click(modal);
    await waitFor(() => expect(calls(seen, 'getTaskUser').length).toBeGreaterThan(before));
    await waitFor(() => expect(row('Play 5 rounds')).toHaveTextContent('Claimed'));
  });

  it('claims a chest by its id', async () => {
    const { seen } = stubApi({
      ...around,
      getTaskUser: () => envelope(answer()),
      receiveTaskChest: () => envelope(paid([{ propId: PropId.Points, count: 500 }])),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/bonus/tasks');
    await user.click(await screen.findByRole('button', { name: 'Claim: Chest at 30 activity' }));
    expect(await screen.findByRole('dialog', { name: 'You received' })).toHaveTextContent('+5.00');
    expect(calls(seen, 'receiveTaskChest')[0]?.body).toMatchObject({ id: 1 });
  });

  it('"Go" on a task the client completes says so with finishTask, then opens its page', async () => {
    const { seen } = stubApi({
      ...around,
      getTaskUser: () => envelope(answer()),
      finishTask: () => envelope({ id: 4, progress: 1, target: 1 }),
    });
    signIn();
    const user = userEvent.setup();
    const { router } = renderApp('/bonus/tasks');
    await screen.findByText('Share the lobby');
    await user.click(within(row('Share the lobby')).getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(location(router)).toBe('/share'));
    expect(calls(seen, 'finishTask')[0]?.body).toMatchObject({ id: 4 });
  });

  it('says in words why a claim was refused, with no reward modal', async () => {
    stubApi({
      ...around,
      getTaskUser: () => envelope(answer()),
      receiveTaskAward: () => refusal(ErrorCode.TASK_NOT_REACHED),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/bonus/tasks');
    await screen.findByText('Play 5 rounds');
    await user.click(within(row('Play 5 rounds')).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reward could not be claimed: This task’s goal is not reached yet.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks a visitor to sign in, without asking for tasks', async () => {
    const { seen } = stubApi({ getTaskUser: () => envelope(answer()) });
    renderApp('/bonus/tasks');
    expect(await screen.findByRole('heading', { name: 'Log in to see your tasks' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringContaining('/auth/login'),
    );
    expect(calls(seen, 'getTaskUser')).toHaveLength(0);
  });
});
