import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig, Game } from '@lobby/contract/app-config';
import { AppError, ErrorCode } from '@/core/app-error';
import type { SettingsService } from '@/modules/settings/settings.service';
import { DEPOSIT_RULES_KEY, DepositRules } from '@/modules/deposits/deposit-rules';
import { templateUrl } from './launch-url';
import { GAME_PROVIDERS_KEY, gameProvidersSetting, type GameProvider } from './provider-settings';

/** The catalogue's mark of our own games; they play through the house provider. */
export const BUILTIN = 'builtin';
/** A health check that takes longer than this is a failed one. */
const PROBE_TIMEOUT_MS = 3_000;

/** Why a provider cannot start a game now (logged; the player sees GAME_PROVIDER_UNAVAILABLE). */
type ProviderDown = 'unknown' | 'disabled' | 'no-secret' | 'currency' | 'health-check-failed';

export interface ProviderRegistryDeps {
  settings: SettingsService;
  /** The providers the wallet holds a secret for (GAME_PROVIDER_SECRETS). */
  secrets: ReadonlySet<string>;
  /** What the operator has not configured: the demo studio in development, nothing else. */
  defaults: readonly GameProvider[];
  /** Told the origins the player app may frame whenever they change (the page's CSP). */
  onFrameOrigins?: (origins: readonly string[]) => void;
  /** Told whenever the providers listed in the lobby change (lobbyView changes with them). */
  onListed?: (codes: ReadonlySet<string>) => Promise<void> | void;
  fetch?: typeof fetch;
  log?: FastifyBaseLogger;
}

const sameSet = (a: ReadonlySet<string>, b: ReadonlySet<string>) =>
  a.size === b.size && [...a].every((item) => b.has(item));

/**
 * The game providers as the operator configured them (operator setting `games.providers`,
 * docs/providers.md): which are listed in the lobby, which can start a game now, and where a
 * game opens. A disabled or unconfigured provider's games leave the lobby (the served appConfig
 * drops them); an enabled one that cannot take players — no wallet secret, another currency,
 * a failed health check — stays listed and its games answer GAME_PROVIDER_UNAVAILABLE.
 * The wallet keeps accepting every configured secret's calls whatever the setting says: rounds
 * open when a provider is switched off still settle.
 */
export class ProviderRegistry {
  private readonly schema;
  /** Providers whose last health check failed, on this instance. */
  private readonly failing = new Set<string>();
  /** The enabled providers: the lobby lists their games (and ours); null before the first read. */
  private listed: ReadonlySet<string> | null = null;
  private frames: readonly string[] = [];

  constructor(private readonly deps: ProviderRegistryDeps) {
    this.schema = gameProvidersSetting(deps.defaults);
  }

  /** The configured providers (cached by the settings service for a few seconds). */
  async providers(): Promise<readonly GameProvider[]> {
    return (await this.deps.settings.get(GAME_PROVIDERS_KEY, this.schema)).providers;
  }

  /** Saves the operator's list (validated) and applies it on this instance at once. */
  async save(providers: readonly GameProvider[]): Promise<void> {
    await this.deps.settings.set(GAME_PROVIDERS_KEY, this.schema, { providers: [...providers] });
    await this.refresh();
  }

  private async reasonFor(provider: GameProvider): Promise<ProviderDown | null> {
    if (!provider.enabled) return 'disabled';
    if (!this.deps.secrets.has(provider.code)) return 'no-secret';
    const { currency } = await this.deps.settings.get(DEPOSIT_RULES_KEY, DepositRules);
    if (provider.currency !== currency) return 'currency';
    if (this.failing.has(provider.code)) return 'health-check-failed';
    return null;
  }

  /**
   * The provider of `game`, checked able to take players now (null for our own games): refuses
   * GAME_PROVIDER_UNAVAILABLE otherwise, before any game session is opened.
   */
  async available(game: Game): Promise<GameProvider | null> {
    if (game.provider === BUILTIN) return null;
    const provider = (await this.providers()).find((p) => p.code === game.provider);
    const reason = provider ? await this.reasonFor(provider) : 'unknown';
    if (!provider || reason !== null) {
      this.deps.log?.warn(
        { provider: game.provider, gameId: game.id, reason },
        'game provider unavailable',
      );
      throw new AppError(ErrorCode.GAME_PROVIDER_UNAVAILABLE);
    }
    return provider;
  }

  /**
   * Reads the setting again and tells the app what changed: the providers whose games the lobby
   * lists (enabled ones) and the origins the player app may frame.
   */
  async refresh(): Promise<void> {
    const enabled = (await this.providers()).filter((p) => p.enabled);
    const listed = new Set(enabled.map((p) => p.code));
    if (this.listed === null || !sameSet(listed, this.listed)) {
      this.listed = listed;
      await this.deps.onListed?.(listed);
    }
    const frames = [
      ...new Set(enabled.flatMap((p) => templateUrl(p.launchUrl)?.origin ?? [])),
    ].sort();
    if (frames.join(' ') !== this.frames.join(' ')) {
      this.frames = frames;
      this.deps.onFrameOrigins?.(frames);
    }
  }

  /**
   * The appConfig the player app is served: the catalogue without the games the operator
   * switched off, nor those of providers that are disabled or not configured at all.
   */
  lobbyView(config: AppConfig): AppConfig {
    const listed = this.listed ?? new Set<string>();
    const games = config.games.filter(
      (g) => g.enabled !== false && (g.provider === BUILTIN || listed.has(g.provider)),
    );
    return games.length === config.games.length ? config : { ...config, games };
  }

  /**
   * Asks every enabled provider with a health URL whether it is up (any 2xx in time); the
   * failing ones start no games on this instance until a later check passes.
   */
  async probe(): Promise<void> {
    const doFetch = this.deps.fetch ?? fetch;
    const providers = (await this.providers()).filter((p) => p.enabled);
    await Promise.all(
      providers.map(async (provider) => {
        if (!provider.healthUrl) {
          this.failing.delete(provider.code);
          return;
        }
        let up = false;
        try {
          const answer = await doFetch(provider.healthUrl, {
            signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
          });
          up = answer.ok;
          await answer.body?.cancel();
        } catch {
          up = false;
        }
        const was = !this.failing.has(provider.code);
        if (up) this.failing.delete(provider.code);
        else this.failing.add(provider.code);
        if (was !== up)
          this.deps.log?.[up ? 'info' : 'warn'](
            { provider: provider.code },
            up ? 'game provider is up again' : 'game provider failed its health check',
          );
      }),
    );
  }
}
