import type { AppConfig } from '@lobby/contract/app-config';
import { daysAfter } from '@/core/days';
import type { Db } from '@/db/database';
import type { OutboxEvent } from '../rewards/rewards.reads';
import type { GrantsService } from '../rewards/grants.service';
import { EventType, numberIn } from '../rewards/rewards-events';
import { type EventRule, type RuleContext } from '../rewards/rewards-engine';
import { eventKeyOf, slotsHackAt, tierKey } from './slots-hack-activity';
import { SLOTS_HACK_ACTIVITY } from './slots-hack.settings';
import { raiseBest, type BestRound } from './slots-hack.repo';

/**
 * The slots hack (docs/rewards/slots-hack.md): a settled round of a listed game, at a bet of at
 * least `rewards.slotsHack.minBet`, during the SlotsHack activity's window (by the lobby's clock
 * at the round's settlement), counts: it raises the player's best multiplier of the event, and
 * grants every tier whose multiplier its win reaches, keyed `<event start>:tier:<id>`: once per
 * player, tier and event, however often the engine sees the round (it sees it once: the rule
 * runs in the transaction that moves the engine's cursor).
 */
export const slotsHackRule = (deps: {
  grants: GrantsService;
  config: () => AppConfig;
}): EventRule => ({
  name: 'slots-hack',
  async onEvents(trx: Db, events: readonly OutboxEvent[], { rules, offsetSeconds }: RuleContext) {
    const hack = rules.slotsHack;
    if (hack.tiers.length === 0 || hack.games.length === 0) return;
    const games = new Set(hack.games);
    const config = deps.config();
    const best: BestRound[] = [];
    for (const event of events) {
      if (event.type !== EventType.BetSettled || event.userId === null) continue;
      const gameId = numberIn(event.payload, 'gameId');
      const bet = numberIn(event.payload, 'bet');
      const win = numberIn(event.payload, 'win');
      if (!games.has(gameId) || bet < hack.minBet || bet <= 0) continue;
      // The round's moment on the lobby's clock, as the counters read it.
      const at = new Date(event.createdAt.getTime() + offsetSeconds * 1000);
      const activity = slotsHackAt(config, at);
      if (!activity) continue;
      const eventKey = eventKeyOf(activity);
      best.push({
        userId: event.userId,
        eventKey,
        bestE2: Math.floor((win * 100) / bet),
        gameId,
      });
      for (const tier of hack.tiers) {
        if (win < tier.multiplier * bet) continue;
        await deps.grants.grant(trx, {
          userId: event.userId,
          activity: SLOTS_HACK_ACTIVITY,
          key: tierKey(eventKey, tier.id),
          awards: tier.awards,
          expiresAt: daysAfter(at, hack.claimDays),
        });
      }
    }
    await raiseBest(trx, best);
  },
});
