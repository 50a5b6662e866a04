import type { FastifyBaseLogger } from 'fastify';
import type { AppClock } from '@/db/app-clock';
import { inTransaction, type Db } from '@/db/database';
import type { SettingsService } from '../settings/settings.service';
import { addToCounters, eventsAfter, lockCursor, saveCursor } from './events.repo';
import type { OutboxEvent } from './events.repo';
import { stepsOf } from './rewards-events';
import { REWARDS_RULES_KEY, RewardsRules } from './rewards.settings';

/** The engine's name on its cursor. */
export const REWARDS_CONSUMER = 'rewards';
/** Events read and applied per transaction. */
const BATCH = 500;

/** What a rule is told with each batch, inside the batch's transaction. */
export interface RuleContext {
  rules: RewardsRules;
  /**
   * How far the lobby's clock is from the database's now(), seconds (0 outside development): an
   * event's moment on the lobby's clock is its createdAt plus this (AppClock.shiftSeconds).
   */
  offsetSeconds: number;
}

/**
 * A reward rule fed by the outbox (the sign-up bonus, VIP level-ups, tasks …): it sees each
 * event once, in the transaction that moves the cursor past it, so whatever it grants is granted
 * exactly once however often or wherever the engine runs.
 */
export interface EventRule {
  readonly name: string;
  onEvents(trx: Db, events: readonly OutboxEvent[], context: RuleContext): Promise<void>;
}

/**
 * The rewards engine's intake (docs/rewards/README.md): it reads the domain-events outbox in commit-safe
 * order, adds every event to its player's counters (per day, ISO week and month in the
 * operator's time zone, and lifetime) and hands the batch to the rules, all in one transaction
 * with its cursor. It never reaches into the games, deposits or accounts code: they publish,
 * it counts.
 */
export class RewardsEngine {
  private readonly rules: EventRule[] = [];

  constructor(
    private readonly deps: {
      db: Db;
      settings: SettingsService;
      clock: AppClock;
      log?: FastifyBaseLogger;
    },
  ) {}

  addRule(rule: EventRule) {
    this.rules.push(rule);
  }

  settings(): Promise<RewardsRules> {
    return this.deps.settings.get(REWARDS_RULES_KEY, RewardsRules);
  }

  /** Applies the next batch of events; answers how many it applied. */
  async consumeBatch(limit = BATCH): Promise<number> {
    const rules = await this.settings();
    return inTransaction(this.deps.db, async (trx) => {
      const cursor = await lockCursor(trx, REWARDS_CONSUMER);
      const events = await eventsAfter(trx, cursor, limit);
      if (events.length === 0) return 0;
      const offsetSeconds = await this.deps.clock.shiftSeconds(trx);
      await addToCounters(trx, events.flatMap(stepsOf), rules.timeZone, offsetSeconds);
      for (const rule of this.rules) await rule.onEvents(trx, events, { rules, offsetSeconds });
      const last = events[events.length - 1]!;
      await saveCursor(trx, REWARDS_CONSUMER, { tx: last.tx, eventId: last.id });
      return events.length;
    });
  }

  /** Applies every event the outbox holds that can be read now; answers how many. */
  async consumeAll(limit = BATCH): Promise<number> {
    let total = 0;
    for (;;) {
      const applied = await this.consumeBatch(limit);
      total += applied;
      if (applied < limit) return total;
    }
  }
}
