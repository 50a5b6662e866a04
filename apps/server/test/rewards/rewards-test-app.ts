import { beforeAll, beforeEach } from 'vitest';
import { useTestApp, type TestApp } from '../test-app';
import { balances } from '@/ledger/ledger';
import { gamesTestEnv } from '@/modules/games/games-test-client';
import type { rewardsModule } from '@/modules/rewards/rewards.module';
import { REWARDS_RULES_KEY, RewardsRules } from '@/modules/rewards/rewards.settings';
import { rewardsTestKit } from './rewards-test-kit';

type RewardsModule = ReturnType<typeof rewardsModule>;
const DAY = 86_400;

/**
 * The rewards engine's test files share this: one test app a file (with the games provider's
 * secret), handed to `started`; before each test the test clock back at 0, the `rewards` setting
 * at its defaults and the outbox consumed. With the development endpoints and the reads the
 * tests make of a player's rewards.
 */
export const useRewardsTestApp = (started: (t: TestApp, rewards: RewardsModule) => void) => {
  const app = useTestApp({ env: gamesTestEnv });
  let engine: RewardsModule | undefined;
  const t = () => app;

  const kit = rewardsTestKit(t);
  const { setClock } = kit;

  beforeAll(() => {
    engine = app.modules.find((m) => m.name === 'rewards') as RewardsModule;
    started(app, engine);
  });
  beforeEach(async () => {
    await setClock(0);
    await t().settings.set(REWARDS_RULES_KEY, RewardsRules, {});
    await engine!.engine.consumeAll();
  });

  return {
    ...kit,
    /** The player's points (hundredths). */
    pointsOf: async (userId: number) =>
      Number(
        (
          await t()
            .database.db.selectFrom('ledger_accounts')
            .select('balance')
            .where('user_id', '=', userId)
            .where('kind', '=', 'points')
            .executeTakeFirst()
        )?.balance ?? 0,
      ),
    /** The player's bonus money (hundredths). */
    bonusOf: async (userId: number) => (await balances(t().database.db, userId)).bonus,
    /** Seconds from now (offset 0) to the next midnight of a zone `hours` ahead of UTC. */
    toMidnight: async (hours: number) => {
      const now = Math.floor((await t().clock.now()).getTime() / 1000);
      return DAY - ((now + hours * 3_600) % DAY);
    },
  };
};
