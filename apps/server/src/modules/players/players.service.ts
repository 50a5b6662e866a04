import type {
  PlayerNote,
  PlayerProfile,
  PlayerSearchAnswer,
  PlayerSession,
  PlayerSummary,
} from '@lobby/contract/console-players';
import { pageAnswer, LIST_TOTAL_CAP, type PageRequest } from '@lobby/contract/pagination';
import { epochSeconds } from '@/core/epoch-seconds';
import { AppError, ErrorCode } from '@/core/app-error';
import type { Db } from '@/db/database';
import { auditedChange, type StaffAuditBy } from '../audit/audit-by';
import type { SessionsEnded } from '../sessions/session-cache';
import { endSessionsOf, liveSessionsOf } from '../sessions/sessions.service';
import type { Paging } from '@/db/user-rows';
import { setAccountLocked } from '../accounts/account-lock';
import { findPlayer, searchPlayers, type PlayerRow } from '../accounts/accounts.reads';
import { countNotes, insertNote, pageOfNotes } from './players.repo';

/** A page request as the repo's reads take it. */
export const pagingOf = ({ pageNum, pageSize }: PageRequest): Paging => ({
  limit: pageSize,
  offset: (pageNum - 1) * pageSize,
  countCap: LIST_TOTAL_CAP,
});

/**
 * A page's total from the count its rows carry; a page past the end has none, and counts apart.
 */
export const countOf = async (
  rows: readonly { counted: string | number }[],
  count: () => Promise<number>,
) => (rows.length > 0 ? Number(rows[0]!.counted) : count());

const epochOrNull = (date: Date | null) => (date === null ? null : epochSeconds(date));

export const summaryOf = (row: {
  id: number;
  nickname: string;
  account: string | null;
  mobile: string | null;
  inviteCode: string;
  lockedAt: Date | null;
  createdAt: Date;
}): PlayerSummary => ({
  id: Number(row.id),
  nickname: row.nickname,
  account: row.account,
  mobile: row.mobile,
  inviteCode: row.inviteCode,
  lockedAt: epochOrNull(row.lockedAt),
  createdAt: epochSeconds(row.createdAt),
});

const profileOf = (row: PlayerRow): PlayerProfile => ({
  ...summaryOf(row),
  uuid: row.uuid,
  mobileVerified: row.mobileVerified,
  hasKyc: row.hasKyc,
  avatar: row.avatar,
  inviterId: row.inviterId === null ? null : Number(row.inviterId),
  lockedReason: row.lockedReason,
  hasPassword: row.hasPassword,
});

/** A player's row, or the console's not-found refusal. */
export const requirePlayer = async (db: Db, id: number, lock = false) => {
  const row = await findPlayer(db, id, lock);
  if (!row) throw new AppError(ErrorCode.PLAYER_NOT_FOUND);
  return row;
};

/**
 * The Players tool's player side (docs/console.md "Players"): search, the profile, sessions,
 * the lock and notes. Every change writes its audit entry in its own transaction.
 */
export class PlayersService {
  constructor(
    private readonly db: Db,
    private readonly sessionsEnded: SessionsEnded,
  ) {}

  async search(input: PageRequest & { q: string }): Promise<PlayerSearchAnswer> {
    const { rows, counted } = await searchPlayers(this.db, input.q, pagingOf(input));
    return pageAnswer(rows.map(summaryOf), counted, input);
  }

  async profile(id: number): Promise<PlayerProfile> {
    return profileOf(await requirePlayer(this.db, id));
  }

  async sessions(id: number): Promise<PlayerSession[]> {
    await requirePlayer(this.db, id);
    return (await liveSessionsOf(this.db, id)).map((s) => ({
      id: Number(s.id),
      ip: s.ip === null ? null : String(s.ip),
      userAgent: s.userAgent,
      device: [s.deviceOs, s.deviceModel].filter(Boolean).join(' ') || null,
      createdAt: epochSeconds(s.createdAt),
      lastSeenAt: epochSeconds(s.lastSeenAt),
    }));
  }

  /** Ends one live session of the player's, or every one; answers how many ended. */
  async endSessions(by: StaffAuditBy, id: number, sessionId: number | undefined) {
    const answer = await auditedChange(this.db, by, async (trx) => {
      await requirePlayer(trx, id);
      const ended = await endSessionsOf(trx, id, sessionId);
      if (sessionId !== undefined && ended === 0)
        throw new AppError(ErrorCode.PLAYER_SESSION_NOT_FOUND);
      if (ended === 0) return { result: { ended }, audit: null };
      return {
        result: { ended },
        audit: {
          action: 'playerEndSession',
          target: `player:${id}`,
          before: { sessions: sessionId === undefined ? 'all' : [sessionId] },
          after: { ended },
        },
      };
    });
    // Told once committed: the chat's check of the player's sockets reads the sessions ended.
    if (answer.ended > 0) this.sessionsEnded.sessionsEnded(id);
    return answer;
  }

  /**
   * Locks the account: every session ends and the sessions trigger refuses new ones (sign-in
   * answers PLAYER_LOCKED) until it is unlocked. Locking a locked account changes nothing.
   */
  async lock(by: StaffAuditBy, id: number, reason: string) {
    const locked = await auditedChange(this.db, by, async (trx) => {
      const before = await requirePlayer(trx, id, true);
      if (before.lockedAt !== null) return { result: profileOf(before), audit: null };
      await setAccountLocked(trx, id, reason);
      const ended = await endSessionsOf(trx, id);
      const after = await requirePlayer(trx, id);
      return {
        result: profileOf(after),
        audit: {
          action: 'playerLock',
          target: `player:${id}`,
          before: { locked: false },
          after: { locked: true, reason, sessionsEnded: ended },
        },
      };
    });
    // Told once committed, as endSessions does.
    this.sessionsEnded.sessionsEnded(id);
    return locked;
  }

  /** Unlocks the account: the player may sign in again. An open account stays as it is. */
  unlock(by: StaffAuditBy, id: number, reason: string) {
    return auditedChange(this.db, by, async (trx) => {
      const before = await requirePlayer(trx, id, true);
      if (before.lockedAt === null) return { result: profileOf(before), audit: null };
      await setAccountLocked(trx, id, null);
      const after = await requirePlayer(trx, id);
      return {
        result: profileOf(after),
        audit: {
          action: 'playerUnlock',
          target: `player:${id}`,
          before: { locked: true, reason: before.lockedReason },
          after: { locked: false, reason },
        },
      };
    });
  }

  async notes(id: number, page: PageRequest) {
    await requirePlayer(this.db, id);
    const rows = await pageOfNotes(this.db, id, pagingOf(page));
    const total = await countOf(rows, () => countNotes(this.db, id, LIST_TOTAL_CAP));
    return pageAnswer(rows.map(noteOf), total, page);
  }

  addNote(by: StaffAuditBy, staffName: string, id: number, text: string) {
    return auditedChange(this.db, by, async (trx) => {
      await requirePlayer(trx, id);
      const note = noteOf(
        await insertNote(trx, { userId: id, staffId: by.actor.id, staffName, text }),
      );
      return {
        result: note,
        audit: {
          action: 'playerAddNote',
          target: `player:${id}`,
          before: null,
          after: { noteId: note.id, text },
        },
      };
    });
  }
}

const noteOf = (row: {
  id: number;
  text: string;
  staffId: number;
  staffName: string;
  createdAt: Date;
}): PlayerNote => ({
  id: Number(row.id),
  text: row.text,
  staffId: Number(row.staffId),
  staffName: row.staffName,
  createdAt: epochSeconds(row.createdAt),
});
