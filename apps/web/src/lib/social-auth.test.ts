import { describe, expect, it, vi } from 'vitest';
import { storageKeys } from '../config/storage-keys';
import { configFixture } from '../test/fixtures/app-config';
import {
  authorizeUrl,
  configuredSocial,
  endSocialAuth,
  readSocialCallback,
  startSocialAuth,
  type PendingSocialAuth,
} from './social-auth';

const signIn = {
  ...configFixture.signIn,
  google: { clientId: 'g-client' },
  facebook: { appId: 'fb-app' },
  line: null,
};

describe('social sign-in without provider scripts', () => {
  it('lists only the configured providers', () => {
    expect(configuredSocial(configFixture.signIn)).toEqual([]);
    expect(configuredSocial(signIn)).toEqual(['google', 'facebook']);
    expect(configuredSocial(undefined)).toEqual([]);
  });

  it('asks Google for an ID token bound to a nonce, back to /auth/login', () => {
    const url = new URL(
      authorizeUrl(
        signIn,
        { provider: 'google', state: 's1', nonce: 'n1' },
        'https://lobby.example/auth/login',
      )!,
    );
    expect(url.origin).toBe('https://accounts.google.com');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'g-client',
      response_type: 'id_token',
      nonce: 'n1',
      state: 's1',
      redirect_uri: 'https://lobby.example/auth/login',
    });
    expect(
      authorizeUrl(configFixture.signIn, { provider: 'google', state: 's', nonce: 'n' }),
    ).toBeNull();
  });

  it('keeps the state and nonce, and accepts only the answer to that state', () => {
    const go = vi.fn();
    expect(startSocialAuth(signIn, 'google', { mode: 'login', redirect: '/vip' }, go)).toBe(true);
    const pending = JSON.parse(
      sessionStorage.getItem(storageKeys.socialAuth)!,
    ) as PendingSocialAuth;
    expect(go).toHaveBeenCalledWith(expect.stringContaining(`nonce=${pending.nonce}`));
    expect(pending.state).not.toBe(pending.nonce);

    expect(readSocialCallback('#id_token=abc&state=forged', '')).toMatchObject({
      ok: false,
      reason: 'state',
    });
    expect(readSocialCallback(`#id_token=abc&state=${pending.state}`, '')).toEqual({
      ok: true,
      pending,
      token: { idToken: 'abc', nonce: pending.nonce },
    });
    expect(readSocialCallback(`#error=access_denied&state=${pending.state}`, '')).toMatchObject({
      ok: false,
      reason: 'denied',
    });
    expect(readSocialCallback('', '?type=account')).toBeNull();
    endSocialAuth();
    expect(readSocialCallback(`#id_token=abc&state=${pending.state}`, '')).toMatchObject({
      ok: false,
      reason: 'state',
    });
  });

  it('takes a Facebook access token', () => {
    startSocialAuth(signIn, 'facebook', { mode: 'bind', redirect: '/member/profile' }, vi.fn());
    const { state } = JSON.parse(
      sessionStorage.getItem(storageKeys.socialAuth)!,
    ) as PendingSocialAuth;
    expect(readSocialCallback(`#access_token=fb-token&state=${state}`, '')).toMatchObject({
      ok: true,
      pending: { provider: 'facebook', mode: 'bind' },
      token: { accessToken: 'fb-token' },
    });
  });
});
