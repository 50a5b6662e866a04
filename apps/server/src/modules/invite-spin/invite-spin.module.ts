import type { ServerModule } from '../server-module';
import type { RewardsCore } from '../rewards/rewards.module';
import { inviteSpinRule } from './invite-spin.event-rule';
import { inviteSpinRoutes } from './invite-spin.routes';
import { InviteSpinService } from './invite-spin.service';
import { INVITE_SPIN_ACTIVITY } from './invite-spin.settings';

/** The invite spin (docs/rewards/invite-spin.md): spins earned by a rule of the engine, `flag:spin` its red dot. */
export const inviteSpinModule = (rewards: RewardsCore): ServerModule => {
  rewards.engine.addRule(inviteSpinRule());
  rewards.centre.addTabs({ [INVITE_SPIN_ACTIVITY]: 'event' });
  const inviteSpin = new InviteSpinService(rewards.services);
  rewards.centre.addOpenAwards((userId) => inviteSpin.flagRows(userId));
  return { name: 'invite-spin', routes: inviteSpinRoutes(inviteSpin) };
};
