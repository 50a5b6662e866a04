import { sql } from 'kysely';
import type { JackpotTierValue } from '@lobby/contract/jackpot';
import type { Db } from '@/db/database';
import { json } from './jackpot-sql';

/** A player's draws: their seeds (the next draw's commitment), their chances, the draws made. */

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
