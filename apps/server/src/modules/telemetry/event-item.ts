import { EventLogItem } from '@lobby/contract/telemetry';
import type { ValidationIssue } from '@lobby/contract/envelope';

/**
 * One telemetry event checked, fast: a hand-written check of the common, valid event, answering
 * exactly zod's output for it (unknown keys dropped, schema order); whatever it does not take
 * goes to EventLogItem's zod schema, whose issues name what is wrong. Zod walks its schema tree
 * per value (~3 µs an event); http/fast-validators.test.ts proves the subset-and-same-output
 * property on generated events.
 */

type Plain = Record<string, unknown>;

const isPlain = (value: unknown): value is Plain => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

const isString = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.length <= max;

/** An optional field's key there holding undefined (never from JSON) is left to zod. */
const undefinedKey = (body: Plain, key: string) => key in body;

const EVENT_NAME = /^[A-Za-z0-9_.:-]+$/;
const EPOCH_SECONDS_MIN = 1_577_836_800;
const EPOCH_SECONDS_MAX = 4_102_444_800;

const checkParams = (params: unknown): Plain | undefined => {
  if (!isPlain(params)) return undefined;
  const out: Plain = {};
  for (const key of Object.keys(params)) {
    // A key that would touch the prototype when assigned is left to zod.
    if (key.length > 64 || key === '__proto__') return undefined;
    const value = params[key];
    if (typeof value === 'string') {
      if (value.length > 512) return undefined;
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value)) return undefined;
    } else if (typeof value !== 'boolean') return undefined;
    out[key] = value;
  }
  return out;
};

export const checkEventItem = (item: unknown): Plain | undefined => {
  if (!isPlain(item)) return undefined;
  const { eventName, channel, appId, version, eventTime, eventUserId, params } = item;
  if (typeof eventName !== 'string' || eventName.length < 1 || eventName.length > 64) return;
  if (!EVENT_NAME.test(eventName)) return undefined;
  if (!isString(channel, 32) || !isString(appId, 64) || !isString(version, 32)) return undefined;
  if (
    typeof eventTime !== 'number' ||
    !Number.isSafeInteger(eventTime) ||
    eventTime < EPOCH_SECONDS_MIN ||
    eventTime > EPOCH_SECONDS_MAX
  ) {
    return undefined;
  }
  if (
    !isString(eventUserId, 64) &&
    !(typeof eventUserId === 'number' && Number.isSafeInteger(eventUserId) && eventUserId >= 0)
  ) {
    return undefined;
  }
  const out: Plain = { eventName, channel, appId, version, eventTime, eventUserId };
  if (params === undefined) {
    if (undefinedKey(item, 'params')) return undefined;
  } else {
    const cleanParams = checkParams(params);
    if (!cleanParams) return undefined;
    out.params = cleanParams;
  }
  return out;
};

/** An event of a batch: the event as stored, or the issues that refuse it (paths from `eventList.<index>`). */
export const readEventItem = (
  item: unknown,
  index: number,
): { event: EventLogItem } | { issues: ValidationIssue[] } => {
  const fast = checkEventItem(item);
  if (fast) return { event: fast as EventLogItem };
  const parsed = EventLogItem.safeParse(item);
  if (parsed.success) return { event: parsed.data };
  return {
    issues: parsed.error.issues.map((issue) => ({
      path: ['eventList', index, ...issue.path].map(String).join('.'),
      message: issue.message,
    })),
  };
};
