import { AppError, ErrorCode } from '@/core/app-error';
import type { Db } from '@/db/database';
import { linkedBreakOf } from '../breaks/breaks.reads';
import { phoneSignals, requestSignals } from '../risk/risk-signals';
import { createSession, OnBreakRefusal } from '../sessions/sessions.service';
import type { AccountsContext, Caller } from './accounts-deps';

const seconds = (at: Date | null) => (at === null ? null : Math.floor(at.getTime() / 1000));

/**
 * What every way in does about a time-out or self-exclusion (ADR 0071): the sessions trigger
 * refuses the new session of a player on a break (OnBreakRefusal, whichever path made it);
 * here the refusal is answered with the break and a cash-out-only session's token, made outside
 * the sign-in's transaction, so the player can still take their money out; and a sign-up linked
 * to a player on a break (the same device or phone in the risk desk's graph) is refused.
 */
export class BreakRefusals {
  constructor(private readonly deps: AccountsContext) {}

  /**
   * Runs a sign-in; a refusal for a break becomes PLAYER_ON_BREAK with `{ kind, until,
   * cashOutToken }`.
   */
  async signIn<T>(caller: Caller, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (!(error instanceof OnBreakRefusal)) throw error;
      const { token } = await createSession(
        this.deps.db,
        {
          userId: error.userId,
          fingerprint: caller.fingerprint,
          ip: caller.ip,
          userAgent: caller.userAgent,
          client: caller.client,
          lifetime: this.deps.sessionLifetime,
          cashOutOnly: true,
        },
        this.deps.sessionsEnded,
      );
      throw new AppError(ErrorCode.PLAYER_ON_BREAK, { ...error.state, cashOutToken: token });
    }
  }

  /**
   * Refuses a sign-up (in its transaction, before anything commits) whose device or phone the
   * risk desk has seen with another player on a break: SIGN_UP_LINKED_TO_BREAK with `{ kind,
   * until }`. A request without a device links nobody by it.
   */
  async refuseLinkedSignUp(db: Db, userId: number, caller: Caller, mobile: string | null) {
    const signals = [
      ...requestSignals(caller).filter((s) => s.kind === 'device'),
      ...phoneSignals(mobile).filter((s) => s.kind === 'phone'),
    ];
    const held = await linkedBreakOf(db, signals, userId);
    if (held) {
      throw new AppError(ErrorCode.SIGN_UP_LINKED_TO_BREAK, {
        kind: held.kind,
        until: seconds(held.endsAt),
      });
    }
  }
}
