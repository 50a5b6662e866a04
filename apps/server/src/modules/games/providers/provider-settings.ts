import { z } from 'zod';
import { httpUrlOf, LAUNCH_PLACEHOLDERS, templateUrl, unknownPlaceholders } from './launch-url';

/** The operator setting (operator_settings) that lists the game providers. */
export const GAME_PROVIDERS_KEY = 'games.providers';

/** The demo studio (apps/demo-provider): its name in the catalogue and on the wallet. */
export const DEMO_PROVIDER = 'demo-provider';

/**
 * One outside game provider as the operator configures it (docs/providers.md). Its wallet
 * secret is not here: it comes from the environment (GAME_PROVIDER_SECRETS), never from a
 * setting an operator's screen shows.
 */
export const GameProvider = z.object({
  /** The catalogue's `provider` of its games and the `<provider>` of its wallet calls. */
  code: z.string().regex(/^[a-z0-9-]{1,32}$/),
  name: z.string().min(1).max(64),
  /**
   * Where a game opens, an http(s) URL with placeholders the lobby fills, each URL-encoded:
   * {gameCode} {sessionId} (empty in demo play) {mode} (real | demo) {currency} {language}.
   */
  launchUrl: z
    .string()
    .max(1024)
    .refine((template) => templateUrl(template) !== null, 'an http(s) URL')
    .refine(
      (template) => unknownPlaceholders(template).length === 0,
      `placeholders are ${LAUNCH_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}`,
    ),
  /** ISO 4217: the wallet's currency; a provider in another one cannot start a game. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  /** Whether its games offer demo play (tryIt), besides each game's own `supportsTryIt`. */
  demoPlay: z.boolean(),
  /** False takes its games out of the lobby; rounds already open still settle. */
  enabled: z.boolean(),
  /** Polled every minute when set: a provider that does not answer 2xx is down (no new starts). */
  healthUrl: z
    .string()
    .max(1024)
    .refine((url) => httpUrlOf(url) !== null, 'an http(s) URL')
    .optional(),
});
export type GameProvider = z.infer<typeof GameProvider>;

/** Where `npm start` runs the demo studio, when DEMO_PROVIDER_URL does not say (development). */
const DEMO_PROVIDER_DEFAULT_URL = 'http://127.0.0.1:8090';
/** The demo studio's currency: the deposit rules' default. */
const DEMO_PROVIDER_CURRENCY = 'USD';

/**
 * The providers in force until the operator saves a list: the demo studio, outside production
 * (at DEMO_PROVIDER_URL or where `npm start` runs it); none in production.
 */
export const defaultProviders = (env: {
  APP_ENV: string;
  DEMO_PROVIDER_URL?: string | undefined;
}): GameProvider[] => {
  const url =
    env.DEMO_PROVIDER_URL ?? (env.APP_ENV === 'production' ? undefined : DEMO_PROVIDER_DEFAULT_URL);
  return url ? [demoProviderEntry(url, DEMO_PROVIDER_CURRENCY)] : [];
};

/** The demo studio at `origin` (DEMO_PROVIDER_URL), as the lobby ships it in development. */
export const demoProviderEntry = (origin: string, currency: string): GameProvider => {
  const base = origin.replace(/\/+$/, '');
  return {
    code: DEMO_PROVIDER,
    name: 'Demo Studio',
    launchUrl: `${base}/launch/{gameCode}?session={sessionId}&mode={mode}&currency={currency}&lang={language}`,
    currency,
    demoPlay: true,
    enabled: true,
    healthUrl: `${base}/healthz`,
  };
};

/**
 * The setting's schema. What the operator has not set defaults to `defaults` (the demo studio in
 * development, nothing in production). Provider codes are unique.
 */
export const gameProvidersSetting = (defaults: readonly GameProvider[]) =>
  z.object({
    providers: z
      .array(GameProvider)
      .max(100)
      .default(() => [...defaults])
      .refine(
        (list) => new Set(list.map((p) => p.code)).size === list.length,
        'provider codes must be unique',
      ),
  });
