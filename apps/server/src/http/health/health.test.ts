import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-db';
import { common, startTestApp, useTestApp } from '../../../test/test-app';

const t = useTestApp();

describe('probes', () => {
  it('/healthz answers a tiny envelope without the database', async () => {
    const response = await t.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, errcode: 0, msg: 'ok', data: { status: 'ok' } });
  });

  it('/readyz answers ready when the database does', async () => {
    const response = await t.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, data: { status: 'ready' } });
  });

  it('/readyz answers 503 in the envelope when the database is gone', async () => {
    const database = await createTestDatabase();
    const broken = await startTestApp({ database });
    try {
      await database.close();
      const response = await broken.app.inject({ url: '/readyz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 503, errcode: 503, data: { database: false } });
      expect((await broken.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await broken.app.close();
    }
  });

  it('/metrics exposes Prometheus metrics, requests counted by route pattern', async () => {
    await t.call('anonymous/appConfig', common);
    await t.call('anonymous/appEventLogClient', {
      ...common,
      eventList: [
        {
          eventName: 'metrics_test',
          channel: 'WEB',
          appId: 'x',
          version: '1',
          eventTime: Math.floor(Date.now() / 1000),
          eventUserId: '',
        },
      ],
    });
    await t.app.inject({ method: 'POST', url: '/app/v1/no/such/thing' });
    const response = await t.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="POST",route="\/app\/v1\/anonymous\/appConfig",status_code="200"\} 1/,
    );
    expect(text).toMatch(/route="unmatched",status_code="404"/);
    expect(text).toMatch(/telemetry_events_total 1/);
    expect(text).not.toContain('route="/healthz"');
  });
});
