import type { TFunction } from 'i18next';
import type { TaskGoal } from '@lobby/contract/app-config';
import type { TaskItem } from '@lobby/contract/tasks';
import type { PathName } from '@/config/paths';
import { coinText } from '@/lib/coins';

/** Goals counted in money (hundredths); the others count. */
const inMoney = (goal: TaskGoal) => goal === 'bet' || goal === 'deposit';

/** How far a task is: "40.00 of 100.00", "3 of 5". */
export const progressText = (task: TaskItem, t: TFunction) => {
  const amount = (value: number) => (inMoney(task.goal) ? coinText(value) : String(value));
  return t('tasks.progress', {
    done: amount(Math.min(task.progress, task.target)),
    target: amount(task.target),
  });
};

/** Where a goal the server counts is worked toward, for its "Go" button; none for the others. */
export const goalPath = (goal: TaskGoal): PathName | null => {
  switch (goal) {
    case 'bet':
    case 'rounds':
      return 'index';
    case 'deposit':
    case 'deposits':
      return 'wallets';
    case 'bindPhone':
      return 'auth-bind';
    case 'invite':
      return 'share';
    default:
      return null;
  }
};

/** The time until `endsAt` (epoch seconds) in words: "5 h 12 min", "12 min" (a minute at least). */
export function timeLeft(endsAt: number, nowMs: number, t: TFunction): string {
  const minutesLeft = Math.max(1, Math.ceil((endsAt * 1000 - nowMs) / 60_000));
  const hours = Math.floor(minutesLeft / 60);
  const minutes = minutesLeft % 60;
  return hours > 0 ? t('tasks.hoursMinutes', { hours, minutes }) : t('tasks.minutes', { minutes });
}
