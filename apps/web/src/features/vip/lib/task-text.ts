import type { TFunction } from 'i18next';
import type { VipTaskItem } from '@lobby/contract/vip';
import { coinText } from '@/lib/coins';

/** Goals counted in money (hundredths); the others count deposits or rounds. */
const inMoney = (goal: VipTaskItem['goal']) => goal === 'validBets' || goal === 'depositAmount';

/** A task's count in words: 100.00 for money, 3 for a count. */
export const taskAmount = (goal: VipTaskItem['goal'], value: number) =>
  inMoney(goal) ? coinText(value) : String(value);

/** What a task asks, over its period: "Bet 100.00 today", "Make 3 deposits this week". */
export const taskTitle = (task: VipTaskItem, t: TFunction) =>
  t(`vip.goal.${task.goal}`, {
    count: task.target,
    target: taskAmount(task.goal, task.target),
    period: t(`vip.period.${task.period}`),
  });

/** How far the task is: "40.00 of 100.00". */
export const taskProgressText = (task: VipTaskItem, t: TFunction) =>
  t('vip.taskProgress', {
    done: taskAmount(task.goal, Math.min(task.progress, task.target)),
    target: taskAmount(task.goal, task.target),
  });
