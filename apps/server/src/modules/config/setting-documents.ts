import type { z } from 'zod';
import type { ConfigDocument, ConfigSectionName } from '@lobby/contract/console-config';
import { CUSTOMER_SERVICE_KEY, CustomerServiceSettings } from '../chat/chat-settings';
import { PROTECTION_KEY, ProtectionRules } from '../protection/protection.settings';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';

/** A config document that is an operator setting, and the one field of it the editor changes. */
export interface SettingDocument {
  /** The setting's key in `operator_settings`. */
  readonly key: string;
  readonly schema: z.ZodObject;
  /** The field the section edits; a save or a rollback leaves the setting's other fields be. */
  readonly field: string;
  readonly section: ConfigSectionName;
}

/**
 * The config editor's documents that are operator settings (ADR 0046): the rewards rules'
 * activity budgets, and customer service's outside channels (what a player sees on /service).
 */
export const SETTING_DOCUMENTS: Readonly<Record<Exclude<ConfigDocument, 'app'>, SettingDocument>> =
  {
    rewards: {
      key: REWARDS_RULES_KEY,
      schema: RewardsRules,
      field: 'activities',
      section: 'activityBudgets',
    },
    customerService: {
      key: CUSTOMER_SERVICE_KEY,
      schema: CustomerServiceSettings,
      field: 'channels',
      section: 'serviceChannels',
    },
    protection: {
      key: PROTECTION_KEY,
      schema: ProtectionRules,
      field: 'markers',
      section: 'harmMarkers',
    },
  };

/** The setting document `section` edits, or null for a section of the app config. */
export const settingDocumentOf = (section: ConfigSectionName): SettingDocument | null =>
  Object.values(SETTING_DOCUMENTS).find((d) => d.section === section) ?? null;

/** The server's schema of a setting section's value: its field of the setting's schema. */
export const settingSectionSchema = (document: SettingDocument): z.ZodType =>
  document.schema.shape[document.field] as z.ZodType;
