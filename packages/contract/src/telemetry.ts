import { z } from 'zod';
import { bodyOf } from './common';
import { ValidationIssue } from './envelope';
import { EVENT_BATCH_MAX } from './values/telemetry';

/** eventTime is in seconds; anything outside 2020–2100 is a unit mistake, not a time. */
const EPOCH_SECONDS_MIN = 1_577_836_800;
const EPOCH_SECONDS_MAX = 4_102_444_800;

export const EventLogItem = z.object({
  eventName: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/),
  channel: z.string().max(32),
  appId: z.string().max(64),
  version: z.string().max(32),
  eventTime: z.number().int().min(EPOCH_SECONDS_MIN).max(EPOCH_SECONDS_MAX),
  /** The signed-in user's id, or '' for an anonymous player. */
  eventUserId: z.union([z.string().max(64), z.number().int().min(0)]),
  params: z
    .record(z.string().max(64), z.union([z.string().max(512), z.number(), z.boolean()]))
    .optional(),
});
export type EventLogItem = z.infer<typeof EventLogItem>;

/**
 * A batch of 1–20 events. Each is an EventLogItem, checked one by one: a bad one is refused
 * alone (named in the answer's `refused`) and the good ones of its batch are stored.
 */
export const AppEventLogClientRequest = bodyOf({
  eventList: z
    .array(z.unknown())
    .min(1)
    .max(EVENT_BATCH_MAX)
    .describe('Events, each an EventLogItem; an invalid one is refused alone.'),
});
export type AppEventLogClientRequest = z.infer<typeof AppEventLogClientRequest>;

/** An event of the batch not stored: its place in `eventList` and why. */
const RefusedEvent = z.object({
  index: z.number().int().min(0),
  issues: z.array(ValidationIssue),
});

export const AppEventLogClientAnswer = z.object({
  /** How many of the batch were stored. */
  accepted: z.number().int(),
  /** The ones that were not, in batch order (empty when all were stored). */
  refused: z.array(RefusedEvent),
});
export type AppEventLogClientAnswer = z.infer<typeof AppEventLogClientAnswer>;
