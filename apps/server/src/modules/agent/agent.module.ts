import type { ModuleDeps, ServerModule } from '../server-module';
import type { RewardsCore } from '../rewards/rewards.module';
import { agentRoutes } from './agent.routes';
import { AgentService } from './agent.service';
import { AGENT_ACTIVITIES, AgentActivity } from './agent.settings';

export const AGENT_COMMISSION_QUEUE = 'rewards.agentCommission';
/** The agents' commission of the previous day is granted by the first run after midnight. */
const AGENT_COMMISSION_EVERY_MS = 3_600_000;

/**
 * The five-level agent programme (docs/rewards/agent.md): the commission and valid invites as red dots,
 * the daily commission as a job.
 */
export const agentModule = (deps: Pick<ModuleDeps, 'jobs'>, rewards: RewardsCore): ServerModule => {
  const agent = new AgentService(rewards.services);
  rewards.centre.addTabs({
    [AgentActivity.Commission]: 'rebate',
    [AgentActivity.Invite]: 'reward',
  });
  rewards.centre.addFlagActivities('hasAgent', AGENT_ACTIVITIES);
  rewards.centre.addOpenAwards((userId) => agent.openAwards(userId));
  deps.jobs.every(AGENT_COMMISSION_QUEUE, AGENT_COMMISSION_EVERY_MS, async () => {
    await agent.settle(rewards.engine);
  });
  return { name: 'agent', routes: agentRoutes(agent) };
};
