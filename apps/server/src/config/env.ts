import type { z } from 'zod';
import { checkProduction, checkSmsProvider, checkStorage, checkStripe } from './env-checks';
import { EnvObject } from './env-schema';

/**
 * The one place that reads process.env (lint forbids it elsewhere). Every variable is parsed at
 * boot; a bad value stops the server with an error that names the variable.
 *
 * Relative paths (DATA_DIR, WEB_DIST) are resolved against the repository root: the nearest
 * folder above this module whose package.json declares npm workspaces. `npm start` at the root,
 * `npm run start -w apps/server` (whose cwd is apps/server) and `node apps/server/dist/server.mjs`
 * therefore all use the same ./data. Outside a checkout (no workspace root found) the process's
 * cwd is the base.
 */

export { DEV_DEFAULTS, repoRoot } from './env-values';

export const EnvSchema = EnvObject.superRefine((env, ctx) => {
  checkSmsProvider(env, ctx);
  checkStripe(env, ctx);
  checkStorage(env, ctx);
  checkProduction(env, ctx);
});

export type Env = z.infer<typeof EnvSchema>;
export type EnvInput = Partial<Record<keyof Env, string | undefined>>;

/** Thrown when the environment is unusable; the message names every bad variable. */
export class EnvError extends Error {
  override readonly name = 'EnvError';
  constructor(
    readonly variables: string[],
    detail: string,
  ) {
    super(`Invalid environment: ${detail}`);
  }
}

/**
 * The environment, parsed. A refusal names every bad variable and its rule on one line, and
 * never a value: values may be secrets, or URLs with passwords in them.
 */
export const parseEnv = (source: Record<string, string | undefined>): Env => {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const variables = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
  const detail = result.error.issues
    .map((issue) => `${String(issue.path[0])} ${issue.message.replace(/\s+/g, ' ')}`)
    .join('; ');
  throw new EnvError(variables, detail);
};

/**
 * What the server warns about at start though it runs (docs/security.md "Development helpers"):
 * an unset APP_ENV means development, whose helpers answer this machine (the SMS codes, the test
 * clock): a production host that forgot the variable would serve them.
 */
export const startWarnings = (
  source: Record<string, string | undefined> = process.env,
): string[] =>
  (source.APP_ENV ?? '').trim() === ''
    ? [
        'APP_ENV is unset: running as development, with the development helpers (/dev/v1) on; ' +
          'set APP_ENV=production on a server players reach',
      ]
    : [];

/** The process environment, optionally overridden (tests pass overrides). */
export const loadEnv = (overrides: EnvInput = {}): Env =>
  parseEnv({ ...process.env, ...overrides });
