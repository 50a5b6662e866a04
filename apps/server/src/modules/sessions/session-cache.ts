import type { SessionInfo, SessionsEndedNotice } from '@/core/sessions';

/**
 * Live sessions remembered in-process for a few seconds, so a session call does not spend a
 * statement on its session alone (docs/adr/0023). What keeps it safe:
 * - an entry lives `ttlMs` (SESSION_CACHE_MS, 5 s) at most, and never past the session's own
 *   expiry;
 * - every revocation goes through `sessionsEnded(userId)` (the revoking functions of
 *   sessions.service and device-sessions take it as a required argument): it drops the user's
 *   entries here at once and tells the other instances (Redis when REDIS_URL is set);
 * - after a revocation the user is not cached again for `quietMs` (at least 10 s): a lookup
 *   racing the revoking transaction's commit might still read the session live, and must not
 *   keep that answer. Their lookups meanwhile go to the database, which is always right.
 */
export interface SessionsEnded {
  /** Some session of this user ended (or will when the current transaction commits). */
  sessionsEnded(userId: number): void;
}

/** A staff member's console sessions ended, or their role changed. */
export interface StaffSessionsChanged {
  staffSessionsChanged(staffId: number): void;
}

/**
 * What every instance hears when sessions end (this one at once, the others through the
 * channel), after the cache has dropped the user's entries: the chat closes its sockets.
 */
export interface SessionNotices {
  onNotice(listener: (notice: SessionsEndedNotice) => void): void;
}

/** How instances tell each other that a user's sessions ended (or a staff member's changed). */
export interface RevocationChannel {
  publish(notice: SessionsEndedNotice): void;
  subscribe(onNotice: (notice: SessionsEndedNotice) => void): void;
  close(): Promise<void>;
}

interface Entry {
  info: SessionInfo;
  /** Epoch ms after which the entry is not used. */
  until: number;
}

const MIN_QUIET_MS = 10_000;

export class SessionCache implements SessionsEnded, StaffSessionsChanged, SessionNotices {
  private readonly entries = new Map<string, Entry>();
  private readonly keysOfUser = new Map<number, Set<string>>();
  /** Users recently revoked, with the epoch ms until which they are not cached. */
  private readonly quietUntil = new Map<number, number>();
  private readonly quietMs: number;
  private readonly listeners: ((notice: SessionsEndedNotice) => void)[] = [];

  constructor(
    private readonly options: {
      ttlMs: number;
      maxEntries?: number;
      channel?: RevocationChannel;
      now?: () => number;
    },
  ) {
    this.quietMs = Math.max(MIN_QUIET_MS, options.ttlMs * 2);
    options.channel?.subscribe((notice) => this.heard(notice));
  }

  onNotice(listener: (notice: SessionsEndedNotice) => void) {
    this.listeners.push(listener);
  }

  /** A notice of this instance or another: the cache forgets first, then the listeners hear. */
  private heard(notice: SessionsEndedNotice) {
    if ('userId' in notice) this.forget(notice.userId);
    for (const listener of this.listeners) listener(notice);
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  get enabled() {
    return this.options.ttlMs > 0;
  }

  /** The cached session of a token hash (as a string key), if still fresh. */
  get(key: string): SessionInfo | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.drop(key, entry.info.userId);
      return undefined;
    }
    return entry.info;
  }

  /** Remembers a session just read live from the database, unless its user was just revoked. */
  set(key: string, info: SessionInfo, expiresAt: Date): void {
    if (!this.enabled) return;
    const now = this.now();
    const quiet = this.quietUntil.get(info.userId);
    if (quiet !== undefined) {
      if (quiet > now) return;
      this.quietUntil.delete(info.userId);
    }
    const until = Math.min(now + this.options.ttlMs, expiresAt.getTime());
    if (until <= now) return;
    if (!this.entries.has(key) && this.entries.size >= (this.options.maxEntries ?? 50_000)) {
      // The oldest entry goes first (a Map iterates in insertion order).
      const oldest = this.entries.entries().next().value;
      if (oldest) this.drop(oldest[0], oldest[1].info.userId);
    }
    this.entries.set(key, { info, until });
    let keys = this.keysOfUser.get(info.userId);
    if (!keys) this.keysOfUser.set(info.userId, (keys = new Set()));
    keys.add(key);
  }

  sessionsEnded(userId: number): void {
    this.heard({ userId });
    this.options.channel?.publish({ userId });
  }

  staffSessionsChanged(staffId: number): void {
    this.heard({ staffId });
    this.options.channel?.publish({ staffId });
  }

  /** Drops a user's entries and keeps them out for a while (here only). */
  private forget(userId: number) {
    for (const key of this.keysOfUser.get(userId) ?? []) this.entries.delete(key);
    this.keysOfUser.delete(userId);
    const now = this.now();
    this.quietUntil.set(userId, now + this.quietMs);
    // Forget old quiet marks now and then, so the map does not grow with every revocation.
    if (this.quietUntil.size > 10_000) {
      for (const [id, until] of this.quietUntil) if (until <= now) this.quietUntil.delete(id);
    }
  }

  private drop(key: string, userId: number) {
    this.entries.delete(key);
    const keys = this.keysOfUser.get(userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysOfUser.delete(userId);
  }

  async close() {
    await this.options.channel?.close();
  }
}
