import { randomInt } from 'node:crypto';
import { sql, type Insertable, type Updateable } from 'kysely';
import { asCamel, toColumns, type Camelized } from '@/db/camel-columns';
import type { Db } from '@/db/database';
import type { SmsCodes, Users } from '@/db/schema';

// ---- users ----

/** Every column of users, under camelCase names (the player read selects them too). */
export const userColumns = asCamel([
  'id',
  'uuid',
  'nickname',
  'created_at',
  'account',
  'mobile',
  'mobile_verified',
  'password_hash',
  'password_changed_at',
  'account_type',
  'avatar',
  'avatar_other',
  'has_kyc',
  'pid',
  'aid',
  'invite_code',
]);

/** A player's account as services see it. */
export type User = NonNullable<Awaited<ReturnType<typeof findUserById>>>;

export const findUserById = (db: Db, id: number) =>
  db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();

export const findUserByAccount = (db: Db, account: string) =>
  db.selectFrom('users').select(userColumns).where('account', '=', account).executeTakeFirst();

export const findUserByMobile = (db: Db, mobile: string) =>
  db.selectFrom('users').select(userColumns).where('mobile', '=', mobile).executeTakeFirst();

export const findUserByInviteCode = (db: Db, inviteCode: string) =>
  db
    .selectFrom('users')
    .select(userColumns)
    .where('invite_code', '=', inviteCode)
    .executeTakeFirst();

export const insertUser = (db: Db, user: Camelized<Insertable<Users>>) =>
  db.insertInto('users').values(toColumns(user)).returning(userColumns).executeTakeFirstOrThrow();

export const updateUser = (db: Db, id: number, set: Camelized<Updateable<Users>>) =>
  db
    .updateTable('users')
    .set(toColumns(set))
    .where('id', '=', id)
    .returning(userColumns)
    .executeTakeFirstOrThrow();

/** Sets the inviter only while none is set; undefined when one already was. */
export const setInviterOnce = (db: Db, id: number, pid: number, aid: number) =>
  db
    .updateTable('users')
    .set({ pid, aid })
    .where('id', '=', id)
    .where('pid', 'is', null)
    .returning(userColumns)
    .executeTakeFirst();

/** Whether `ancestorId` is `userId` itself or anywhere up its inviter chain. */
export const isInInviterChain = async (db: Db, userId: number, ancestorId: number) => {
  const found = await sql<{ id: number }>`
    with recursive chain (id, pid, depth) as (
      select id, pid, 0 from users where id = ${userId}
      union all
      select u.id, u.pid, c.depth + 1 from users u join chain c on u.id = c.pid where c.depth < 1000
    )
    select id from chain where id = ${ancestorId} limit 1
  `.execute(db);
  return found.rows.length > 0;
};

/** Serialises inviter changes, so two players cannot become each other's inviter at once. */
export const lockInviterChanges = (db: Db) =>
  sql`select pg_advisory_xact_lock(hashtext('users.pid'))`.execute(db);

// ---- social accounts ----

export const findSocialAccount = (db: Db, provider: number, subject: string) =>
  db
    .selectFrom('user_social_accounts')
    .select(asCamel(['id', 'user_id', 'provider', 'subject', 'name', 'email', 'created_at']))
    .where('provider', '=', provider)
    .where('subject', '=', subject)
    .executeTakeFirst();

export const insertSocialAccount = (
  db: Db,
  account: {
    userId: number;
    provider: number;
    subject: string;
    name: string;
    email: string | null;
  },
) =>
  db
    .insertInto('user_social_accounts')
    .values({
      user_id: account.userId,
      provider: account.provider,
      subject: account.subject,
      name: account.name,
      email: account.email,
    })
    .execute();

// ---- SMS codes ----

