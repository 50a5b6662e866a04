import type { AppConfig } from '@lobby/contract/app-config';
import { inTransaction, type Db } from '@/db/database';
import type { RewardsEngine } from '../rewards/rewards-engine';
import { VipLevels } from './vip-levels';
import { grantRebates } from './vip.repo';

/**
 * The daily VIP rebate (docs/rewards/vip.md): once the engine has counted every event it can read,
 * every player's valid bets of the operator's previous day times their level's `rebateBp`,
 * floored to hundredths, granted as `vip-rebate` keyed by that day, in one statement. Run twice,
 * or on two instances at once, it grants once. Answers how many grants it made.
 */
export const grantVipRebates = async (deps: {
  db: Db;
  engine: RewardsEngine;
  config: () => AppConfig;
}) => {
  await deps.engine.consumeAll();
  const rules = await deps.engine.settings();
  const levels = new VipLevels(deps.config().levelConfigs);
  return inTransaction(deps.db, (trx) =>
    grantRebates(trx, {
      tz: rules.timeZone,
      rebateBp: levels.perLevel((l) => l.rebateBp),
      claimDays: rules.vip.claimDays,
    }),
  );
};
