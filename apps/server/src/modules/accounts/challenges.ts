import { createHash, randomInt } from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { sql } from 'kysely';
import type { Db } from '@/db/database';

/** What a challenge unlocks: it is good for that and that subject only. */
export type ChallengePurpose = 'sign-in' | 'sms';

/** Counter values a solver tries on average half of: a fraction of a second on a phone. */
const DEFAULT_MAX_NUMBER = 50_000;
const TTL_SECONDS = 300;

const tag = (subject: string) => createHash('sha256').update(subject).digest('hex').slice(0, 24);

/**
 * Proof-of-work challenges (ALTCHA, altcha-lib): after repeated failures, the server asks the
 * caller to spend a moment of CPU before another try, rather than locking the owner out
 * (docs/security.md "Sign-in"). A challenge is signed with CHALLENGE_SECRET (so any instance
 * checks it), bound to its purpose and subject (an identity, a phone number, an IP), good for
 * five minutes and for one solution: a replay is refused.
 */
export class Challenges {
  constructor(
    private readonly deps: { db: Db; secret: string; maxNumber?: number; now?: () => number },
  ) {}

  private now() {
    return this.deps.now?.() ?? Date.now();
  }

  /** A new challenge for the client to solve, as it travels (`data.challenge`). */
  async issue(purpose: ChallengePurpose, subject: string): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(this.deps.maxNumber ?? DEFAULT_MAX_NUMBER),
      deriveKey,
      expiresAt: Math.floor(this.now() / 1000) + TTL_SECONDS,
      hmacSignatureSecret: this.deps.secret,
      hmacKeySignatureSecret: `${this.deps.secret}:key`,
      data: { purpose, subject: tag(subject) },
    });
  }

  /**
   * Whether `payload` (base64 of `{ challenge, solution }`, as the client sends it) solves a
   * challenge of this purpose and subject that was never used before; it is used up now.
   */
  async redeem(
    payload: string | undefined,
    purpose: ChallengePurpose,
    subject: string,
  ): Promise<boolean> {
    if (!payload || payload.length > 8192) return false;
    let decoded: { challenge?: Challenge; solution?: Solution };
    try {
      decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as typeof decoded;
    } catch {
      return false;
    }
    const { challenge, solution } = decoded;
    if (!challenge?.signature || !challenge.parameters || !solution) return false;
    const data = challenge.parameters.data;
    if (data?.purpose !== purpose || data.subject !== tag(subject)) return false;
    let result;
    try {
      result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: this.deps.secret,
        hmacKeySignatureSecret: `${this.deps.secret}:key`,
      });
    } catch {
      return false;
    }
    if (!result.verified) return false;
    const expiresAt = new Date((challenge.parameters.expiresAt ?? 0) * 1000);
    const used = await this.deps.db
      .insertInto('used_challenges')
      .values({ signature: challenge.signature, expires_at: expiresAt })
      .onConflict((oc) => oc.column('signature').doNothing())
      .returning('signature')
      .executeTakeFirst();
    if (!used) return false;
    // Forget the expired ones now and then: they cannot be replayed anyway.
    if (randomInt(100) === 0) {
      await sql`delete from used_challenges where expires_at < now()`.execute(this.deps.db);
    }
    return true;
  }
}
