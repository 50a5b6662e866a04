import type { ModuleDeps, ServerModule } from '../server-module';
import type { BonusService } from '../bonus/bonus.service';
import type { RewardsCore } from '../rewards/rewards.module';
import { jackpotRule } from './jackpot.event-rule';
import { jackpotState } from './jackpot-state';
import { jackpotRoutes } from './jackpot.routes';
import { JackpotService } from './jackpot.service';
import { LobbyLiveService } from './lobby-live.service';
import { JACKPOT_ACTIVITY } from './jackpot.settings';

/**
 * The lucky jackpot (docs/rewards/jackpot.md, ADR 0035): its pools fed by a rule of the engine, the draw
 * chances of the user info, `flag:jackpot` its red dot, and the lobby's live feed. Build it after
 * the other systems' rules: its rule locks the pools, which draws wait for, until the batch commits.
 */
export const jackpotModule = (
  deps: Pick<ModuleDeps, 'db' | 'settings'>,
  rewards: RewardsCore,
  bonus: BonusService,
): ServerModule => {
  const config = rewards.services.config;
  rewards.engine.addRule(jackpotRule({ config }));
  rewards.centre.addTabs({ [JACKPOT_ACTIVITY]: 'event' });
  const jackpot = new JackpotService({ ...rewards.services, bonus });
  rewards.centre.addOpenAwards((userId) => jackpot.flagRows(userId));
  const lobbyLive = new LobbyLiveService({ db: deps.db, settings: deps.settings, config });
  return {
    name: 'jackpot',
    routes: jackpotRoutes(jackpot, lobbyLive),
    playerState: jackpotState,
  };
};
