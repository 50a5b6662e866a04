import { describe, expect, it } from 'vitest';
import { envelope, refusal, stubFetch } from '@/test/fetch-stub';
import { commonBody } from '@/lib/common-body';
import { ApiError, HttpError } from '@/lib/api-errors';
import { newRoundKey, playCall } from './play-api';

describe('the game pages’ calls', () => {
  it('send the lobby’s common body fields', async () => {
    const { seen } = stubFetch(() => envelope({ coin: 500 }));
    await playCall('refreshData', {});
    expect(seen[0]!.body).toEqual(commonBody());
  });

  it('send the access token and the fingerprint the lobby keeps, and the call’s own headers', async () => {
    localStorage.setItem('lobby.token', 'token-123');
    localStorage.setItem('lobby.fingerprint', 'device-9');
    const { seen } = stubFetch(() => envelope({ coin: 500 }));
    const answer = await playCall('refreshData', {}, { headers: { 'idempotency-key': 'k-1' } });
    expect(answer).toEqual({ coin: 500 });
    expect(seen[0]!.url).toBe('/app/v1/refreshData');
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers).toMatchObject({
      authorization: 'token-123',
      fingerprint: 'device-9',
      'idempotency-key': 'k-1',
      'content-type': 'application/json',
    });
    expect(seen[0]!.body).toMatchObject({ appId: 'lobby-web', channel: 'WEB' });
  });

  it('send no authorization without a session', async () => {
    const { seen } = stubFetch(() => envelope({}));
    await playCall('anonymous/fairVerify', {
      game: 'dice',
      serverSeed: 's',
      clientSeed: 'c',
      nonce: 0,
    });
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('turn a refusal into ApiError and a broken answer into HttpError', async () => {
    stubFetch(() => refusal(1201));
    await expect(playCall('refreshData', {})).rejects.toMatchObject({ errcode: 1201 });
    stubFetch(
      () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await playCall('refreshData', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(502);
    stubFetch(() => refusal(401));
    await expect(playCall('refreshData', {})).rejects.toBeInstanceOf(ApiError);
    // A 401 here is shown on the page; the lobby's session is left to the lobby.
    expect(location.pathname).toBe('/');
  });

  it('make a new UUID idempotency key each time, in the form the server reads', async () => {
    const wallet = await import('@lobby/contract/wallet');
    const keys = new Set(Array.from({ length: 50 }, () => newRoundKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) {
      expect(wallet.IdempotencyKey.safeParse(key).success).toBe(true);
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
  });
});
