import type { InjectOptions } from 'fastify';
import type { CallAnswer, CallName } from '@lobby/contract/registry';
import { APP_CHANNEL, APP_VERSION } from '@lobby/contract/values/enums';
import { buildApp, type App, type BuildAppOptions } from '../src/app';
import type { EnvInput } from '../src/config/env';
import type { DatabaseHandle, StatementListener } from '../src/db/database';
import { createTestDatabase } from './test-db';
import { useOpened } from './use-opened';

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
  /**
   * POST /app/v1/<name> with a JSON body; answers the parsed envelope with the status. A call of
   * the registry answers its answer's type (`data`, when errcode is 0); a name outside it (a test
   * call, a wrong name) answers the loose envelope.
   */
  call<N extends string>(
    name: N,
    body?: unknown,
    headers?: InjectOptions['headers'],
  ): Promise<{ status: number; body: CallEnvelope<N>; headers: Record<string, unknown> }>;
  close(): Promise<void>;
}

/**
 * What a refused call's `data` carries: the request's issues (a 400). A test reads it beside the
 * answer's fields, after asserting errcode.
 */
export interface RefusalData {
  issues: { path: string; message: string }[];
}

/**
 * The envelope a call answers, typed by a registry: `data` is the call's answer (errcode 0) or
 * the refusal's details, so a test reads either after asserting errcode. A name outside the
 * registry (a test call, a wrong name) answers the loose envelope.
 */
export type EnvelopeOf<N extends string, Names extends string, Answer> = N extends Names
  ? Omit<Envelope, 'data'> & { data: EveryBranch<Answer> & RefusalData }
  : Envelope;

type KeysOfEither<U> = U extends unknown ? keyof U : never;
/**
 * An answer of several shapes (`notModified: true`, or the config) with the fields of every
 * shape, as a test reads it after asserting which shape came.
 */
type EveryBranch<U> = { [K in KeysOfEither<U>]: U extends Record<K, infer V> ? V : never };

/** The envelope of a player call. */
export type CallEnvelope<N extends string> = EnvelopeOf<
  N,
  CallName,
  N extends CallName ? CallAnswer<N> : never
>;

export interface Envelope {
  code: number;
  errcode: number;
  msg: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
}

/**
 * What a test app is built with: buildApp's options, on a database of its own unless one is given
 * (its statements told to `onStatement`, when a test counts them).
 */
export type TestAppOptions = Omit<BuildAppOptions, 'database'> & {
  database?: DatabaseHandle;
  onStatement?: StatementListener;
};

/**
 * The real app on a database of its own (a fresh migrated copy unless one is given). close()
 * closes the app and the database it created.
 */
export const startTestApp = async ({
  onStatement,
  ...options
}: TestAppOptions = {}): Promise<TestApp> => {
  const database = options.database ?? (await createTestDatabase(onStatement));
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
        body: JSON.parse(response.body) as CallEnvelope<typeof name>,
        headers: response.headers,
      };
    },
    close: async () => {
      await app.close();
      if (!options.database) await database.close();
    },
  };
};

/**
 * The test app of a file (or of a describe block): started in beforeAll, closed in afterAll (see
 * useOpened). `options` may be a function, called in beforeAll, when they come from an earlier
 * beforeAll (a temporary folder, a fake server's address): what that opens it closes in an
 * afterAll registered before this one, so after the app.
 */
export const useTestApp = (
  options: TestAppOptions | (() => TestAppOptions | Promise<TestAppOptions>) = {},
): TestApp =>
  useOpened(
    async () => startTestApp(typeof options === 'function' ? await options() : options),
    (t) => t.close(),
  );
