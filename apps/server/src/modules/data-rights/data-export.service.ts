import {
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_VERSION,
  type ExportMyDataAnswer,
} from '@lobby/contract/data-rights';
import { AppError, ErrorCode } from '@/core/app-error';
import { SecurityEventKind, type SecurityEvents } from '@/core/security-events';
import type { AppClock } from '@/db/app-clock';
import type { Db } from '@/db/database';
import type { SettingsService } from '../settings/settings.service';
import { DATA_EXPORT_LIST_CAP, type DataExportPart } from '../server-module';
import { DATA_RIGHTS_KEY, DataRightsRules } from './data-rights.settings';
import { takeExportSlot } from './data-rights.repo';

/**
 * The player's export of their own data (GDPR art. 15 and 20; ADR 0074): each module's part,
 * read through its own tables and gathered into one JSON document. Guarded by one export per
 * `dataRights.exportEveryMinutes` per player (taken atomically before any part is read) and a
 * security event for each export, so a stolen session's exfiltration is slow and seen.
 */
export class DataExportService {
  constructor(
    private readonly deps: {
      readonly db: Db;
      readonly settings: SettingsService;
      readonly clock: AppClock;
      readonly securityEvents: SecurityEvents;
      /** Every module's part, read when asked (the composition's list). */
      readonly parts: () => readonly DataExportPart[];
    },
  ) {}

  async exportOf(userId: number, where: { ip: string }): Promise<ExportMyDataAnswer> {
    const { db, settings } = this.deps;
    const { exportEveryMinutes } = await settings.get(DATA_RIGHTS_KEY, DataRightsRules);
    const wait = await takeExportSlot(db, userId, exportEveryMinutes);
    if (wait !== null)
      throw new AppError(ErrorCode.DATA_EXPORT_TOO_SOON, { retryAfterSeconds: wait });
    this.deps.securityEvents.record(SecurityEventKind.DataExported, {
      userId,
      ip: where.ip,
      call: 'exportMyData',
    });
    const parts: Record<string, unknown> = {};
    for (const part of this.deps.parts()) {
      for (const [name, value] of Object.entries(await part(db, userId))) {
        if (name in parts) throw new Error(`data export: two modules answer the part ${name}`);
        parts[name] = value;
      }
    }
    return {
      format: DATA_EXPORT_FORMAT,
      version: DATA_EXPORT_VERSION,
      exportedAt: (await this.deps.clock.now()).toISOString(),
      userId,
      listCap: DATA_EXPORT_LIST_CAP,
      capped: Object.entries(parts)
        .filter(([, value]) => Array.isArray(value) && value.length >= DATA_EXPORT_LIST_CAP)
        .map(([name]) => name),
      parts,
    };
  }
}
