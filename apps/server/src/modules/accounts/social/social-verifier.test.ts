import { createHmac } from 'node:crypto';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  exportJWK,
  generateKeyPair,
  SignJWT,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SocialProvider } from '@lobby/contract/values/enums';
import { parseEnv } from '@/config/env';
import { AppError, ErrorCode } from '@/core/app-error';
import {
  createSocialVerifier,
  defaultSocialEndpoints,
  type SocialEndpoints,
  type SocialVerifier,
} from './social-verifier';
import { socialEndpointsFromEnv } from '@/config/social-endpoints-from-env';

const GOOGLE_CLIENT = '1234-abc.apps.googleusercontent.com';
const LINE_CHANNEL = '1654000000';
const FB_APP = '987654321';
const FB_SECRET = 'fb-app-secret';

interface SigningKey {
  kid: string;
  alg: 'RS256' | 'ES256';
  privateKey: CryptoKey;
  jwk: JWK;
}

const signingKey = async (kid: string, alg: 'RS256' | 'ES256'): Promise<SigningKey> => {
  const { privateKey, publicKey } = await generateKeyPair(alg);
  return { kid, alg, privateKey, jwk: { ...(await exportJWK(publicKey)), kid, alg, use: 'sig' } };
};

const now = () => Math.floor(Date.now() / 1000);

