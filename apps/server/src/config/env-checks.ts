import type { z } from 'zod';
import type { EnvObject } from './env-schema';
import { DEV_DEFAULTS } from './env-values';

/** The rules across variables: what a provider or production cannot do without. */

type EnvFields = z.infer<typeof EnvObject>;

/** The variables SMS_PROVIDER=http cannot do without. */
const SMS_HTTP_REQUIRED = [
  'SMS_HTTP_URL',
  'SMS_HTTP_ACCOUNT',
  'SMS_HTTP_TOKEN',
  'SMS_HTTP_FROM',
] as const;

export const checkSmsProvider = (env: EnvFields, ctx: z.RefinementCtx) => {
  if (env.SMS_PROVIDER !== 'http') return;
  for (const name of SMS_HTTP_REQUIRED) {
    if (env[name] === undefined) {
      ctx.addIssue({ code: 'custom', path: [name], message: 'is required when SMS_PROVIDER=http' });
    }
  }
};

/** The variables STORAGE=s3 cannot do without, anywhere. */
export const checkStorage = (env: EnvFields, ctx: z.RefinementCtx) => {
  if (env.STORAGE !== 's3') return;
  for (const name of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (env[name] === undefined)
      ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STORAGE=s3' });
  }
};

/** This machine's own addresses: the only ones production may reach over plain http. */
const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(hostname);

/**
 * Secrets a production server must not run without; each must be at least MIN_SECRET_BYTES long
 * and none of the development defaults.
 */
const MIN_SECRET_BYTES = 32;

const secretProblem = (value: string | undefined): string | null => {
  if (value === undefined) return 'is required when APP_ENV=production';
  if (Buffer.byteLength(value) < MIN_SECRET_BYTES)
    return `must be at least ${MIN_SECRET_BYTES} bytes when APP_ENV=production`;
  if (
    (Object.values(DEV_DEFAULTS) as string[]).includes(value) ||
    value.includes('not-for-production')
  )
    return 'is a development default: set a secret of your own';
  return null;
};

/**
 * Production refuses sandboxes and development secrets (docs/security.md): the sandbox checkout
 * would let a player mark their own order paid, the sandbox SMS never texts anyone, and a
 * well-known key signs anything.
 */
export const checkProduction = (env: EnvFields, ctx: z.RefinementCtx) => {
  if (env.APP_ENV !== 'production') return;
  const refuse = (path: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  for (const [name, value] of [
    ['PAYMENT_PROVIDER', env.PAYMENT_PROVIDER],
    ['PAYOUT_PROVIDER', env.PAYOUT_PROVIDER],
    ['SMS_PROVIDER', env.SMS_PROVIDER],
  ] as const) {
    if (value === 'sandbox') refuse(name, 'must not be sandbox when APP_ENV=production');
  }
  if (env.DEV_ENDPOINTS_OPEN) refuse('DEV_ENDPOINTS_OPEN', 'must be false when APP_ENV=production');
  // The demo studio is a sandbox too: its games pay whatever it is told to.
  if (env.DEMO_PROVIDER_URL !== undefined)
    refuse('DEMO_PROVIDER_URL', 'must not be set when APP_ENV=production (the demo studio)');
  if (Object.hasOwn(env.GAME_PROVIDER_SECRETS, 'demo-provider'))
    refuse(
      'GAME_PROVIDER_SECRETS',
      'must not name demo-provider when APP_ENV=production (the demo studio)',
    );
  // The signed requests carry the images in clear: over the network, only through TLS.
  if (env.S3_ENDPOINT !== undefined) {
    const endpoint = new URL(env.S3_ENDPOINT);
    if (endpoint.protocol === 'http:' && !isLoopback(endpoint.hostname))
      refuse(
        'S3_ENDPOINT',
        'must be https:// when APP_ENV=production (plain http only to this machine)',
      );
  }
  const required: [string, string | undefined][] = [
    ['CHALLENGE_SECRET', env.CHALLENGE_SECRET],
    ['STAFF_TOTP_KEY', env.STAFF_TOTP_KEY],
  ];
  if (env.PAYMENT_PROVIDER === 'stripe') {
    required.push(['STRIPE_SECRET_KEY', env.STRIPE_SECRET_KEY]);
    required.push(['STRIPE_WEBHOOK_SECRET', env.STRIPE_WEBHOOK_SECRET]);
  }
  if (env.SMS_PROVIDER === 'http') required.push(['SMS_HTTP_TOKEN', env.SMS_HTTP_TOKEN]);
  if (env.METRICS_PORT === 0) required.push(['METRICS_TOKEN', env.METRICS_TOKEN]);
  // Optional secrets: when set, as strong as the required ones.
  for (const name of ['FACEBOOK_APP_SECRET', 'LINE_CHANNEL_SECRET', 'METRICS_TOKEN'] as const) {
    if (env[name] !== undefined && !required.some(([n]) => n === name))
      required.push([name, env[name]]);
  }
  for (const [name, value] of required) {
    const problem = secretProblem(value);
    if (problem) refuse(name, problem);
  }
  for (const [provider, secret] of Object.entries(env.GAME_PROVIDER_SECRETS)) {
    const problem = secretProblem(secret);
    if (problem) refuse('GAME_PROVIDER_SECRETS', `the secret of ${provider} ${problem}`);
  }
};

/** The variables PAYMENT_PROVIDER=stripe cannot do without, anywhere. */
export const checkStripe = (env: EnvFields, ctx: z.RefinementCtx) => {
  if (env.PAYMENT_PROVIDER !== 'stripe') return;
  for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PUBLIC_URL'] as const) {
    if (env[name] === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: 'is required when PAYMENT_PROVIDER=stripe',
      });
    }
  }
};
