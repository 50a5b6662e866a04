import type { AppConfig } from '@lobby/contract/app-config';
import { ActivityType } from '@lobby/contract/values/enums';
import { daysAfter } from '@/core/days';
import type { AppClock } from '@/db/app-clock';
import { inTransaction, type Db } from '@/db/database';
import type { GrantsService } from '../rewards/grants.service';
import type { RewardsEngine } from '../rewards/rewards-engine';
import { RankActivity, type RankPrize } from './rank.settings';
import { finalEntries, markPaid, publishPrizes, unpaidPeriods, type PrizeEvent } from './rank.repo';
import { standingsOf } from './standings';

/** How far back the job looks for a closed period it has not paid (it runs every hour). */
const LOOK_BACK = { days: 7, weeks: 4 };

const toSeconds = (t: number) => (t > 1e11 ? t / 1000 : t);

/** Whether a Rank activity of the config was live at some moment of [start, end). */
const rankRanDuring = (config: AppConfig, start: Date, end: Date) =>
  config.activities.some(
    (a) =>
      a.type === ActivityType.Rank &&
      toSeconds(a.startTime ?? 0) * 1000 < end.getTime() &&
      (a.endTime === null || toSeconds(a.endTime) * 1000 > start.getTime()),
  );

/**
 * The leaderboards' prizes (docs/rewards/rank.md): once the engine has counted every event it
 * can read, each closed day and ISO week of the last week and month not paid yet is paid: its
 * final standings (standingsOf: ties split the places they share) are granted as `rank-day` /
 * `rank-week` keyed by the period, in the transaction that marks the period paid. Run twice, or
 * on two instances at once, a period is paid once: the mark is taken first, and grants are unique
 * per player, activity and key anyway. Each prize granted is told to the outbox (`rank.prize`,
 * for its mail). A period no Rank activity ran in pays nothing. Answers the grants made.
 */
export const payRankPrizes = async (deps: {
  db: Db;
  engine: RewardsEngine;
  grants: GrantsService;
  clock: AppClock;
  config: () => AppConfig;
}) => {
  await deps.engine.consumeAll();
  const rules = await deps.engine.settings();
  const periods = await unpaidPeriods(deps.db, { tz: rules.timeZone, ...LOOK_BACK });
  let made = 0;
  for (const period of periods) {
    const daily = period.periodKey.startsWith('d:');
    const table: readonly RankPrize[] = daily ? rules.rank.day : rules.rank.week;
    const ran = rankRanDuring(deps.config(), period.startsAt, period.endsAt);
    made += await inTransaction(deps.db, async (trx) => {
      const places = ran ? Math.max(0, ...table.map((p) => p.to)) : 0;
      const entries =
        places > 0
          ? await finalEntries(trx, {
              periodKey: period.periodKey,
              min: rules.rank.minValidBets,
              places,
            })
          : [];
      const winners = standingsOf(entries, table).filter((s) => s.awards.length > 0);
      if (!(await markPaid(trx, period.periodKey, winners.length))) return 0;
      const expiresAt = daysAfter(await deps.clock.now(trx), rules.rank.claimDays);
      const granted: PrizeEvent[] = [];
      for (const winner of winners) {
        const id = await deps.grants.grant(trx, {
          userId: winner.userId,
          activity: daily ? RankActivity.Day : RankActivity.Week,
          key: period.periodKey,
          awards: winner.awards,
          expiresAt,
        });
        if (id !== null)
          granted.push({
            userId: winner.userId,
            board: daily ? 'day' : 'week',
            periodKey: period.periodKey,
            rank: winner.rank,
            awards: winner.awards,
          });
      }
      await publishPrizes(trx, granted);
      return granted.length;
    });
  }
  return made;
};
