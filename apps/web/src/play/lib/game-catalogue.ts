import type { AppConfig, AppConfigAnswer } from '@lobby/contract/app-config';
import type { FairGameName } from '@lobby/contract/values/games';
import { storageKeys } from '@/config/storage-keys';
import { local } from '@/lib/storage';
import { playCall } from './play-api';

interface CachedConfig {
  version: string;
  config: AppConfig;
}

const BUILTIN = 'builtin';

/** The catalogue entry of a built-in game, by its code: its id is what gamePlay names. */
export type BuiltinGame = AppConfig['games'][number];

/**
 * The lobby's launch URL names the game by code; the calls name it by id, from the config. The
 * lobby keeps the config in localStorage (lib/app-config.ts): asked with its version, the server
 * answers notModified and nothing is downloaded twice. The page only reads that copy.
 */
export async function findBuiltinGame(code: FairGameName): Promise<BuiltinGame | null> {
  const cached = local.getJson<CachedConfig>(storageKeys.appConfig);
  const held = cached && typeof cached.version === 'string' && cached.config ? cached : null;
  let answer: AppConfigAnswer = await playCall(
    'anonymous/appConfig',
    held ? { version: held.version } : {},
  );
  if (answer.notModified && answer.version !== held?.version) {
    answer = await playCall('anonymous/appConfig', {});
  }
  const config = answer.notModified ? held?.config : answer.config;
  return config?.games.find((g) => g.provider === BUILTIN && g.code === code) ?? null;
}
