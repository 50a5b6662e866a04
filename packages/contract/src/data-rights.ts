import { z } from 'zod';
import { RequestId } from './common';

/**
 * Data rights (docs/player-protection.md "Data rights", ADR 0074): the player's export of their
 * own data, and the console's closure and erasure of an account.
 */

/** What the export file says it is: its format and version, read before its parts. */
export const DATA_EXPORT_FORMAT = 'lobby-data-export';
export const DATA_EXPORT_VERSION = 1;

export const ExportMyDataRequest = z.object({});

/**
 * The player's data as one JSON document: each module's part by name (profile, sessions,
 * deposits, withdrawals, rounds, rewards, mail, chat …), dates as ISO-8601 UTC text, amounts in
 * integer hundredths. A list is the newest `listCap` rows; `capped` names the lists cut there.
 */
export const ExportMyDataAnswer = z.object({
  format: z.literal(DATA_EXPORT_FORMAT),
  version: z.literal(DATA_EXPORT_VERSION),
  exportedAt: z.string(),
  userId: z.number().int().positive(),
  listCap: z.number().int().positive(),
  capped: z.array(z.string()),
  parts: z.record(z.string(), z.unknown()),
});
export type ExportMyDataAnswer = z.infer<typeof ExportMyDataAnswer>;

const EpochSeconds = z.number().int();
const PlayerId = RequestId;
const Reason = z.string().trim().min(1).max(500);

/** The console's view of an account's closure and erasure. */
export const PlayerDataRightsState = z.object({
  id: z.number().int().positive(),
  /** When staff closed the account; null while it is open. */
  closedAt: EpochSeconds.nullable(),
  closedReason: z.string().nullable(),
  /** The staff member who closed it (as named now), null for none. */
  closedBy: z.string().nullable(),
  /** When its personal data was erased; null while kept. */
  erasedAt: EpochSeconds.nullable(),
  /** Money it still holds (coin, bonus, safebox, withdrawal hold), in hundredths. */
  heldMoney: z.number().int(),
});
export type PlayerDataRightsState = z.infer<typeof PlayerDataRightsState>;

export const PlayerDataRightsRequest = z.object({ id: PlayerId });
export const PlayerCloseRequest = z.object({ id: PlayerId, reason: Reason });
export const PlayerEraseRequest = z.object({ id: PlayerId });
