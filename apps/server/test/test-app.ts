import type { InjectOptions } from 'fastify';
import { APP_CHANNEL, APP_VERSION } from '@lobby/contract/values/enums';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import type { EnvInput } from '../src/config/env';
import type { DatabaseHandle } from '../src/db/database';
import { createTestDatabase } from './test-db';

/** The environment every test app starts from; a test overrides what it exercises. */
export const testEnv: EnvInput = {
  APP_ENV: 'test',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000',
  SIGN_IN_RATE_LIMIT_MAX: '100000',
  MONEY_RATE_LIMIT_MAX: '100000',
  WEB_DIST: '/nonexistent/web-dist',
  CONSOLE_DIST: '/nonexistent/console-dist',
  CONFIG_RECHECK_MS: '3600000',
  JOBS_POLL_MS: '0',
  // Tests check the providers' health by hand (ProviderRegistry.probe).
  PROVIDER_HEALTH_MS: '0',
};

/** The common fields the web client adds to every body. */
export const common = {
  appId: 'lobby-web',
  channel: APP_CHANNEL,
  clientReferrer: '',
  platform: 1,
  appVersion: APP_VERSION,
} as const;

export interface TestApp extends App {
  /** POST /app/v1/<name> with a JSON body; answers the parsed envelope with the status. */
  call(
    name: string,
    body?: unknown,
    headers?: InjectOptions['headers'],
  ): Promise<{ status: number; body: Envelope; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

export interface Envelope {
  code: number;
  errcode: number;
  msg: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
}

/**
 * The real app on a database of its own (a fresh migrated copy unless one is given). close()
 * closes the app and the database it created.
 */
export const startTestApp = async (
  options: Omit<BuildAppOptions, 'database'> & { database?: DatabaseHandle } = {},
): Promise<TestApp> => {
  const database = options.database ?? (await createTestDatabase());
  const built = await buildApp({
    ...options,
    env: { ...testEnv, ...options.env },
    database,
    logger: options.logger ?? false,
  });
  const { app } = built;
  return {
    ...built,
    call: async (name, body = common, headers = {}) => {
      const response = await app.inject({
        method: 'POST',
        url: `/app/v1/${name}`,
        payload: body as InjectOptions['payload'],
        headers,
      });
      return {
        status: response.statusCode,
        body: JSON.parse(response.body) as Envelope,
        headers: response.headers,
      };
    },
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
};
