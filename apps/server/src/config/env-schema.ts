import { z } from 'zod';
import {
  blankToUndefined,
  DEV_DEFAULTS,
  flag,
  fromRoot,
  int,
  optionalString,
  optionalUrl,
  trustProxy,
  urlWithDefault,
} from './env-values';

/** Every variable the server reads, its rule and its default; env-checks.ts checks them together. */

export const EnvObject = z.object({
  PORT: int(0, 65_535, 8080),
  HOST: z.preprocess(blankToUndefined, z.string().min(1).default('0.0.0.0')),
  /** The embedded PGlite database, used only when DATABASE_URL is unset. */
  DATA_DIR: z.preprocess(blankToUndefined, z.string().default('./data').transform(fromRoot)),
  DATABASE_URL: optionalUrl(['postgres:', 'postgresql:']),
  DATABASE_POOL_MAX: int(1, 200, 10),
  REDIS_URL: optionalUrl(['redis:', 'rediss:']),
  APP_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['development', 'test', 'production']).default('development'),
  ),
  LOG_LEVEL: z.preprocess(
    blankToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /**
   * Requests per minute per client IP across the API; 0 turns this global limit off, and only it:
   * each limit below is switched by its own variable.
   */
  RATE_LIMIT_MAX: int(0, 1_000_000_000, 300),
  /** Requests per minute per client IP to each money call (recharge, exchange, safebox …). */
  MONEY_RATE_LIMIT_MAX: int(0, 1_000_000_000, 60),
  /** Requests per minute per client IP to each sign-in call (smsSend, accountLogin …). */
  SIGN_IN_RATE_LIMIT_MAX: int(0, 1_000_000_000, 30),
  /**
   * Requests per minute per client IP to the game providers' wallet route (/provider/v1/…):
   * generous, since a provider calls from a few addresses in bursts; 0 turns it off.
   */
  PROVIDER_RATE_LIMIT_MAX: int(0, 1_000_000_000, 12_000),
  TRUST_PROXY: trustProxy,
  WEB_DIST: z.preprocess(blankToUndefined, z.string().default('apps/web/dist').transform(fromRoot)),
  /** The built operator console, served under /console/ (its own build, never the player's). */
  CONSOLE_DIST: z.preprocess(
    blankToUndefined,
    z.string().default('apps/console/dist').transform(fromRoot),
  ),
  /** A session expires after this many days without a request (sliding). */
  SESSION_IDLE_DAYS: int(1, 365, 30),
  /** A session ends this many days after sign-in, however active it is (absolute lifetime). */
  SESSION_MAX_DAYS: int(1, 3650, 90),
  /** How long an instance trusts a session it read (0: read it on every call); ADR 0023. */
  SESSION_CACHE_MS: int(0, 60_000, 5000),
  /** How long an instance trusts the operator settings it read before reading them again. */
  SETTINGS_CACHE_MS: int(0, 600_000, 5000),
  /**
   * The HMAC key that signs the sign-in challenges (proof of work) the server hands out after
   * repeated failures, so any instance can check a solution. The default is for development only.
   */
  CHALLENGE_SECRET: z.preprocess(
    blankToUndefined,
    z.string().default(DEV_DEFAULTS.CHALLENGE_SECRET),
  ),
  /**
   * The key the staff members' TOTP secrets are sealed with in the database (AES-256-GCM, ADR
   * 0042). Replacing it means resetting every member's TOTP. The default is for development only.
   */
  STAFF_TOTP_KEY: z.preprocess(blankToUndefined, z.string().default(DEV_DEFAULTS.STAFF_TOTP_KEY)),
  /** How often the job runner looks for due jobs; 0 runs no jobs in this process (tests run them by hand). */
  JOBS_POLL_MS: int(0, 3_600_000, 1000),
  /** How often an instance looks for config changed by another instance, in milliseconds. */
  CONFIG_RECHECK_MS: int(100, 3_600_000, 5000),
  /** How long graceful shutdown waits for in-flight requests before giving up. */
  SHUTDOWN_TIMEOUT_MS: int(100, 600_000, 10_000),
  /**
   * `/dev/v1/*` and the sandbox providers' pages answer only the machine itself (a loopback
   * peer) unless this opens them to the network, on purpose (a shared test environment).
   */
  DEV_ENDPOINTS_OPEN: flag(false),
  /**
   * /metrics on a listener of its own at METRICS_HOST:METRICS_PORT (0: none; it is then served on
   * the main port, behind METRICS_TOKEN when that is set).
   */
  METRICS_PORT: int(0, 65_535, 0),
  METRICS_HOST: z.preprocess(blankToUndefined, z.string().min(1).default('127.0.0.1')),
  /** A bearer token /metrics asks for on the main port (`authorization: Bearer <token>`). */
  METRICS_TOKEN: optionalString,
  /** Where deposits are paid: `sandbox` (the built-in pretend provider) or `stripe`. */
  PAYMENT_PROVIDER: z.preprocess(
    blankToUndefined,
    z.enum(['sandbox', 'stripe']).default('sandbox'),
  ),
  /** Stripe's API (a local fake in tests), its secret key and the webhook signing secret. */
  STRIPE_API_URL: urlWithDefault('https://api.stripe.com'),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  /** This site's own origin (https://lobby.example), for the pages a provider sends players back to. */
  PUBLIC_URL: optionalUrl(['https:', 'http:']),
  /**
   * How withdrawals are paid: `sandbox` (pretend, development) or `manual` (an operator pays at
   * the bank and marks the order through the ops CLI; docs/security.md).
   */
  PAYOUT_PROVIDER: z.preprocess(blankToUndefined, z.enum(['sandbox', 'manual']).default('sandbox')),
  /** Where SMS go: `sandbox` keeps them in sms_outbox, `http` posts them to SMS_HTTP_URL. */
  SMS_PROVIDER: z.preprocess(blankToUndefined, z.enum(['sandbox', 'http']).default('sandbox')),
  /** The base URL of a Twilio-shaped SMS REST API (…/Accounts/{account}/Messages.json). */
  SMS_HTTP_URL: optionalUrl(['https:', 'http:']),
  SMS_HTTP_ACCOUNT: optionalString,
  SMS_HTTP_TOKEN: optionalString,
  /** The sender: a number in E.164 or an alphanumeric sender id. */
  SMS_HTTP_FROM: optionalString,
  GOOGLE_JWKS_URL: urlWithDefault('https://www.googleapis.com/oauth2/v3/certs'),
  LINE_JWKS_URL: urlWithDefault('https://api.line.me/oauth2/v2.1/certs'),
  FACEBOOK_JWKS_URL: urlWithDefault('https://limited.facebook.com/.well-known/oauth/openid/jwks/'),
  FACEBOOK_GRAPH_URL: urlWithDefault('https://graph.facebook.com/v19.0'),
  /** Without it, Facebook access tokens are refused (Limited Login ID tokens still work). */
  LINE_TOKEN_URL: urlWithDefault('https://api.line.me/oauth2/v2.1/token'),
  /** LINE's channel secret: needed to trade a web sign-in's authorization code for its ID token. */
  LINE_CHANNEL_SECRET: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  /**
   * The key the sandbox payment provider signs its webhooks with (HMAC-SHA256); development only
   * (production cannot use the sandbox).
   */
  SANDBOX_PAY_SECRET: z.preprocess(
    blankToUndefined,
    z.string().default(DEV_DEFAULTS.SANDBOX_PAY_SECRET),
  ),
  /**
   * The demo game studio (apps/demo-provider; `npm start` runs it beside the server): its base
   * URL is the launch origin of the provider `demo-provider` until the operator configures
   * providers (docs/providers.md). Development only: production refuses it.
   */
  DEMO_PROVIDER_URL: optionalUrl(['https:', 'http:']),
  /**
   * Where uploaded images' bytes are kept: `disk` (under DATA_DIR/uploads) or `s3`, a bucket of
   * an S3-compatible service (AWS, MinIO, R2 …) named by the S3_* variables below.
   */
  STORAGE: z.preprocess(blankToUndefined, z.enum(['disk', 's3']).default('disk')),
  /** The service's URL; unset, AWS's own endpoint for S3_REGION. */
  S3_ENDPOINT: optionalUrl(['https:', 'http:']),
  S3_REGION: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^[a-z0-9-]{1,32}$/, 'must be a region name (a-z, 0-9 and -)')
      .default('us-east-1'),
  ),
  /** A bucket name as S3 allows it (it becomes part of a URL, so nothing else is taken). */
  S3_BUCKET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3-63 characters of a-z, 0-9, . and -)',
      )
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** The bucket in the URL's path rather than its host name (MinIO and most local services). */
  S3_FORCE_PATH_STYLE: flag(false),
  /** How often each instance checks the providers' health URLs, in ms; 0 never (tests). */
  PROVIDER_HEALTH_MS: int(0, 3_600_000, 60_000),
  /**
   * Game providers allowed on the seamless wallet and the HMAC-SHA256 key each signs with:
   * `name:secret,name2:secret2` (names of [a-z0-9-], secrets without commas). None by default.
   */
  GAME_PROVIDER_SECRETS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .default('')
      .transform((text, ctx) => {
        const secrets: Record<string, string> = {};
        for (const item of text.split(',').filter((part) => part.trim() !== '')) {
          const at = item.indexOf(':');
          const name = item.slice(0, at).trim();
          const secret = item.slice(at + 1).trim();
          if (at < 1 || !/^[a-z0-9-]{1,32}$/.test(name) || secret.length < 16) {
            ctx.addIssue({
              code: 'custom',
              message:
                'must be name:secret items (names of a-z, 0-9 and -, secrets of 16+ characters)',
            });
            return z.NEVER;
          }
          secrets[name] = secret;
        }
        return secrets;
      }),
  ),
});
