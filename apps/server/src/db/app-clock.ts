import { sql } from 'kysely';
import type { Db } from './database';

/**
 * The lobby's clock: the database's time moved by the development test clock (`POST
 * /dev/v1/clock`, like a payment provider's test clock), so daily, weekly and expiry rules can be
 * exercised in tests and by hand. It runs with real time moved by an offset, or is frozen at an
 * instant (the offset still moves it from there), so a test of a boundary sets the instant
 * rather than racing real time. SQL reads it as `app_now()`; code reads it here. Production has
 * no way to set it: it is always real time.
 */
export class AppClock {
  constructor(private readonly db: Db) {}

  /** Now, as every date rule sees it. */
  async now(db: Db = this.db): Promise<Date> {
    const { rows } = await sql<{ now: Date }>`select app_now() as now`.execute(db);
    return new Date(rows[0]!.now);
  }

  /** How far the clock is moved, in seconds (from real time, or from the frozen instant). */
  async offsetSeconds(db: Db = this.db): Promise<number> {
    return (await this.#setting(db)).offsetSeconds;
  }

  /**
   * How far the lobby's clock is from the database's now(), in seconds (0 outside
   * development): events keep the database's time, so an event's moment on the lobby's clock is
   * its time plus this — the offset, and while frozen the distance to the frozen instant.
   */
  async shiftSeconds(db: Db = this.db): Promise<number> {
    const { rows } = await sql<{
      shift: string;
    }>`select extract(epoch from app_now() - now()) as shift`.execute(db);
    return Number(rows[0]!.shift);
  }

  /** The instant the clock is held at, or null while it runs. */
  async frozenAt(db: Db = this.db): Promise<Date | null> {
    return (await this.#setting(db)).frozenAt;
  }

  /** Moves the clock `seconds` from real time or from its frozen instant. Development only. */
  async setOffsetSeconds(seconds: number): Promise<void> {
    await this.db
      .insertInto('test_clock')
      .values({ id: true, offset_seconds: seconds })
      .onConflict((oc) => oc.column('id').doUpdateSet({ offset_seconds: seconds }))
      .execute();
  }

  /** Holds the clock at `at` (the offset back to 0), or lets it run again (null). */
  async freezeAt(at: Date | null): Promise<void> {
    if (at === null) {
      await this.db.updateTable('test_clock').set({ frozen_at: null }).execute();
      return;
    }
    await this.db
      .insertInto('test_clock')
      .values({ id: true, offset_seconds: 0, frozen_at: at })
      .onConflict((oc) => oc.column('id').doUpdateSet({ offset_seconds: 0, frozen_at: at }))
      .execute();
  }

  /** Real time again: no offset, not frozen. */
  async reset(): Promise<void> {
    await this.db.deleteFrom('test_clock').execute();
  }

  async #setting(db: Db) {
    const row = await db
      .selectFrom('test_clock')
      .select(['offset_seconds', 'frozen_at'])
      .executeTakeFirst();
    return {
      offsetSeconds: Number(row?.offset_seconds ?? 0),
      frozenAt: row?.frozen_at ? new Date(row.frozen_at) : null,
    };
  }
}
