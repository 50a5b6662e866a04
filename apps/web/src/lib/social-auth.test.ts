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

  it('keeps the state and nonce, and accepts only the answer to that state', async () => {
    const go = vi.fn();
    expect(await startSocialAuth(signIn, 'google', { mode: 'login', redirect: '/vip' }, go)).toBe(
      true,
    );
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

  it('takes a Facebook access token', async () => {
    await startSocialAuth(
      signIn,
      'facebook',
      { mode: 'bind', redirect: '/member/profile' },
      vi.fn(),
    );
    const { state } = JSON.parse(
      sessionStorage.getItem(storageKeys.socialAuth)!,
    ) as PendingSocialAuth;
    expect(readSocialCallback(`#access_token=fb-token&state=${state}`, '')).toMatchObject({
      ok: true,
      pending: { provider: 'facebook', mode: 'bind' },
      token: { accessToken: 'fb-token' },
    });
  });

  it('runs LINE as an authorization-code flow with a PKCE S256 challenge', async () => {
    const go = vi.fn();
    const withLine = { ...signIn, line: { channelId: '1650000000' } };
    expect(await startSocialAuth(withLine, 'line', { mode: 'login', redirect: '/vip' }, go)).toBe(
      true,
    );
    const pending = JSON.parse(
      sessionStorage.getItem(storageKeys.socialAuth)!,
    ) as PendingSocialAuth;
    const url = new URL(go.mock.calls[0]![0] as string);
    expect(url.origin + url.pathname).toBe('https://access.line.me/oauth2/v2.1/authorize');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(pending.codeVerifier).toHaveLength(43);
    const digest = new Uint8Array(
      await crypto.subtle.digest('SHA-256', new TextEncoder().encode(pending.codeVerifier)),
    );
    const expected = btoa(String.fromCharCode(...digest))
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replace(/=+$/, '');
    expect(url.searchParams.get('code_challenge')).toBe(expected);
    expect(readSocialCallback('', `?code=line-code&state=${pending.state}`)).toMatchObject({
      ok: true,
      token: { code: 'line-code', codeVerifier: pending.codeVerifier, nonce: pending.nonce },
    });
  });
});
