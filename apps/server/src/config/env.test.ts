import { spawn } from 'node:child_process';
import { isAbsolute, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { fromSources } from '../../test/from-sources';
import { productionEnv } from '../../test/production-env';
import { EnvError, parseEnv, repoRoot, startWarnings } from './env';

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
    expect(env.CONSOLE_DIST).toBe(join(repoRoot, 'apps/console/dist'));
    expect(parseEnv({ DATA_DIR: '/var/lib/lobby' }).DATA_DIR).toBe('/var/lib/lobby');
    expect(isAbsolute(repoRoot)).toBe(true);
  });

  it('warns at start when APP_ENV is unset (it means development), and only then', () => {
    for (const appEnv of [undefined, '', '  '])
      expect(startWarnings({ APP_ENV: appEnv })).toEqual([
        expect.stringMatching(/^APP_ENV is unset/),
      ]);
    for (const appEnv of ['development', 'test', 'production'])
      expect(startWarnings({ APP_ENV: appEnv })).toEqual([]);
  });

  it('treats empty variables as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', PORT: ' ' })).toMatchObject({
      DATABASE_URL: undefined,
      PORT: 8080,
    });
  });

  it('parses numbers, enums and proxy settings', () => {
    const env = parseEnv({
      ...productionEnv,
      PORT: '18080',
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
    // The value is never echoed: it may be a secret, or a URL with a password in it.
    expect((error as EnvError).message).not.toContain(value);
  });

  it('never echoes a secret or a password inside a URL', () => {
    const secret = 'p:short';
    const message = (source: Record<string, string>) => {
      try {
        parseEnv(source);
      } catch (error) {
        return (error as EnvError).message;
      }
      return '';
    };
    const leaked = message({ GAME_PROVIDER_SECRETS: secret });
    expect(leaked).toContain('GAME_PROVIDER_SECRETS');
    expect(leaked).not.toContain('short');
    const url = message({ DATABASE_URL: 'mysql://admin:hunter2@db/lobby' });
    expect(url).toContain('DATABASE_URL');
    expect(url).not.toContain('hunter2');
  });

  it('stops the boot of the app with the name of the bad variable', async () => {
    await expect(buildApp({ env: { PORT: 'x' }, logger: false })).rejects.toThrow(/PORT/);
  });
});

const refusalOf = (source: Record<string, string | undefined>) => {
  try {
    parseEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error;
    throw error;
  }
  return null;
};

