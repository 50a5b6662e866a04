import { sql } from 'kysely';
import type { GetActivityIdsAnswer } from '@lobby/contract/vip';
import type { Activity } from '@lobby/contract/app-config';
import { ActivityType } from '@lobby/contract/values/enums';
import type { Db } from '@/db/database';
import { depositTotalSql } from '../deposits/deposits.reads';
import { liveActivities } from './live-activities';

/** The types that are a wheel the lobby shows its turntable for. */
const WHEELS: readonly ActivityType[] = [ActivityType.InviteUserSpin];

/**
 * The lobby's now and the player's deposits in all, in one statement (a visitor: the clock
 * alone). The config itself is in memory.
 */
const readNowAndDeposits = async (db: Db, userId: number | null) => {
  const { rows } = await sql<{ now: Date; total: string | number }>`
    select app_now() as now,
      ${userId === null ? sql`0` : depositTotalSql(userId)} as total`.execute(db);
  const row = rows[0]!;
  return { now: new Date(row.now), totalRecharge: Number(row.total) };
};

/** getActivityIds: what is live now by the lobby's clock, for a player or a visitor (null). */
export const activityIds = async (
  db: Db,
  activities: readonly Activity[],
  userId: number | null,
): Promise<GetActivityIdsAnswer> => {
  const { now, totalRecharge } = await readNowAndDeposits(db, userId);
  const live = liveActivities(activities, now);
  const activityMap: Record<string, number> = {};
  // The first live activity of a type (in activity order) is the one its type leads to.
  for (const a of live) activityMap[String(a.type)] ??= a.id;
  return {
    activityMap,
    activityIds: live.map((a) => a.id),
    hasTurntable: live.some((a) => WHEELS.includes(a.type)),
    totalRecharge,
  };
};
