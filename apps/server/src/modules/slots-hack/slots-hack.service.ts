import type { AppConfig } from '@lobby/contract/app-config';
import type { SlotsHackInfoAnswer, SlotsHackTierState } from '@lobby/contract/slots-hack';
import { ActivityType } from '@lobby/contract/values/enums';
import type { AppClock } from '@/db/app-clock';
import { epochSeconds } from '@/core/epoch-seconds';
import type { Db } from '@/db/database';
import type { SettingsService } from '../settings/settings.service';
import { grantsByKeys, type Grant } from '../rewards/rewards.reads';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import { eventKeyOf, slotsHackAt, tierKey, windowOf } from './slots-hack-activity';
import { SLOTS_HACK_ACTIVITY } from './slots-hack.settings';
import { bestOf } from './slots-hack.repo';

const stateOf = (grant: Grant | undefined, now: Date): SlotsHackTierState => {
  if (grant === undefined) return 'open';
  if (grant.status === 'claimable' && grant.expiresAt !== null && grant.expiresAt <= now)
    return 'expired';
  return grant.status;
};

/**
 * The slots hack's page (docs/rewards/slots-hack.md): the event live now, or else the config's
 * SlotsHack activity (ended or not begun), its games and least bet, the player's best
 * multiplier and each tier's state. A reached tier is claimed in the bonus centre
 * (betBonusReceive { id }).
 */
export class SlotsHackService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: AppClock;
      settings: SettingsService;
      config: () => AppConfig;
    },
  ) {}

  async info(userId: number): Promise<SlotsHackInfoAnswer> {
    const [rules, now] = await Promise.all([
      this.deps.settings.get(REWARDS_RULES_KEY, RewardsRules),
      this.deps.clock.now(),
    ]);
    const config = this.deps.config();
    const hack = rules.slotsHack;
    const live = slotsHackAt(config, now);
    const activity = live ?? config.activities.find((a) => a.type === ActivityType.SlotsHack);
    const eventKey = activity ? eventKeyOf(activity) : undefined;
    const keys = eventKey === undefined ? [] : hack.tiers.map((t) => tierKey(eventKey, t.id));
    const [grants, bestE2] = await Promise.all([
      keys.length ? grantsByKeys(this.deps.db, userId, [SLOTS_HACK_ACTIVITY], keys) : [],
      eventKey === undefined ? 0 : bestOf(this.deps.db, userId, eventKey),
    ]);
    const byKey = new Map(grants.map((g) => [g.grantKey, g]));
    const listed = new Set(hack.games);
    const window = activity ? windowOf(activity) : { startsAt: null, endsAt: null };
    return {
      live: live !== undefined,
      now: epochSeconds(now),
      ...window,
      minBet: hack.minBet,
      // A game the operator switched off is not offered (it does not start).
      games: config.games
        .filter((g) => listed.has(g.id) && g.enabled !== false)
        .map((g) => ({ id: g.id, name: g.name, icon: g.icon })),
      bestE2,
      tiers: hack.tiers.map((tier) => {
        const grant = eventKey === undefined ? undefined : byKey.get(tierKey(eventKey, tier.id));
        return {
          id: tier.id,
          multiplier: tier.multiplier,
          awards: tier.awards,
          state: stateOf(grant, now),
          grantId: grant?.id ?? null,
        };
      }),
    };
  }
}
