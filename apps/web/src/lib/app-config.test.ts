import { describe, expect, it } from 'vitest';
import { storageKeys } from '../config/storage-keys';
import { useSessionStore } from '../stores/session-store';
import { envelope, stubConfigServer, stubFetch } from '../test/fetch-stub';
import { configFixture } from '../test/fixtures/app-config';
import { setNavigator } from './navigation';
import { fetchAppConfig, readCachedConfig } from './app-config';
import { userFixture } from '../test/fixtures/user';

describe('appConfig', () => {
  it('without a cache asks without a version and caches the answer with its version', async () => {
    const { seen } = stubConfigServer(configFixture, 'v7');
    const config = await fetchAppConfig();
    expect(seen[0]?.body).not.toHaveProperty('version');
    expect(config).toEqual(configFixture);
    expect(readCachedConfig()).toEqual({ version: 'v7', config: configFixture });
  });

  it('sends the cached version and keeps the cached config on {notModified: true}', async () => {
    localStorage.setItem(
      storageKeys.appConfig,
      JSON.stringify({ version: 'v7', config: configFixture }),
    );
    const { seen } = stubFetch(() => envelope({ version: 'v7', notModified: true }));
    const config = await fetchAppConfig();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.body?.version).toBe('v7');
    expect(config).toEqual(configFixture);
  });

  it('replaces the cache when the server has a newer version', async () => {
    const old = { ...configFixture, gameShowNum: 9 };
    localStorage.setItem(storageKeys.appConfig, JSON.stringify({ version: 'v6', config: old }));
    stubConfigServer(configFixture, 'v7');
    expect(await fetchAppConfig()).toEqual(configFixture);
    expect(readCachedConfig()?.version).toBe('v7');
  });

  it('asks again in full when notModified arrives for a version it does not hold', async () => {
    let n = 0;
    const { seen } = stubFetch(() =>
      ++n === 1
        ? envelope({ version: 'v7', notModified: true })
        : envelope({ version: 'v7', notModified: false, config: configFixture }),
    );
    localStorage.setItem(
      storageKeys.appConfig,
      JSON.stringify({ version: 'v5', config: configFixture }),
    );
    expect(await fetchAppConfig()).toEqual(configFixture);
    expect(seen.map((r) => r.body?.version)).toEqual(['v5', undefined]);
  });

  it('a 401 while loading it logs out, then loads it anonymously', async () => {
    const navigated: string[] = [];
    setNavigator((to) => navigated.push(to));
    useSessionStore.getState().signIn('expired', userFixture({ id: 1, account: '' }));
    let n = 0;
    const { seen } = stubFetch(() =>
      ++n === 1
        ? envelope(undefined, 401, 401, 'Please sign in.')
        : envelope({ version: 'v1', notModified: false, config: configFixture }),
    );
    expect(await fetchAppConfig()).toEqual(configFixture);
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigated[0]).toMatch(/^\/auth\/login/);
    expect(seen[1]?.headers.authorization).toBeUndefined();
  });
});
