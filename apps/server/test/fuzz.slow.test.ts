import { describe, expect, it } from 'vitest';
import { common, useTestApp } from './test-app';

/**
 * Random and hostile bodies for the two calls: whatever arrives, the answer is the envelope,
 * never a 500, and a refused batch stores nothing. Seeds are fixed (reproducible) plus one
 * from the clock, named in every failure.
 */

const t = useTestApp();

const mulberry32 = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
  return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
};

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)]!;

/** A JSON value written by hand, so keys like __proto__ survive into the text. */
type Json = null | boolean | number | string | Json[] | { entries: [string, Json][] };

const toJson = (value: Json): string => {
  if (value === null || typeof value !== 'object') {
    return typeof value === 'number' && !Number.isFinite(value) ? '1e999' : JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
};

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', '$where'];
const FIELD_KEYS = [
  ...Object.keys(common),
  'version',
  'eventList',
  'eventName',
  'eventTime',
  'eventUserId',
  'params',
];

const randomString = (random: Random): string => {
  const kind = random();
  if (kind < 0.1) return 'x'.repeat(Math.floor(random() * 5000));
  if (kind < 0.2) return '\u0000\ud800 \udfff\u202e'.repeat(1 + Math.floor(random() * 3));
  if (kind < 0.3) return "'; drop table event_log; --";
  if (kind < 0.4) return '<script>alert(1)</script>';
  const chars = Array.from({ length: Math.floor(random() * 20) }, () =>
    String.fromCharCode(Math.floor(random() * 0xffff)),
  );
  return chars.join('');
};

const randomValue = (random: Random, depth = 0): Json => {
  const kind = random();
  if (kind < 0.1) return null;
  if (kind < 0.2) return random() < 0.5;
  if (kind < 0.35) {
    return pick(random, [0, -1, 1.5, 2 ** 53, -(2 ** 63), 1e308, Infinity, 1_790_000_000, 2]);
  }
  if (kind < 0.55 || depth > 4) return randomString(random);
  if (kind < 0.75) {
    return Array.from({ length: Math.floor(random() * 25) }, () => randomValue(random, depth + 1));
  }
  return {
    entries: Array.from({ length: Math.floor(random() * 6) }, () => [
      random() < 0.3
        ? pick(random, HOSTILE_KEYS)
        : random() < 0.6
          ? pick(random, FIELD_KEYS)
          : randomString(random),
      randomValue(random, depth + 1),
    ]),
  };
};

const nowSeconds = Math.floor(Date.now() / 1000);
const validEvent = (): Json => ({
  entries: [
    ['eventName', 'page_view'],
    ['channel', 'WEB'],
    ['appId', 'lobby-web'],
    ['version', '1.1.1'],
    ['eventTime', nowSeconds],
    ['eventUserId', ''],
  ],
});

/** A valid batch with one spot changed to something random or hostile. */
const mutatedBatch = (random: Random): Json => {
  const events = Array.from({ length: 1 + Math.floor(random() * 3) }, validEvent) as {
    entries: [string, Json][];
  }[];
  const target = pick(random, events);
  const spot = Math.floor(random() * (target.entries.length + 1));
  const value = randomValue(random);
  if (spot === target.entries.length) {
    target.entries.push([pick(random, [...HOSTILE_KEYS, 'params']), value]);
  } else {
    target.entries[spot] = [target.entries[spot]![0], value];
  }
  return {
    entries: [...Object.entries(common), ['eventList', events]] as [string, Json][],
  };
};

interface Case {
  label: string;
  payload: string | Buffer;
  contentType?: string;
}

const deep = (depth: number, open: string, close: string, core = '1') =>
  open.repeat(depth) + core + close.repeat(depth);

const fixedCases = (): Case[] => [
  { label: 'not JSON', payload: 'hello' },
  { label: 'truncated JSON', payload: '{"eventList": [' },
  { label: 'JSON null', payload: 'null' },
  { label: 'JSON array', payload: '[]' },
  { label: 'JSON number', payload: '42' },
  { label: 'JSON string', payload: '"x"' },
  { label: 'BOM then JSON', payload: '\ufeff{}' },
  {
    label: 'invalid UTF-8',
    payload: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
  },
  { label: 'huge string', payload: JSON.stringify({ appId: 'x'.repeat(2_000_000) }) },
  { label: 'deep arrays', payload: deep(20_000, '[', ']') },
  { label: 'deep objects', payload: deep(10_000, '{"a":', '}') },
  {
    label: 'deep objects with __proto__ at the bottom',
    payload: deep(5_000, '{"a":', '}', '{"__proto__":{"x":1}}'),
  },
  { label: '__proto__ at the top', payload: '{"__proto__":{"isAdmin":true}}' },
  { label: 'constructor.prototype', payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { label: 'duplicate keys', payload: '{"platform":0,"platform":"x"}' },
  { label: 'huge number', payload: '{"platform":1e999}' },
  { label: 'empty body', payload: '' },
  { label: 'text/html', payload: '<html>', contentType: 'text/html' },
  {
    label: 'octet-stream',
    payload: Buffer.from([1, 2, 3]),
    contentType: 'application/octet-stream',
  },
  { label: 'form', payload: 'eventList=1', contentType: 'application/x-www-form-urlencoded' },
  { label: 'json in latin1', payload: '{}', contentType: 'application/json; charset=latin1' },
  { label: 'upper-case type', payload: '{}', contentType: 'APPLICATION/JSON' },
  { label: 'json+suffix type', payload: '{}', contentType: 'application/vnd.api+json' },
  { label: 'text/plain', payload: '{}', contentType: 'text/plain' },
  { label: 'text/plain not JSON', payload: 'a,b,c', contentType: 'text/plain;charset=UTF-8' },
];

const CONTENT_TYPES = ['application/json', 'application/json', 'application/json', 'text/plain'];

const randomCases = (seed: number, count: number, batches: boolean): Case[] => {
  const random = mulberry32(seed);
  return Array.from({ length: count }, (_, i) => {
    const body = batches && random() < 0.6 ? mutatedBatch(random) : randomValue(random);
    return {
      label: `seed ${seed} case ${i}`,
      payload: toJson(body),
      contentType: pick(random, CONTENT_TYPES),
    };
  });
};

const eventCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('event_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const send = (name: string, c: Case) =>
  t.app.inject({
    method: 'POST',
    url: `/app/v1/${name}`,
    payload: c.payload,
    headers:
      c.contentType === undefined
        ? { 'content-type': 'application/json' }
        : { 'content-type': c.contentType },
  });

const expectEnvelope = (label: string, status: number, body: string) => {
  expect(status, `${label}: status`).not.toBe(500);
  expect([200, 400], `${label}: status ${status} ${body.slice(0, 200)}`).toContain(status);
  let envelope: { code?: unknown; errcode?: unknown; msg?: unknown };
  try {
    envelope = JSON.parse(body) as typeof envelope;
  } catch {
    throw new Error(`${label}: not JSON: ${body.slice(0, 200)}`);
  }
  expect(envelope.code, label).toBe(status);
  expect(envelope.errcode, label).toBe(status === 200 ? 0 : 400);
  expect(typeof envelope.msg, label).toBe('string');
  return envelope as { data?: { accepted?: number } };
};

const clockSeed = Date.now() % 1_000_000;

describe.each([
  ['anonymous/appConfig', false],
  ['anonymous/appEventLogClient', true],
] as const)('fuzzing %s', (name, batches) => {
  it('answers the envelope for hostile bodies and content types, never a 500', async () => {
    for (const c of fixedCases()) {
      const before = await eventCount();
      const response = await send(name, c);
      const envelope = expectEnvelope(c.label, response.statusCode, response.body);
      const stored = (await eventCount()) - before;
      expect(stored, c.label).toBe(
        response.statusCode === 200 ? (envelope.data?.accepted ?? 0) : 0,
      );
    }
  });

  it.each([1, 2, 3, clockSeed])(
    'answers the envelope for random bodies (seed %i)',
    async (seed) => {
      for (const c of randomCases(seed, 150, batches)) {
        const before = await eventCount();
        const response = await send(name, c);
        const envelope = expectEnvelope(c.label, response.statusCode, response.body);
        const stored = (await eventCount()) - before;
        expect(stored, c.label).toBe(
          response.statusCode === 200 ? (envelope.data?.accepted ?? 0) : 0,
        );
      }
    },
  );
});

describe('fuzzing valid batches with hostile text', () => {
  it('stores text PostgreSQL would refuse (NUL, lone surrogates) cleaned, never a 500', async () => {
    const before = await eventCount();
    const { status } = await t.call('anonymous/appEventLogClient', {
      ...common,
      appId: 'a\u0000b',
      eventList: [
        {
          eventName: 'text_test',
          channel: 'W\u0000EB',
          appId: '\ud800x',
          version: '\udfff',
          eventTime: nowSeconds,
          eventUserId: '\u0000',
          params: { 'k\u0000': 'v\ud800', '\udc00': 1 },
        },
      ],
    });
    expect(status).toBe(200);
    expect((await eventCount()) - before).toBe(1);
    const row = await t.database.db
      .selectFrom('event_log')
      .selectAll()
      .where('event_name', '=', 'text_test')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      channel: 'WEB',
      app_id: '\ufffdx',
      version: '\ufffd',
      body_app_id: 'ab',
      params: { k: 'v\ufffd', '\ufffd': 1 },
    });
  });
});