const sign = (key: SigningKey, claims: JWTPayload, header: Record<string, unknown> = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT', ...header })
    .sign(key.privateKey);

const googleClaims = (overrides: JWTPayload = {}): JWTPayload => ({
  iss: 'https://accounts.google.com',
  aud: GOOGLE_CLIENT,
  sub: '110169484474386276334',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  email_verified: true,
  iat: now() - 10,
  exp: now() + 3600,
  ...overrides,
});

const lineClaims = (overrides: JWTPayload = {}): JWTPayload => ({
  iss: 'https://access.line.me',
  aud: LINE_CHANNEL,
  sub: 'U1234567890abcdef1234567890abcdef',
  name: 'Line User',
  iat: now() - 10,
  exp: now() + 3600,
  ...overrides,
});

const facebookClaims = (overrides: JWTPayload = {}): JWTPayload => ({
  iss: 'https://www.facebook.com',
  aud: FB_APP,
  sub: '10158000000000001',
  name: 'Face Book',
  email: 'fb@example.com',
  iat: now() - 10,
  exp: now() + 3600,
  ...overrides,
});

/** A local HTTP server; `handle` may be swapped per test. */
interface FakeServer {
  url: string;
  hits: URL[];
  handle: (url: URL, response: ServerResponse) => void;
  close(): Promise<void>;
}

const startServer = async (handle: FakeServer['handle']): Promise<FakeServer> => {
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', fake.url);
    fake.hits.push(url);
    fake.handle(url, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const fake: FakeServer = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hits: [],
    handle,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
};

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

let google: SigningKey;
let forger: SigningKey;
let line: SigningKey;
let facebook: SigningKey;
let jwks: FakeServer;
let graph: FakeServer;
let endpoints: SocialEndpoints;

/** Graph's answers, per test. */
let debugTokenAnswer: { status: number; body: unknown };
let meAnswer: { status: number; body: unknown };

const serveJwks = (url: URL, response: ServerResponse) => {
  const keys: Record<string, JWK[]> = {
    '/google/certs': [google.jwk],
    '/line/certs': [line.jwk],
    '/facebook/jwks': [facebook.jwk],
  };
  const set = keys[url.pathname];
  if (set) json(response, 200, { keys: set });
  else json(response, 404, { error: 'not found' });
};

const serveGraph = (url: URL, response: ServerResponse) => {
  if (url.pathname === '/v19.0/debug_token') {
    json(response, debugTokenAnswer.status, debugTokenAnswer.body);
  } else if (url.pathname === '/v19.0/me') {
    json(response, meAnswer.status, meAnswer.body);
  } else {
    json(response, 404, { error: { message: 'unknown path' } });
  }
};

beforeAll(async () => {
  google = await signingKey('g-2026', 'RS256');
  forger = await signingKey('g-2026', 'RS256');
  line = await signingKey('l-2026', 'ES256');
  facebook = await signingKey('f-2026', 'RS256');
  jwks = await startServer(serveJwks);
  graph = await startServer(serveGraph);
  endpoints = {
    googleJwksUrl: `${jwks.url}/google/certs`,
    lineJwksUrl: `${jwks.url}/line/certs`,
    facebookJwksUrl: `${jwks.url}/facebook/jwks`,
    facebookGraphUrl: `${graph.url}/v19.0`,
    facebookAppSecret: FB_SECRET,
  };
});
afterAll(async () => {
  await jwks?.close();
  await graph?.close();
});

let verifier: SocialVerifier;
beforeEach(() => {
  verifier = createSocialVerifier(endpoints, { timeoutMs: 1000 });
  jwks.handle = serveJwks;
  jwks.hits.length = 0;
  graph.hits.length = 0;
  debugTokenAnswer = {
    status: 200,
    body: { data: { is_valid: true, app_id: FB_APP, user_id: '10158000000000002', type: 'USER' } },
  };
  meAnswer = {
    status: 200,
    body: { id: '10158000000000002', name: 'Graph User', email: 'graph@example.com' },
  };
});

/** The AppError a rejected promise carries (fails if it resolves or throws anything else). */
const refusal = async (promise: Promise<unknown>): Promise<AppError> => {
  const outcome = await promise.then(
    (value) => ({ resolved: value }),
    (error: unknown) => ({ error }),
  );
  if (!('error' in outcome)) throw new Error(`expected a refusal, got ${JSON.stringify(outcome)}`);
  expect(outcome.error).toBeInstanceOf(AppError);
  return outcome.error as AppError;
};

/** Refused as an invalid token, for the reason given (matched against the logged cause). */
const expectInvalid = async (promise: Promise<unknown>, reason: RegExp) => {
  const error = await refusal(promise);
  expect(error.code).toBe(ErrorCode.SOCIAL_TOKEN_INVALID);
  expect(error.code).toBe(1112);
  // The client learns nothing beyond the catalogue's sentence.
  expect(error.message).toBe(
    'The sign-in with this provider could not be verified. Please try again.',
  );
  expect(error.details).toBeUndefined();
  expect(String((error.cause as Error | undefined)?.message)).toMatch(reason);
};

const expectUnavailable = async (promise: Promise<unknown>) => {
  const error = await refusal(promise);
  expect(error.code).toBe(ErrorCode.UNAVAILABLE);
  expect(error.httpStatus).toBe(503);
  expect(error.details).toBeUndefined();
};

const verifyGoogle = async (token: string | Promise<string>, nonce?: string) =>
  verifier.verify(
    SocialProvider.Google,
    { idToken: await token, ...(nonce === undefined ? {} : { nonce }) },
    GOOGLE_CLIENT,
  );

describe('Google ID tokens', () => {
  it('gives the identity of a valid token', async () => {
    expect(await verifyGoogle(sign(google, googleClaims()))).toEqual({
      provider: 5,
      subject: '110169484474386276334',
      name: 'Ada Lovelace',
      email: 'ada@example.com',
    });
  });

  it('takes the issuer without scheme too, a token 20 s past exp, and no name', async () => {
    const identity = await verifyGoogle(
      sign(google, googleClaims({ iss: 'accounts.google.com', exp: now() - 20, name: undefined })),
    );
    expect(identity).toEqual({
      provider: SocialProvider.Google,
      subject: '110169484474386276334',
      name: '',
      email: 'ada@example.com',
    });
  });

  it('passes on no email Google has not verified', async () => {
    const identity = await verifyGoogle(sign(google, googleClaims({ email_verified: false })));
    expect(identity.email).toBeNull();
  });

  it('fetches the key set once and reuses it', async () => {
    await verifyGoogle(sign(google, googleClaims()));
    await verifyGoogle(sign(google, googleClaims({ sub: 'another' })));
    await verifyGoogle(sign(google, googleClaims({ sub: 'third' })));
    expect(jwks.hits.map((hit) => hit.pathname)).toEqual(['/google/certs']);
  });

  it('refuses a token signed by another key under the same kid', async () => {
    await expectInvalid(verifyGoogle(sign(forger, googleClaims())), /signature/i);
  });

  it('refuses an expired token (past the 30 s tolerance)', async () => {
    await expectInvalid(
      verifyGoogle(sign(google, googleClaims({ exp: now() - 45, iat: now() - 3700 }))),
      /ERR_JWT_EXPIRED/,
    );
  });

  it('refuses a token without exp', async () => {
    await expectInvalid(
      verifyGoogle(sign(google, googleClaims({ exp: undefined }))),
      /ERR_JWT_CLAIM_VALIDATION_FAILED/,
    );
  });

  it('refuses a token for another client id', async () => {
    await expectInvalid(
      verifyGoogle(sign(google, googleClaims({ aud: 'someone-else.apps.googleusercontent.com' }))),
      /ERR_JWT_CLAIM_VALIDATION_FAILED/,
    );
  });

  it('refuses a token from another issuer', async () => {
    await expectInvalid(
      verifyGoogle(sign(google, googleClaims({ iss: 'https://evil.example.com' }))),
      /ERR_JWT_CLAIM_VALIDATION_FAILED/,
    );
  });

  it('checks the nonce when the caller gives one', async () => {
    const token = await sign(google, googleClaims({ nonce: 'n-123' }));
    expect((await verifyGoogle(token, 'n-123')).subject).toBe('110169484474386276334');
    // The caller gave none: the token's nonce is not the caller's concern.
    expect((await verifyGoogle(token)).subject).toBe('110169484474386276334');
    await expectInvalid(verifyGoogle(token, 'n-456'), /nonce mismatch/);
    await expectInvalid(verifyGoogle(sign(google, googleClaims()), 'n-123'), /nonce mismatch/);
  });

  it('refuses a token whose kid the key set does not have', async () => {
    await expectInvalid(
      verifyGoogle(sign(google, googleClaims(), { kid: 'rotated-away' })),
      /ERR_JWKS_NO_MATCHING_KEY/,
    );
  });

  it('refuses a token without sub, or with an empty one', async () => {
    await expectInvalid(
      verifyGoogle(sign(google, googleClaims({ sub: undefined }))),
      /ERR_JWT_CLAIM_VALIDATION_FAILED/,
    );
    await expectInvalid(verifyGoogle(sign(google, googleClaims({ sub: '' }))), /no usable sub/);
  });

  it('refuses an HS256 token (no shared secrets) and an unsigned one', async () => {
    const hs256 = await new SignJWT(googleClaims())
      .setProtectedHeader({ alg: 'HS256', kid: google.kid })
      .sign(new TextEncoder().encode('a-shared-secret-of-32-bytes-long!'));
    await expectInvalid(verifyGoogle(hs256), /ERR_JOSE_ALG_NOT_ALLOWED/);
    const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${b64({ alg: 'none', kid: google.kid })}.${b64(googleClaims())}.`;
    await expectInvalid(verifyGoogle(unsigned), /ERR_JOSE_ALG_NOT_ALLOWED|ERR_JWS_INVALID/);
  });

  it.each([
    ['garbage', 'not-a-jwt'],
    ['three dots of nothing', 'a.b.c'],
    ['a JSON body that is no JWT', `e30.${Buffer.from('[]').toString('base64url')}.c2ln`],
    ['an empty token', ''],
    ['a huge token', 'x'.repeat(10_000)],
  ])('refuses %s', async (_label, token) => {
    await expectInvalid(verifyGoogle(token), /ERR_JWS_INVALID|ERR_JWT_INVALID|no usable token/);
    expect(jwks.hits).toHaveLength(0);
  });

  it('refuses credentials without an ID token, and any token when no client id is set', async () => {
    await expectInvalid(
      verifier.verify(SocialProvider.Google, { accessToken: 'ya29.x' }, GOOGLE_CLIENT),
      /no usable token/,
    );
    await expectInvalid(
      verifier.verify(
        SocialProvider.Google,
        { idToken: await sign(google, googleClaims({ aud: '' })) },
        '',
      ),
      /no client id configured/,
    );
  });

  it('is unavailable when the key set server cannot be reached', async () => {
    const gone = await startServer(serveJwks);
    await gone.close();
    const offline = createSocialVerifier(
      { ...endpoints, googleJwksUrl: `${gone.url}/google/certs` },
      { timeoutMs: 1000 },
    );
    await expectUnavailable(
      offline.verify(
        SocialProvider.Google,
        { idToken: await sign(google, googleClaims()) },
        GOOGLE_CLIENT,
      ),
    );
  });

  it('is unavailable when the key set server fails, hangs or answers no key set', async () => {
    for (const handle of [
      (_url: URL, response: ServerResponse) => json(response, 500, { error: 'boom' }),
      () => {
        // never answers
      },
      (_url: URL, response: ServerResponse) => {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end('<html>maintenance</html>');
      },
      (_url: URL, response: ServerResponse) => json(response, 200, { nokeys: true }),
    ]) {
      jwks.handle = handle;
      const fresh = createSocialVerifier(endpoints, { timeoutMs: 200 });
      await expectUnavailable(
        fresh.verify(
          SocialProvider.Google,
          { idToken: await sign(google, googleClaims()) },
          GOOGLE_CLIENT,
        ),
      );
    }
  });
});

describe('LINE ID tokens', () => {
  it('gives the identity of a valid ES256 token', async () => {
    const idToken = await sign(line, lineClaims({ email: 'line@example.com', nonce: 'abc' }));
    expect(
      await verifier.verify(SocialProvider.Line, { idToken, nonce: 'abc' }, LINE_CHANNEL),
    ).toEqual({
      provider: 4,
      subject: 'U1234567890abcdef1234567890abcdef',
      name: 'Line User',
      email: 'line@example.com',
    });
  });

  it('refuses another channel, another issuer, a Google token and an RS256 token', async () => {
    const verifyLine = async (token: Promise<string>) =>
      verifier.verify(SocialProvider.Line, { idToken: await token }, LINE_CHANNEL);
    await expectInvalid(
      verifyLine(sign(line, lineClaims({ aud: '1654999999' }))),
      /ERR_JWT_CLAIM_VALIDATION_FAILED/,
    );
    await expectInvalid(
      verifyLine(sign(line, lineClaims({ iss: 'https://accounts.google.com' }))),
      /ERR_JWT_CLAIM_VALIDATION_FAILED/,
    );
    await expectInvalid(
      verifyLine(sign(google, googleClaims({ aud: LINE_CHANNEL }))),
      /ERR_JOSE_ALG_NOT_ALLOWED/,
    );
    const rsaLine = await signingKey(line.kid, 'RS256');
    await expectInvalid(verifyLine(sign(rsaLine, lineClaims())), /ERR_JOSE_ALG_NOT_ALLOWED/);
  });

  it('refuses an expired token and a nonce mismatch', async () => {
    await expectInvalid(
      verifier.verify(
        SocialProvider.Line,
        { idToken: await sign(line, lineClaims({ exp: now() - 120 })) },
        LINE_CHANNEL,
      ),
      /ERR_JWT_EXPIRED/,
    );
    await expectInvalid(
      verifier.verify(
        SocialProvider.Line,
        { idToken: await sign(line, lineClaims({ nonce: 'one' })), nonce: 'two' },
        LINE_CHANNEL,
      ),
      /nonce mismatch/,
    );
  });
});

describe('Facebook', () => {
  it('gives the identity of a valid Limited Login ID token', async () => {
    const idToken = await sign(facebook, facebookClaims());
    expect(await verifier.verify(SocialProvider.Facebook, { idToken }, FB_APP)).toEqual({
      provider: 3,
      subject: '10158000000000001',
      name: 'Face Book',
      email: 'fb@example.com',
    });
    expect(graph.hits).toHaveLength(0);
  });

  it('refuses a Limited Login token of another app or signed by the Google key', async () => {
    await expectInvalid(
      verifier.verify(
        SocialProvider.Facebook,
        { idToken: await sign(facebook, facebookClaims({ aud: '111' })) },
        FB_APP,
      ),
      /ERR_JWT_CLAIM_VALIDATION_FAILED/,
    );
    await expectInvalid(
      verifier.verify(
        SocialProvider.Facebook,
        { idToken: await sign(google, facebookClaims(), { kid: facebook.kid }) },
        FB_APP,
      ),
      /signature/i,
    );
  });

  it('checks an access token through debug_token and reads me', async () => {
    const identity = await verifier.verify(
      SocialProvider.Facebook,
      { accessToken: 'EAAB-user-token' },
      FB_APP,
    );
    expect(identity).toEqual({
      provider: 3,
      subject: '10158000000000002',
      name: 'Graph User',
      email: 'graph@example.com',
    });
    expect(graph.hits.map((hit) => hit.pathname)).toEqual(['/v19.0/debug_token', '/v19.0/me']);
    const [debug, me] = graph.hits;
    expect(Object.fromEntries(debug!.searchParams)).toEqual({
      input_token: 'EAAB-user-token',
      access_token: `${FB_APP}|${FB_SECRET}`,
    });
    expect(Object.fromEntries(me!.searchParams)).toEqual({
      fields: 'id,name,email',
      access_token: 'EAAB-user-token',
      appsecret_proof: createHmac('sha256', FB_SECRET).update('EAAB-user-token').digest('hex'),
    });
  });

  it('gives null email and empty name when me has neither', async () => {
    meAnswer = { status: 200, body: { id: '10158000000000002' } };
    debugTokenAnswer = { status: 200, body: { data: { is_valid: true, app_id: FB_APP } } };
    expect(
      await verifier.verify(SocialProvider.Facebook, { accessToken: 'EAAB-x' }, FB_APP),
    ).toEqual({ provider: 3, subject: '10158000000000002', name: '', email: null });
  });

  it('refuses a token debug_token calls invalid', async () => {
    debugTokenAnswer = {
      status: 200,
      body: { data: { is_valid: false, app_id: FB_APP, error: { code: 190 } } },
    };
    await expectInvalid(
      verifier.verify(SocialProvider.Facebook, { accessToken: 'EAAB-expired' }, FB_APP),
      /not valid/,
    );
    expect(graph.hits.map((hit) => hit.pathname)).toEqual(['/v19.0/debug_token']);
  });

  it('refuses a token of another app', async () => {
    debugTokenAnswer = {
      status: 200,
      body: { data: { is_valid: true, app_id: '555', user_id: '10158000000000002' } },
    };
    await expectInvalid(
      verifier.verify(SocialProvider.Facebook, { accessToken: 'EAAB-other-app' }, FB_APP),
      /another app/,
    );
    expect(graph.hits.map((hit) => hit.pathname)).toEqual(['/v19.0/debug_token']);
  });

  it('refuses when debug_token and me name different users, or me has no id', async () => {
    meAnswer = { status: 200, body: { id: '999', name: 'Someone else' } };
    await expectInvalid(
      verifier.verify(SocialProvider.Facebook, { accessToken: 'EAAB-x' }, FB_APP),
      /disagree/,
    );
    meAnswer = { status: 200, body: { name: 'Nobody' } };
    await expectInvalid(
      verifier.verify(SocialProvider.Facebook, { accessToken: 'EAAB-x' }, FB_APP),
      /no usable sub/,
    );
  });

  it('refuses when Graph refuses the request (4xx)', async () => {
    debugTokenAnswer = {
      status: 400,
      body: { error: { message: 'Invalid OAuth access token.', code: 190 } },
    };
    await expectInvalid(
      verifier.verify(SocialProvider.Facebook, { accessToken: 'EAAB-bad' }, FB_APP),
      /^Graph debug_token answered HTTP 400$/,
    );
  });

  it('refuses access tokens when no app secret is configured, without calling Graph', async () => {
    const noSecret = createSocialVerifier({ ...endpoints, facebookAppSecret: undefined });
    await expectInvalid(
      noSecret.verify(SocialProvider.Facebook, { accessToken: 'EAAB-user-token' }, FB_APP),
      /FACEBOOK_APP_SECRET unset/,
    );
    expect(graph.hits).toHaveLength(0);
  });

  it('refuses credentials with neither token', async () => {
    await expectInvalid(verifier.verify(SocialProvider.Facebook, {}, FB_APP), /no usable token/);
  });

  it('is unavailable when Graph fails or cannot be reached', async () => {
    debugTokenAnswer = { status: 500, body: { error: { message: 'oops' } } };
    await expectUnavailable(
      verifier.verify(SocialProvider.Facebook, { accessToken: 'EAAB-x' }, FB_APP),
    );
    debugTokenAnswer = { status: 200, body: { data: { is_valid: true, app_id: FB_APP } } };
    meAnswer = { status: 503, body: {} };
    await expectUnavailable(
      verifier.verify(SocialProvider.Facebook, { accessToken: 'EAAB-x' }, FB_APP),
    );
    const gone = await startServer(serveGraph);
    await gone.close();
    const offline = createSocialVerifier({ ...endpoints, facebookGraphUrl: `${gone.url}/v19.0` });
    await expectUnavailable(
      offline.verify(SocialProvider.Facebook, { accessToken: 'EAAB-x' }, FB_APP),
    );
  });

  it('never puts the tokens or the app secret in what it throws', async () => {
    debugTokenAnswer = { status: 500, body: {} };
    const error = await refusal(
      verifier.verify(SocialProvider.Facebook, { accessToken: 'EAAB-secret-token' }, FB_APP),
    );
    const everything =
      JSON.stringify(error, Object.getOwnPropertyNames(error)) +
      String(error.cause) +
      String((error.cause as Error).cause);
    expect(everything).not.toContain('EAAB-secret-token');
    expect(everything).not.toContain(FB_SECRET);
  });
});

describe('endpoints', () => {
  it('default to the providers’ production URLs and follow the env', () => {
    expect(socialEndpointsFromEnv(parseEnv({}))).toEqual({
      ...defaultSocialEndpoints,
      facebookAppSecret: undefined,
      lineChannelSecret: undefined,
    });
    expect(defaultSocialEndpoints).toEqual({
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      lineJwksUrl: 'https://api.line.me/oauth2/v2.1/certs',
      facebookJwksUrl: 'https://limited.facebook.com/.well-known/oauth/openid/jwks/',
      facebookGraphUrl: 'https://graph.facebook.com/v19.0',
      lineTokenUrl: 'https://api.line.me/oauth2/v2.1/token',
    });
    expect(
      socialEndpointsFromEnv(
        parseEnv({
          GOOGLE_JWKS_URL: 'http://127.0.0.1:9/g',
          LINE_JWKS_URL: 'http://127.0.0.1:9/l',
          FACEBOOK_JWKS_URL: 'http://127.0.0.1:9/f',
          FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/graph',
          FACEBOOK_APP_SECRET: 's',
          LINE_TOKEN_URL: 'http://127.0.0.1:9/token',
          LINE_CHANNEL_SECRET: 'ls',
        }),
      ),
    ).toEqual({
      googleJwksUrl: 'http://127.0.0.1:9/g',
      lineJwksUrl: 'http://127.0.0.1:9/l',
      facebookJwksUrl: 'http://127.0.0.1:9/f',
      facebookGraphUrl: 'http://127.0.0.1:9/graph',
      facebookAppSecret: 's',
      lineTokenUrl: 'http://127.0.0.1:9/token',
      lineChannelSecret: 'ls',
    });
    expect(() => parseEnv({ GOOGLE_JWKS_URL: 'not a url' })).toThrow(/GOOGLE_JWKS_URL/);
  });
});
