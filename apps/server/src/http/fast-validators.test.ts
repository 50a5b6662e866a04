import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { AppConfigRequest } from '@lobby/contract/app-config';
import { callRegistry } from '@lobby/contract/registry';
import { AppEventLogClientRequest, EventLogItem } from '@lobby/contract/telemetry';
import { checkEventItem } from '../modules/telemetry/event-item';
import {
  checkAppConfigRequest,
  checkAppEventLogClientRequest,
  fastChecks,
  fastValidatorCompiler,
  type FastCheck,
} from './fast-validators';

let seed = 7;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
};
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

const now = Math.floor(Date.now() / 1000);
const tricky: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  1,
  2,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER + 2,
  1_577_836_799,
  1_577_836_800,
  4_102_444_800,
  4_102_444_801,
  now,
  '',
  'x',
  'page_view',
  'bad name',
  'é',
  '😀',
  'x'.repeat(32),
  'x'.repeat(33),
  'x'.repeat(64),
  'x'.repeat(65),
  'x'.repeat(512),
  'x'.repeat(513),
  'x'.repeat(1024),
  'x'.repeat(1025),
  [],
  {},
  [1],
  { a: 1 },
  { a: 'x'.repeat(513) },
  { ['k'.repeat(65)]: 1 },
  { a: null },
  { a: [] },
  JSON.parse('{"__proto__": {"x": 1}}'),
  Object.create(null) as object,
];
/** A tricky value, objects fresh each time (mutations must not leak into later bodies). */
const trickyValue = (): unknown => {
  const value = pick(tricky);
  if (typeof value !== 'object' || value === null) return value;
  if (Object.getPrototypeOf(value) === null) return Object.create(null) as object;
  return JSON.parse(JSON.stringify(value)) as unknown;
};

const validEvent = (i: number) => ({
  eventName: 'page_view',
  channel: 'WEB',
  appId: 'bench',
  version: '1.1.1',
  eventTime: now,
  eventUserId: i % 2 ? 12 : '',
  params: { path: `/p/${i}`, n: i, ok: true },
});
const common = { appId: 'bench', channel: 'WEB', clientReferrer: '', platform: 1, appVersion: '1' };

/** Sets `key` of `target` to a tricky value, deletes it, or adds an unknown key. */
const mutate = (target: Record<string, unknown>, keys: readonly string[]) => {
  const roll = random();
  if (roll < 0.1) target[`extra${Math.floor(random() * 3)}`] = trickyValue();
  else if (roll < 0.2) delete target[pick(keys)];
  else target[pick(keys)] = trickyValue();
};

const commonKeys = ['appId', 'channel', 'clientReferrer', 'platform', 'appVersion'];
const eventKeys = [
  'eventName',
  'channel',
  'appId',
  'version',
  'eventTime',
  'eventUserId',
  'params',
];

const configBody = () => {
  const body: Record<string, unknown> = { ...common, version: '3-abcdef012345' };
  const mutations = Math.floor(random() * 3);
  for (let i = 0; i < mutations; i++) mutate(body, [...commonKeys, 'version']);
  return random() < 0.03 ? trickyValue() : body;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const eventBody = () => {
  const size = pick([0, 1, 2, 20, 21]);
  const eventList: unknown[] = Array.from({ length: size }, (_, i) => validEvent(i));
  const body: Record<string, unknown> = { ...common, eventList };
  const mutations = Math.floor(random() * 3);
  for (let i = 0; i < mutations; i++) {
    const where = random();
    if (where < 0.2) mutate(body, [...commonKeys, 'eventList']);
    else if (eventList.length > 0) {
      const index = Math.floor(random() * eventList.length);
      if (random() < 0.1) eventList[index] = trickyValue();
      else if (random() < 0.2) {
        const event = eventList[index];
        if (isObject(event)) event.params = trickyValue();
      } else if (isObject(eventList[index])) mutate(eventList[index], eventKeys);
    }
  }
  return random() < 0.03 ? trickyValue() : body;
};

/** The property: what the check accepts, zod accepts too, with the very same output. */
const expectSubsetOfZod = (check: FastCheck, schema: z.ZodType, make: () => unknown) => {
  let fast = 0;
  let zodOnly = 0;
  let refused = 0;
  for (let i = 0; i < 20_000; i++) {
    const body = make();
    const checked = check(body);
    const parsed = schema.safeParse(body);
    if (checked) {
      fast++;
      expect(parsed.success, JSON.stringify(body)).toBe(true);
      expect(checked.value).toStrictEqual(parsed.data);
    } else if (parsed.success) zodOnly++;
    else refused++;
  }
  // The generator reaches all three outcomes, the fast one most often.
  expect(fast).toBeGreaterThan(1000);
  expect(refused).toBeGreaterThan(1000);
  return { fast, zodOnly, refused };
};

describe('fast body checks', () => {
  it('accept only what AppConfigRequest accepts, with its output', () => {
    expectSubsetOfZod(checkAppConfigRequest, AppConfigRequest, configBody);
  });

  it('accept only what AppEventLogClientRequest accepts, with its output', () => {
    expectSubsetOfZod(checkAppEventLogClientRequest, AppEventLogClientRequest, eventBody);
  });

  it('accept only the events EventLogItem accepts, with its output', () => {
    const item = () => {
      const body = eventBody();
      const list = isObject(body) && Array.isArray(body.eventList) ? body.eventList : [];
      return list.length > 0 ? (list[0] as unknown) : trickyValue();
    };
    expectSubsetOfZod(
      (data) => {
        const value = checkEventItem(data);
        return value && { value };
      },
      EventLogItem,
      item,
    );
  });

  it('are found by the schemas the call router hands to the validator compiler', () => {
    expect(fastChecks.get(callRegistry['anonymous/appConfig'].request)).toBe(checkAppConfigRequest);
    expect(fastChecks.get(callRegistry['anonymous/appEventLogClient'].request)).toBe(
      checkAppEventLogClientRequest,
    );
  });

  it('take the bodies real clients send (so the shortcut is used)', () => {
    expect(checkAppConfigRequest({ ...common, version: '1-abc' })).toBeDefined();
    expect(checkAppConfigRequest({})).toBeDefined();
    const batch = { ...common, eventList: Array.from({ length: 20 }, (_, i) => validEvent(i)) };
    expect(checkAppEventLogClientRequest(batch)).toBeDefined();
  });

  it('leave everything else to zod in the compiled validator, refusals with zod issues', () => {
    const validate = fastValidatorCompiler({
      schema: AppEventLogClientRequest,
      method: 'POST',
      url: '/x',
      httpPart: 'body',
    }) as (data: unknown) => { value?: unknown; error?: unknown };
    expect(validate({ eventList: [] }).error).toBeDefined();
    // An event not taken by the shortcut (a __proto__ key in params): zod's answer, whatever it is.
    const odd = { ...validEvent(0), params: JSON.parse('{"__proto__": 1}') as unknown };
    expect(checkEventItem(odd)).toBeUndefined();
    expect(validate({ eventList: [odd] }).value).toStrictEqual({ eventList: [odd] });
  });
});
