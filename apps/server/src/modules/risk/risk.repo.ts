import { sql } from 'kysely';
import type { Db } from '@/db/database';
import { NO_DEVICE, type Signal, type SignalKind } from './risk-signals';

/**
 * Records what the player was seen with, in one statement: a new (kind, value) is inserted, a
 * known one has its last sighting moved to now (the lobby's clock). Sorted, so two sightings of
 * one player at once take the rows in the same order.
 */
export const upsertSignals = async (db: Db, userId: number, signals: readonly Signal[]) => {
  const unique = [...new Map(signals.map((s) => [`${s.kind}\u0000${s.value}`, s])).values()].sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.value.localeCompare(b.value),
  );
  if (unique.length === 0) return;
  await sql`
    insert into risk_signals (user_id, kind, value)
    select ${userId}, s.kind, s.value
    from unnest(${unique.map((s) => s.kind)}::text[], ${unique.map((s) => s.value)}::text[]) as s(kind, value)
    on conflict (kind, value, user_id) do update set last_seen = app_now()
  `.execute(db);
};

/** A link between two players: the signal they share. */
export interface LinkRow {
  userId: number;
  kind: SignalKind;
  value: string;
}

/**
 * The players linked to `userId` and by what (docs/security.md "Fraud and abuse"), one read of
 * the (kind, value) index per signal of the player's:
 * - the same device (a fingerprint, never `none`), payout account or payment method, ever;
 * - the same IP, seen within `ipWindowSeconds` of each other;
 * - both without a device at some time, on the same /24 (/64) within that window: `none` alone
 *   links nobody, or it would link every player whose app sent no header;
 * - signed up from the same /24 within an hour of each other, when more than `burst` did.
 */
export const linkRows = async (
  db: Db,
  userId: number,
  { ipWindowSeconds, burst }: { ipWindowSeconds: number; burst: number },
): Promise<LinkRow[]> => {
  const window = sql`make_interval(secs => ${ipWindowSeconds})`;
  const noDevice = (user: unknown) => sql`exists (
    select 1 from risk_signals d
    where d.kind = 'device' and d.value = ${NO_DEVICE} and d.user_id = ${user}
  )`;
  // Only the player's values that can link are read against the index: never the device
  // `none` or a phone prefix (every headerless player, a whole carrier), the network only when
  // the player had no device, the sign-up network only when it saw a burst.
  const { rows } = await sql<{ user_id: string | number; kind: SignalKind; value: string }>`
    with mine as (
      select m.kind, m.value, m.first_seen, m.last_seen from risk_signals m
      where m.user_id = ${userId} and (
        (m.kind in ('device', 'payoutAccount', 'paymentMethod') and m.value <> ${NO_DEVICE})
        or m.kind = 'ip'
        or (m.kind = 'ip24' and ${noDevice(userId)})
        or (m.kind = 'signUpIp24' and (
          select count(*) from risk_signals b
          where b.kind = 'signUpIp24' and b.value = m.value
            and b.first_seen between m.first_seen - interval '1 hour' and m.first_seen + interval '1 hour'
        ) > ${burst})
      )
    )
    select distinct o.user_id, o.kind, o.value
    from mine m
    join risk_signals o on o.kind = m.kind and o.value = m.value and o.user_id <> ${userId}
    where m.kind in ('device', 'payoutAccount', 'paymentMethod')
      or (m.kind = 'ip'
        and o.first_seen <= m.last_seen + ${window} and o.last_seen >= m.first_seen - ${window})
      or (m.kind = 'ip24'
        and o.first_seen <= m.last_seen + ${window} and o.last_seen >= m.first_seen - ${window}
        and ${noDevice(sql.ref('o.user_id'))})
      or (m.kind = 'signUpIp24'
        and o.first_seen between m.first_seen - interval '1 hour' and m.first_seen + interval '1 hour')
    order by o.user_id, o.kind, o.value
  `.execute(db);
  return rows.map((r) => ({ userId: Number(r.user_id), kind: r.kind, value: r.value }));
};

/** The values of the player's signals of `kinds`, sorted (what a claim locks). */
export const signalValues = async (db: Db, userId: number, kinds: readonly SignalKind[]) =>
  (
    await db
      .selectFrom('risk_signals')
      .select(['kind', 'value'])
      .where('user_id', '=', userId)
      .where('kind', 'in', [...kinds])
      .orderBy('kind')
      .orderBy('value')
      .execute()
  ).map((r) => ({ kind: r.kind as SignalKind, value: r.value }));

/** The player's signal of `kind` seen last (their latest IP, their phone's prefix), if any. */
export const latestSignal = async (db: Db, userId: number, kind: SignalKind) =>
  (
    await db
      .selectFrom('risk_signals')
      .select('value')
      .where('user_id', '=', userId)
      .where('kind', '=', kind)
      .orderBy('last_seen', 'desc')
      .limit(1)
      .executeTakeFirst()
  )?.value ?? null;

/** Whether the player was ever seen without a device. */
export const hadNoDevice = async (db: Db, userId: number) =>
  (await db
    .selectFrom('risk_signals')
    .select('user_id')
    .where('kind', '=', 'device')
    .where('value', '=', NO_DEVICE)
    .where('user_id', '=', userId)
    .executeTakeFirst()) !== undefined;

/** A refusal for velocity, kept for the risk score. */
export const insertVelocityEvent = (
  db: Db,
  event: { userId: number; rule: string; value: string },
) =>
  db
    .insertInto('risk_velocity_events')
    .values({ user_id: event.userId, rule: event.rule, value: event.value })
    .execute();

/** How many velocity refusals the player had. */
export const velocityEventCount = async (db: Db, userId: number) =>
  Number(
    (
      await db
        .selectFrom('risk_velocity_events')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The players the risk list scores: those seen most recently (their latest sighting), at most `limit`. */
export const recentlySeenPlayers = async (db: Db, limit: number) =>
  (
    await db
      .selectFrom('risk_signals')
      .select('user_id')
      .groupBy('user_id')
      .orderBy(sql`max(last_seen)`, 'desc')
      .orderBy('user_id', 'desc')
      .limit(limit)
      .execute()
  ).map((r) => Number(r.user_id));
