import type { ConsoleRequestOf } from '@lobby/contract/console';
import { consoleCall } from '@/lib/api-client';

/** Save a section's new value over the revision it was edited from. */
export const saveConfig = (body: ConsoleRequestOf<'configSave'>) => consoleCall('configSave', body);
