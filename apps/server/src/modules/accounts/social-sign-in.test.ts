import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type CryptoKey } from 'jose';
import { AccountType } from '@lobby/contract/account';
import { ErrorCode } from '@lobby/contract/values/errors';
import { SocialProvider } from '@lobby/contract/values/enums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsClient } from '../../../test/accounts-client';
import { useTestApp } from '../../../test/test-app';

// Social sign-in end to end: the app verifies ID tokens against a local JWKS server holding
// keys made here, and Facebook access tokens against a local fake of the Graph API.

const GOOGLE_CLIENT = 'google-client-id.apps.example';
const LINE_CHANNEL = '1650000000';
const FACEBOOK_APP = 'fb-app-1';
const FACEBOOK_TOKENS: Record<string, { id: string; name: string; app: string; valid: boolean }> = {
  'fb-good': { id: 'fb-user-1', name: 'Fay Book', app: FACEBOOK_APP, valid: true },
  'fb-other-app': { id: 'fb-user-2', name: 'Other', app: 'someone-else', valid: true },
  'fb-revoked': { id: 'fb-user-3', name: 'Gone', app: FACEBOOK_APP, valid: false },
};

let server: Server;
let base: string;
let googleKey: CryptoKey;
let lineKey: CryptoKey;
let jwks: { keys: JWK[] };
/** Authorization codes the fake LINE token endpoint will trade, once each, for an ID token. */
const lineCodes = new Map<string, string>();

const listen = (s: Server) =>
  new Promise<string>((done) =>
    s.listen(0, '127.0.0.1', () => done(`http://127.0.0.1:${(s.address() as AddressInfo).port}`)),
  );

beforeAll(async () => {
  const google = await generateKeyPair('RS256', { extractable: true });
  const line = await generateKeyPair('ES256', { extractable: true });
  googleKey = google.privateKey;
  lineKey = line.privateKey;
  jwks = {
    keys: [
      { ...(await exportJWK(google.publicKey)), kid: 'g1', alg: 'RS256', use: 'sig' },
      { ...(await exportJWK(line.publicKey)), kid: 'l1', alg: 'ES256', use: 'sig' },
    ],
  };
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://local');
    response.setHeader('content-type', 'application/json');
    if (url.pathname === '/jwks') return response.end(JSON.stringify(jwks));
    if (url.pathname === '/line/token' && request.method === 'POST') {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(raw);
        const good =
          form.get('grant_type') === 'authorization_code' &&
          form.get('client_id') === LINE_CHANNEL &&
          form.get('client_secret') === 'line-secret' &&
          form.get('redirect_uri') === 'https://lobby.example/auth/login' &&
          form.get('code_verifier') === 'v'.repeat(43) &&
          lineCodes.has(form.get('code') ?? '');
        if (!good) {
          response.statusCode = 400;
          return response.end(JSON.stringify({ error: 'invalid_grant' }));
        }
        const idToken = lineCodes.get(form.get('code')!)!;
        lineCodes.delete(form.get('code')!);
        response.end(JSON.stringify({ access_token: 'at', id_token: idToken }));
      });
      return;
    }
    const token =
      FACEBOOK_TOKENS[
        url.searchParams.get(url.pathname === '/graph/me' ? 'access_token' : 'input_token') ?? ''
      ];
    if (url.pathname === '/graph/debug_token') {
      if (url.searchParams.get('access_token') !== `${FACEBOOK_APP}|fb-secret`) {
        response.statusCode = 400;
        return response.end('{}');
      }
      return response.end(
        JSON.stringify({
          data: { is_valid: token?.valid ?? false, app_id: token?.app, user_id: token?.id },
        }),
      );
    }
    if (url.pathname === '/graph/me' && token) {
      return response.end(JSON.stringify({ id: token.id, name: token.name }));
    }
    response.statusCode = 404;
    response.end('{}');
  });
  base = await listen(server);
});
afterAll(() => {
  server?.close();
});
const t = useTestApp(() => ({
  env: {
    GOOGLE_JWKS_URL: `${base}/jwks`,
    LINE_JWKS_URL: `${base}/jwks`,
    FACEBOOK_JWKS_URL: `${base}/jwks`,
    FACEBOOK_GRAPH_URL: `${base}/graph`,
    FACEBOOK_APP_SECRET: 'fb-secret',
    LINE_TOKEN_URL: `${base}/line/token`,
    LINE_CHANNEL_SECRET: 'line-secret',
  },
}));
const client = accountsClient(t);
beforeAll(async () => {
  const config = structuredClone(t.config.current().config);
  config.signIn.google = { clientId: GOOGLE_CLIENT };
  config.signIn.line = { channelId: LINE_CHANNEL };
  config.signIn.facebook = { appId: FACEBOOK_APP };
  await t.config.update(config, 'test: social sign-in on');
});

