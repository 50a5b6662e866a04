import { describe, expect, it } from 'vitest';
import { callRegistry } from '@lobby/contract/registry';
import { APP_CHANNEL, APP_VERSION } from '@lobby/contract/enums';
import {
  EVENT_BATCH_MAX as CONTRACT_BATCH_MAX,
  EVENT_FLUSH_MS as CONTRACT_FLUSH_MS,
} from '@lobby/contract/telemetry';
import {
  EVENT_BATCH_MAX,
  EVENT_FLUSH_MS,
  isPublicCall,
  LOCALE_COOKIE_DAYS,
  REQUEST_TIMEOUT_2G_MS,
  REQUEST_TIMEOUT_3G_MS,
  REQUEST_TIMEOUT_MS,
  RETRY_METHODS,
  RETRY_STATUSES,
} from './constants';
import { pathTo, safeRedirect } from './paths';

describe('constants', () => {
  it('match the contract, which the web keeps off its home bundle', () => {
    expect(EVENT_BATCH_MAX).toBe(CONTRACT_BATCH_MAX);
    expect(EVENT_FLUSH_MS).toBe(CONTRACT_FLUSH_MS);
    expect([APP_CHANNEL, APP_VERSION]).toEqual(['WEB', '1.1.1']);
  });

  it('match docs/api.md "Client constants"', () => {
    expect([REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_2G_MS, REQUEST_TIMEOUT_3G_MS]).toEqual([
      10_000, 20_000, 30_000,
    ]);
    expect(RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect(RETRY_METHODS).toEqual(['GET']);
    expect(LOCALE_COOKIE_DAYS).toBe(365);
  });

  it('treat exactly the registry’s public calls as public', () => {
    for (const def of Object.values(callRegistry)) {
      expect(isPublicCall(def.name), def.name).toBe(def.access === 'public');
    }
  });
});

describe('paths', () => {
  it('builds paths with query and path parameters', () => {
    expect(pathTo('game-start', { gameId: 7, tryIt: 1 })).toBe('/game/start?gameId=7&tryIt=1');
    expect(pathTo('withdrawal', { name: 'bank card' })).toBe('/withdrawal/bank%20card');
    expect(pathTo('auth-login', { type: undefined })).toBe('/auth/login');
    expect(pathTo('vip-level')).toBe('/vip/level');
  });

  it('follows only same-origin redirects after sign-in', () => {
    expect(safeRedirect('/vip?x=1')).toBe('/vip?x=1');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
