import { CompiledQuery, sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_TOTAL_CAP } from '@lobby/contract/pagination';
import { HouseAccount, transfer, UserAccount } from '../src/ledger/ledger';
import { gamesClient, gamesTestEnv } from '../src/modules/games/games-test-client';
import { statementCounter, type SentStatement } from './statement-counter';
import { useTestApp } from './test-app';

/**
 * The record lists of a long history (docs/adr/0025): what appUserCoinDetail, betRecord and
 * betRecordReport read does not grow with the player's history. Each call's statement is run
 * again under EXPLAIN ANALYZE and the rows its table and index scans produce and filter out are
 * added up, for a player with 5,000 movements and 5,000 rounds and one with a fifth of that.
 */
const counter = statementCounter();
const t = useTestApp({
  onStatement: counter.listener,
  env: gamesTestEnv,
});

const DAY = 86_400;
/** Every seeded history ends here, an hour before the tests run. */
const historyEnd = Math.floor(Date.now() / 1000) - 3_600;

type Player = Awaited<ReturnType<ReturnType<typeof gamesClient>['player']>>;

/**
 * Movements of several players, interleaved as they are in a live ledger, newest last: player
 * `p` gets one every `every[p]` steps of `steps`. Mostly deposits into coin, every fifth into the
 * safebox and every seventh a bonus grant, which leaves coin alone (its row shows the coin it
 * found).
 */
const seedMovements = async (
  players: readonly { userId: number; every: number }[],
  steps: number,
) => {
  const move = (userId: number, i: number) => {
    const amount = 100 + (i % 50);
    const [kind, to, from] =
      i % 7 === 6
        ? (['bonus', UserAccount.Bonus, HouseAccount.BonusExpense] as const)
        : i % 5 === 4
          ? (['safebox_in', UserAccount.Safebox, HouseAccount.Deposits] as const)
          : (['deposit', UserAccount.Coin, HouseAccount.Deposits] as const);
    return transfer(t.database.db, {
      key: `history-${userId}-${i}`,
      kind,
      userId,
      legs: [
        { account: { house: from }, amount: -amount },
        { account: { userId, kind: to }, amount },
      ],
    });
  };
  for (let start = 0; start < steps; start += 250) {
    const batch = [];
    for (let i = start; i < Math.min(start + 250, steps); i++) {
      for (const { userId, every } of players) {
        if (i % every === 0) batch.push(move(userId, i / every));
      }
    }
    await Promise.all(batch);
  }
};

/**
 * `count` settled rounds of two games, two an hour back from historyEnd; pairs share their
 * instant, so paging must break ties by id.
 */
const seedRounds = (userId: number, count: number, gameIds: readonly [number, number]) =>
  sql`
    insert into game_rounds
      (provider, round_id, user_id, game_id, session_id, bet, win, status, created_at, settled_at)
    select 'house', ${`history-${userId}-`} || i, ${userId},
      case when i % 3 = 0 then ${gameIds[1]}::int else ${gameIds[0]}::int end,
      'history', 100 + i % 7, case when i % 4 = 0 then 250 else 0 end, 'settled',
      to_timestamp(${historyEnd} - (i / 2) * 1800), to_timestamp(${historyEnd} - (i / 2) * 1800)
    from generate_series(0, ${count - 1}) as i
  `.execute(t.database.db);

/** The rows a statement's scans produce and filter out, as EXPLAIN ANALYZE counts them. */
const rowsRead = async (statement: SentStatement) => {
  const explained = await t.database.db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`explain (analyze, format json) ${statement.sql}`, [...statement.parameters]),
  );
  const raw = explained.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [{ Plan: PlanNode }];
  // SHOW_PLANS=1 prints each plan, to see where the rows come from when a bound fails.
  if (process.env.SHOW_PLANS) console.warn(outline(plan[0].Plan).join('\n'));
  return scanned(plan[0].Plan);
};

