import type { ConsoleRequestOf } from '@lobby/contract/console';
import { consoleCall } from '@/lib/api-client';

/** Mail one player. */
export const sendMail = (body: ConsoleRequestOf<'mailSend'>) => consoleCall('mailSend', body);
