import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RankListAnswer } from '@lobby/contract/rank';
import { ErrorCode } from '@lobby/contract/values/errors';
import { expectBooksBalanced } from '../../../test/ledger-books';
import { statementCounter } from '../../../test/statement-counter';
import { common, useTestApp } from '../../../test/test-app';
import { balances } from '@/ledger/ledger';
import { PropId } from '../rewards/awards';
import type { rewardsModule } from '../rewards/rewards.module';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import { rewardsTestKit } from '../../../test/rewards/rewards-test-kit';
import { RankActivity, tableCoin, type RankPrize } from './rank.settings';
import { maskNickname } from './rank.service';
import { standingsOf } from './standings';

const counter = statementCounter();
let rewards: ReturnType<typeof rewardsModule>;
const kit = rewardsTestKit(() => t);
const DAY = 86_400;
const WEEK = 7 * DAY;
/** The operator's zone in these tests: UTC+8, no daylight saving. */
const TZ = 'Asia/Manila';
const TZ_HOURS = 8;

const coin = (count: number) => [{ propId: PropId.Coin, count }];

const board = async (p: { token: string }, period: 'day' | 'week') =>
  RankListAnswer.parse(await kit.ok(p, 'rankList', { period }));

/** Seconds from real now to the next Monday 00:00 in the operator's zone. */
const toMonday = () => {
  const local = Math.floor(Date.now() / 1000) + TZ_HOURS * 3_600;
  const weekday = (Math.floor(local / DAY) + 3) % 7; // 1970-01-01 was a Thursday; Monday 0
  return (7 - weekday) * DAY - (local % DAY);
};

/** Seconds that pass in real time while a test runs move `now` a little. */
const expectNear = (seconds: number, expected: number) =>
  expect(Math.abs(seconds - expected)).toBeLessThanOrEqual(10);

/** Bets of each player (valid bets, hundredths), counted at the clock's offset. */
const play = async (bets: [{ userId: number }, number][]) => {
  for (const [p, amount] of bets) await kit.betSettled(p.userId, { bet: amount });
  await rewards.engine.consumeAll();
};

const t = useTestApp({ onStatement: counter.listener });
beforeAll(async () => {
  rewards = t.modules.find((m) => m.name === 'rewards') as ReturnType<typeof rewardsModule>;
});
afterAll(async () => {
  await kit.setClock(0);
});
beforeEach(async () => {
  await kit.setClock(0);
  await t.settings.set(REWARDS_RULES_KEY, RewardsRules, { timeZone: TZ });
  await rewards.engine.consumeAll();
});

describe('the standings of a closed board', () => {
  const table: RankPrize[] = [
    { from: 1, to: 1, awards: coin(10_000) },
    { from: 2, to: 2, awards: coin(6_000) },
    { from: 3, to: 3, awards: [...coin(2_000), { propId: PropId.Points, count: 101 }] },
    { from: 4, to: 4, awards: coin(1_000) },
  ];

  it('ranks 1, 2, 2, 4, and tied players split the prizes of the places they share', () => {
    const entries = [100, 80, 80, 50, 50, 50, 10].map((value, i) => ({ userId: i + 1, value }));
    expect(standingsOf(entries, table).map((s) => [s.rank, s.awards])).toEqual([
      [1, coin(10_000)],
      // Places 2 and 3: (60.00 + 20.00) / 2 each, and 1.01 points halved, floored.
      [2, [...coin(4_000), { propId: PropId.Points, count: 50 }]],
      [2, [...coin(4_000), { propId: PropId.Points, count: 50 }]],
      // Places 4–6, of which only 4 pays: 10.00 / 3, floored.
      [4, coin(333)],
      [4, coin(333)],
      [4, coin(333)],
      [7, []],
    ]);
  });

  it('never pays more than the table, however many accounts tie', () => {
    const entries = Array.from({ length: 40 }, (_, i) => ({ userId: i + 1, value: 500 }));
    const paid = standingsOf(entries, table)
      .flatMap((s) => s.awards)
      .filter((a) => a.propId === PropId.Coin)
      .reduce((sum, a) => sum + a.count, 0);
    expect(paid).toBeLessThanOrEqual(19_000);
    expect(standingsOf(entries, table).every((s) => s.rank === 1)).toBe(true);
  });

  it('bounds the demo’s cost: each budget is a year of its table paid in full', () => {
    const demo = RewardsRules.parse({});
    expect(tableCoin(demo.rank.day)).toBe(12_500);
    expect(tableCoin(demo.rank.week)).toBe(125_000);
    expect(demo.activities[RankActivity.Day]?.budget).toBe(365 * tableCoin(demo.rank.day));
    expect(demo.activities[RankActivity.Week]?.budget).toBe(52 * tableCoin(demo.rank.week));
  });

  it('masks nicknames on the board', () => {
    expect(maskNickname('Player')).toBe('Pl***er');
    expect(maskNickname('Lucky Star')).toBe('Lu***ar');
    expect(maskNickname('Anna')).toBe('A***a');
    expect(maskNickname('Jo')).toBe('J***');
  });
});

