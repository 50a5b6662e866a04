import { randomBytes } from 'node:crypto';

/**
 * Play money for the games' demo mode: an in-memory wallet per demo token, never the lobby's.
 * Tokens are random; at most MAX_WALLETS are kept (the least recently used goes first) and one
 * unused for IDLE_MS is forgotten.
 */

export const DEMO_START_BALANCE = 100_000;
const MAX_WALLETS = 10_000;
const IDLE_MS = 6 * 60 * 60 * 1000;

interface Wallet {
  balance: number;
  usedAt: number;
}

export class DemoWallets {
  /** Insertion order is use order: the first entry is the least recently used. */
  readonly #wallets = new Map<string, Wallet>();

  constructor(
    private readonly clock: () => number,
    private readonly limits: { max: number; idleMs: number } = {
      max: MAX_WALLETS,
      idleMs: IDLE_MS,
    },
  ) {}

  get size() {
    return this.#wallets.size;
  }

  open(): { demoToken: string; balance: number } {
    const demoToken = randomBytes(18).toString('base64url');
    this.#wallets.set(demoToken, { balance: DEMO_START_BALANCE, usedAt: this.clock() });
    while (this.#wallets.size > this.limits.max) {
      const oldest = this.#wallets.keys().next().value;
      if (oldest === undefined) break;
      this.#wallets.delete(oldest);
    }
    return { demoToken, balance: DEMO_START_BALANCE };
  }

  /** The wallet of `token`, marked used; undefined when unknown or expired. */
  #use(token: string): Wallet | undefined {
    const wallet = this.#wallets.get(token);
    if (!wallet) return undefined;
    this.#wallets.delete(token);
    const now = this.clock();
    if (now - wallet.usedAt > this.limits.idleMs) return undefined;
    wallet.usedAt = now;
    this.#wallets.set(token, wallet);
    return wallet;
  }

  balance(token: string): number | undefined {
    return this.#use(token)?.balance;
  }

  /** Takes `bet` and pays `win` at once; refuses a bet beyond the balance. */
  play(
    token: string,
    bet: number,
    win: number,
  ): { balance: number } | { error: 'SESSION_UNKNOWN' | 'INSUFFICIENT_BALANCE' } {
    const wallet = this.#use(token);
    if (!wallet) return { error: 'SESSION_UNKNOWN' };
    if (wallet.balance < bet) return { error: 'INSUFFICIENT_BALANCE' };
    wallet.balance += win - bet;
    return { balance: wallet.balance };
  }
}
