import type { z } from 'zod';
import type { Db } from '@/db/database';
import { findSetting, upsertSetting } from './settings.repo';

/** How long a read setting is trusted before the database is asked again. */
const DEFAULT_TTL_MS = 5_000;

interface Cached {
  value: unknown;
  readAt: number;
}

/**
 * The operator's editable rules (docs/rules.md: "every number is a default that lives in
 * operator-editable config"): one JSON document per key in `operator_settings`, read through a
 * zod schema whose defaults fill whatever the operator has not set. Instances pick a change up
 * within the TTL. A stored document that no longer parses is logged by the caller's error path
 * and the defaults apply: a typo by an operator must not take sign-in down.
 */
export class SettingsService {
  private readonly cache = new Map<string, Cached>();
  private readonly listeners: ((key: string) => Promise<void>)[] = [];

  constructor(
    private readonly db: Db,
    private readonly options: {
      ttlMs?: number;
      onInvalid?: (key: string, error: unknown) => void;
    } = {},
  ) {}

  async get<S extends z.ZodType>(key: string, schema: S): Promise<z.output<S>> {
    const cached = this.cache.get(key);
    const ttl = this.options.ttlMs ?? DEFAULT_TTL_MS;
    if (cached && Date.now() - cached.readAt < ttl) return cached.value as z.output<S>;
    const row = await findSetting(this.db, key);
    const parsed = schema.safeParse(row?.value ?? {});
    let value: z.output<S>;
    if (parsed.success) value = parsed.data;
    else {
      this.options.onInvalid?.(key, parsed.error);
      value = schema.parse({});
    }
    this.cache.set(key, { value, readAt: Date.now() });
    return value;
  }

  /**
   * The setting as stored now, read through `db` (a transaction's connection: on PGlite the
   * pool waits for an open transaction forever), not cached; the defaults when it no longer
   * parses, as get() does.
   */
  async getIn<S extends z.ZodType>(db: Db, key: string, schema: S): Promise<z.output<S>> {
    const row = await findSetting(db, key);
    const parsed = schema.safeParse(row?.value ?? {});
    if (parsed.success) return parsed.data;
    this.options.onInvalid?.(key, parsed.error);
    return schema.parse({});
  }

  /**
   * Saves an operator's document for a key (validated first), forgets the cached one and tells
   * this instance's listeners (other instances read it within the TTL).
   */
  async set<S extends z.ZodType>(key: string, schema: S, value: z.input<S>): Promise<void> {
    await upsertSetting(this.db, key, schema.parse(value));
    await this.changed(key);
  }

  /**
   * Forgets the cached document of `key` and tells this instance's listeners: what a caller that
   * saved it in its own transaction (setting-revisions.ts) calls once that has committed.
   */
  async changed(key: string): Promise<void> {
    this.cache.delete(key);
    for (const listener of this.listeners) await listener(key);
  }

  /** Calls `listener` after each `set` on this instance. */
  onChange(listener: (key: string) => Promise<void>) {
    this.listeners.push(listener);
  }
}
