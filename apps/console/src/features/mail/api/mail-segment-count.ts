import type { ConsoleRequestOf } from '@lobby/contract/console';
import { consoleCall } from '@/lib/api-client';

/** How many players a segment reaches. */
export const countSegment = (body: ConsoleRequestOf<'mailSegmentCount'>) =>
  consoleCall('mailSegmentCount', body);