describe('production', () => {
  it('starts with real providers and strong secrets', () => {
    expect(parseEnv(productionEnv)).toMatchObject({
      APP_ENV: 'production',
      PAYMENT_PROVIDER: 'stripe',
      PAYOUT_PROVIDER: 'manual',
      SMS_PROVIDER: 'http',
    });
    // A metrics port of its own instead of a token.
    expect(
      refusalOf({ ...productionEnv, METRICS_TOKEN: undefined, METRICS_PORT: '9464' }),
    ).toBeNull();
  });

  it.each([
    ['PAYMENT_PROVIDER', 'sandbox'],
    ['PAYOUT_PROVIDER', 'sandbox'],
    ['SMS_PROVIDER', 'sandbox'],
    ['DEV_ENDPOINTS_OPEN', 'true'],
  ])('refuses %s=%s', (name, value) => {
    const refusal = refusalOf({ ...productionEnv, [name]: value });
    expect(refusal?.variables).toContain(name);
  });

  it('refuses each secret missing, short or a development default, never echoing it', () => {
    const defaults = { CHALLENGE_SECRET: 'challenge-dev-secret-not-for-production' };
    for (const name of [
      'STRIPE_SECRET_KEY',
      'STRIPE_WEBHOOK_SECRET',
      'SMS_HTTP_TOKEN',
      'CHALLENGE_SECRET',
      'STAFF_TOTP_KEY',
      'METRICS_TOKEN',
    ] as const) {
      // Unset, CHALLENGE_SECRET and STAFF_TOTP_KEY take their development defaults, refused as such.
      const hasDefault = name === 'CHALLENGE_SECRET' || name === 'STAFF_TOTP_KEY';
      expect(refusalOf({ ...productionEnv, [name]: undefined })?.message).toContain(
        hasDefault ? `${name} is a development default` : `${name} is required`,
      );
      const short = 'x'.repeat(31);
      const tooShort = refusalOf({ ...productionEnv, [name]: short });
      expect(tooShort?.message).toContain(`${name} must be at least 32 bytes`);
      expect(tooShort?.message).not.toContain(short);
    }
    const dev = refusalOf({ ...productionEnv, ...defaults });
    expect(dev?.message).toContain('CHALLENGE_SECRET is a development default');
    expect(dev?.message).not.toContain(defaults.CHALLENGE_SECRET);
    // Optional secrets, when set, as strong as the required ones.
    expect(refusalOf({ ...productionEnv, FACEBOOK_APP_SECRET: 'short' })?.variables).toEqual([
      'FACEBOOK_APP_SECRET',
    ]);
    const provider = refusalOf({
      ...productionEnv,
      GAME_PROVIDER_SECRETS: 'studio:0123456789abcdef',
    });
    expect(provider?.message).toContain('GAME_PROVIDER_SECRETS the secret of studio must be');
    expect(provider?.message).not.toContain('0123456789abcdef');
    // The demo studio is a sandbox: production takes neither its URL nor a secret for it.
    const studio = refusalOf({
      ...productionEnv,
      DEMO_PROVIDER_URL: 'https://studio.example',
      GAME_PROVIDER_SECRETS: `demo-provider:${'s'.repeat(40)}`,
    });
    expect(studio?.variables).toEqual(['DEMO_PROVIDER_URL', 'GAME_PROVIDER_SECRETS']);
    expect(studio?.message).toContain('(the demo studio)');
  });

  it('reaches S3 over https, or plain http on this machine only', () => {
    const s3 = {
      ...productionEnv,
      STORAGE: 's3',
      S3_BUCKET: 'lobby-images',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    };
    for (const endpoint of [
      undefined,
      'https://acct.r2.example',
      'http://127.0.0.1:9000',
      'http://localhost:9000',
      'http://[::1]:9000',
    ])
      expect(refusalOf({ ...s3, S3_ENDPOINT: endpoint })).toBeNull();
    for (const endpoint of ['http://minio.internal:9000', 'http://10.0.0.5:9000']) {
      const refusal = refusalOf({ ...s3, S3_ENDPOINT: endpoint });
      expect(refusal?.variables).toEqual(['S3_ENDPOINT']);
      expect(refusal?.message).toContain('S3_ENDPOINT must be https:// when APP_ENV=production');
      expect(refusal?.message).not.toContain(endpoint);
    }
    // Outside production a test or a development machine may use any server.
    expect(
      refusalOf({ ...s3, APP_ENV: 'development', S3_ENDPOINT: 'http://minio.internal:9000' }),
    ).toBeNull();
  });

  it('makes the server process exit non-zero with one line naming the variable', async () => {
    const child = spawn(process.execPath, fromSources('apps/server/src/server.ts'), {
      cwd: repoRoot,
      env: {
        ...productionEnv,
        STRIPE_SECRET_KEY: 'sk_test_dev',
        PORT: '0',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).not.toBe(0);
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid environment: STRIPE_SECRET_KEY must be at least 32 bytes/);
    expect(stderr).not.toContain('sk_test_dev');
  }, 30_000);
});

describe('storage', () => {
  it('keeps images on disk by default', () => {
    expect(parseEnv({})).toMatchObject({
      STORAGE: 'disk',
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('takes an S3-compatible bucket with its keys', () => {
    const env = parseEnv({
      STORAGE: 's3',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'lobby-images',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(env).toMatchObject({ STORAGE: 's3', S3_BUCKET: 'lobby-images' });
    expect(env.S3_FORCE_PATH_STYLE).toBe(true);
  });

  it('refuses STORAGE=s3 without the bucket and both keys, naming each', () => {
    const refusal = refusalOf({ STORAGE: 's3', S3_ACCESS_KEY_ID: 'minio' });
    expect(refusal?.variables).toEqual(['S3_BUCKET', 'S3_SECRET_ACCESS_KEY']);
    expect(refusal?.message).toContain('S3_BUCKET is required when STORAGE=s3');
    expect(refusalOf({ STORAGE: 's3' })?.variables).toEqual([
      'S3_BUCKET',
      'S3_ACCESS_KEY_ID',
      'S3_SECRET_ACCESS_KEY',
    ]);
  });

  it.each([
    ['STORAGE', 'ftp'],
    ['S3_ENDPOINT', 'ftp://files.example'],
    ['S3_BUCKET', 'Lobby_Images'],
    ['S3_BUCKET', 'lobby/../x'],
    ['S3_REGION', 'eu west'],
    ['S3_FORCE_PATH_STYLE', 'yes'],
  ])('refuses %s=%j', (name, value) => {
    const refusal = refusalOf({ [name]: value });
    expect(refusal?.variables).toEqual([name]);
    expect(refusal?.message).not.toContain(value);
  });

  it('stops the boot of the app without the bucket', async () => {
    await expect(buildApp({ env: { STORAGE: 's3' }, logger: false })).rejects.toThrow(
      /S3_BUCKET is required when STORAGE=s3/,
    );
  });
});
