import type { ProtectionMarkersAnswer } from '@lobby/contract/console-calls/protection';
import { sql } from 'kysely';
import type { Db } from '@/db/database';
import { epochSeconds } from '@/core/epoch-seconds';
import { nicknameSql } from '../accounts/accounts.reads';
import { nightDepositsSql } from '../deposits/deposits.reads';
import { cashNetLossSql, longPlayDays } from '../games/games.reads';
import { limitHitsSince, limitRaisesSince } from '../limits/limits.reads';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import type { SettingsService } from '../settings/settings.service';
import { PROTECTION_KEY, ProtectionRules } from './protection.settings';

/** At most this many players a list. */
export const MARKER_CAP = 100;

/**
 * The markers of harm (docs/player-protection.md "Markers of harm", ADR 0075): four lists of
 * players drawn from the limits', the games' and the deposits' records through their reads, on
 * the lobby's clock and in the operator's time zone. It keeps no table of its own.
 */
export class ProtectionService {
  constructor(private readonly deps: { db: Db; settings: SettingsService }) {}

  async markers(): Promise<ProtectionMarkersAnswer> {
    const { db, settings } = this.deps;
    const [{ markers: m }, { timeZone }, shiftSeconds] = await Promise.all([
      settings.get(PROTECTION_KEY, ProtectionRules),
      settings.get(REWARDS_RULES_KEY, RewardsRules),
      shiftOf(db),
    ]);
    const [raised, hits, longPlay, night] = await Promise.all([
      limitRaisesSince(db, m.raisedDays, MARKER_CAP),
      limitHitsSince(db, m.hitsDays, m.hitsAtLeast, MARKER_CAP),
      longPlayDays(db, {
        seconds: Math.round(m.playHours * 3600),
        days: m.playDays,
        timeZone,
        shiftSeconds,
        cap: MARKER_CAP,
      }),
      nightDeposits(db, { ...m, timeZone, shiftSeconds }),
    ]);
    const names = await nicknames(db, [
      ...new Set([...raised, ...hits, ...longPlay, ...night].map((r) => r.userId)),
    ]);
    const player = (r: { userId: number; figure: number }) => ({
      userId: r.userId,
      nickname: names.get(r.userId) ?? null,
      figure: r.figure,
    });
    // Rows of the games and the deposits keep the database's time: shifted onto the lobby's.
    const lobbyTime = (at: Date) => epochSeconds(at) + Math.round(shiftSeconds);
    return {
      thresholds: m,
      cap: MARKER_CAP,
      raisedLimits: raised.map((r) => ({ ...player(r), at: epochSeconds(r.at) })),
      limitHits: hits.map((r) => ({ ...player(r), at: epochSeconds(r.at) })),
      longPlay: longPlay.map((r) => ({
        ...player(r),
        at: epochSeconds(r.at),
        longestSession: r.longest,
      })),
      nightDeposits: night.map((r) => ({
        ...player(r),
        at: lobbyTime(r.at),
        orderNo: r.orderNo,
        amount: r.amount,
      })),
    };
  }
}

const shiftOf = async (db: Db) => {
  const { rows } = await sql<{
    shift: string;
  }>`select extract(epoch from app_now() - now()) as shift`.execute(db);
  return Number(rows[0]!.shift);
};

/** Night deposits after that night's cash rounds lost more than the line, latest first. */
const nightDeposits = async (
  db: Db,
  q: {
    nightDays: number;
    nightEndHour: number;
    nightLossOver: number;
    timeZone: string;
    shiftSeconds: number;
  },
) => {
  const deposits = nightDepositsSql({
    days: q.nightDays,
    endHour: q.nightEndHour,
    timeZone: q.timeZone,
    shiftSeconds: q.shiftSeconds,
  });
  const loss = cashNetLossSql(sql`d.user_id`, sql`d.night_start`, sql`d.created_at`);
  const { rows } = await sql<{
    userId: string;
    orderNo: string;
    amount: string;
    at: Date;
    figure: string;
  }>`
    select d.user_id as "userId", d.order_no as "orderNo", d.amount, d.created_at as at,
      l.lost as figure
    from ${deposits} d cross join lateral ${loss} l
    where l.lost > ${q.nightLossOver}
    order by d.created_at desc, d.order_no
    limit ${MARKER_CAP}
  `.execute(db);
  return rows.map((r) => ({
    userId: Number(r.userId),
    orderNo: r.orderNo,
    amount: Number(r.amount),
    at: new Date(r.at),
    figure: Number(r.figure),
  }));
};

const nicknames = async (db: Db, ids: number[]) => {
  if (ids.length === 0) return new Map<number, string | null>();
  const { rows } = await sql<{ id: string; nickname: string | null }>`
    select u.id, ${nicknameSql(sql`u.id`)} as nickname
    from unnest(${ids}::bigint[]) as u(id)
  `.execute(db);
  return new Map(rows.map((r) => [Number(r.id), r.nickname]));
};
