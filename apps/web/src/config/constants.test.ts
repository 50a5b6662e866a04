import { describe, expect, it } from 'vitest';
import {
  LOCALE_COOKIE_DAYS,
  REQUEST_TIMEOUT_2G_MS,
  REQUEST_TIMEOUT_3G_MS,
  REQUEST_TIMEOUT_MS,
  RETRY_METHODS,
  RETRY_STATUSES,
} from './constants';
import { pathTo, safeRedirect } from './paths';

describe('constants', () => {
  it('match docs/api.md "Client constants"', () => {
    expect([REQUEST_TIMEOUT_MS, REQUEST_TIMEOUT_2G_MS, REQUEST_TIMEOUT_3G_MS]).toEqual([
      10_000, 20_000, 30_000,
    ]);
    expect(RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect(RETRY_METHODS).toEqual(['GET']);
    expect(LOCALE_COOKIE_DAYS).toBe(365);
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
