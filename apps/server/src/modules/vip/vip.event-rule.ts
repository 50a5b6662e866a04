import type { AppConfig } from '@lobby/contract/app-config';
import type { Db } from '@/db/database';
import { PropId } from '../rewards/awards';
import type { OutboxEvent } from '../rewards/rewards.reads';
import type { GrantsService } from '../rewards/grants.service';
import { EventType, numberIn } from '../rewards/rewards-events';
import { type EventRule, type RuleContext } from '../rewards/rewards-engine';
import { rateE2, VipLevels } from './vip-levels';
import { VipActivity } from './vip.settings';
import { addExperience, publishLevelUps } from './vip.repo';
import { daysAfter } from '@/core/days';

/**
 * The VIP rule (docs/rewards/vip.md): experience from valid bets and deposits at the `rewards.vip`
 * rates, the level it reaches by the app config's `levelConfigs` (never lower), and on a climb
 * a grant of each crossed level's `levelUpBonus` (keyed by the level: once ever) and a
 * `vip.levelUp` event with the bonus granted, all in the engine's transaction: consumed once,
 * granted once.
 */
export const vipRule = (deps: { grants: GrantsService; config: () => AppConfig }): EventRule => ({
  name: 'vip',
  async onEvents(trx: Db, events: readonly OutboxEvent[], { rules, offsetSeconds }: RuleContext) {
    const perBet = rateE2(rules.vip.expPerValidBet);
    const perDeposit = rateE2(rules.vip.expPerDeposit);
    const gained = new Map<number, number>();
    for (const event of events) {
      if (event.userId === null) continue;
      const exp =
        event.type === EventType.BetSettled
          ? numberIn(event.payload, 'validBet') * perBet
          : event.type === EventType.DepositCredited
            ? numberIn(event.payload, 'amount') * perDeposit
            : 0;
      if (exp > 0) gained.set(event.userId, (gained.get(event.userId) ?? 0) + exp);
    }
    if (gained.size === 0) return;
    const levels = new VipLevels(deps.config().levelConfigs);
    const ups = await addExperience(
      trx,
      [...gained].map(([userId, expE4]) => ({ userId, expE4 })),
      levels.thresholds(),
    );
    if (ups.length === 0) return;
    // Claimable from the batch's last event, moved by the test clock like the counters.
    const seen = events[events.length - 1]!.createdAt.getTime() + offsetSeconds * 1000;
    const expiresAt = daysAfter(seen, rules.vip.claimDays);
    const published = [];
    for (const up of ups) {
      let bonus = 0;
      for (const level of levels.crossed(up.from, up.to)) {
        if (level.levelUpBonus <= 0) continue;
        const made = await deps.grants.grant(trx, {
          userId: up.userId,
          activity: VipActivity.LevelUp,
          key: `level:${level.level}`,
          awards: [{ propId: PropId.Coin, count: level.levelUpBonus }],
          expiresAt,
        });
        if (made !== null) bonus += level.levelUpBonus;
      }
      published.push({ ...up, bonus });
    }
    await publishLevelUps(trx, published);
  },
});