interface PlanNode {
  'Node Type': string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const outline = (node: PlanNode, depth = 0): string[] => [
  `${'  '.repeat(depth)}${node['Node Type']} ${node['Relation Name'] ?? ''} rows ${node['Actual Rows']} × ${node['Actual Loops']}, removed ${node['Rows Removed by Filter'] ?? 0}`,
  ...(node.Plans ?? []).flatMap((child) => outline(child, depth + 1)),
];

/** Nodes that read a table (a bitmap index scan's rows are read again by its heap scan). */
const scanned = (node: PlanNode): number => {
  const own =
    node['Relation Name'] !== undefined
      ? (node['Actual Rows'] +
          (node['Rows Removed by Filter'] ?? 0) +
          (node['Rows Removed by Index Recheck'] ?? 0)) *
        node['Actual Loops']
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + scanned(child), 0);
};

/** A call's answer and the rows its one statement read. */
const measured = async (player: Player, name: string, body: object) => {
  const { result, sent } = await counter.during(() => player.call(name, body));
  expect(result.body.errcode, `${name}: ${result.body.msg}`).toBe(0);
  expect(sent, `${name} sends one statement`).toHaveLength(1);
  return { data: result.body.data, rows: await rowsRead(sent[0]!) };
};

describe('reads of a long history', () => {
  let long: Player;
  let short: Player;
  let games: [number, number];
  beforeAll(async () => {
    const client = gamesClient(t);
    games = [client.gameId('dice'), client.gameId('slot')];
    long = await client.player();
    short = await client.player();
    await seedMovements(
      [
        { userId: long.userId, every: 1 },
        { userId: short.userId, every: 5 },
      ],
      5_000,
    );
    await seedRounds(long.userId, 5_000, games);
    await seedRounds(short.userId, 1_000, games);
    await sql`analyze`.execute(t.database.db);
    // The session is cached after its first call: the counted call is the list's own.
    await long.ok('refreshData');
    await short.ok('refreshData');
  }, 120_000);

  /** A cursor 4,000 rows into the long history (and its end for the short one). */
  const deepCursor = async (table: 'movements' | 'rounds', player: Player) => {
    const row =
      table === 'rounds'
        ? await sql<{ id: string }>`
            select id from game_rounds where user_id = ${player.userId}
            order by created_at desc, id desc offset 4000 limit 1`.execute(t.database.db)
        : await sql<{ id: string }>`
            select id from ledger_transfers where user_id = ${player.userId}
            order by id desc offset 4000 limit 1`.execute(t.database.db);
    return String(row.rows[0]!.id);
  };

  it.each([
    ['appUserCoinDetail', 'movements'],
    ['betRecord', 'rounds'],
  ] as const)('%s: a page reads the same for 5,000 rows as for 1,000', async (name, table) => {
    const longFirst = await measured(long, name, { pageSize: 20 });
    const shortFirst = await measured(short, name, { pageSize: 20 });
    expect(longFirst.data).toMatchObject({ total: LIST_TOTAL_CAP, totalCapped: true });
    expect(longFirst.data.list).toHaveLength(20);
    // Five times the history reads no more than a page beyond what a fifth of it reads.
    expect(longFirst.rows).toBeLessThanOrEqual(shortFirst.rows + 21);
    // The count stops at the cap; the page itself reads a page's worth.
    expect(longFirst.rows).toBeLessThan(4 * (LIST_TOTAL_CAP + 1) + 200);

    const deep = await measured(long, name, {
      pageSize: 20,
      cursor: await deepCursor(table, long),
    });
    expect(deep.data.list).toHaveLength(20);
    expect(deep.rows).toBeLessThanOrEqual(longFirst.rows + 100);
    expect(deep.data.nextCursor).toEqual(expect.any(String));
  });

  it('betRecordReport: one pass over its range, whatever came before', async () => {
    const range = { from: historyEnd - 7 * DAY, to: historyEnd + 1, utcOffset: 480 };
    const report = await measured(long, 'betRecordReport', range);
    // Two rounds every half hour for seven days, and the round at the range's last second.
    const inRange = 7 * 48 * 2 + 2;
    expect(report.data.total.rounds).toBe(inRange);
    expect(report.rows).toBeLessThanOrEqual(inRange + 10);
    const perDay = report.data.byDay.reduce(
      (sum: number, d: { rounds: number }) => sum + d.rounds,
      0,
    );
    const perGame = report.data.byGame.reduce(
      (sum: number, g: { rounds: number }) => sum + g.rounds,
      0,
    );
    expect(perDay).toBe(inRange);
    expect(perGame).toBe(inRange);
    const exact = await sql<{ bets: string; wins: string }>`
      select sum(bet) as bets, sum(win) as wins from game_rounds
      where user_id = ${long.userId} and status = 'settled'
        and created_at >= to_timestamp(${range.from}) and created_at < to_timestamp(${range.to})
    `.execute(t.database.db);
    expect(report.data.total).toMatchObject({
      bets: Number(exact.rows[0]!.bets),
      wins: Number(exact.rows[0]!.wins),
    });
  });

  /** Every page of a list, following nextCursor from the first. */
  const walk = async (player: Player, name: string, body: object) => {
    const pages = [await player.ok(name, { ...body, pageSize: 100 })];
    while (pages.at(-1).nextCursor !== null) {
      pages.push(
        await player.ok(name, { ...body, pageSize: 100, cursor: pages.at(-1).nextCursor }),
      );
    }
    return { pages, list: pages.flatMap((page) => page.list) };
  };

  it('appUserCoinDetail: the cursor walks every movement once, newest first', async () => {
    const { pages, list } = await walk(short, 'appUserCoinDetail', {});
    expect(pages).toHaveLength(10);
    expect(pages[0]).toMatchObject({ total: 1_000, totalCapped: false, pages: 10 });
    const ids = list.map((m: { id: number }) => m.id);
    expect(ids).toHaveLength(1_000);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const mine = await sql<{ id: string }>`
      select id from ledger_transfers where user_id = ${short.userId} order by id desc
    `.execute(t.database.db);
    expect(ids).toEqual(mine.rows.map((row) => Number(row.id)));
    // A bonus grant leaves coin alone: its row shows the coin the movement before it left.
    list.forEach((m: { kind: string; amount: number; balanceAfter: number }, i: number) => {
      if (m.kind === 'bonus') expect(m.balanceAfter).toBe(list[i + 1]?.balanceAfter ?? 0);
    });
    // A filter pages the same way.
    const { list: safebox } = await walk(short, 'appUserCoinDetail', { kind: 'safebox_in' });
    expect(safebox.length).toBeGreaterThan(100);
    expect(safebox.every((m: { kind: string }) => m.kind === 'safebox_in')).toBe(true);
    expect(safebox).toEqual(list.filter((m: { kind: string }) => m.kind === 'safebox_in'));
  });

  it('betRecord: the cursor walks every round once, rounds of one instant by id', async () => {
    const { list } = await walk(short, 'betRecord', {});
    const ids = list.map((r: { roundId: string }) => r.roundId);
    expect(new Set(ids).size).toBe(1_000);
    const mine = await sql<{ round_id: string }>`
      select round_id from game_rounds where user_id = ${short.userId}
      order by created_at desc, id desc
    `.execute(t.database.db);
    expect(ids).toEqual(mine.rows.map((row) => row.round_id));
    const { list: slot } = await walk(short, 'betRecord', { gameId: games[1] });
    expect(slot).toEqual(list.filter((r: { gameId: number }) => r.gameId === games[1]));
  });

  it('refuses a page number past the cap and a cursor that is not one; a cursor of another player’s round reads nothing of theirs', async () => {
    const deep = await long.call('betRecord', { pageNum: LIST_TOTAL_CAP / 20 + 1, pageSize: 20 });
    expect(deep.status).toBe(400);
    expect(deep.body.msg).toBeTruthy();
    expect(
      (await long.call('betRecord', { pageNum: LIST_TOTAL_CAP / 20, pageSize: 20 })).status,
    ).toBe(200);
    for (const cursor of ['abc', '0', '-5', '1'.repeat(16), 12]) {
      const answer = await long.call('appUserCoinDetail', { cursor });
      expect(answer.status, String(cursor)).toBe(400);
    }
    const theirs = await sql<{ id: string }>`
      select id from game_rounds where user_id = ${short.userId} order by id desc limit 1
    `.execute(t.database.db);
    const page = await long.ok('betRecord', { cursor: String(theirs.rows[0]!.id) });
    expect(page.list).toEqual([]);
  });
});
