import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppConfig, AppConfigAnswer } from '@lobby/contract/app-config';
import { storageKeys } from '../config/storage-keys';
import { ApiError } from './api-errors';
import { call } from './api-client';
import { logout } from './session';
import { local } from './storage';

export interface CachedConfig {
  version: string;
  config: AppConfig;
}

export const readCachedConfig = (): CachedConfig | null => {
  const cached = local.getJson<CachedConfig>(storageKeys.appConfig);
  return cached && typeof cached.version === 'string' && cached.config ? cached : null;
};

const resolve = (answer: AppConfigAnswer, cached: CachedConfig | null): AppConfig | null => {
  if (answer.notModified) return cached && cached.version === answer.version ? cached.config : null;
  local.setJson(storageKeys.appConfig, { version: answer.version, config: answer.config });
  return answer.config;
};

/**
 * anonymous/appConfig with the cached version: {notModified: true} keeps the cached config.
 * A 401 while loading it logs the player out (docs/api.md "What the app does with answers"); the config is then fetched anonymously
 * so the sign-in page has it.
 */
export async function fetchAppConfig(): Promise<AppConfig> {
  const cached = readCachedConfig();
  let answer: AppConfigAnswer;
  try {
    answer = await call('anonymous/appConfig', cached ? { version: cached.version } : {});
  } catch (error) {
    if (!(error instanceof ApiError && error.errcode === 401)) throw error;
    logout();
    answer = await call('anonymous/appConfig', cached ? { version: cached.version } : {});
  }
  const config = resolve(answer, cached);
  if (config) return config;
  // notModified for a version we do not hold (storage cleared meanwhile): ask for the full config.
  local.remove(storageKeys.appConfig);
  const full = await call('anonymous/appConfig', {});
  const fresh = resolve(full, null);
  if (!fresh) throw new Error('appConfig answered notModified without a cached config');
  return fresh;
}

export const appConfigQuery = () =>
  queryOptions({
    queryKey: ['anonymous/appConfig'] as const,
    queryFn: fetchAppConfig,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const useAppConfig = () => useQuery(appConfigQuery());
