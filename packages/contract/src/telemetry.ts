import { z } from 'zod';
import { bodyOf } from './common';
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

export const AppEventLogClientRequest = bodyOf({
  eventList: z.array(EventLogItem).min(1).max(EVENT_BATCH_MAX),
});
export type AppEventLogClientRequest = z.infer<typeof AppEventLogClientRequest>;

export const AppEventLogClientAnswer = z.object({ accepted: z.number().int() });
export type AppEventLogClientAnswer = z.infer<typeof AppEventLogClientAnswer>;
