import { z } from 'zod';
import { RequestId } from './common';
import { PageRequest, pageOf } from './pagination';

/**
 * The risk desk's reads (docs/console.md "Risk"): players by risk score with its reasons, and
 * one player's linked accounts as a graph. The score is for staff only: it never reaches the
 * player and never blocks play.
 */

/** The named reasons a risk score adds up, each with its weight in the `risk` setting. */
export const RISK_REASON_CODES = [
  'linkedAccounts',
  'sharedPayoutAccount',
  'noDevice',
  'velocity',
  'bonusOnlyPlay',
  'fastCashOut',
] as const;

export const RiskReason = z.object({
  code: z.enum(RISK_REASON_CODES),
  weight: z.number().int().min(0),
  /** What was found, in words for staff (e.g. `3 accounts by device, ip`). */
  detail: z.string(),
});
export type RiskReason = z.infer<typeof RiskReason>;

/** A player's score: the sum of their reasons' weights. */
export const RiskScore = z.object({
  score: z.number().int().min(0),
  reasons: z.array(RiskReason),
});
export type RiskScore = z.infer<typeof RiskScore>;

export const RiskPlayer = RiskScore.extend({
  userId: z.number().int().positive(),
  nickname: z.string(),
  /** Above the setting `risk.reviewAbove`: their withdrawals wait for a human. */
  review: z.boolean(),
});
export type RiskPlayer = z.infer<typeof RiskPlayer>;

export const RiskPlayersRequest = PageRequest;
export const RiskPlayersAnswer = pageOf(RiskPlayer).extend({
  reviewAbove: z.number().int().min(0),
});
export type RiskPlayersAnswer = z.infer<typeof RiskPlayersAnswer>;

/** The signals a link can be: a device, an address (within a window), a network … */
export const RISK_LINK_KINDS = [
  'device',
  'ip',
  'ip24',
  'payoutAccount',
  'paymentMethod',
  'signUpIp24',
] as const;
export type RiskLinkKind = (typeof RISK_LINK_KINDS)[number];

export const RiskGraphNode = z.object({
  userId: z.number().int().positive(),
  nickname: z.string(),
  score: z.number().int().min(0),
});
export const RiskGraphEdge = z.object({
  from: z.number().int().positive(),
  to: z.number().int().positive(),
  kind: z.enum(RISK_LINK_KINDS),
  /** The shared value, masked (an address to its network, an account to its last four). */
  value: z.string(),
});
export const RiskGraphRequest = z.object({ id: RequestId });
export const RiskGraphAnswer = z.object({
  userId: z.number().int().positive(),
  nodes: z.array(RiskGraphNode),
  edges: z.array(RiskGraphEdge),
});
export type RiskGraphAnswer = z.infer<typeof RiskGraphAnswer>;

/**
 * The settings the risk desk edits (docs/console.md "Risk"): the risk desk's own (`risk`: the
 * window, the velocity limits, the weights, `reviewAbove`) and the withdrawals' rules
 * (`withdrawals`: when a request waits for a person). Both are flat documents of numbers,
 * switches and choices, saved as revisions of their `operator_settings` key.
 */
export const RISK_SETTING_KEYS = ['risk', 'withdrawals'] as const;
export const RiskSettingKey = z.enum(RISK_SETTING_KEYS);
export type RiskSettingKey = z.infer<typeof RiskSettingKey>;

/** One field of a setting, as its editor shows it: a whole number in a range, a switch or a choice. */
export const RiskSettingField = z.discriminatedUnion('kind', [
  z.object({
    name: z.string(),
    kind: z.literal('integer'),
    min: z.number().int().nullable(),
    max: z.number().int().nullable(),
  }),
  z.object({ name: z.string(), kind: z.literal('boolean') }),
  z.object({ name: z.string(), kind: z.literal('choice'), options: z.array(z.string()) }),
]);
export type RiskSettingField = z.infer<typeof RiskSettingField>;

const FieldValue = z.union([z.number(), z.boolean(), z.string().max(64)]);
const Revision = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const RiskSettingRevision = z.object({
  revision: z.number().int().min(0),
  at: z.number().int(),
  /** The member who saved it (email); null when recorded from outside the console. */
  actor: z.string().nullable(),
  note: z.string(),
  /** The fields it changed. */
  sections: z.array(z.string()),
});
export type RiskSettingRevision = z.infer<typeof RiskSettingRevision>;

export const RiskSettingState = z.object({
  key: RiskSettingKey,
  /** The newest revision: 0 before the first save with a revision. */
  revision: z.number().int().min(0),
  /** The values in force (each field's default where none is stored). */
  value: z.record(z.string(), FieldValue),
  fields: z.array(RiskSettingField),
  /** The newest revisions, newest first. */
  revisions: z.array(RiskSettingRevision),
});
export type RiskSettingState = z.infer<typeof RiskSettingState>;

export const RiskSettingsAnswer = z.object({ settings: z.array(RiskSettingState) });
export type RiskSettingsAnswer = z.infer<typeof RiskSettingsAnswer>;

export const RiskSettingsSaveRequest = z.object({
  key: RiskSettingKey,
  /** The fields to change (the others keep their values), checked against the setting's schema. */
  value: z.record(z.string().max(64), FieldValue),
  /** The revision the editor started from: refused (1690) when the setting moved on since. */
  baseRevision: Revision,
  note: z.string().trim().max(256).default(''),
});

/** The setting's revision after the save (the same when nothing changed). */
export const RiskSettingsSaveAnswer = z.object({
  key: RiskSettingKey,
  revision: z.number().int().min(0),
  changed: z.boolean(),
});
export type RiskSettingsSaveAnswer = z.infer<typeof RiskSettingsSaveAnswer>;
