import { AppError, ErrorCode } from '@/core/app-error';
import { SecurityEventKind } from '@/core/security-events';
import { endOtherSessions, endOwnSession, listDeviceSessions } from '../sessions/device-sessions';
import { revokeSession } from '../sessions/sessions.service';
import { type SessionInfo } from '@/core/sessions';
import type { AccountsContext, Caller } from './accounts-deps';

/** The devices a player is signed in on: listing them, signing them out. */
export class DevicesService {
  constructor(private readonly deps: AccountsContext) {}

  async logout(session: SessionInfo): Promise<void> {
    await revokeSession(this.deps.db, session, this.deps.sessionsEnded);
  }

  /** The devices signed in: the player's live sessions, the asking one marked. */
  async listSessions(session: SessionInfo) {
    return { list: await listDeviceSessions(this.deps.db, session.userId, session.sessionId) };
  }

  /**
   * Signs another of the player's devices out. An id that is not one of their live sessions
   * (another player's, an ended one) is SESSION_NOT_FOUND, telling nothing about it; the asking
   * session ends by `logout`.
   */
  async endSession(session: SessionInfo, id: number, caller: Pick<Caller, 'ip' | 'fingerprint'>) {
    if (
      id === session.sessionId ||
      !(await endOwnSession(this.deps.db, session.userId, id, this.deps.sessionsEnded))
    ) {
      throw new AppError(ErrorCode.SESSION_NOT_FOUND);
    }
    this.recordEnded(session, 1, caller);
    return { ended: 1 };
  }

  /** Signs every other device out (a player who fears someone else is in). */
  async endOtherSessions(session: SessionInfo, caller: Pick<Caller, 'ip' | 'fingerprint'>) {
    const ended = await endOtherSessions(
      this.deps.db,
      session.userId,
      session.sessionId,
      this.deps.sessionsEnded,
    );
    this.recordEnded(session, ended, caller);
    return { ended };
  }

  private recordEnded(
    session: SessionInfo,
    ended: number,
    caller: Pick<Caller, 'ip' | 'fingerprint'>,
  ) {
    this.deps.securityEvents.record(SecurityEventKind.SessionsEnded, {
      userId: session.userId,
      ip: caller.ip,
      fingerprint: caller.fingerprint || null,
      detail: { ended },
    });
  }
}
