import { sql, type RawBuilder } from 'kysely';
import type { JackpotTierValue } from '@lobby/contract/jackpot';
import type { Db } from '@/db/database';
import { playersSql } from '../accounts/accounts.reads';
import { houseBalanceSql, jackpotPoolAccount } from '@/ledger/ledger';
import { JACKPOT_TIERS } from './jackpot.settings';

const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The balance of each pool, as SQL columns `pool_<tier>` of a caller's one statement. */
const poolColumns = () =>
  sql.join(
    JACKPOT_TIERS.map(
      (tier) => sql`${houseBalanceSql(jackpotPoolAccount(tier))} as ${sql.ref(`pool_${tier}`)}`,
    ),
  );

const poolsOf = (row: Record<string, unknown>) =>
  Object.fromEntries(JACKPOT_TIERS.map((t) => [t, Number(row[`pool_${t}`] ?? 0)])) as Record<
    JackpotTierValue,
    number
  >;

/** A recent tier win, with its winner as others see them (masked by the caller). */
export interface WinRow {
  id: number;
  userId: number;
  nickname: string;
  avatar: string;
  tier: JackpotTierValue;
  propId: number;
  amount: number;
  createdAt: Date;
}

/** The latest `limit` tier wins (type 2), newest first, with their winners: SQL json_agg. */
const latestWinsSql = (limit: number) => sql`coalesce((
  select json_agg(json_build_object(
    'id', w.id, 'userId', w.user_id, 'nickname', u.nickname, 'avatar', u.avatar, 'tier', w.tier,
    'propId', w.prop_id, 'amount', w.bonus, 'createdAt', w.created_at
  ) order by w.id desc)
  from (select * from jackpot_draws where type = 2 order by id desc limit ${limit}) w
  join ${playersSql} u on u.id = w.user_id
), '[]')`;

const winsOf = (value: unknown): WinRow[] =>
  json<(Omit<WinRow, 'createdAt'> & { createdAt: string })[]>(value).map((w) => ({
    ...w,
    id: Number(w.id),
    userId: Number(w.userId),
    amount: Number(w.amount),
    createdAt: new Date(w.createdAt),
  }));

/**
 * Everything the draw page shows of a player, in one statement: the lobby's now and the
 * operator day's key; the chances held; the committed seeds (null before the first read); the
 * day's deposits and the chances they earned; the day's draws; the pools; the latest tier wins;
 * whether a draw draws now (`claimable`, the predicate jackpotClaimableSql).
 */
export const infoRow = async (
  db: Db,
  input: { userId: number; tz: string; winners: number; claimable: RawBuilder<unknown> },
) => {
  const { rows } = await sql<Record<string, unknown>>`
    with k as (select app_now() as now, (reward_period_keys(app_now(), ${input.tz}))[1] as day)
    select k.now, k.day,
      (select chances from jackpot_chances where user_id = ${input.userId}) as chances,
      (select json_build_object('serverSeedHash', server_seed_hash, 'clientSeed', client_seed,
        'nonce', nonce) from jackpot_seeds where user_id = ${input.userId}) as seeds,
      (select json_build_object('amount', coalesce(sum(amount), 0), 'chances', coalesce(sum(chances), 0))
        from jackpot_deposits where user_id = ${input.userId} and day_key = k.day) as deposits,
      (select p.draw is null from (${input.claimable}) p) as claimable,
      ${poolColumns()},
      ${latestWinsSql(input.winners)} as wins
    from k
  `.execute(db);
  const row = rows[0]!;
  const deposits = json<{ amount: number | string; chances: number | string }>(row.deposits);
  return {
    now: new Date(row.now as Date),
    dayKey: row.day as string,
    chances: Number(row.chances ?? 0),
    seeds:
      row.seeds === null
        ? null
        : json<{ serverSeedHash: string; clientSeed: string; nonce: number }>(row.seeds),
    depositedToday: Number(deposits.amount),
    earnedToday: Number(deposits.chances),
    claimable: row.claimable === true,
    pools: poolsOf(row),
    wins: winsOf(row.wins),
  };
};

