import { sql, type KyselyPlugin, type RootOperationNode } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db';
import { common, useTestApp } from '../../../test/test-app';
import type { DatabaseHandle } from '@/db/database';
import { createSession } from '../sessions/sessions.service';
import { createUser } from '../../../test/users';
import { listPartitions, partitionName } from './telemetry.repo';
import { TelemetryService } from './telemetry.service';

/** Counts the INSERT statements that reach event_log. */
const insertCounter = () => {
  let inserts = 0;
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }: { node: RootOperationNode }) => {
      const text =
        node.kind === 'RawNode'
          ? node.sqlFragments.join('?')
          : node.kind === 'InsertQueryNode'
            ? `insert into ${node.into?.table.identifier.name ?? ''}`
            : '';
      if (/^\s*insert into event_log\b/.test(text)) inserts += 1;
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { plugin, count: () => inserts };
};

let base: DatabaseHandle;
const counter = insertCounter();

beforeAll(async () => {
  base = await createTestDatabase();
});
afterAll(async () => {
  await base?.close();
});
const t = useTestApp(() => ({ database: { ...base, db: base.db.withPlugin(counter.plugin) } }));
beforeEach(async () => {
  await base.db.deleteFrom('event_log').execute();
});

const nowSeconds = () => Math.floor(Date.now() / 1000);

const event = (overrides: Record<string, unknown> = {}) => ({
  eventName: 'page_view',
  channel: 'WEB',
  appId: 'lobby-web',
  version: '1.1.1',
  eventTime: nowSeconds(),
  eventUserId: '',
  params: { path: '/bonus' },
  ...overrides,
});

const storedRows = () =>
  base.db.selectFrom('event_log').selectAll().orderBy('event_name').execute();

describe('anonymous/appEventLogClient', () => {
  it('stores a batch of 20 in one multi-row INSERT, with the common fields and the IP', async () => {
    const before = counter.count();
    const eventList = Array.from({ length: 20 }, (_, i) => event({ eventName: `e_${i}` }));
    const response = await t.app.inject({
      method: 'POST',
      url: '/app/v1/anonymous/appEventLogClient',
      payload: { ...common, eventList },
      remoteAddress: '198.51.100.4',
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({
      code: 200,
      errcode: 0,
      msg: 'ok',
      data: { accepted: 20, refused: [] },
    });
    expect(counter.count() - before).toBe(1);

    const rows = await storedRows();
    expect(rows).toHaveLength(20);
    expect(rows[0]).toMatchObject({
      event_name: 'e_0',
      channel: 'WEB',
      app_id: 'lobby-web',
      version: '1.1.1',
      event_user_id: '',
      params: { path: '/bonus' },
      user_id: null,
      ip: '198.51.100.4',
      body_app_id: common.appId,
      body_channel: common.channel,
      platform: common.platform,
      app_version: common.appVersion,
      request_id: response.headers['x-request-id'],
    });
    expect(rows[0]?.event_time.getTime()).toBe(eventList[0]!.eventTime * 1000);
  });

  it('takes the sendBeacon form: JSON in a text/plain body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/app/v1/anonymous/appEventLogClient',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify({ ...common, eventList: [event({ eventName: 'beacon' })] }),
    });
    expect(response.statusCode).toBe(200);
    expect((await storedRows()).map((r) => r.event_name)).toEqual(['beacon']);
  });

  it('refuses a text/plain body that is not JSON, storing nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/app/v1/anonymous/appEventLogClient',
      headers: { 'content-type': 'text/plain' },
      payload: 'eventList=1',
    });
    expect(response.statusCode).toBe(400);
    expect(await storedRows()).toHaveLength(0);
  });

  it('records the session’s user, and the client’s eventUserId as given', async () => {
    const user = await createUser(base.db, { nickname: 'tele' });
    const { token } = await createSession(base.db, { userId: user.id }, t.sessionCache);
    const { status } = await t.call(
      'anonymous/appEventLogClient',
      { ...common, eventList: [event({ eventUserId: 12345 })] },
      { authorization: token },
    );
    expect(status).toBe(200);
    expect(await storedRows()).toMatchObject([{ user_id: user.id, event_user_id: '12345' }]);
  });

  it.each([
    ['21 items', { eventList: Array.from({ length: 21 }, () => event()) }, 'eventList'],
    ['no items', { eventList: [] }, 'eventList'],
    ['no list', {}, 'eventList'],
  ])('refuses a batch with %s and stores nothing', async (_label, body, path) => {
    const before = counter.count();
    const { status, body: answer } = await t.call('anonymous/appEventLogClient', {
      ...common,
      ...body,
    });
    expect(status).toBe(400);
    expect(answer).toMatchObject({ code: 400, errcode: 400 });
    expect(answer.data.issues.map((issue) => issue.path)).toContain(path);
    expect(counter.count()).toBe(before);
    expect(await storedRows()).toHaveLength(0);
  });

  it.each([
    ['no eventUserId', event({ eventUserId: undefined }), 'eventList.7.eventUserId'],
    ['time in milliseconds', event({ eventTime: Date.now() }), 'eventList.7.eventTime'],
    ['a bad event name', event({ eventName: 'drop table;' }), 'eventList.7.eventName'],
    ['a missing field', event({ channel: undefined }), 'eventList.7.channel'],
    ['an object param', event({ params: { a: { b: 1 } } }), 'eventList.7.params.a'],
    ['a month-old time', event({ eventTime: nowSeconds() - 31 * 86_400 }), 'eventList.7.eventTime'],
    ['a time ahead', event({ eventTime: nowSeconds() + 2 * 86_400 }), 'eventList.7.eventTime'],
    ['not an object', 'page_view', 'eventList.7'],
  ])(
    'refuses an event with %s alone: the other 19 of its batch are stored, in one INSERT',
    async (_label, bad, path) => {
      const before = counter.count();
      const eventList: unknown[] = Array.from({ length: 20 }, (_, i) =>
        event({ eventName: `e_${String(i).padStart(2, '0')}` }),
      );
      eventList[7] = bad;
      const { status, body: answer } = await t.call('anonymous/appEventLogClient', {
        ...common,
        eventList,
      });
      expect(status).toBe(200);
      expect(answer.data.accepted).toBe(19);
      expect(answer.data.refused).toHaveLength(1);
      expect(answer.data.refused[0]!.index).toBe(7);
      expect(answer.data.refused[0]!.issues.map((issue: { path: string }) => issue.path)).toContain(
        path,
      );
      expect(counter.count() - before).toBe(1);
      const names = (await storedRows()).map((row) => row.event_name);
      expect(names).toHaveLength(19);
      expect(names).not.toContain('e_07');
    },
  );

  it('stores nothing and answers each refusal when every event is bad', async () => {
    const before = counter.count();
    const { status, body: answer } = await t.call('anonymous/appEventLogClient', {
      ...common,
      eventList: [event({ eventUserId: undefined }), 42],
    });
    expect(status).toBe(200);
    expect(answer.data.accepted).toBe(0);
    expect(answer.data.refused.map((r: { index: number }) => r.index)).toEqual([0, 1]);
    expect(counter.count()).toBe(before);
    expect(await storedRows()).toHaveLength(0);
  });
});

