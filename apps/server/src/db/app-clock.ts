import { sql } from 'kysely';
import type { Db } from './database';

/**
 * The lobby's clock: the database's time moved by the development test clock (`POST
 * /dev/v1/clock`, like a payment provider's test clock), so daily, weekly and expiry rules can be
 * exercised in tests and by hand. SQL reads it as `app_now()`; code reads it here. Production
 * has no way to set it: its offset is always 0.
 */
export class AppClock {
  constructor(private readonly db: Db) {}

  /** Now, as every date rule sees it. */
  async now(db: Db = this.db): Promise<Date> {
    const { rows } = await sql<{ now: Date }>`select app_now() as now`.execute(db);
    return new Date(rows[0]!.now);
  }

  /** How far the clock is moved from real time, in seconds. */
  async offsetSeconds(db: Db = this.db): Promise<number> {
    const row = await db.selectFrom('test_clock').select('offset_seconds').executeTakeFirst();
    return Number(row?.offset_seconds ?? 0);
  }

  /** Moves the clock `seconds` from real time (0 puts it back). Development only. */
  async setOffsetSeconds(seconds: number): Promise<void> {
    if (seconds === 0) {
      await this.db.deleteFrom('test_clock').execute();
      return;
    }
    await this.db
      .insertInto('test_clock')
      .values({ id: true, offset_seconds: seconds })
      .onConflict((oc) => oc.column('id').doUpdateSet({ offset_seconds: seconds }))
      .execute();
  }
}
