import { sql } from 'kysely';
import type { Db } from '@/db/database';
import type { InviteSpinRules } from './invite-spin.settings';
import { sameDeviceSql, validInviteeSql, type ValidInviteTerms } from '../rewards/valid-invitee';

export type AttemptRow = Awaited<ReturnType<typeof latestAttempt>> & object;

/** The player's latest attempt (locked for update when asked), with the lobby's now. */
export const latestAttempt = async (db: Db, userId: number, { lock = false } = {}) => {
  const row = await sql<{
    id: string;
    userId: string;
    startedAt: Date;
    expiresAt: Date;
    target: string;
    total: string;
    spinsUsed: number;
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
    exchangedAt: Date | null;
  }>`
    select id, user_id as "userId", started_at as "startedAt", expires_at as "expiresAt",
      target, total, spins_used as "spinsUsed", server_seed as "serverSeed",
      server_seed_hash as "serverSeedHash", client_seed as "clientSeed",
      exchanged_at as "exchangedAt"
    from invite_spin_attempts where user_id = ${userId}
    order by id desc limit 1 ${lock ? sql`for update` : sql``}
  `.execute(db);
  const a = row.rows[0];
  if (!a) return undefined;
  return {
    ...a,
    id: Number(a.id),
    userId: Number(a.userId),
    target: Number(a.target),
    total: Number(a.total),
    startedAt: new Date(a.startedAt),
    expiresAt: new Date(a.expiresAt),
    exchangedAt: a.exchangedAt === null ? null : new Date(a.exchangedAt),
  };
};

export const insertAttempt = async (
  db: Db,
  row: {
    userId: number;
    hours: number;
    target: number;
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
  },
) => {
  await sql`
    insert into invite_spin_attempts
      (user_id, started_at, expires_at, target, server_seed, server_seed_hash, client_seed)
    values (${row.userId}, app_now(), app_now() + make_interval(hours => ${row.hours}),
      ${row.target}, ${row.serverSeed}, ${row.serverSeedHash}, ${row.clientSeed})
  `.execute(db);
};

/**
 * The invitees of an attempt that count: registered with the player as inviter during it, never
 * on a device (fingerprint) the player signed in on; and those of them valid (lifetime deposits
 * and valid bets at the thresholds, from the engine's counters). SQL, for the red dots too.
 */
export const inviteCountsSql = (attemptId: RawId, validity: ValidInviteTerms) => sql<{
  invites: number;
  valid: number;
}>`
  select count(*)::int as invites,
    count(*) filter (where ${validInviteeSql(sql`i.invitee_id`, sql`i.inviter_id`, validity)})::int as valid
  from invite_spin_invitees i
  where i.attempt_id = ${attemptId} and not ${sameDeviceSql(sql`i.invitee_id`, sql`i.inviter_id`)}
`;
type RawId = number | Raw;
type Raw = ReturnType<typeof sql>;

export const inviteCounts = async (db: Db, attemptId: number, validity: ValidInviteTerms) =>
  (await inviteCountsSql(attemptId, validity).execute(db)).rows[0] ?? { invites: 0, valid: 0 };

/** The spins an attempt has earned: the first ones, per invitee and per valid invitee. */
export const spinsEarned = (rules: InviteSpinRules, counts: { invites: number; valid: number }) =>
  rules.firstSpins +
  rules.spinsPerInvite * counts.invites +
  rules.spinsPerValidInvite * counts.valid;

export const spinByNonce = (db: Db, attemptId: number, nonce: number) =>
  db
    .selectFrom('invite_spin_spins')
    .selectAll()
    .where('attempt_id', '=', attemptId)
    .where('nonce', '=', nonce)
    .executeTakeFirst();

export type SpinRow = NonNullable<Awaited<ReturnType<typeof spinByNonce>>>;

