import { z } from 'zod';
import type {
  RiskSettingField,
  RiskSettingKey,
  RiskSettingsAnswer,
  RiskSettingsSaveAnswer,
  RiskSettingState,
} from '@lobby/contract/console-risk';
import type { ValidationIssue } from '@lobby/contract/envelope';
import { AppError, ErrorCode } from '@/core/app-error';
import type { Db } from '@/db/database';
import { auditedChange, type AuditBy } from '../audit/audit-by';
import {
  findLatestSettingRevision,
  pageOfSettingRevisions,
  saveSettingRevision,
} from '../settings/setting-revisions';
import type { SettingsService } from '../settings/settings.service';
import { WITHDRAWAL_RULES_KEY, WithdrawalRules } from '../withdrawals/withdrawal-rules';
import { RISK_RULES_KEY, RiskRules } from './risk.settings';

/** The schema of each setting the risk desk edits, by its key. */
const SCHEMAS = {
  risk: RiskRules,
  withdrawals: WithdrawalRules,
} satisfies Record<RiskSettingKey, z.ZodObject>;
const STORED_KEYS: Record<RiskSettingKey, string> = {
  risk: RISK_RULES_KEY,
  withdrawals: WITHDRAWAL_RULES_KEY,
};

/** How many of a setting's revisions the page lists. */
const RECENT_REVISIONS = 10;
/** The most issues a refused save lists. */
const MAX_ISSUES = 20;

interface JsonProperty {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
}

/** A flat setting's fields as its editor shows them, from its schema's JSON Schema. */
const fieldsOf = (schema: z.ZodObject): RiskSettingField[] => {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, JsonProperty>;
  };
  return Object.entries(json.properties ?? {}).map(([name, property]): RiskSettingField => {
    if (property.type === 'boolean') return { name, kind: 'boolean' };
    if (Array.isArray(property.enum))
      return { name, kind: 'choice', options: property.enum.map(String) };
    return {
      name,
      kind: 'integer',
      min: property.minimum ?? null,
      max:
        property.maximum !== undefined && property.maximum <= Number.MAX_SAFE_INTEGER
          ? property.maximum
          : null,
    };
  });
};

/**
 * What a setting's schema cannot say of one field alone: a withdrawal's smallest amount above its
 * largest would refuse every request.
 */
const PROBLEMS: Record<RiskSettingKey, (value: Record<string, unknown>) => ValidationIssue[]> = {
  risk: () => [],
  withdrawals: (value) =>
    Number(value.minAmount) > Number(value.maxAmount)
      ? [{ path: 'value.minAmount', message: 'above maxAmount' }]
      : [],
};

/** Each setting's fields, read once from its schema. */
const FIELDS: Record<RiskSettingKey, RiskSettingField[]> = {
  risk: fieldsOf(SCHEMAS.risk),
  withdrawals: fieldsOf(SCHEMAS.withdrawals),
};

const invalid = (issues: ValidationIssue[]) =>
  new AppError(ErrorCode.BAD_REQUEST, { issues: issues.slice(0, MAX_ISSUES) });

/** The changed fields' values on one side of a save, for its audit entry. */
const valuesOf = (value: Record<string, unknown>, fields: readonly string[]) =>
  Object.fromEntries(fields.map((field) => [field, value[field]]));

/**
 * The risk page's settings editor (docs/console.md "Risk"): the `risk` and `withdrawals`
 * settings in force with their fields and newest revisions, and saves of some of their fields,
 * each a new revision (modules/settings/setting-revisions.ts) with its audit entry in one
 * transaction. A save is refused whole when a field is unknown or out of its range (400, with the
 * issues), or when the setting moved on since the editor read it (1690).
 */
export class RiskSettingsConsole {
  constructor(private readonly deps: { db: Db; settings: SettingsService }) {}

  async read(): Promise<RiskSettingsAnswer> {
    const settings = await Promise.all(
      (Object.keys(SCHEMAS) as RiskSettingKey[]).map((key) => this.#state(key)),
    );
    return { settings };
  }

  async save(
    input: {
      key: RiskSettingKey;
      value: Record<string, unknown>;
      baseRevision: number;
      note: string;
    },
    by: AuditBy,
  ): Promise<RiskSettingsSaveAnswer> {
    const { key } = input;
    const schema = SCHEMAS[key];
    const storedKey = STORED_KEYS[key];
    const unknown = Object.keys(input.value).filter((field) => !(field in schema.shape));
    if (unknown.length > 0)
      throw invalid(unknown.map((field) => ({ path: `value.${field}`, message: 'unknown field' })));
    const saved = await auditedChange(this.deps.db, by, async (trx) => {
      const result = await saveSettingRevision(
        trx,
        storedKey,
        schema,
        (head) => {
          if (head.revision !== input.baseRevision)
            throw new AppError(ErrorCode.RISK_SETTINGS_STALE, { revision: head.revision });
          const checked = schema.safeParse({ ...head.value, ...input.value });
          if (!checked.success)
            throw invalid(
              checked.error.issues.map((issue) => ({
                path: ['value', ...issue.path.map(String)].join('.'),
                message: issue.message,
              })),
            );
          const problems = PROBLEMS[key](checked.data);
          if (problems.length > 0) throw invalid(problems);
          return checked.data;
        },
        { actor: by.actor.name, note: input.note },
      );
      const before = result.before.value as Record<string, unknown>;
      const after = result.after as Record<string, unknown>;
      return {
        result,
        audit: result.changed
          ? {
              action: 'riskSettingsSave',
              target: `setting:${storedKey}`,
              before: {
                revision: result.before.revision,
                values: valuesOf(before, result.sections),
              },
              after: { revision: result.revision, values: valuesOf(after, result.sections) },
            }
          : null,
      };
    });
    if (saved.changed) await this.deps.settings.changed(storedKey);
    return { key, revision: saved.revision, changed: saved.changed };
  }

  async #state(key: RiskSettingKey): Promise<RiskSettingState> {
    const { db, settings } = this.deps;
    const storedKey = STORED_KEYS[key];
    const schema = SCHEMAS[key];
    const [value, latest, rows] = await Promise.all([
      settings.getIn(db, storedKey, schema),
      findLatestSettingRevision(db, storedKey),
      pageOfSettingRevisions(db, storedKey, { limit: RECENT_REVISIONS, offset: 0 }),
    ]);
    return {
      key,
      revision: latest?.revision ?? 0,
      value: value as RiskSettingState['value'],
      fields: FIELDS[key],
      revisions: rows.map((row) => ({
        revision: Number(row.revision),
        at: Math.floor(row.createdAt.getTime() / 1000),
        actor: row.actor,
        note: row.note,
        sections: row.sections,
      })),
    };
  }
}