const googleToken = (
  sub: string,
  claims: Record<string, unknown> = {},
  options: { aud?: string; iss?: string; exp?: string | number; key?: CryptoKey } = {},
) =>
  new SignJWT({ email: 'same@example.com', name: 'Gina Google', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'g1' })
    .setSubject(sub)
    .setIssuer(options.iss ?? 'https://accounts.google.com')
    .setAudience(options.aud ?? GOOGLE_CLIENT)
    .setIssuedAt()
    .setExpirationTime(options.exp ?? '10m')
    .sign(options.key ?? googleKey);

describe('Google', () => {
  it('signs in, registering on first use and finding the player by subject after', async () => {
    const first = await client.call('googleLogin', { idToken: await googleToken('g-sub-1') });
    expect(first.body.errcode, first.body.msg).toBe(0);
    expect(first.body.data.user).toMatchObject({
      accountType: AccountType.Google,
      googleAccount: 'g-sub-1',
      googleName: 'Gina Google',
      nickname: 'Gina Google',
      hasUserOther: true,
      hasPassword: false,
    });
    const again = await client.call('googleLogin', { idToken: await googleToken('g-sub-1') });
    expect(again.body.data.user.id).toBe(first.body.data.user.id);
  });

  it('makes a nickname of a hostile profile name without its bidi and zero-width characters', async () => {
    const answer = await client.call('googleLogin', {
      idToken: await googleToken('g-sub-bidi', { name: 'Ｇｉｎａ\u202E\u200B Evil<b> Name' }),
    });
    expect(answer.body.errcode, answer.body.msg).toBe(0);
    expect(answer.body.data.user.nickname).toBe('Gina Evilb Name');
  });

  it('never links by email: another subject with the same email is another player', async () => {
    const a = await client.call('googleLogin', { idToken: await googleToken('g-sub-email-a') });
    const b = await client.call('googleLogin', { idToken: await googleToken('g-sub-email-b') });
    expect(a.body.data.user.id).not.toBe(b.body.data.user.id);
  });

  it('refuses forged, expired, wrong-audience and wrong-issuer tokens, creating no one', async () => {
    const { privateKey: stranger } = await generateKeyPair('RS256');
    const bad = [
      await googleToken('g-forged', {}, { key: stranger }),
      await googleToken('g-expired', {}, { exp: Math.floor(Date.now() / 1000) - 120 }),
      await googleToken('g-aud', {}, { aud: 'someone-else' }),
      await googleToken('g-iss', {}, { iss: 'https://evil.example' }),
      'not.a.token',
    ];
    for (const idToken of bad) {
      const answer = await client.call('googleLogin', { idToken });
      expect(answer.body.errcode).toBe(ErrorCode.SOCIAL_TOKEN_INVALID);
    }
    const made = await t.database.db
      .selectFrom('user_social_accounts')
      .select('subject')
      .where('subject', 'in', ['g-forged', 'g-expired', 'g-aud', 'g-iss'])
      .execute();
    expect(made).toEqual([]);
  });

  it('checks the nonce the client sent', async () => {
    const idToken = await googleToken('g-nonce', { nonce: 'n-123' });
    expect((await client.call('googleLogin', { idToken, nonce: 'n-999' })).body.errcode).toBe(
      ErrorCode.SOCIAL_TOKEN_INVALID,
    );
    expect((await client.call('googleLogin', { idToken, nonce: 'n-123' })).body.errcode).toBe(0);
  });
});

describe('LINE', () => {
  it('signs in with an ES256 ID token for the configured channel', async () => {
    const idToken = await new SignJWT({ name: 'Lin E' })
      .setProtectedHeader({ alg: 'ES256', kid: 'l1' })
      .setSubject('U-line-1')
      .setIssuer('https://access.line.me')
      .setAudience(LINE_CHANNEL)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(lineKey);
    const answer = await client.call('lineLogin', { idToken });
    expect(answer.body.data.user).toMatchObject({
      accountType: AccountType.Line,
      lineAccount: 'U-line-1',
      lineName: 'Lin E',
    });
  });
});