export const insertSpin = (
  db: Db,
  spin: {
    attemptId: number;
    userId: number;
    nonce: number;
    sector: number;
    sectorAmount: number;
    amount: number;
    totalAfter: number;
    serverSeed: string;
    serverSeedHash: string;
    clientSeed: string;
  },
) =>
  db
    .insertInto('invite_spin_spins')
    .values({
      attempt_id: spin.attemptId,
      user_id: spin.userId,
      nonce: spin.nonce,
      sector: spin.sector,
      sector_amount: spin.sectorAmount,
      amount: spin.amount,
      total_after: spin.totalAfter,
      server_seed: spin.serverSeed,
      server_seed_hash: spin.serverSeedHash,
      client_seed: spin.clientSeed,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** The attempt after a spin: its total, the next nonce and the next committed seed. */
export const advanceAttempt = (
  db: Db,
  attemptId: number,
  next: { total: number; serverSeed: string; serverSeedHash: string; clientSeed: string },
) =>
  db
    .updateTable('invite_spin_attempts')
    .set((eb) => ({
      total: next.total,
      spins_used: eb('spins_used', '+', 1),
      server_seed: next.serverSeed,
      server_seed_hash: next.serverSeedHash,
      client_seed: next.clientSeed,
    }))
    .where('id', '=', attemptId)
    .execute();

export const markExchanged = (db: Db, attemptId: number) =>
  sql`
    update invite_spin_attempts set exchanged_at = coalesce(exchanged_at, app_now())
    where id = ${attemptId}
  `.execute(db);

/**
 * The engine's rule: each invitee registered (at `at`, the lobby's clock) with an inviter whose
 * latest attempt is open then is that attempt's, once (the invitee is the key).
 */
export const recordInvitees = async (
  db: Db,
  rows: readonly { inviteeId: number; inviterId: number; at: Date }[],
) => {
  for (const row of rows) {
    await sql`
      insert into invite_spin_invitees (invitee_id, attempt_id, inviter_id, created_at)
      select ${row.inviteeId}, a.id, a.user_id, ${row.at}
      from invite_spin_attempts a
      where a.user_id = ${row.inviterId} and a.started_at <= ${row.at} and a.expires_at > ${row.at}
        and a.exchanged_at is null and a.total < a.target
      order by a.id desc limit 1
      on conflict (invitee_id) do nothing
    `.execute(db);
  }
};

export const spinsPage = (
  db: Db,
  userId: number,
  page: { limit: number; offset: number; after: number | undefined },
) => {
  let q = db
    .selectFrom('invite_spin_spins')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
  if (page.after !== undefined) q = q.where('id', '<', page.after);
  return q.execute();
};

export const inviteesPage = async (
  db: Db,
  userId: number,
  validity: ValidInviteTerms,
  page: { limit: number; offset: number; after: number | undefined },
) =>
  (
    await sql<{ id: string; createdAt: Date; valid: boolean; counts: boolean }>`
      select i.invitee_id as id, i.created_at as "createdAt",
        not ${sameDeviceSql(sql`i.invitee_id`, sql`i.inviter_id`)} as counts,
        ${validInviteeSql(sql`i.invitee_id`, sql`i.inviter_id`, validity)} as valid
      from invite_spin_invitees i
      where i.inviter_id = ${userId} ${page.after === undefined ? sql`` : sql`and i.invitee_id < ${page.after}`}
      order by i.invitee_id desc
      limit ${page.limit} offset ${page.offset}
    `.execute(db)
  ).rows;

/** How many rows a record list holds, up to `cap` + 1. */
export const recordCount = async (
  db: Db,
  userId: number,
  kind: 'spins' | 'invitees',
  cap: number,
) => {
  const table = kind === 'spins' ? sql`invite_spin_spins` : sql`invite_spin_invitees`;
  const column = kind === 'spins' ? sql`user_id` : sql`inviter_id`;
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from (select 1 from ${table} where ${column} = ${userId} limit ${cap + 1}) x
  `.execute(db);
  return rows[0]?.n ?? 0;
};

/** Why a spin of the attempt cannot be made now (its nonce aside). */
export type SpinRefusal = 'noSpins' | 'expired' | 'closed';
/** Why the attempt's exchange pays nothing new: `exchanged` is answered again, not refused. */
export type ExchangeRefusal = 'notReached' | 'expired' | 'exchanged';

/**
 * The claimability predicate of the invite spin (docs/rewards/invite-spin.md, "What can be
 * claimed"), one SQL read by the spin and the exchange (under the attempt's row lock, `attemptId`
 * given) and by the red dot (the player's latest attempt): a spin is refused when the attempt is
 * exchanged or its target reached, or expired, or the activity is not live (`live`), or its
 * spins earned are used; the exchange pays once the target is reached, live or not. With the
 * attempt's counted and valid invitees; no row when the player has no attempt.
 */
export const inviteSpinClaimableSql = (
  userId: number,
  input: { live: Raw; rules: InviteSpinRules; validity: ValidInviteTerms; attemptId?: number },
) => sql<{
  spin: SpinRefusal | null;
  exchange: ExchangeRefusal | null;
  invites: number;
  valid: number;
}>`
  select
    case when a.exchanged_at is not null or a.total >= a.target then 'noSpins'
      when a.expires_at <= app_now() then 'expired'
      when not ${input.live} then 'closed'
      when ${input.rules.firstSpins} + ${input.rules.spinsPerInvite} * c.invites
        + ${input.rules.spinsPerValidInvite} * c.valid - a.spins_used <= 0 then 'noSpins'
    end as spin,
    case when a.total < a.target then
        case when a.expires_at <= app_now() then 'expired' else 'notReached' end
      when a.exchanged_at is not null then 'exchanged'
    end as exchange,
    c.invites, c.valid
  from (
    select * from invite_spin_attempts where user_id = ${userId}
    ${input.attemptId === undefined ? sql`` : sql`and id = ${input.attemptId}`}
    order by id desc limit 1
  ) a
  cross join lateral (${inviteCountsSql(sql`a.id`, input.validity)}) c
`;

/**
 * The red dot's row (`flag:spin`) for the one statement of activityGetStatusList: a spin or the
 * exchange of the latest attempt pays now, by the claims' own predicate.
 */
export const spinFlagSql = (userId: number, input: Parameters<typeof inviteSpinClaimableSql>[1]) =>
  sql`
    select 'flag:spin'::text as activity, 1 as n
    from (${inviteSpinClaimableSql(userId, input)}) p
    where p.spin is null or p.exchange is null
  `;

/** The predicate's row of the attempt, read after its row lock. */
export const inviteSpinClaimable = async (
  db: Db,
  userId: number,
  input: Parameters<typeof inviteSpinClaimableSql>[1] & { attemptId: number },
) => (await inviteSpinClaimableSql(userId, input).execute(db)).rows[0]!;