/** The player's first commitment, unless one exists (two first reads at once make one). */
export const insertSeeds = (
  db: Db,
  seeds: { userId: number; serverSeed: string; serverSeedHash: string; clientSeed: string },
) =>
  db
    .insertInto('jackpot_seeds')
    .values({
      user_id: seeds.userId,
      server_seed: seeds.serverSeed,
      server_seed_hash: seeds.serverSeedHash,
      client_seed: seeds.clientSeed,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();

export const seedsOf = (db: Db, userId: number) =>
  db
    .selectFrom('jackpot_seeds')
    .select(['server_seed_hash as serverSeedHash', 'client_seed as clientSeed', 'nonce'])
    .where('user_id', '=', userId)
    .executeTakeFirst();

/**
 * The player's seeds, locked for the rest of the transaction (a draw's turn: a player's draws
 * take turns), with the lobby's now and the operator day's and ISO week's keys.
 */
export const lockSeeds = async (trx: Db, userId: number, tz: string) => {
  const { rows } = await sql<{
    server_seed: string;
    server_seed_hash: string;
    client_seed: string;
    nonce: number;
    now: Date;
    day: string;
    week: string;
  }>`
    select s.server_seed, s.server_seed_hash, s.client_seed, s.nonce, k.now, k.keys[1] as day,
      k.keys[2] as week
    from jackpot_seeds s
    cross join (select app_now() as now, reward_period_keys(app_now(), ${tz}) as keys) k
    where s.user_id = ${userId}
    for update of s
  `.execute(trx);
  const row = rows[0];
  return row ? { ...row, now: new Date(row.now) } : undefined;
};

/** The seeds after a draw: the next nonce, and the next draw's seed committed. */
export const advanceSeeds = (
  trx: Db,
  userId: number,
  next: { serverSeed: string; serverSeedHash: string; clientSeed: string },
) =>
  trx
    .updateTable('jackpot_seeds')
    .set((eb) => ({
      server_seed: next.serverSeed,
      server_seed_hash: next.serverSeedHash,
      client_seed: next.clientSeed,
      nonce: eb('nonce', '+', 1),
    }))
    .where('user_id', '=', userId)
    .execute();

/** Spends one of the player's chances; the chances left, or undefined when they held none. */
export const spendChance = async (trx: Db, userId: number) => {
  const row = await trx
    .updateTable('jackpot_chances')
    .set((eb) => ({ chances: eb('chances', '-', 1), updated_at: sql<Date>`now()` }))
    .where('user_id', '=', userId)
    .where('chances', '>', 0)
    .returning('chances')
    .executeTakeFirst();
  return row?.chances;
};

/** Adds chances to the player's (a prop 50000 claimed, a deposit credited). */
export const addChances = (trx: Db, userId: number, count: number) =>
  sql`
    insert into jackpot_chances (user_id, chances) values (${userId}, ${count})
    on conflict (user_id) do update
      set chances = jackpot_chances.chances + excluded.chances, updated_at = now()
  `.execute(trx);

export const chancesOf = async (db: Db, userId: number) =>
  Number(
    (
      await db
        .selectFrom('jackpot_chances')
        .select('chances')
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.chances ?? 0,
  );

export type DrawRow = NonNullable<Awaited<ReturnType<typeof drawByNonce>>>;

export const drawByNonce = (db: Db, userId: number, nonce: number) =>
  db
    .selectFrom('jackpot_draws')
    .selectAll()
    .where('user_id', '=', userId)
    .where('nonce', '=', nonce)
    .executeTakeFirst();

export interface NewDraw {
  userId: number;
  nonce: number;
  cellIndex: number;
  cellId: number;
  type: 1 | 2;
  propId: number;
  count: number;
  bonus: number;
  tier: JackpotTierValue | null;
  wheelSector: number | null;
  shareBp: number | null;
  sectionMin: number | null;
  sectionMax: number | null;
  grantId: number | null;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  dayKey: string;
}

export const insertDraw = (trx: Db, d: NewDraw) =>
  trx
    .insertInto('jackpot_draws')
    .values({
      user_id: d.userId,
      nonce: d.nonce,
      cell_index: d.cellIndex,
      cell_id: d.cellId,
      type: d.type,
      prop_id: d.propId,
      count: d.count,
      bonus: d.bonus,
      tier: d.tier,
      wheel_sector: d.wheelSector,
      share_bp: d.shareBp,
      section_min: d.sectionMin,
      section_max: d.sectionMax,
      grant_id: d.grantId,
      server_seed: d.serverSeed,
      server_seed_hash: d.serverSeedHash,
      client_seed: d.clientSeed,
      day_key: d.dayKey,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** A draw's coin in its ISO week's ranking (the week of `now` in `tz`, the lobby's clock). */
export const addWinnings = (trx: Db, input: { userId: number; weekKey: string; amount: number }) =>
  sql`
    insert into jackpot_rank (week_key, user_id, amount, last_at)
    values (${input.weekKey}, ${input.userId}, ${input.amount}, now())
    on conflict (week_key, user_id) do update
      set amount = jackpot_rank.amount + excluded.amount, last_at = excluded.last_at
  `.execute(trx);

/** The player's draws, newest first (their nonces run with their ids), and how many there are. */
export const drawsPage = async (
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
) => {
  const { rows } = await sql<{ total: number; list: unknown }>`
    select (select count(*)::int from jackpot_draws where user_id = ${userId}) as total,
      coalesce((
        select json_agg(d order by d.nonce desc) from (
          select * from jackpot_draws where user_id = ${userId}
          order by nonce desc limit ${page.limit} offset ${page.offset}
        ) d
      ), '[]') as list
  `.execute(db);
  const row = rows[0]!;
  return {
    total: row.total,
    list: json<(Omit<DrawRow, 'created_at'> & { created_at: string })[]>(row.list).map(
      (d) => ({ ...d, created_at: new Date(d.created_at) }) as DrawRow,
    ),
  };
};

interface RankRow {
  id: number;
  user_id: number;
  amount: number;
  last_at: string;
  nickname: string;
  avatar: string;
  rank: number;
}

/**
 * The ranking of the ISO week now (by the lobby's clock, in `tz`), in one statement: a page of
 * it (standard competition ranking: one more than the players above), its length, and the
 * player's own row.
 */
export const rankPage = async (
  db: Db,
  input: { userId: number; tz: string; limit: number; offset: number },
) => {
  // Ranks are counted for the page's rows and the player's only: the entries above each.
  const ranked = (rows: RawBuilder<unknown>) => sql`
    select x.id, x.user_id, x.amount, x.last_at, u.nickname, u.avatar,
      (select count(*)::int + 1 from jackpot_rank a
        where a.week_key = x.week_key and a.amount > x.amount) as rank
    from (${rows}) x join ${playersSql} u on u.id = x.user_id
  `;
  const row = (
    await sql<{ total: number; list: unknown; mine: unknown }>`
      with k as (select (reward_period_keys(app_now(), ${input.tz}))[2] as week)
      select
        (select count(*)::int from jackpot_rank where week_key = k.week) as total,
        coalesce((
          select json_agg(p order by p.amount desc, p.id) from (${ranked(sql`
            select r.* from jackpot_rank r where r.week_key = k.week
            order by r.amount desc, r.id limit ${input.limit} offset ${input.offset}
          `)}) p
        ), '[]') as list,
        (select row_to_json(m) from (${ranked(sql`
          select r.* from jackpot_rank r where r.week_key = k.week and r.user_id = ${input.userId}
        `)}) m) as mine
      from k
    `.execute(db)
  ).rows[0]!;
  const entry = (r: RankRow) => ({
    id: Number(r.id),
    userId: Number(r.user_id),
    amount: Number(r.amount),
    lastAt: new Date(r.last_at),
    nickname: r.nickname,
    avatar: r.avatar,
    rank: Number(r.rank),
  });
  return {
    total: row.total,
    list: json<RankRow[]>(row.list).map(entry),
    mine: row.mine === null ? null : entry(json<RankRow>(row.mine)),
  };
};

/**
 * Credited deposits' chances, once per order, in one statement for a batch (in its order): the
 * operator day's deposits of a player, of `perChance` each, earn at most `limit` chances that
 * day; each order earns what the day had not earned yet before it (never taken back when the
 * limits change). An order seen again earns nothing.
 */
export const creditDeposits = async (
  trx: Db,
  input: {
    deposits: readonly { orderNo: string; userId: number; at: Date; amount: number }[];
    tz: string;
    perChance: number;
    limit: number;
  },
) => {
  if (input.deposits.length === 0) return;
  const d = input.deposits;
  await sql`
    with input as (
      select distinct on (i.order_no) i.order_no, i.user_id, i.amount, i.seq,
        (reward_period_keys(i.at, ${input.tz}))[1] as day
      from unnest(
        ${sql.val(d.map((x) => x.orderNo))}::text[],
        ${sql.val(d.map((x) => x.userId))}::bigint[],
        ${sql.val(d.map((x) => x.at.toISOString()))}::timestamptz[],
        ${sql.val(d.map((x) => x.amount))}::bigint[]
      ) with ordinality as i (order_no, user_id, at, amount, seq)
      where not exists (select 1 from jackpot_deposits j where j.order_no = i.order_no)
      order by i.order_no, i.seq
    ),
    before as (
      select k.user_id, k.day, coalesce(sum(j.amount), 0) as amount,
        coalesce(sum(j.chances), 0) as chances
      from (select distinct user_id, day from input) k
      left join jackpot_deposits j on j.user_id = k.user_id and j.day_key = k.day
      group by k.user_id, k.day
    ),
    upto as (
      select i.*, b.chances as earned,
        least(${input.limit}, floor((b.amount + sum(i.amount) over w) / ${input.perChance})) as upto
      from input i join before b on b.user_id = i.user_id and b.day = i.day
      window w as (partition by i.user_id, i.day order by i.seq)
    ),
    made as (
      insert into jackpot_deposits (order_no, user_id, day_key, amount, chances)
      select order_no, user_id, day, amount,
        greatest(0, upto - greatest(earned, coalesce(lag(upto) over w, earned)))::int
      from upto
      window w as (partition by user_id, day order by seq)
      on conflict (order_no) do nothing
      returning user_id, chances
    )
    insert into jackpot_chances (user_id, chances)
    select user_id, sum(chances) from made group by user_id having sum(chances) > 0
    on conflict (user_id) do update
      set chances = jackpot_chances.chances + excluded.chances, updated_at = now()
  `.execute(trx);
};

/** Where the pools' feed stopped in the outbox, and what it carries; locked (feeds take turns). */
export const lockFeed = async (trx: Db) => {
  const row = (
    await sql<{ tx: string; event_id: number; carry: unknown }>`
      select tx::text as tx, event_id, carry from jackpot_feed where id for update
    `.execute(trx)
  ).rows[0]!;
  return {
    tx: BigInt(row.tx),
    eventId: Number(row.event_id),
    carry: json<Partial<Record<JackpotTierValue, number>>>(row.carry),
  };
};

export const saveFeed = (
  trx: Db,
  feed: { tx: string; eventId: number; carry: Record<JackpotTierValue, number> },
) =>
  sql`
    update jackpot_feed set tx = ${feed.tx}::xid8, event_id = ${feed.eventId},
      carry = ${JSON.stringify(feed.carry)}::jsonb
    where id
  `.execute(trx);

/** Rounds that paid a big multiple, once per event. */
export const insertBigWins = async (
  trx: Db,
  rows: readonly {
    eventId: number;
    userId: number;
    gameId: number;
    bet: number;
    win: number;
    at: Date;
  }[],
) => {
  if (rows.length === 0) return;
  await trx
    .insertInto('lobby_big_wins')
    .values(
      rows.map((r) => ({
        event_id: r.eventId,
        user_id: r.userId,
        game_id: r.gameId,
        bet: r.bet,
        win: r.win,
        created_at: r.at,
      })),
    )
    .onConflict((oc) => oc.column('event_id').doNothing())
    .execute();
};

/** A big win of the lobby's feed: a round's or a tier's. */
export interface BigWinRow {
  kind: 'round' | 'jackpot';
  id: number;
  nickname: string;
  gameId: number | null;
  tier: JackpotTierValue | null;
  bet: number;
  win: number;
  createdAt: Date;
}

/**
 * What the lobby's ticker and feed show, in one statement: the lobby's now, the pools, and the
 * `size` latest big wins of rounds and of tier draws together, newest first.
 */
export const lobbyLiveRow = async (db: Db, size: number) => {
  const row = (
    await sql<Record<string, unknown>>`
      select app_now() as now, ${poolColumns()},
        coalesce((
          select json_agg(w order by w."createdAt" desc, w.id desc) from (
            (select 'round' as kind, b.id, u.nickname, b.game_id as "gameId", null as tier, b.bet,
              b.win, b.created_at as "createdAt"
            from (select * from lobby_big_wins order by id desc limit ${size}) b
            join ${playersSql} u on u.id = b.user_id)
            union all
            (select 'jackpot', d.id, u.nickname, null, d.tier, 0, d.bonus, d.created_at
            from (select * from jackpot_draws where type = 2 order by id desc limit ${size}) d
            join ${playersSql} u on u.id = d.user_id)
            order by "createdAt" desc, id desc limit ${size}
          ) w
        ), '[]') as wins
    `.execute(db)
  ).rows[0]!;
  return {
    now: new Date(row.now as Date),
    pools: poolsOf(row),
    wins: json<(Omit<BigWinRow, 'createdAt'> & { createdAt: string })[]>(row.wins).map((w) => ({
      ...w,
      id: Number(w.id),
      bet: Number(w.bet),
      win: Number(w.win),
      gameId: w.gameId === null ? null : Number(w.gameId),
      createdAt: new Date(w.createdAt),
    })),
  };
};

/** Why a draw at the next nonce cannot be made now. */
export type DrawRefusal = 'closed' | 'noChance' | 'dailyLimit';

/**
 * The claimability predicate of the lucky jackpot (docs/rewards/jackpot.md, "What can be
 * claimed"), one SQL read by the draw (under the seeds' row lock), the draw page's
 * `canReceiveDrawChance` and the red dot: a draw is refused when the jackpot is not live
 * (`live`), the player holds no chance, or today's draws reached the daily limit (0: none), in
 * that order; null when it draws.
 */
export const jackpotClaimableSql = (
  userId: number,
  input: { live: RawBuilder<unknown>; tz: string; dailyDrawLimit: number },
) => sql<{ draw: DrawRefusal | null }>`
  select case when not ${input.live} then 'closed'
    when coalesce((select chances from jackpot_chances where user_id = ${userId}), 0) <= 0
      then 'noChance'
    when ${input.dailyDrawLimit} > 0 and (
      select count(*) from jackpot_draws d
      where d.user_id = ${userId} and d.day_key = (reward_period_keys(app_now(), ${input.tz}))[1]
    ) >= ${input.dailyDrawLimit} then 'dailyLimit'
  end as draw
`;

/** The predicate's refusal, read in the caller's transaction. */
export const drawRefusal = async (
  db: Db,
  userId: number,
  input: Parameters<typeof jackpotClaimableSql>[1],
) => (await jackpotClaimableSql(userId, input).execute(db)).rows[0]!.draw;

/**
 * The red dot's row (`flag:jackpot`) for activityGetStatusList's one statement: a draw at the
 * next nonce draws now, by the draw's own predicate.
 */
export const jackpotFlagSql = (userId: number, input: Parameters<typeof jackpotClaimableSql>[1]) =>
  sql`
    select 'flag:jackpot'::text as activity, 1 as n
    from (${jackpotClaimableSql(userId, input)}) p
    where p.draw is null
  `;
