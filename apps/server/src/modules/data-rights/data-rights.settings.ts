import { z } from 'zod';

/** The operator setting of the data rights (operator_settings, key below; ADR 0074). */
export const DATA_RIGHTS_KEY = 'dataRights';
export const DataRightsRules = z.object({
  /**
   * The least time between two exports of one player's data, in minutes: the export is the
   * heaviest read a player can ask for, and a stolen session's fastest way out with their data.
   */
  exportEveryMinutes: z
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(60),
});
export type DataRightsRules = z.infer<typeof DataRightsRules>;
