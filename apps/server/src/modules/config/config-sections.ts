import { z } from 'zod';
import type { AppConfig } from '@lobby/contract/app-config';
import {
  contractSectionSchema,
  isAppSection,
  type ConfigSectionName,
} from '@lobby/contract/console-config';
import type { ValidationIssue } from '@lobby/contract/envelope';
import { settingDocumentOf, settingSectionSchema } from './setting-documents';

/** The most issues a refused save lists. */
const MAX_ISSUES = 20;

/** The contract's schema of a section's value: the app config's field, or the setting's. */
export const sectionSchema = (section: ConfigSectionName): z.ZodType => {
  const contract = contractSectionSchema(section);
  if (contract) return contract;
  const document = settingDocumentOf(section);
  if (!document) throw new Error(`${section} has no schema`);
  return settingSectionSchema(document);
};

const jsonSchemas = new Map<ConfigSectionName, Record<string, unknown>>();

/**
 * A section's schema as JSON Schema for the console's generated form (draft 7, what its
 * validator reads; the input side, so defaulted fields are optional). Refinements have no
 * JSON Schema: the server's checks answer them as issues.
 */
export const sectionJsonSchema = (section: ConfigSectionName): Record<string, unknown> => {
  let schema = jsonSchemas.get(section);
  if (!schema) {
    const { $schema: _, ...rest } = z.toJSONSchema(sectionSchema(section), {
      target: 'draft-7',
      io: 'input',
      unrepresentable: 'any',
    });
    schema = rest;
    jsonSchemas.set(section, schema);
  }
  return schema;
};

/** A section's value as the editor sees it. */
export const appSectionValue = (config: AppConfig, section: ConfigSectionName): unknown => {
  if (isAppSection(section)) return config[section];
  if (section === 'activityBanners')
    return config.activities.map(({ id, banner }) => ({ id, banner }));
  throw new Error(`${section} is not a section of the app config`);
};

/**
 * The config with a section's (validated) value in place: banners go to the activities they
 * name; an id that names none is an issue.
 */
export const withAppSection = (
  config: AppConfig,
  section: ConfigSectionName,
  value: unknown,
): { config: AppConfig; issues: ValidationIssue[] } => {
  if (isAppSection(section)) return { config: { ...config, [section]: value }, issues: [] };
  const banners = value as { id: number; banner: string | null }[];
  const ids = new Set(config.activities.map((a) => a.id));
  const issues = banners.flatMap((b, index) =>
    ids.has(b.id) ? [] : [{ path: `value.${index}.id`, message: `no activity ${b.id}` }],
  );
  const byId = new Map(banners.map((b) => [b.id, b.banner]));
  const activities = config.activities.map((a) =>
    byId.has(a.id) ? { ...a, banner: byId.get(a.id)! } : a,
  );
  return { config: { ...config, activities }, issues };
};

/** Zod's issues as the envelope lists them, under `prefix` (e.g. `value`). */
export const issuesOf = (error: z.ZodError, prefix: string): ValidationIssue[] =>
  error.issues.slice(0, MAX_ISSUES).map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter((p) => p !== '').join('.'),
    message: issue.message,
  }));
