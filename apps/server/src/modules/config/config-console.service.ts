import { AppConfig } from '@lobby/contract/app-config';
import {
  CONFIG_SECTIONS,
  configSectionDocument,
  configSectionPermission,
  type ConfigDocument,
  type ConfigRevisionDiffAnswer,
  type ConfigRevisionsAnswer,
  type ConfigSaveAnswer,
  type ConfigSectionName,
  type ConfigSectionsAnswer,
} from '@lobby/contract/console-config';
import type { ValidationIssue } from '@lobby/contract/envelope';
import { pageAnswer, type PageRequest } from '@lobby/contract/pagination';
import { can, type ConsolePermission, type StaffRole } from '@lobby/contract/values/console';
import { AppError, ErrorCode } from '@/core/app-error';
import type { Db } from '@/db/database';
import { auditedChange, type AuditBy } from '../audit/audit-by';
import {
  countSettingRevisions,
  findLatestSettingRevision,
  findSettingRevision,
  findSettingRevisionBefore,
  pageOfSettingRevisions,
  saveSettingRevision,
} from '../settings/setting-revisions';
import type { SettingsService } from '../settings/settings.service';
import { auditOfChanges, configChanges } from './config-diff';
import {
  countConfigRevisions,
  findConfigRevision,
  findConfigRevisionBefore,
  findLatestConfig,
  pageOfConfigRevisions,
} from './config.repo';
import {
  appSectionValue,
  issuesOf,
  sectionJsonSchema,
  sectionSchema,
  withAppSection,
} from './config-sections';
import { configProblems, type ConfigService } from './config.service';
import { SETTING_DOCUMENTS, settingDocumentOf, type SettingDocument } from './setting-documents';

/** Who saves: the audit entry's actor and IP, and the role whose permissions are checked. */
export interface ConfigEditor {
  readonly by: AuditBy;
  readonly role: StaffRole;
}

const refuseUnless = (editor: ConfigEditor, permission: ConsolePermission) => {
  if (!can(editor.role, permission)) throw new AppError(ErrorCode.STAFF_FORBIDDEN);
};

const invalid = (issues: ValidationIssue[]) => new AppError(ErrorCode.BAD_REQUEST, { issues });

const refuseStale = (head: number, base: number) => {
  if (head !== base) throw new AppError(ErrorCode.CONFIG_STALE_REVISION, { revision: head });
};

/** The server's own checks of a config (configProblems) as issues, relative to `section`. */
const problemsIn = (config: AppConfig, section: string | null): ValidationIssue[] =>
  configProblems(config).map(({ path, message }) => ({
    path:
      section !== null && (path === section || path.startsWith(`${section}.`))
        ? `value${path.slice(section.length)}`
        : path,
    message,
  }));

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The console's config editors (docs/console.md "Configuration", ADR 0046): the sections and
 * their values, saves checked against the contract's schemas and the section's permission,
 * each a new revision of its document with its audit entry in the same transaction; revisions,
 * their diffs, rollbacks. App config saves go through ConfigService, so this instance serves
 * them at once.
 */
export class ConfigConsoleService {
  constructor(
    private readonly deps: { db: Db; config: ConfigService; settings: SettingsService },
  ) {}

  async sections(): Promise<ConfigSectionsAnswer> {
    const row = await findLatestConfig(this.deps.db);
    if (!row) throw new AppError(ErrorCode.CONFIG_UNAVAILABLE);
    const config = AppConfig.parse(row.document);
    const settings = new Map(
      await Promise.all(
        Object.values(SETTING_DOCUMENTS).map(async (d) => {
          const value = await this.deps.settings.getIn(this.deps.db, d.key, d.schema);
          const revision = (await findLatestSettingRevision(this.deps.db, d.key))?.revision ?? 0;
          const field = (value as Record<string, unknown>)[d.field];
          return [d.section, { revision, value: field }] as const;
        }),
      ),
    );
    return {
      sections: CONFIG_SECTIONS.map((name) => {
        const document = configSectionDocument(name);
        const setting = settings.get(name);
        return {
          name,
          document,
          permission: configSectionPermission(name),
          revision: setting?.revision ?? row.revision,
          value: setting ? setting.value : appSectionValue(config, name),
          jsonSchema: sectionJsonSchema(name),
        };
      }),
    };
  }