describe('LINE web flow', () => {
  const lineToken = (sub: string, nonce: string) =>
    new SignJWT({ name: 'Code Line', nonce })
      .setProtectedHeader({ alg: 'ES256', kid: 'l1' })
      .setSubject(sub)
      .setIssuer('https://access.line.me')
      .setAudience(LINE_CHANNEL)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(lineKey);
  const proof = { redirectUri: 'https://lobby.example/auth/login', codeVerifier: 'v'.repeat(43) };

  it('trades an authorization code for the ID token, once', async () => {
    lineCodes.set('code-1', await lineToken('U-code-1', 'n-1'));
    const answer = await client.call('lineLogin', { code: 'code-1', nonce: 'n-1', ...proof });
    expect(answer.body.data.user).toMatchObject({ lineAccount: 'U-code-1', lineName: 'Code Line' });
    const reused = await client.call('lineLogin', { code: 'code-1', nonce: 'n-1', ...proof });
    expect(reused.body.errcode).toBe(ErrorCode.SOCIAL_TOKEN_INVALID);
  });

  it('refuses a code with the wrong verifier or another nonce', async () => {
    lineCodes.set('code-2', await lineToken('U-code-2', 'n-2'));
    const wrongVerifier = await client.call('lineLogin', {
      code: 'code-2',
      nonce: 'n-2',
      redirectUri: proof.redirectUri,
      codeVerifier: 'w'.repeat(43),
    });
    expect(wrongVerifier.body.errcode).toBe(ErrorCode.SOCIAL_TOKEN_INVALID);
    const otherNonce = await client.call('lineLogin', { code: 'code-2', nonce: 'n-9', ...proof });
    expect(otherNonce.body.errcode).toBe(ErrorCode.SOCIAL_TOKEN_INVALID);
  });
});

describe('Facebook', () => {
  it('signs in with an access token the Graph API vouches for', async () => {
    const answer = await client.call('facebookLogin', { accessToken: 'fb-good' });
    expect(answer.body.data.user).toMatchObject({
      accountType: AccountType.Facebook,
      facebookAccount: 'fb-user-1',
      facebookName: 'Fay Book',
    });
  });

  it('refuses tokens of another app and revoked tokens', async () => {
    for (const accessToken of ['fb-other-app', 'fb-revoked', 'fb-unknown']) {
      expect((await client.call('facebookLogin', { accessToken })).body.errcode).toBe(
        ErrorCode.SOCIAL_TOKEN_INVALID,
      );
    }
  });
});

describe('binding', () => {
  it('links a social account to a signed-in player once, and never to two players', async () => {
    const me = await client.registerByAccount();
    const bound = await client.call(
      'bindSocialAccount',
      { provider: SocialProvider.Google, idToken: await googleToken('g-bind-1') },
      { token: me.token },
    );
    expect(bound.body.data.user).toMatchObject({
      id: me.user.id,
      googleAccount: 'g-bind-1',
      hasUserOther: true,
    });
    // Signing in with that Google account now opens this player.
    expect(
      (await client.call('googleLogin', { idToken: await googleToken('g-bind-1') })).body.data.user
        .id,
    ).toBe(me.user.id);

    const second = await client.call(
      'bindSocialAccount',
      { provider: SocialProvider.Google, idToken: await googleToken('g-bind-2') },
      { token: me.token },
    );
    expect(second.body.errcode).toBe(ErrorCode.SOCIAL_SLOT_TAKEN);
    const other = await client.registerByAccount();
    const stolen = await client.call(
      'bindSocialAccount',
      { provider: SocialProvider.Google, idToken: await googleToken('g-bind-1') },
      { token: other.token },
    );
    expect(stolen.body.errcode).toBe(ErrorCode.SOCIAL_ALREADY_BOUND);
  });
});

describe('a player on a break (ADR 0071)', () => {
  it('is refused by social sign-in with the end date and a cash-out-only session', async () => {
    const first = await client.call('googleLogin', { idToken: await googleToken('g-sub-break') });
    expect(first.body.errcode).toBe(0);
    const taken = await client.call(
      'takeBreak',
      { kind: 'exclusion', period: 'permanent', confirm: true },
      { token: first.body.data.token as string },
    );
    expect(taken.body.data).toEqual({ kind: 'exclusion', until: null });
    const again = await client.call('googleLogin', { idToken: await googleToken('g-sub-break') });
    expect(again.body.errcode).toBe(ErrorCode.PLAYER_ON_BREAK);
    const data = again.body.data as { kind: string; until: null; cashOutToken: string };
    expect(data).toMatchObject({ kind: 'exclusion', until: null });
    expect((await client.call('refreshData', {}, { token: data.cashOutToken })).body.errcode).toBe(
      0,
    );
    expect((await client.call('getMail2', {}, { token: data.cashOutToken })).body.errcode).toBe(
      ErrorCode.PLAYER_ON_BREAK,
    );
  });
});
