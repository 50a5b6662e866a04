import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DashboardAnswer } from '@lobby/contract/console-dashboard';
import { ErrorCode } from '@lobby/contract/values/errors';
import { accountsClient } from '../../../test/accounts-client';
import { consoleClient } from '../../../test/console-client';
import { useTestApp } from '../../../test/test-app';
import { HouseAccount, promotionsAccount, transfer, UserAccount, type Leg } from '@/ledger/ledger';
import { liveFigures } from './daily-figures';
import { ROLLUP_GRACE_SECONDS } from './daily-totals.repo';
import { dashboardAt, reportsTimeZone, rollUpAt } from './dashboard';
import { ROLLUP_QUEUE } from './reports.module';

const t = useTestApp();

let seq = 0;
const post = (kind: string, userId: number, legs: Leg[]) =>
  transfer(t.database.db, { key: `dashboard-test-${seq++}`, kind, userId, legs });
const coin = (userId: number) => ({ userId, kind: UserAccount.Coin });
const house = (
  account: (typeof HouseAccount)[keyof typeof HouseAccount] | `house:promo:${string}`,
) => ({
  house: account,
});

const deposit = (userId: number, amount: number) =>
  post('deposit', userId, [
    { account: house(HouseAccount.Deposits), amount: -amount },
    { account: coin(userId), amount },
  ]);
const bet = (userId: number, amount: number) =>
  post('bet', userId, [
    { account: coin(userId), amount: -amount },
    { account: house(HouseAccount.Games), amount },
  ]);
const win = (userId: number, amount: number) =>
  post('win', userId, [
    { account: house(HouseAccount.Games), amount: -amount },
    { account: coin(userId), amount },
  ]);
const reward = (userId: number, amount: number) =>
  post('reward_coin', userId, [
    { account: house(promotionsAccount('dashboard-test')), amount: -amount },
    { account: coin(userId), amount },
  ]);
const depositBonus = (userId: number, amount: number) =>
  post('deposit_bonus', userId, [
    { account: house(HouseAccount.BonusExpense), amount: -amount },
    { account: { userId, kind: UserAccount.Bonus }, amount },
  ]);
const withdraw = async (userId: number, amount: number, fee: number) => {
  await post('withdraw', userId, [
    { account: coin(userId), amount: -amount },
    { account: { userId, kind: UserAccount.WithdrawHold }, amount },
  ]);
  await post('withdraw_paid', userId, [
    { account: { userId, kind: UserAccount.WithdrawHold }, amount: -amount },
    { account: house(HouseAccount.Payouts), amount: amount - fee },
    { account: house(HouseAccount.WithdrawFees), amount: fee },
  ]);
};
const register = async () => (await accountsClient(t).registerByAccount()).user.id as number;

/** When `day` ends in `timeZone`, moved by `seconds`. */
const endOf = async (timeZone: string, day: string, seconds: number) =>
  new Date(
    new Date(
      (
        await sql<{ at: Date }>`
          select (${day}::date + 1)::timestamp at time zone ${timeZone} as at
        `.execute(t.database.db)
      ).rows[0]!.at,
    ).getTime() +
      seconds * 1000,
  );

