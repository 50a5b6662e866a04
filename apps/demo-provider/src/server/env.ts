import { z } from 'zod';

/**
 * The studio's environment, parsed once at boot (main.ts passes process.env; tests pass their
 * own). A bad value stops the studio with an error that names the variable and its rule, never
 * the value: WALLET_SECRET is a secret.
 */

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const int = (min: number, max: number, fallback: number) =>
  z.preprocess(blankToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));

/** A probability: a number from 0 to 1. */
const chance = z.preprocess(blankToUndefined, z.coerce.number().min(0).max(1).default(0));

const httpUrl = z.preprocess(
  blankToUndefined,
  z.string({ error: 'is required' }).refine((value) => {
    try {
      return ['https:', 'http:'].includes(new URL(value).protocol);
    } catch {
      return false;
    }
  }, 'must be a URL starting with https:// or http://'),
);

const EnvSchema = z
  .object({
    PORT: int(0, 65_535, 8090),
    HOST: z.preprocess(blankToUndefined, z.string().min(1).default('127.0.0.1')),
    /** The studio's name on the lobby's wallet: the <provider> of /provider/v1/<provider>/<op>. */
    PROVIDER_NAME: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[a-z0-9-]{1,32}$/, 'must be 1–32 characters of a-z, 0-9 and -')
        .default('demo-provider'),
    ),
    /** The lobby's base URL; the wallet is at <WALLET_URL>/provider/v1/<PROVIDER_NAME>/<op>. */
    WALLET_URL: httpUrl,
    /** The HMAC-SHA256 key the lobby knows this studio by (its GAME_PROVIDER_SECRETS entry). */
    WALLET_SECRET: z.preprocess(
      blankToUndefined,
      z.string({ error: 'is required' }).min(16, 'must be at least 16 characters'),
    ),
    /** How long one wallet call may take before it counts as unanswered. */
    WALLET_TIMEOUT_MS: int(1, 600_000, 3000),
    /** Who may frame the game pages (the CSP's frame-ancestors): the lobby's origin, or *. */
    FRAME_ANCESTORS: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[^;,\r\n]+$/, 'must be CSP sources separated by spaces (no ; or ,)')
        .default('*'),
    ),
    /** Chaos: the share of wallet calls delivered whose answer is then thrown away. */
    CHAOS_DROP: chance,
    /** Chaos: the share of wallet calls held back (the studio sees a timeout) and sent later. */
    CHAOS_DELAY: chance,
    /** Chaos: the seed of its random choices (a random one, logged, when unset). */
    CHAOS_SEED: z.preprocess(blankToUndefined, z.coerce.number().int().optional()),
  })
  .superRefine((env, ctx) => {
    if (env.CHAOS_DROP + env.CHAOS_DELAY > 1)
      ctx.addIssue({
        code: 'custom',
        path: ['CHAOS_DELAY'],
        message: 'plus CHAOS_DROP must not exceed 1',
      });
  });

export type ProviderEnv = z.infer<typeof EnvSchema>;

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

export const parseEnv = (source: Record<string, string | undefined>): ProviderEnv => {
  const result = EnvSchema.safeParse(source);
  if (result.success) return result.data;
  const variables = [...new Set(result.error.issues.map((issue) => String(issue.path[0])))];
  const detail = result.error.issues
    .map((issue) => `${String(issue.path[0])} ${issue.message.replace(/\s+/g, ' ')}`)
    .join('; ');
  throw new EnvError(variables, detail);
};