describe('rankList', () => {
  it('answers the top players by valid bets, the player’s own row and when the period ends', async () => {
    // A week of its own, far from the other tests' bets.
    await kit.setClock(toMonday() + 2 * WEEK + 3_600);
    const [a, b, c, low] = await Promise.all([
      kit.player(),
      kit.player(),
      kit.player(),
      kit.player(),
    ]);
    await play([
      [a, 50_000],
      [b, 20_000],
      [c, 20_000],
      [a, 10_000],
      // Below the 100.00 a player needs to be ranked.
      [low, 9_999],
    ]);
    const week = await board(b, 'week');
    const mine = week.list.filter((row) => row.me);
    expect(mine).toHaveLength(1);
    const ours = week.list.filter((row) => [60_000, 20_000].includes(row.amount));
    expect(ours.map((row) => [row.rank, row.amount])).toEqual([
      [1, 60_000],
      [2, 20_000],
      [2, 20_000],
    ]);
    expect(week.list[0]!.nickname).toBe(maskNickname(a.nickname));
    expect(week.list.some((row) => row.nickname === a.nickname)).toBe(false);
    expect(week.mine).toEqual({ rank: 2, amount: 20_000 });
    expect(week.live).toBe(true);
    expect(week.minValidBets).toBe(10_000);
    // The default table as answered: its coin and points name their unit, hundredths (docs/api.md
    // "Reward counts").
    expect(week.prizes).toEqual(
      RewardsRules.parse({}).rank.week.map((prize) => ({
        ...prize,
        awards: prize.awards.map((award) => ({ ...award, unit: 'hundredths' })),
      })),
    );
    // The week ends next Monday 00:00 in Manila, by the lobby's clock.
    expectNear(week.endsAt - week.now, WEEK - 3_600);
    expect((await board(low, 'week')).mine).toEqual({ rank: null, amount: 9_999 });
    const day = await board(a, 'day');
    expectNear(day.endsAt - day.now, DAY - 3_600);
    expect(day.mine).toEqual({ rank: 1, amount: 60_000 });
    // A player who has not played: no rank, nothing bet.
    expect((await board(await kit.player(), 'day')).mine).toEqual({ rank: null, amount: 0 });
  });

  it('reads a board in one statement', async () => {
    const p = await kit.player();
    await board(p, 'week');
    const measured = await counter.during(() => board(p, 'week'));
    // The session (cached after the first call) and the board.
    expect(measured.count, measured.statements.join('\n')).toBeLessThanOrEqual(1);
  });

  it('refuses a period it does not know, and a visitor', async () => {
    const p = await kit.player();
    expect((await kit.call(p, 'rankList', { period: 'month' })).errcode).toBe(400);
    const visitor = await t.call('rankList', { ...common, period: 'day' });
    expect(visitor.status).toBe(401);
  });
});

