import { z } from 'zod';
import { AppConfig } from './app-config';
import { PageRequest, pageOf } from './pagination';
import { CONSOLE_PERMISSIONS, type ConsolePermission } from './values/console';

/**
 * The console's config editors (docs/console.md "Configuration", ADR 0046). Two documents keep
 * numbered revisions: `app`, the player app's config (anonymous/appConfig), `rewards`, the
 * rewards engine's rules, and `customerService`, customer service's setting (operator settings). A section is the part of one document an editor
 * changes; each names the permission a save of it needs.
 */

export const CONFIG_DOCUMENTS = ['app', 'rewards', 'customerService', 'protection'] as const;
export const ConfigDocument = z.enum(CONFIG_DOCUMENTS);
export type ConfigDocument = z.infer<typeof ConfigDocument>;

type AppSection = keyof typeof AppConfig.shape;

/** Each field of the app config is a section of its own, saved with this permission. */
const APP_SECTION_PERMISSIONS: Readonly<Record<AppSection, ConsolePermission>> = {
  games: 'config.games',
  gameTypes: 'config.games',
  brands: 'config.games',
  activities: 'activities',
  limits: 'config',
  signIn: 'config',
  rechargeTypes: 'config',
  items: 'config',
  banks: 'config',
  vipMap: 'config',
  levelConfigs: 'config',
  tasks: 'config',
  agent5: 'config',
  redPacket: 'config',
  jackpotAwardList: 'config',
  faq: 'config',
  notices: 'config',
  socialMedia: 'config',
  shareConfigs: 'config',
  feedbackConfig: 'config',
  textPages: 'config',
  clientConfig: 'config',
  gameShowNum: 'config',
};

/**
 * The sections besides the app config's own fields: `activityBanners`, each activity's banner
 * image (the activities' other fields are the `activities` section's); `activityBudgets`, each
 * activity's budget and per-player cap in the rewards rules; `serviceChannels`, the outside
 * customer-service channels a player sees (getCustomerServices), none until the operator names
 * them; `harmMarkers`, the thresholds of the Player protection dashboard (setting `protection`).
 */
const EXTRA_SECTIONS = {
  activityBanners: { document: 'app', permission: 'config.banners' },
  activityBudgets: { document: 'rewards', permission: 'activities' },
  serviceChannels: { document: 'customerService', permission: 'config' },
  harmMarkers: { document: 'protection', permission: 'config' },
} as const satisfies Record<string, { document: ConfigDocument; permission: ConsolePermission }>;

export const CONFIG_SECTIONS = [
  ...(Object.keys(APP_SECTION_PERMISSIONS) as AppSection[]),
  ...(Object.keys(EXTRA_SECTIONS) as (keyof typeof EXTRA_SECTIONS)[]),
] as const;
export const ConfigSectionName = z.enum(CONFIG_SECTIONS);
export type ConfigSectionName = z.infer<typeof ConfigSectionName>;

export const isAppSection = (name: ConfigSectionName): name is AppSection =>
  name in APP_SECTION_PERMISSIONS;

/** The permission a save of `section` needs. */
export const configSectionPermission = (section: ConfigSectionName): ConsolePermission =>
  isAppSection(section) ? APP_SECTION_PERMISSIONS[section] : EXTRA_SECTIONS[section].permission;

/** The document `section` belongs to. */
export const configSectionDocument = (section: ConfigSectionName): ConfigDocument =>
  isAppSection(section) ? 'app' : EXTRA_SECTIONS[section].document;

/** An activity's banner, the `activityBanners` section's item: ids of existing activities. */
const activityShape = AppConfig.shape.activities.element.shape;
export const ActivityBanner = z.object({ id: activityShape.id, banner: activityShape.banner });
export const ActivityBanners = z.array(ActivityBanner);

/**
 * The contract's schema of a section's value; null for the operator settings' sections, whose
 * schema is the server's (it answers their issues).
 */
export const contractSectionSchema = (section: ConfigSectionName): z.ZodType | null => {
  if (isAppSection(section)) return AppConfig.shape[section];
  return section === 'activityBanners' ? ActivityBanners : null;
};

/** A section and its value now, at the revision a save of it must name as its base. */
export const ConfigSectionState = z.object({
  name: ConfigSectionName,
  document: ConfigDocument,
  permission: z.enum(CONSOLE_PERMISSIONS),
  /** The document's current revision (0: never saved). */
  revision: z.number().int().min(0),
  value: z.unknown(),
  /** The value's schema as JSON Schema (draft 7, the input side), for a generated form. */
  jsonSchema: z.record(z.string(), z.unknown()),
});
export type ConfigSectionState = z.infer<typeof ConfigSectionState>;

export const ConfigSectionsAnswer = z.object({ sections: z.array(ConfigSectionState) });
export type ConfigSectionsAnswer = z.infer<typeof ConfigSectionsAnswer>;

const Revision = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const Note = z.string().trim().max(256).default('');

export const ConfigSaveRequest = z.object({
  section: ConfigSectionName,
  /** The section's new value, checked against the contract's schema of it. */
  value: z.unknown(),
  /** The revision the editor started from: refused (1650) when the document moved on since. */
  baseRevision: Revision,
  note: Note,
});

/** The document's revision after the save (the same when nothing changed). */
export const ConfigSaveAnswer = z.object({
  document: ConfigDocument,
  revision: z.number().int().min(0),
  changed: z.boolean(),
});
export type ConfigSaveAnswer = z.infer<typeof ConfigSaveAnswer>;

export const ConfigRevisionsRequest = PageRequest.extend({
  document: ConfigDocument.default('app'),
});

export const ConfigRevisionItem = z.object({
  revision: z.number().int().positive(),
  /** When, epoch seconds. */
  at: z.number().int(),
  /** Who saved it: a staff member's email, `user@cli`; null for a seed or an older revision. */
  actor: z.string().nullable(),
  note: z.string(),
  /** The sections it changed (empty for the first). */
  sections: z.array(z.string()),
});
export type ConfigRevisionItem = z.infer<typeof ConfigRevisionItem>;
export const ConfigRevisionsAnswer = pageOf(ConfigRevisionItem);
export type ConfigRevisionsAnswer = z.infer<typeof ConfigRevisionsAnswer>;

export const ConfigRevisionDiffRequest = z.object({
  document: ConfigDocument.default('app'),
  revision: Revision.min(1),
});

/** One changed path (object keys and array indexes from the document's root). */
export const ConfigChange = z.object({
  kind: z.enum(['added', 'removed', 'changed']),
  path: z.array(z.union([z.string(), z.number()])),
  /** Absent when added. */
  before: z.unknown().optional(),
  /** Absent when removed. */
  after: z.unknown().optional(),
});
export type ConfigChange = z.infer<typeof ConfigChange>;

export const ConfigRevisionDiffAnswer = z.object({
  document: ConfigDocument,
  revision: z.number().int().positive(),
  /** The revision compared with; null for the first. */
  previous: z.number().int().positive().nullable(),
  changes: z.array(ConfigChange),
});
export type ConfigRevisionDiffAnswer = z.infer<typeof ConfigRevisionDiffAnswer>;

export const ConfigRollbackRequest = z.object({
  document: ConfigDocument.default('app'),
  /** The earlier revision whose content the new revision takes. */
  revision: Revision.min(1),
  baseRevision: Revision,
  note: Note,
});