describe('the dashboard', () => {
  it('adds up the ledger and the registrations per day; the rollup matches the rows, later rows included', async () => {
    const timeZone = await reportsTimeZone(t.settings);
    expect(timeZone).toBe('Asia/Manila');
    // The rows take the database's clock. Should midnight in the reporting zone fall between the
    // first reading and the last, the rows are split across two days: the whole is done once
    // more, inside the new day (midnight does not come twice in a few seconds).
    const makeDay = async () => {
      const before = (await dashboardAt(t.database.db, timeZone, new Date(), 1)).today;
      const players = [await register(), await register(), await register()] as const;
      const [p1, p2, p3] = players;
      await deposit(p1, 10_000);
      await deposit(p2, 5_000);
      await bet(p1, 3_000);
      await win(p1, 1_000);
      await reward(p3, 2_000);
      await bet(p3, 500);
      await depositBonus(p2, 700);
      await withdraw(p2, 2_000, 100);
      const answer = await dashboardAt(t.database.db, timeZone, new Date(), 30);
      return { before, answer, players };
    };
    const first = await makeDay();
    const made = first.answer.today.day === first.before.day ? first : await makeDay();
    const { before, answer } = made;
    const p3 = made.players[2];
    expect(answer.series).toHaveLength(30);
    const today = answer.today;
    expect(answer.series.at(-1)).toEqual(today);
    const delta = (key: keyof typeof today) => Number(today[key]) - Number(before[key]);
    expect({
      deposits: delta('deposits'),
      depositCount: delta('depositCount'),
      withdrawals: delta('withdrawals'),
      withdrawalCount: delta('withdrawalCount'),
      bets: delta('bets'),
      wins: delta('wins'),
      ggr: delta('ggr'),
      bonusCost: delta('bonusCost'),
      newPlayers: delta('newPlayers'),
      activePlayers: delta('activePlayers'),
    }).toEqual({
      deposits: 15_000,
      depositCount: 2,
      withdrawals: 1_900,
      withdrawalCount: 1,
      bets: 3_500,
      wins: 1_000,
      ggr: 2_500,
      bonusCost: 2_700,
      newPlayers: 3,
      activePlayers: 3,
    });
    // Nothing happened on the days before (a fresh database), but a first try's before midnight.
    for (const day of answer.series.slice(0, made === first ? -1 : -2))
      expect(day.newPlayers + day.deposits).toBe(0);

    // Just after midnight the day is closed but may still be committing: rolled up, not final,
    // so the dashboard still reads it from the rows.
    const day = today.day;
    const justAfter = await endOf(timeZone, day, 60);
    expect(await rollUpAt(t.database.db, timeZone, justAfter)).toContain(day);
    await deposit(p3, 1_000);
    const p4 = await register();
    const expected = { ...today };
    Object.assign(expected, {
      deposits: today.deposits + 1_000,
      depositCount: today.depositCount + 1,
      newPlayers: today.newPlayers + 1,
    });
    const early = await dashboardAt(t.database.db, timeZone, justAfter, 2);
    expect(early.series[0]).toEqual(expected);

    // After the grace the next run rolls it again, for good: the rows' figures, later rows in.
    const afterGrace = await endOf(timeZone, day, ROLLUP_GRACE_SECONDS + 60);
    const rolled: string[] = [];
    for (let run = 0; run < 5; run++)
      rolled.push(...(await rollUpAt(t.database.db, timeZone, afterGrace)));
    expect(rolled.filter((d) => d === day)).toEqual([day]);
    // Every day of the window is final now: nothing left to roll.
    expect(await rollUpAt(t.database.db, timeZone, afterGrace)).toEqual([]);
    const rows = await t.database.db
      .selectFrom('daily_totals')
      .select(['metric', 'amount', 'count'])
      .where('time_zone', '=', timeZone)
      .where(sql<boolean>`day = ${day}::date`)
      .execute();
    expect(rows.find((r) => r.metric === 'deposits')).toMatchObject({
      amount: expected.deposits,
      count: expected.depositCount,
    });
    const live = (await liveFigures(t.database.db, timeZone, day, day)).get(day);
    expect(live).toEqual(expected);
    const final = await dashboardAt(t.database.db, timeZone, afterGrace, 2);
    expect(final.series[0]).toEqual(expected);
    expect(final.today).toMatchObject({ deposits: 0, newPlayers: 0 });

    // A final day is read from its rolled-up rows, not the ledger: a row stamped in it now (a
    // transaction that outlived the grace, which none does) leaves it as rolled up.
    await deposit(p4, 100);
    expect((await dashboardAt(t.database.db, timeZone, afterGrace, 2)).series[0]).toEqual(expected);
  });

  it('rolls the closed days up in its job, as the development endpoint runs it', async () => {
    const timeZone = await reportsTimeZone(t.settings);
    await sql`delete from daily_totals`.execute(t.database.db);
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/v1/runJob',
      payload: { name: ROLLUP_QUEUE },
    });
    expect(response.json().data).toEqual({ ran: true });
    const rows = await sql<{ days: number; metrics: number }>`
      select count(distinct day)::int as days, count(distinct metric)::int as metrics
      from daily_totals where time_zone = ${timeZone}
    `.execute(t.database.db);
    // The latest 31 closed days a run, each with its seven metrics.
    expect(rows.rows[0]).toEqual({ days: 31, metrics: 7 });
  });

  it('answers the console’s call in the operator’s time zone, and refuses a bad range', async () => {
    const { signedInStaff, call } = consoleClient(t);
    const finance = await signedInStaff('finance');
    const answer = await call(finance.cookie, 'dashboard', {});
    expect(answer.body.errcode, answer.body.msg).toBe(0);
    const dashboard = DashboardAnswer.parse(answer.body.data);
    expect(dashboard.timeZone).toBe('Asia/Manila');
    expect(dashboard.series).toHaveLength(30);
    // The first test's deposits, today's or (past midnight since) yesterday's.
    const deposits = dashboard.series.reduce((sum, day) => sum + day.deposits, 0);
    expect(deposits).toBeGreaterThanOrEqual(16_100);
    expect((await call(finance.cookie, 'dashboard', { days: 7 })).body.data.series).toHaveLength(7);
    for (const days of [0, 91, 1.5, '30']) {
      const refused = await call(finance.cookie, 'dashboard', { days });
      expect(refused.status).toBe(400);
      expect(refused.body.errcode).toBe(ErrorCode.BAD_REQUEST);
    }
    const support = await signedInStaff('support');
    expect((await call(support.cookie, 'dashboard', {})).body.errcode).toBe(
      ErrorCode.STAFF_FORBIDDEN,
    );
  });
});
