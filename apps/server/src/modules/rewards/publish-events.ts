import { sql } from 'kysely';
import type { Db } from '@/db/database';

/** An event another module publishes to the engine's outbox (its payload as JSON). */
export interface PublishedEvent {
  type: string;
  userId: number;
  payload: Record<string, unknown>;
}

/**
 * Writes the events to the outbox (domain_events), in the caller's transaction, in one statement
 * however many: the engine owns the outbox, so the modules that publish from code (the rank's
 * prizes, the VIP level-ups) write through this, not to the table.
 */
export const publishEvents = async (trx: Db, events: readonly PublishedEvent[]) => {
  if (events.length === 0) return;
  await sql`
    insert into domain_events (type, user_id, payload)
    select e.type, e.user_id, e.payload::jsonb
    from unnest(
      ${sql.val(events.map((e) => e.type))}::text[],
      ${sql.val(events.map((e) => e.userId))}::bigint[],
      ${sql.val(events.map((e) => JSON.stringify(e.payload)))}::text[]
    ) as e (type, user_id, payload)
  `.execute(trx);
};