  /**
   * Saves one section: the caller's role must hold the section's permission (1602); the value
   * must pass the contract's schema and the server's checks (400 with the issues); the
   * document must still be at `baseRevision` (1650). Nothing is saved when any of them fails.
   */
  async save(
    input: { section: ConfigSectionName; value: unknown; baseRevision: number; note: string },
    editor: ConfigEditor,
  ): Promise<ConfigSaveAnswer> {
    const { section, baseRevision, note } = input;
    refuseUnless(editor, configSectionPermission(section));
    const checked = sectionSchema(section).safeParse(input.value);
    if (!checked.success) throw invalid(issuesOf(checked.error, 'value'));
    const target = `config:${section}`;
    const setting = settingDocumentOf(section);
    if (setting) {
      return this.#saveSetting(setting, checked.data, {
        baseRevision,
        note,
        editor,
        action: 'configSave',
        target,
      });
    }
    return this.#saveApp(
      (head) => {
        refuseStale(head?.revision ?? 0, baseRevision);
        if (!head) throw new AppError(ErrorCode.CONFIG_UNAVAILABLE);
        const next = withAppSection(head.config, section, checked.data);
        const issues = [...next.issues, ...problemsIn(next.config, section)];
        if (issues.length > 0) throw invalid(issues);
        return next.config;
      },
      { note, editor, action: 'configSave', target },
    );
  }

  /**
   * Saves a new revision whose content is revision `revision`'s: every section it changes
   * must be the caller's to save; the content must still pass today's checks.
   */
  async rollback(
    input: { document: ConfigDocument; revision: number; baseRevision: number; note: string },
    editor: ConfigEditor,
  ): Promise<ConfigSaveAnswer> {
    const { document, revision, baseRevision } = input;
    const note = input.note || `rollback to revision ${revision}`;
    const target = `config:${document}@${revision}`;
    if (document !== 'app') {
      // The field is what the console edits of the setting: a rollback restores it, and leaves
      // the rest of the setting as it is now.
      const setting = SETTING_DOCUMENTS[document];
      const old = await findSettingRevision(this.deps.db, setting.key, revision);
      if (!old) throw new AppError(ErrorCode.CONFIG_REVISION_NOT_FOUND);
      refuseUnless(editor, configSectionPermission(setting.section));
      const field = (old.value as Record<string, unknown> | null)?.[setting.field];
      const checked = sectionSchema(setting.section).safeParse(field);
      if (!checked.success) throw invalid(issuesOf(checked.error, 'value'));
      return this.#saveSetting(setting, checked.data, {
        baseRevision,
        note,
        editor,
        action: 'configRollback',
        target,
      });
    }
    const old = await findConfigRevision(this.deps.db, revision);
    if (!old) throw new AppError(ErrorCode.CONFIG_REVISION_NOT_FOUND);
    const restored = AppConfig.safeParse(old.document);
    if (!restored.success) throw invalid(issuesOf(restored.error, ''));
    return this.#saveApp(
      (head) => {
        refuseStale(head?.revision ?? 0, baseRevision);
        for (const section of sectionsBetween(head?.config ?? null, restored.data))
          refuseUnless(editor, configSectionPermission(section));
        const issues = problemsIn(restored.data, null);
        if (issues.length > 0) throw invalid(issues);
        return restored.data;
      },
      { note, editor, action: 'configRollback', target },
    );
  }

  async revisions(
    input: PageRequest & { document: ConfigDocument },
  ): Promise<ConfigRevisionsAnswer> {
    const page = { limit: input.pageSize, offset: (input.pageNum - 1) * input.pageSize };
    const [rows, total] =
      input.document === 'app'
        ? await Promise.all([
            pageOfConfigRevisions(this.deps.db, page),
            countConfigRevisions(this.deps.db),
          ])
        : await Promise.all([
            pageOfSettingRevisions(this.deps.db, SETTING_DOCUMENTS[input.document].key, page),
            countSettingRevisions(this.deps.db, SETTING_DOCUMENTS[input.document].key),
          ]);
    const list = rows.map((row) => ({
      revision: Number(row.revision),
      at: epochSeconds(row.createdAt),
      actor: row.actor,
      note: row.note,
      sections: row.sections,
    }));
    return pageAnswer(list, total, input);
  }

  async diff(input: {
    document: ConfigDocument;
    revision: number;
  }): Promise<ConfigRevisionDiffAnswer> {
    const { document, revision } = input;
    const contentOf = (found: { revision: number; document?: unknown; value?: unknown }) => ({
      revision: Number(found.revision),
      content: found.document ?? found.value,
    });
    const [row, before] = (
      document === 'app'
        ? await Promise.all([
            findConfigRevision(this.deps.db, revision),
            findConfigRevisionBefore(this.deps.db, revision),
          ])
        : await Promise.all([
            findSettingRevision(this.deps.db, SETTING_DOCUMENTS[document].key, revision),
            findSettingRevisionBefore(this.deps.db, SETTING_DOCUMENTS[document].key, revision),
          ])
    ).map((found) => (found ? contentOf(found) : null));
    if (!row) throw new AppError(ErrorCode.CONFIG_REVISION_NOT_FOUND);
    return {
      document,
      revision: row.revision,
      previous: before?.revision ?? null,
      changes: before ? configChanges(before.content, row.content) : [],
    };
  }

  /**
   * Saves the app config's next revision with its audit entry in one transaction (the entry only
   * when the content changed), then serves it.
   */
  async #saveApp(
    next: (head: { revision: number; config: AppConfig } | null) => AppConfig,
    options: { note: string; editor: ConfigEditor; action: string; target: string },
  ): Promise<ConfigSaveAnswer> {
    const { editor } = options;
    const stored = await auditedChange(this.deps.db, editor.by, async (trx) => {
      const result = await this.deps.config.saveIn(trx, next, {
        note: options.note,
        actor: editor.by.actor.name,
      });
      const { saved } = result;
      return {
        result,
        audit: saved
          ? {
              action: options.action,
              target: options.target,
              ...auditOfChanges(configChanges(saved.before?.config ?? {}, saved.after), {
                before: saved.before?.revision ?? 0,
                after: saved.revision,
              }),
            }
          : null,
      };
    });
    const served = await this.deps.config.serveSaved(stored);
    return { document: 'app', revision: served.revision, changed: served.changed };
  }

  /**
   * Saves a setting document's next revision, `value` in its field (the rest as it is), with
   * its audit entry; then tells the settings.
   */
  async #saveSetting(
    setting: SettingDocument,
    value: unknown,
    options: {
      baseRevision: number;
      note: string;
      editor: ConfigEditor;
      action: string;
      target: string;
    },
  ): Promise<ConfigSaveAnswer> {
    const { editor } = options;
    const saved = await auditedChange(this.deps.db, editor.by, async (trx) => {
      const result = await saveSettingRevision(
        trx,
        setting.key,
        setting.schema,
        (head) => {
          refuseStale(head.revision, options.baseRevision);
          const next = { ...(head.value as object), [setting.field]: value };
          const checked = setting.schema.safeParse(next);
          if (!checked.success)
            throw invalid(issuesOf(checked.error, '').map(underValue(setting.field)));
          return checked.data;
        },
        { actor: editor.by.actor.name, note: options.note },
      );
      return {
        result,
        audit: result.changed
          ? {
              action: options.action,
              target: options.target,
              ...auditOfChanges(configChanges(result.before.value, result.after), {
                before: result.before.revision,
                after: result.revision,
              }),
            }
          : null,
      };
    });
    if (saved.changed) await this.deps.settings.changed(setting.key);
    const document = configSectionDocument(setting.section);
    return { document, revision: saved.revision, changed: saved.changed };
  }
}

/** A setting's issue under the section's field is the section's value's. */
const underValue =
  (field: string) =>
  (issue: ValidationIssue): ValidationIssue =>
    issue.path === field || issue.path.startsWith(`${field}.`)
      ? { ...issue, path: `value${issue.path.slice(field.length)}` }
      : issue;

/**
 * The sections whose content differs between two configs: the app config's fields, and of
 * the activities, only their banners when nothing else of them changed.
 */
const sectionsBetween = (before: AppConfig | null, after: AppConfig): ConfigSectionName[] => {
  const differs = (a: unknown, b: unknown) => JSON.stringify(a) !== JSON.stringify(b);
  const fields = (Object.keys(AppConfig.shape) as (keyof AppConfig)[]).filter(
    (key) => before === null || differs(before[key], after[key]),
  );
  return fields.map((field) => {
    if (field !== 'activities' || before === null) return field;
    const withoutBanners = (config: AppConfig) =>
      config.activities.map((a) => ({ ...a, banner: null }));
    return differs(withoutBanners(before), withoutBanners(after)) ? field : 'activityBanners';
  });
};
