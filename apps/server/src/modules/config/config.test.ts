import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AppConfig } from '@lobby/contract/app-config';
import { ActivityType } from '@lobby/contract/values/enums';
import { DEPOSIT_RULES_KEY, DepositRules } from '../deposits/deposit-rules';
import { createTestDatabase } from '../../../test/test-db';
import { common, startTestApp, useTestApp } from '../../../test/test-app';
import { countConfigRevisions } from './config.repo';
import { ConfigService, seedConfig } from './config.service';
import { demoConfig } from './demo-config';
import { fillFigures, readFigureSettings } from './promised-figures';

const t = useTestApp();

const fetchConfig = (body: object = common, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/app/v1/anonymous/appConfig',
    payload: body,
    headers,
  });

describe('anonymous/appConfig', () => {
  it('serves the demo config seeded on first start, in the envelope, with a version', async () => {
    const { status, body } = await t.call('anonymous/appConfig');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: 200, errcode: 0, msg: 'ok' });
    expect(body.data.notModified).toBe(false);
    expect(body.data.version).toMatch(/^1-[0-9a-f]{12}$/);
    // Served with its texts' figures filled from the settings (their defaults here).
    expect(body.data.config).toEqual(
      fillFigures(AppConfig.parse(demoConfig), await readFigureSettings(t.settings)),
    );
    expect(await countConfigRevisions(t.database.db)).toBe(1);
  });

  it('answers notModified when the body names the current version', async () => {
    const { version } = (await t.call('anonymous/appConfig')).body.data;
    const { status, body } = await t.call('anonymous/appConfig', { ...common, version });
    expect(status).toBe(200);
    expect(body).toEqual({
      code: 200,
      errcode: 0,
      msg: 'ok',
      data: { version, notModified: true },
    });
  });

  it('answers notModified for a matching If-None-Match, full for another', async () => {
    const first = await fetchConfig();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"1-[0-9a-f]{12}"$/);
    const same = JSON.parse((await fetchConfig(common, { 'if-none-match': etag })).body);
    expect(same.data.notModified).toBe(true);
    const weak = JSON.parse((await fetchConfig(common, { 'if-none-match': `W/${etag}` })).body);
    expect(weak.data.notModified).toBe(true);
    const other = JSON.parse((await fetchConfig(common, { 'if-none-match': '"0-x"' })).body);
    expect(other.data.notModified).toBe(false);
  });

  it('answers the full config for an unknown version', async () => {
    const { body } = await t.call('anonymous/appConfig', { ...common, version: '0-old' });
    expect(body.data.notModified).toBe(false);
    expect(body.data.config.games.length).toBeGreaterThan(0);
  });

  it('sends brotli or gzip when accepted, the same JSON either way', async () => {
    const plain = await fetchConfig();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');

    const br = await fetchConfig(common, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await fetchConfig(common, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('answers from memory: no database needed once loaded', async () => {
    const database = await createTestDatabase();
    const isolated = await startTestApp({ database, env: { CONFIG_RECHECK_MS: '100' } });
    try {
      const before = await isolated.call('anonymous/appConfig');
      await database.close();
      await new Promise((resolve) => setTimeout(resolve, 150)); // past the recheck interval
      for (let i = 0; i < 3; i++) {
        const { status, body } = await isolated.call('anonymous/appConfig');
        expect(status).toBe(200);
        expect(body.data.version).toBe(before.body.data.version);
        expect(body.data.config).toEqual(before.body.data.config);
      }
    } finally {
      await isolated.app.close();
    }
  });

  it('refuses a body that fails the schema', async () => {
    const { status, body } = await t.call('anonymous/appConfig', { version: 12 });
    expect(status).toBe(400);
    expect(body.data.issues).toEqual([{ path: 'version', message: expect.any(String) }]);
  });
});

describe('config updates', () => {
  it('bumps the version, invalidates the cache and serves the new config at once', async () => {
    const before = (await t.call('anonymous/appConfig')).body.data;
    const changed = { ...demoConfig, gameShowNum: demoConfig.gameShowNum === 9 ? 6 : 9 };
    const snapshot = await t.config.update(changed, 'test: fewer games per row');
    expect(snapshot.revision).toBe(2);
    expect(snapshot.version).not.toBe(before.version);

    const after = (await t.call('anonymous/appConfig', { ...common, version: before.version })).body
      .data;
    expect(after.notModified).toBe(false);
    expect(after.version).toBe(snapshot.version);
    expect(after.config.gameShowNum).toBe(changed.gameShowNum);

    const again = await t.call('anonymous/appConfig', { ...common, version: after.version });
    expect(again.body.data.notModified).toBe(true);
  });

  it('keeps the version when the same content is saved again', async () => {
    const current = t.config.current();
    const saved = await t.config.update(current.config);
    expect(saved.version).toBe(current.version);
    expect(await countConfigRevisions(t.database.db)).toBe(current.revision);
  });

  it('stores nothing for a config the contract refuses', async () => {
    const revisions = await countConfigRevisions(t.database.db);
    const broken = { ...demoConfig, gameShowNum: 0 };
    await expect(t.config.update(broken)).rejects.toThrow();
    expect(await countConfigRevisions(t.database.db)).toBe(revisions);
  });

  it('refuses a text naming a figure that does not exist, and stores nothing', async () => {
    const revisions = await countConfigRevisions(t.database.db);
    const faq = [{ ...demoConfig.faq[0]!, answer: 'Get {{freeMoney}} now, {{signUpBonus}} too' }];
    await expect(t.config.update({ ...t.config.current().config, faq })).rejects.toThrow(
      /freeMoney/,
    );
    expect(await countConfigRevisions(t.database.db)).toBe(revisions);
  });

  it('fills the texts from what pays: a changed offer is a new version stating the new figure', async () => {
    const text = () =>
      t
        .call('anonymous/appConfig')
        .then(
          (r) =>
            (r.body.data.config as AppConfig).activities.find(
              (a) => a.type === ActivityType.FirstDeposit,
            )!.title,
        );
    const before = (await t.call('anonymous/appConfig')).body.data.version as string;
    expect(await text()).toContain('20% on your first deposit, up to 5,000.00');
    await t.settings.set(DEPOSIT_RULES_KEY, DepositRules, {
      firstDepositBonusBp: 5_000,
      maxBonus: 25_000,
    });
    try {
      expect(await text()).toContain('50% on your first deposit, up to 250.00');
      expect((await t.call('anonymous/appConfig')).body.data.version).not.toBe(before);
    } finally {
      await t.settings.set(DEPOSIT_RULES_KEY, DepositRules, {});
    }
    expect(await text()).toContain('20% on your first deposit, up to 5,000.00');
  });

  it('is noticed by another instance within its recheck interval', async () => {
    const other = new ConfigService(t.database.db, { recheckMs: 0 });
    await other.start(demoConfig);
    const before = other.current().revision;
    const changed = { ...t.config.current().config, gameShowNum: 12 };
    const saved = await t.config.update(changed);
    expect(other.current().revision).toBe(before); // answered from memory, check started
    await expect.poll(() => other.current().revision).toBe(saved.revision);
  });

  it('seeds once even when many instances start at the same time', async () => {
    const { database } = t;
    await database.db.deleteFrom('app_config').execute();
    const seeded = await Promise.all(
      Array.from({ length: 5 }, () => seedConfig(database.db, demoConfig)),
    );
    expect(seeded.filter(Boolean)).toHaveLength(1);
    expect(await countConfigRevisions(database.db)).toBe(1);
  });
});
