import type { ServerModule } from '../server-module';
import type { RewardsCore } from '../rewards/rewards.module';
import { tasksRoutes } from './tasks.routes';
import { TasksService } from './tasks.service';
import { TaskActivity } from './tasks.settings';

/** Tasks and their liveness chests (docs/rewards/tasks.md), whose rewards to claim are red dots. */
export const tasksModule = (rewards: RewardsCore): ServerModule => {
  const tasks = new TasksService(rewards.services);
  rewards.centre.addTabs({ [TaskActivity.Task]: 'tasks', [TaskActivity.Chest]: 'tasks' });
  rewards.centre.addOpenAwards((userId) => tasks.openAwards(userId));
  return { name: 'tasks', routes: tasksRoutes(tasks) };
};
