import type { ModuleDeps, ServerModule } from '../server-module';
import type { RewardsCore } from '../rewards/rewards.module';
import { payRankPrizes } from './rank-prizes';
import { rankRoutes } from './rank.routes';
import { RankService } from './rank.service';
import { RankActivity } from './rank.settings';

export const RANK_PRIZES_QUEUE = 'rewards.rankPrizes';
/** A closed day or week is paid by the first run after it closes; the others find it paid. */
const RANK_PRIZES_EVERY_MS = 3_600_000;

/** The daily and weekly leaderboards (docs/rewards/rank.md) and the job paying their prizes. */
export const rankModule = (
  deps: Pick<ModuleDeps, 'db' | 'settings' | 'clock' | 'jobs'>,
  rewards: RewardsCore,
): ServerModule => {
  const config = rewards.services.config;
  rewards.centre.addTabs({ [RankActivity.Day]: 'event', [RankActivity.Week]: 'event' });
  deps.jobs.every(RANK_PRIZES_QUEUE, RANK_PRIZES_EVERY_MS, async () => {
    await payRankPrizes({
      db: deps.db,
      engine: rewards.engine,
      grants: rewards.grants,
      clock: deps.clock,
      config,
    });
  });
  const rank = new RankService({ db: deps.db, settings: deps.settings, config });
  return { name: 'rank', routes: rankRoutes(rank) };
};
