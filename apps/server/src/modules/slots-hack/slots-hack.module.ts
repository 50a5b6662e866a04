import type { ModuleDeps, ServerModule } from '../server-module';
import type { RewardsCore } from '../rewards/rewards.module';
import { slotsHackRule } from './slots-hack.event-rule';
import { slotsHackRoutes } from './slots-hack.routes';
import { SlotsHackService } from './slots-hack.service';
import { SLOTS_HACK_ACTIVITY } from './slots-hack.settings';

/** The slots hack (docs/rewards/slots-hack.md): its tiers paid by a rule of the rewards engine. */
export const slotsHackModule = (
  deps: Pick<ModuleDeps, 'db' | 'settings' | 'clock'>,
  rewards: RewardsCore,
): ServerModule => {
  const config = rewards.services.config;
  rewards.centre.addTabs({ [SLOTS_HACK_ACTIVITY]: 'event' });
  rewards.engine.addRule(slotsHackRule({ grants: rewards.grants, config }));
  const slotsHack = new SlotsHackService({
    db: deps.db,
    clock: deps.clock,
    settings: deps.settings,
    config,
  });
  return { name: 'slots-hack', routes: slotsHackRoutes(slotsHack) };
};
