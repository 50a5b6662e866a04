import type { ConsoleRequestOf } from '@lobby/contract/console';
import { consoleCall } from '@/lib/api-client';

/** Credit or debit a player's balance by hand, with a reason (it may wait for a second member). */
export const adjustPlayerBalance = (body: ConsoleRequestOf<'playerAdjustBalance'>) =>
  consoleCall('playerAdjustBalance', body);
