import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type {
  LoginBonus3UserAnswer,
  SignInCalendarAnswer,
  SignInDayState,
} from '@lobby/contract/sign-in';
import { PropId } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useSessionStore } from '@/stores/session-store';
import { seriousViolations } from '@/test/axe';
import { envelope, refusal, stubApi, type SeenRequest } from '@/test/fetch-stub';
import { userFixture } from '@/test/fixtures/user';
import { renderApp } from '@/test/render-app';

const signIn = () => useSessionStore.getState().signIn('tok-1', userFixture());
const calls = (seen: SeenRequest[], name: string) => seen.filter((r) => r.url.endsWith(`/${name}`));
const money = { cash: 0, bonus: 0, wageringDone: 0, wageringRequired: 0 };

const points = (count: number) => [{ propId: PropId.Points, count }];

const calendar = (
  states: SignInDayState[],
  extra: Partial<SignInCalendarAnswer> = {},
): SignInCalendarAnswer => ({
  days: states.map((state, i) => ({ day: i + 1, awards: points((i + 1) * 100), state })),
  todayIndex: states.indexOf('today') + 1 || 1,
  signedToday: !states.includes('today'),
  restartsOnSignIn: false,
  live: true,
  rule: 'Sign in every day of the week for {{points}}.',
  makeUp: { enabled: true, pricePoints: 3_000 },
  points: 4_500,
  dayEndsAt: Math.floor(Date.now() / 1000) + 3_600,
  ...extra,
});

const loginBonus: LoginBonus3UserAnswer = {
  days: [1, 2, 3].map((day) => ({
    day,
    awards: points(day * 500),
    state: day === 1 ? 'claimed' : day === 2 ? 'claimable' : 'locked',
  })),
  todayIndex: 2,
  claimable: true,
  signedInToday: true,
  claimedToday: false,
  done: false,
  live: true,
};

const cell = (day: number) =>
  within(screen.getByRole('list', { name: 'This week’s sign-in calendar' }))
    .getByText(`Day ${day}`)
    .closest('li')!;

const around = {
  refreshData: () => envelope(userFixture()),
  loginBonus3User: () => envelope(loginBonus),
};

describe('/activity/sign-in', () => {
  it('shows the week with its awards and states, a make-up on a missed day, and the points', async () => {
    stubApi({
      ...around,
      signInCalendar: () =>
        envelope(
          calendar(['signed', 'missed', 'madeUp', 'today', 'upcoming', 'upcoming', 'upcoming']),
        ),
    });
    signIn();
    renderApp('/activity/sign-in');
    expect(await screen.findByText('Day 4 of 7')).toBeVisible();
    expect(cell(1)).toHaveTextContent('Signed');
    expect(cell(1)).toHaveTextContent('+1.00 points');
    expect(cell(3)).toHaveTextContent('Made up');
    expect(cell(4)).toHaveTextContent('Today');
    expect(
      within(cell(2)).getByRole('button', { name: 'Make up day 2 for 30.00 points' }),
    ).toBeEnabled();
    expect(within(cell(5)).queryByRole('button')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(screen.getByText(/Your points: 45.00/)).toBeVisible();
    expect(await seriousViolations()).toEqual([]);
  });

  it('signs in today: the reward modal shows what it paid, then the calendar is asked again', async () => {
    let signed = false;
    const { seen } = stubApi({
      ...around,
      signInCalendar: () =>
        envelope(
          calendar([
            'signed',
            signed ? 'signed' : 'today',
            'upcoming',
            'upcoming',
            'upcoming',
            'upcoming',
            'upcoming',
          ]),
        ),
      signInToday: () => {
        signed = true;
        return envelope({ grantId: 3, day: 2, awards: points(200), money });
      },
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/activity/sign-in');
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    const modal = await screen.findByRole('dialog', { name: 'You received' });
    expect(modal).toHaveTextContent('+2.00');
    await user.click(modal);
    expect(await screen.findByRole('status')).toHaveTextContent('Signed in today');
    expect(calls(seen, 'signInToday')).toHaveLength(1);
    expect(calls(seen, 'signInCalendar').length).toBeGreaterThan(1);
  });

  it('warns that a miss restarts the week, and says in words why a make-up was refused', async () => {
    const { seen } = stubApi({
      ...around,
      signInCalendar: () =>
        envelope(
          calendar(['signed', 'missed', 'today', 'upcoming', 'upcoming', 'upcoming', 'upcoming'], {
            restartsOnSignIn: true,
            points: 100,
          }),
        ),
      signInMakeUp: () => refusal(ErrorCode.POINTS_NOT_ENOUGH),
    });
    signIn();
    const user = userEvent.setup();
    renderApp('/activity/sign-in');
    expect(await screen.findByText(/signing in today starts a new week/)).toBeVisible();
    await user.click(within(cell(2)).getByRole('button', { name: /Make up day 2/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That did not work');
    expect(calls(seen, 'signInMakeUp')[0]?.body).toMatchObject({ day: 2 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a closed calendar as not running, with nothing to press', async () => {
    stubApi({
      ...around,
      signInCalendar: () =>
        envelope(
          calendar(
            ['today', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming'],
            {
              live: false,
            },
          ),
        ),
    });
    signIn();
    renderApp('/activity/sign-in');
    expect(await screen.findByText('The daily sign-in is not running')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull());
  });

  it('asks a visitor to log in, without asking the server', async () => {
    const { seen } = stubApi({});
    renderApp('/activity/sign-in');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringContaining('/auth/login'),
    );
    expect(calls(seen, 'signInCalendar')).toEqual([]);
  });
});