describe('POST /dev/v1/eventLog', () => {
  it('lists the newest stored events, of one name when asked', async () => {
    const eventList = [
      event({ eventName: 'page_view', eventTime: nowSeconds() - 2, params: { path: '/faq' } }),
      event({ eventName: 'click', eventTime: nowSeconds() - 1 }),
      event({ eventName: 'page_view', params: { path: '/vip' } }),
    ];
    await t.app.inject({
      method: 'POST',
      url: '/app/v1/anonymous/appEventLogClient',
      payload: { ...common, eventList },
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/v1/eventLog',
      payload: { eventName: 'page_view' },
    });
    expect(response.statusCode).toBe(200);
    const { list } = JSON.parse(response.body).data;
    expect(list.map((e: { params: { path: string } }) => e.params.path)).toEqual(['/vip', '/faq']);
    expect(list[0]).toMatchObject({ eventName: 'page_view', eventTime: eventList[2]!.eventTime });
  });

  it('refuses a bad query with the 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/dev/v1/eventLog',
      payload: { limit: 'all' },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ code: 400, errcode: 400 });
  });
});

describe('event_log partitions', () => {
  it('has this month’s and next month’s partitions from the start', async () => {
    const now = new Date();
    const current = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 };
    const next =
      current.month === 12
        ? { year: current.year + 1, month: 1 }
        : { year: current.year, month: current.month + 1 };
    const partitions = await listPartitions(base.db);
    expect(partitions).toEqual(
      expect.arrayContaining([partitionName(current), partitionName(next)]),
    );
  });

  it('creates the months a batch needs and routes each row to its month', async () => {
    const service = new TelemetryService(base.db);
    const now = Date.UTC(2026, 0, 15);
    const newYear = Date.UTC(2026, 0, 1) / 1000;
    const stored = await service.ingest(
      [event({ eventTime: newYear - 1, eventName: 'old_year' }), event({ eventTime: newYear })],
      { ip: null, userId: null, client: {}, requestId: null },
      now,
    );
    expect(stored).toEqual({ accepted: 2, refused: [] });
    const { rows } = await sql<{ part: string; name: string }>`
      select tableoid::regclass::text as part, event_name as name from event_log order by event_time
    `.execute(base.db);
    expect(rows).toEqual([
      { part: 'event_log_y2025m12', name: 'old_year' },
      { part: 'event_log_y2026m01', name: 'page_view' },
    ]);
  });

  it('recreates a partition dropped behind its back', async () => {
    const service = new TelemetryService(base.db);
    const now = Date.UTC(2030, 5, 10);
    const source = { ip: null, userId: null, client: {}, requestId: null };
    const item = event({ eventTime: now / 1000 });
    await service.ingest([item], source, now);
    await sql`drop table event_log_y2030m06`.execute(base.db);
    expect((await service.ingest([item], source, now)).accepted).toBe(1);
  });

  it('creates partitions safely when instances race', async () => {
    const now = Date.UTC(2031, 2, 10);
    const source = { ip: null, userId: null, client: {}, requestId: null };
    const item = event({ eventTime: now / 1000 });
    const stored = await Promise.all(
      Array.from({ length: 4 }, () => new TelemetryService(base.db).ingest([item], source, now)),
    );
    expect(stored.map((s) => s.accepted)).toEqual([1, 1, 1, 1]);
  });
});