describe('the prizes', () => {
  const weekTable: RankPrize[] = [
    { from: 1, to: 1, awards: coin(10_000) },
    { from: 2, to: 2, awards: coin(6_000) },
    { from: 3, to: 3, awards: coin(2_000) },
    { from: 4, to: 4, awards: coin(1_000) },
  ];

  it('pays a closed week once, ties splitting their places, however often the job runs', async () => {
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
      timeZone: TZ,
      rank: { week: weekTable, day: [] },
    });
    const start = toMonday() + 6 * WEEK;
    await kit.setClock(start + 3_600);
    const [a, b, c, d, e, low] = await Promise.all([
      kit.player(),
      kit.player(),
      kit.player(),
      kit.player(),
      kit.player(),
      kit.player(),
    ]);
    await play([
      [a, 500_000],
      [b, 300_000],
      [c, 300_000],
      [d, 100_000],
      [e, 100_000],
      [low, 9_000],
    ]);
    // Sunday 23:59 of the same week: nothing paid before it closes.
    await kit.setClock(start + WEEK - 60);
    await kit.runJob('rewards.rankPrizes');
    expect(await kit.grantsOf(a.userId, RankActivity.Week)).toHaveLength(0);
    // Monday: the first run pays; runs beside it and after it pay nothing more.
    await kit.setClock(start + WEEK + 60);
    await Promise.all([
      kit.runJob('rewards.rankPrizes'),
      kit.runJob('rewards.rankPrizes'),
      kit.runJob('rewards.rankPrizes'),
    ]);
    await kit.runJob('rewards.rankPrizes');
    const prize = async (p: { userId: number }) =>
      (await kit.grantsOf(p.userId, RankActivity.Week)).map((g) => [g.grant_key, g.coin]);
    const weekKey = (await kit.grantsOf(a.userId, RankActivity.Week))[0]!.grant_key;
    expect(weekKey).toMatch(/^w:\d{4}-W\d{2}$/);
    expect(await prize(a)).toEqual([[weekKey, 10_000]]);
    // b and c tie second: (60.00 + 20.00) / 2 each.
    expect(await prize(b)).toEqual([[weekKey, 4_000]]);
    expect(await prize(c)).toEqual([[weekKey, 4_000]]);
    // d and e tie fourth: place 4's 10.00 and place 5's nothing, halved.
    expect(await prize(d)).toEqual([[weekKey, 500]]);
    expect(await prize(e)).toEqual([[weekKey, 500]]);
    expect(await prize(low)).toEqual([]);
    // A later bet counted into the closed week changes nothing: the week is paid.
    const payout = await t.database.db
      .selectFrom('rank_payouts')
      .selectAll()
      .where('period_key', '=', weekKey)
      .executeTakeFirstOrThrow();
    expect(payout.winners).toBe(5);

    // Claimed in the bonus centre's event tab: thirty claims at once pay once.
    const grantId = Number((await kit.grantsOf(a.userId, RankActivity.Week))[0]!.id);
    const tab = (await kit.ok(a, 'betBonus', { type: 'event' })) as { list: { id: number }[] };
    expect(tab.list.map((g) => g.id)).toContain(grantId);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => kit.call(a, 'betBonusReceive', { id: grantId })),
    );
    for (const answer of answers) expect(answer.errcode, answer.msg).toBe(0);
    expect((await balances(t.database.db, a.userId)).bonus).toBe(10_000);
    // Another player's prize is not theirs to claim.
    expect((await kit.call(b, 'betBonusReceive', { id: grantId })).errcode).toBe(
      ErrorCode.REWARD_NOT_FOUND,
    );
    expect((await balances(t.database.db, b.userId)).bonus).toBe(0);
    await expectBooksBalanced(t.database.db);
  });

  it('closes the day at midnight in the operator’s zone, by the lobby’s clock', async () => {
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {
      timeZone: TZ,
      rank: { day: [{ from: 1, to: 1, awards: coin(700) }], week: [] },
    });
    const midnight = toMonday() + 10 * WEEK + 2 * DAY; // a Wednesday 00:00 in Manila
    const p = await kit.player();
    const rival = await kit.player();
    // 23:59 on Tuesday: p leads the day.
    await kit.setClock(midnight - 60);
    await play([
      [p, 30_000],
      [rival, 20_000],
    ]);
    // 00:01 on Wednesday: a new day, the rival leads it.
    await kit.setClock(midnight + 60);
    await play([
      [rival, 15_000],
      [p, 12_000],
    ]);
    const today = await board(p, 'day');
    expect(today.mine).toEqual({ rank: 2, amount: 12_000 });
    expectNear(today.endsAt - today.now, DAY - 60);
    await kit.runJob('rewards.rankPrizes');
    const [won] = await kit.grantsOf(p.userId, RankActivity.Day);
    const tuesday = new Date(
      (Math.floor(Date.now() / 1000) + midnight - 60 + TZ_HOURS * 3_600) * 1000,
    )
      .toISOString()
      .slice(0, 10);
    expect([won?.grant_key, won?.coin]).toEqual([`d:${tuesday}`, 700]);
    expect(await kit.grantsOf(rival.userId, RankActivity.Day)).toHaveLength(0);
  });

  it('pays nothing for a period no Rank activity ran in', async () => {
    const config = t.config.current().config;
    await t.config.update(
      { ...config, activities: config.activities.filter((a) => a.type !== 50) },
      'test: no leaderboard',
    );
    try {
      const start = toMonday() + 14 * WEEK;
      await kit.setClock(start + 3_600);
      const p = await kit.player();
      await play([[p, 900_000]]);
      await kit.setClock(start + WEEK + 60);
      await kit.runJob('rewards.rankPrizes');
      expect(await kit.grantsOf(p.userId, RankActivity.Week)).toHaveLength(0);
      expect(await kit.grantsOf(p.userId, RankActivity.Day)).toHaveLength(0);
    } finally {
      await t.config.update(config, 'test: leaderboard back');
    }
  });
});