/** Serialises code sends and checks per number, so limits and single use hold under load. */
export const lockMobile = (db: Db, mobile: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`sms:${mobile}`}))`.execute(db);

export const nextSmsCodeId = async (db: Db) =>
  Number(
    (await sql<{ id: string }>`select nextval('sms_codes_id_seq') as id`.execute(db)).rows[0]!.id,
  );

export const insertSmsCode = (db: Db, code: Camelized<Insertable<SmsCodes>> & { id: number }) =>
  db.insertInto('sms_codes').values(toColumns(code)).execute();

export const newestSmsCodeTo = (db: Db, mobile: string) =>
  db
    .selectFrom('sms_codes')
    .select(['id', 'created_at as createdAt'])
    .where('mobile', '=', mobile)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

type CountedBy = 'mobile' | 'prefix' | 'ip';

/** Codes created in the last `seconds` for one number, number prefix or client IP. */
export const countSmsCodesSince = async (
  db: Db,
  column: CountedBy,
  value: string,
  seconds: number,
) => {
  const row = await db
    .selectFrom('sms_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(column, '=', value)
    .where('created_at', '>', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** The newest unconsumed, unexpired code of a number for a purpose, locked for the check. */
export const findLiveSmsCode = (db: Db, mobile: string, purpose: number) =>
  db
    .selectFrom('sms_codes')
    .select(['id', 'code_hash as codeHash', 'attempts'])
    .where('mobile', '=', mobile)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();

export const countSmsAttempt = (db: Db, id: number) =>
  db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();

export const consumeSmsCode = (db: Db, id: number) =>
  db
    .updateTable('sms_codes')
    .set({ consumed_at: sql<Date>`now()` })
    .where('id', '=', id)
    .execute();

// ---- password failures (soft locks) ----

export interface PasswordFailures {
  failures: number;
  /** Seconds until another try is taken (the growing delay); 0 when one is taken now. */
  waitSeconds: number;
}

/**
 * What gates a password sign-in, in one statement: the identity's recent wrong passwords (as
 * the failures table) and the highest of the callers' own counters (as readCounter) in their
 * window.
 */
export const readPasswordGate = async (
  db: Db,
  identity: string,
  resetHours: number,
  sourceKeys: readonly string[],
  windowSeconds: number,
): Promise<{ failures: PasswordFailures | undefined; sourceCount: number }> => {
  const sources =
    sourceKeys.length === 0
      ? sql<number>`0`
      : sql<number>`coalesce((
          select max(count) from throttle_counters
          where key in (${sql.join(sourceKeys)})
            and window_started_at >= now() - make_interval(secs => ${windowSeconds})
        ), 0)`;
  const { rows } = await sql<{ failures: number | null; wait: number | null; sources: number }>`
    select f.failures, f.wait, ${sources} as sources
    from (select 1) as one
    left join lateral (
      select failures,
        greatest(0, ceil(extract(epoch from coalesce(locked_until, now()) - now())))::int as wait
      from password_failures
      where identity = ${identity}
        and coalesce(last_failed_at, first_failed_at) > now() - make_interval(hours => ${resetHours})
    ) as f on true
  `.execute(db);
  const row = rows[0]!;
  return {
    failures:
      row.failures === null
        ? undefined
        : { failures: Number(row.failures), waitSeconds: Number(row.wait ?? 0) },
    sourceCount: Number(row.sources),
  };
};

/**
 * Counts one wrong password (a count older than `resetHours` starts again) and, past
 * `freeTries`, sets the wait before the next try: `baseSeconds` doubling with each further
 * failure, never more than `capSeconds`. One statement, so parallel wrong tries all count.
 */
export const recordPasswordFailure = async (
  db: Db,
  identity: string,
  rules: { freeTries: number; baseSeconds: number; capSeconds: number; resetHours: number },
): Promise<PasswordFailures> => {
  const stale = sql<boolean>`(
    coalesce(password_failures.last_failed_at, password_failures.first_failed_at)
      < now() - make_interval(hours => ${rules.resetHours})
  )`;
  const row = await sql<{ failures: number }>`
    insert into password_failures (identity, failures, first_failed_at, last_failed_at)
    values (${identity}, 1, now(), now())
    on conflict (identity) do update set
      failures = case when ${stale} then 1 else password_failures.failures + 1 end,
      first_failed_at = case when ${stale} then now() else password_failures.first_failed_at end,
      last_failed_at = now()
    returning failures
  `.execute(db);
  const failures = Number(row.rows[0]!.failures);
  const over = failures - rules.freeTries;
  const waitSeconds =
    over < 0 ? 0 : Math.min(rules.capSeconds, rules.baseSeconds * 2 ** Math.min(over, 20));
  await db
    .updateTable('password_failures')
    .set({
      locked_until:
        waitSeconds > 0 ? sql<Date>`now() + make_interval(secs => ${waitSeconds})` : null,
    })
    .where('identity', '=', identity)
    .execute();
  return { failures, waitSeconds };
};

export const clearPasswordFailures = (db: Db, identities: string[]) =>
  identities.length === 0
    ? Promise.resolve()
    : db.deleteFrom('password_failures').where('identity', 'in', identities).execute();

// ---- what an anonymous caller spends (per IP, per device) ----

const staleWindow = (windowSeconds: number) => sql<boolean>`(
  throttle_counters.window_started_at < now() - make_interval(secs => ${windowSeconds})
)`;

/**
 * Adds one to a caller's counter in its window (an old window starts again); answers the count.
 * Now and then the counters idle for a day are dropped, so the table holds active callers only.
 */
export const bumpCounter = async (db: Db, key: string, windowSeconds: number) => {
  if (randomInt(200) === 0) {
    await sql`delete from throttle_counters where window_started_at < now() - interval '1 day'`.execute(
      db,
    );
  }
  return Number(
    (
      await sql<{ count: number }>`
        insert into throttle_counters (key, count, window_started_at) values (${key}, 1, now())
        on conflict (key) do update set
          count = case when ${staleWindow(windowSeconds)} then 1 else throttle_counters.count + 1 end,
          window_started_at = case when ${staleWindow(windowSeconds)}
            then now() else throttle_counters.window_started_at end
        returning count
      `.execute(db)
    ).rows[0]!.count,
  );
};

/** A caller's counter in its current window (0 when none or over). */
export const readCounter = async (db: Db, key: string, windowSeconds: number) =>
  Number(
    (
      await db
        .selectFrom('throttle_counters')
        .select('count')
        .where('key', '=', key)
        .where(
          'window_started_at',
          '>=',
          sql<Date>`now() - make_interval(secs => ${windowSeconds})`,
        )
        .executeTakeFirst()
    )?.count ?? 0,
  );

// ---- wrong proofs of a signed-in player (password asked again, safebox PIN) ----

/**
 * The player's wrong proofs still counting, with their row locked until the transaction ends:
 * tries of one player are checked one at a time, so parallel tries cannot outrun the limit.
 */
export const lockProofFailures = async (db: Db, userId: number) => {
  await db
    .insertInto('proof_failures')
    .values({ user_id: userId, failures: 0, counting_until: sql<Date>`now()` })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const row = await db
    .selectFrom('proof_failures')
    .select([
      sql<number>`case when counting_until > now() then failures else 0 end`.as('failures'),
      sql<number>`greatest(1, ceil(extract(epoch from counting_until - now())))::int`.as('wait'),
    ])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return { failures: Number(row.failures), waitSeconds: Number(row.wait) };
};

/** Counts a wrong proof; each keeps the count alive `minutes` more. Answers the count. */
export const recordProofFailure = async (db: Db, userId: number, minutes: number) =>
  Number(
    (
      await sql<{ failures: number }>`
        update proof_failures set
          failures = case when counting_until > now() then failures + 1 else 1 end,
          counting_until = now() + make_interval(mins => ${minutes})
        where user_id = ${userId}
        returning failures
      `.execute(db)
    ).rows[0]!.failures,
  );

/** A right proof: the player's count starts again. */
export const clearProofFailures = (db: Db, userId: number) =>
  db
    .updateTable('proof_failures')
    .set({ failures: 0 })
    .where('user_id', '=', userId)
    .where('failures', '>', 0)
    .execute();
