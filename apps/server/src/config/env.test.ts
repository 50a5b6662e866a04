import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { EnvError, parseEnv, repoRoot } from './env';

describe('env', () => {
  it('has working defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 8080,
      HOST: '0.0.0.0',
      APP_ENV: 'development',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: 300,
      SESSION_IDLE_DAYS: 30,
      TRUST_PROXY: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
  });

  it('resolves relative paths against the repository root, whatever the cwd', () => {
    const env = parseEnv({ DATA_DIR: './data' });
    expect(env.DATA_DIR).toBe(join(repoRoot, 'data'));
    expect(env.WEB_DIST).toBe(join(repoRoot, 'apps/web/dist'));
    expect(parseEnv({ DATA_DIR: '/var/lib/lobby' }).DATA_DIR).toBe('/var/lib/lobby');
    expect(isAbsolute(repoRoot)).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: ' ' })).toMatchObject({
      DATABASE_URL: undefined,
      PORT: 8080,
    });
  });

  it('parses numbers, enums and proxy settings', () => {
    const env = parseEnv({
      PORT: '18080',
      APP_ENV: 'production',
      RATE_LIMIT_MAX: '0',
      TRUST_PROXY: '2',
      DATABASE_URL: 'postgres://u@db:5432/lobby',
    });
    expect(env).toMatchObject({ PORT: 18080, APP_ENV: 'production', RATE_LIMIT_MAX: 0 });
    expect(env.TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).TRUST_PROXY).toBe('10.0.0.1,10.0.0.2');
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['APP_ENV', 'staging'],
    ['LOG_LEVEL', 'loud'],
    ['DATABASE_URL', 'mysql://localhost/lobby'],
    ['REDIS_URL', 'not a url'],
    ['RATE_LIMIT_MAX', '-1'],
    ['SESSION_IDLE_DAYS', '1.5'],
  ])('refuses %s=%j with an error naming it', (name, value) => {
    let error: unknown;
    try {
      parseEnv({ [name]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).variables).toEqual([name]);
    expect((error as EnvError).message).toContain(name);
    expect((error as EnvError).message).toContain(JSON.stringify(value));
  });

  it('stops the boot of the app with the name of the bad variable', async () => {
    await expect(buildApp({ env: { PORT: 'x' }, logger: false })).rejects.toThrow(/PORT/);
  });
});
