import type { AppConfig } from '@lobby/contract/app-config';
import type { RankListAnswer, RankPeriodValue } from '@lobby/contract/rank';
import { ActivityType } from '@lobby/contract/values/enums';
import { epochSeconds } from '@/core/epoch-seconds';
import type { Db } from '@/db/database';
import { liveActivities } from '../activities/live-activities';
import type { SettingsService } from '../settings/settings.service';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import { boardNow } from './rank.repo';

/** Places a board shows. */
const TOP = 50;

/**
 * A nickname as others see it on a board: its first and last two characters around three stars
 * ("Player" → "Pl***er"), one and one when shorter, the first alone at two characters or fewer.
 */
export const maskNickname = (nickname: string) => {
  const chars = [...nickname];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  const keep = chars.length <= 5 ? 1 : 2;
  return `${chars.slice(0, keep).join('')}***${chars.slice(-keep).join('')}`;
};

/**
 * The leaderboard's call (docs/rewards/rank.md): a board of the period now, by the engine's
 * valid-bet counters of the operator's day or ISO week, read in one statement.
 */
export class RankService {
  constructor(
    private readonly deps: { db: Db; settings: SettingsService; config: () => AppConfig },
  ) {}

  async list(userId: number, period: RankPeriodValue): Promise<RankListAnswer> {
    const rules = await this.deps.settings.get(REWARDS_RULES_KEY, RewardsRules);
    const board = await boardNow(this.deps.db, {
      userId,
      period,
      tz: rules.timeZone,
      min: rules.rank.minValidBets,
      limit: TOP,
    });
    const live = liveActivities(this.deps.config().activities, board.now).some(
      (a) => a.type === ActivityType.Rank,
    );
    return {
      period,
      live,
      now: epochSeconds(board.now),
      endsAt: epochSeconds(board.endsAt),
      minValidBets: rules.rank.minValidBets,
      list: board.top.map((row) => ({
        rank: row.rank,
        nickname: maskNickname(row.nickname),
        avatar: row.avatar,
        amount: row.value,
        me: row.userId === userId,
      })),
      mine: { rank: board.myRank, amount: board.mine },
      prizes: (period === 'day' ? rules.rank.day : rules.rank.week).map((p) => ({
        from: p.from,
        to: p.to,
        awards: p.awards,
      })),
    };
  }
}
