import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { storageKeys } from '../config/storage-keys';
import { AlertHost } from '../components/alert-host';
import { useDotStore } from '../stores/dot-store';
import { useSessionStore } from '../stores/session-store';
import { cachedBalances } from '../test/balances';
import { updateBalances } from '../lib/balances';
import { envelope, hangingFetch, stubFetch } from '../test/fetch-stub';
import { ApiError, HttpError, TimeoutError, formatClientError } from './api-errors';
import { call } from './api-client';
import { useDeviceCheckStore } from './device-check';
import { request } from './http';
import { setNavigator } from './navigation';
import { queryClient } from './query-client';
import { userFixture } from '../test/fixtures/user';

const setConnection = (effectiveType?: string) =>
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: effectiveType ? { effectiveType } : undefined,
  });

const navigated: string[] = [];
beforeEach(() => {
  navigated.length = 0;
  setNavigator((to) => navigated.push(to));
});
afterEach(() => setConnection(undefined));

describe('call', () => {
  it('POSTs to /app/v1/<name> with the common body fields and the headers', async () => {
    const { seen } = stubFetch(() => envelope({ version: 'v1', notModified: true }));
    useSessionStore.setState({ token: 'raw-token', user: userFixture({ id: 1, account: '' }) });
    const answer = await call('anonymous/appConfig', { version: 'v1' });

    expect(answer).toEqual({ version: 'v1', notModified: true });
    const [req] = seen;
    expect(req?.url).toBe('/app/v1/anonymous/appConfig');
    expect(req?.method).toBe('POST');
    expect(req?.body).toEqual({
      appId: 'lobby-web',
      channel: 'WEB',
      clientReferrer: document.referrer,
      platform: 1,
      appVersion: '1.1.1',
      version: 'v1',
    });
    expect(req?.headers.authorization).toBe('raw-token');
    expect(req?.headers.fingerprint).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(req?.headers['content-type']).toBe('application/json');
  });

  it('keeps one fingerprint per device and sends no authorization when signed out', async () => {
    const { seen } = stubFetch(() => envelope({ accepted: 1 }));
    const event = {
      eventName: 'x',
      channel: 'WEB',
      appId: 'a',
      version: '1',
      eventTime: 1_700_000_000,
      eventUserId: '',
    };
    await call('anonymous/appEventLogClient', { eventList: [event] });
    await call('anonymous/appEventLogClient', { eventList: [event] });
    expect(seen[0]?.headers.authorization).toBeUndefined();
    expect(seen[0]?.headers.fingerprint).toBe(seen[1]?.headers.fingerprint);
    expect(localStorage.getItem(storageKeys.fingerprint)).toBe(seen[0]?.headers.fingerprint);
  });

  it('reports platform 0 on a mobile device', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Mobile Safari/537.36',
    );
    const { seen } = stubFetch(() => envelope({ version: 'v', notModified: true }));
    await call('anonymous/appConfig', {});
    expect(seen[0]?.body?.platform).toBe(0);
  });

  it('surfaces a business errcode as a typed ApiError with errcode and msg', async () => {
    stubFetch(() => envelope(undefined, 200, 1001, 'You have no draw chance left.'));
    const error = await call('anonymous/appConfig', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ errcode: 1001, msg: 'You have no draw chance left.' });
  });

  it('formats a client error as method, URL, status and status text', async () => {
    stubFetch(
      () => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const error = await call('anonymous/appConfig', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe('POST /app/v1/anonymous/appConfig 502 Bad Gateway');
    expect(formatClientError('get', '/builds/latest.json', 404, 'Not Found')).toBe(
      'GET /builds/latest.json 404 Not Found',
    );
  });

  it('never retries a POST, even on 503', async () => {
    const { fn } = stubFetch(() => envelope(undefined, 503, 503, 'Unavailable'));
    await expect(call('anonymous/appConfig', {})).rejects.toBeInstanceOf(ApiError);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('request (the HTTP primitive)', () => {
  it('retries a GET once on 503', async () => {
    let n = 0;
    const { fn } = stubFetch(() =>
      ++n === 1
        ? new Response('', { status: 503 })
        : new Response('{"buildId":"b2"}', { status: 200 }),
    );
    const response = await request('GET', '/builds/latest.json');
    expect(response.status).toBe(200);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('retries a GET only once, and only on the listed statuses', async () => {
    const retried = stubFetch(() => new Response('', { status: 429 }));
    expect((await request('GET', '/x')).status).toBe(429);
    expect(retried.fn).toHaveBeenCalledTimes(2);

    const notRetried = stubFetch(() => new Response('', { status: 404 }));
    expect((await request('GET', '/x')).status).toBe(404);
    expect(notRetried.fn).toHaveBeenCalledTimes(1);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('never retries %s', async (method) => {
    const { fn } = stubFetch(() => new Response('', { status: 503 }));
    expect((await request(method, '/x')).status).toBe(503);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe('timeouts', () => {
  it.each([
    [undefined, 10_000],
    ['4g', 10_000],
    ['3g', 30_000],
    ['2g', 20_000],
    ['slow-2g', 20_000],
  ])('on %s the request times out after %i ms', async (effectiveType, ms) => {
    vi.useFakeTimers();
    setConnection(effectiveType);
    hangingFetch();
    const pending = call('anonymous/appConfig', {}).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(ms - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toBeInstanceOf(TimeoutError);
  });

  it('shows the "Tips" dialog: The request has timed out, please try again later', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = call('anonymous/appConfig', {}).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    await pending;
    vi.useRealTimers();
    render(<AlertHost />);
    const dialog = screen.getByRole('alertdialog', { name: 'Tips' });
    expect(dialog).toHaveTextContent('The request has timed out, please try again later');
  });

  it('shows no dialog when the caller asks for none (heartbeat, telemetry)', async () => {
    vi.useFakeTimers();
    hangingFetch();
    const pending = call('anonymous/appConfig', {}, { timeoutTip: false }).catch(() => undefined);
    await vi.advanceTimersByTimeAsync(10_000);
    await pending;
    vi.useRealTimers();
    render(<AlertHost />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('401', () => {
  const signedIn = () => {
    useSessionStore.getState().signIn('t-1', userFixture({ id: 5, account: 'player_one' }));
    updateBalances({ vip: 3, vipExp: 4200 });
    queryClient.setQueryData(['getVipInfo'], { level: 3, exp: 4200 });
    useDotStore.getState().set({ hasMail: true, hasTask: true });
    updateBalances({ coin: 12345, safebox: 100 });
  };

  it('on a non-public call clears token, user, the VIP level (balances, getVipInfo), dots and balances, and goes to sign-in', async () => {
    signedIn();
    stubFetch(() => envelope(undefined, 401, 401, 'Please sign in.'));
    window.history.replaceState(null, '', '/vip');
    await expect(call('getVipInfo', {})).rejects.toMatchObject({
      errcode: 401,
    });

    expect(useSessionStore.getState()).toMatchObject({ token: null, user: null });
    expect(localStorage.getItem(storageKeys.token)).toBeNull();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(queryClient.getQueryData(['getVipInfo'])).toBeUndefined();
    expect(useDotStore.getState()).toMatchObject({ hasMail: false, hasTask: false });
    expect(cachedBalances()).toBeUndefined();
    // The account name was saved at sign-in, so sign-in opens on the account form.
    expect(navigated).toEqual(['/auth/login?type=account&redirect=%2Fvip']);
  });

  it('errcode 401 inside a 200 answer logs out too', async () => {
    signedIn();
    localStorage.removeItem(storageKeys.savedAccount);
    stubFetch(() => envelope(undefined, 200, 401, 'Please sign in.'));
    window.history.replaceState(null, '', '/');
    await expect(call('getVipInfo', {})).rejects.toBeInstanceOf(ApiError);
    expect(useSessionStore.getState().token).toBeNull();
    expect(navigated).toEqual(['/auth/login']);
  });

  it('on a public call it is only an error', async () => {
    signedIn();
    stubFetch(() => envelope(undefined, 401, 401, 'Please sign in.'));
    await expect(call('anonymous/appEventLogClient', { eventList: [] })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(useSessionStore.getState().token).toBe('t-1');
    expect(navigated).toEqual([]);
  });
});

describe('a challenge the server asks for', () => {
  const secret = 'web-test-secret';
  const newChallenge = async () => {
    const { createChallenge } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/sha');
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: 300,
      deriveKey,
      hmacSignatureSecret: secret,
    });
  };

  it('is solved on the device and the call sent once more carrying the solution', async () => {
    const challenge = await newChallenge();
    const solving: number[] = [];
    const unsubscribe = useDeviceCheckStore.subscribe((s) => solving.push(s.solving));
    const { seen } = stubFetch((req) =>
      req.body?.challenge
        ? envelope({ token: 't', user: { id: 7 } })
        : envelope({ challenge }, 200, ErrorCode.CHALLENGE_REQUIRED, 'Confirm you are here.'),
    );
    const answer = await call('accountLogin', {
      loginType: 2,
      account: 'player_1',
      password: 'Tulip-Harbor-58',
    });
    unsubscribe();
    expect(answer).toMatchObject({ token: 't' });
    expect(seen).toHaveLength(2);
    expect(seen[1]?.body).toMatchObject({ account: 'player_1', password: 'Tulip-Harbor-58' });
    const sent = JSON.parse(atob(String(seen[1]?.body?.challenge))) as {
      challenge: unknown;
      solution: unknown;
    };
    const { verifySolution } = await import('altcha-lib');
    const { deriveKey } = await import('altcha-lib/algorithms/sha');
    const verified = await verifySolution({
      challenge: sent.challenge as typeof challenge,
      solution: sent.solution as never,
      deriveKey,
      hmacSignatureSecret: secret,
    });
    expect(verified.verified).toBe(true);
    // The "Checking your device…" notice showed while solving, and went.
    expect(solving).toEqual([1, 0]);
  });

  it('is tried once: a second refusal reaches the caller as the ApiError', async () => {
    const challenge = await newChallenge();
    const { seen } = stubFetch(() =>
      envelope({ challenge }, 200, ErrorCode.CHALLENGE_REQUIRED, 'Confirm you are here.'),
    );
    const error = await call('smsSend', { mobile: '+15550100001', purpose: 0 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errcode).toBe(ErrorCode.CHALLENGE_REQUIRED);
    expect(seen).toHaveLength(2);
  });

  it('that cannot be solved leaves the refusal as it was, without a second call', async () => {
    const { seen } = stubFetch(() =>
      envelope({ challenge: { parameters: {} } }, 200, ErrorCode.CHALLENGE_REQUIRED, 'x'),
    );
    const error = await call('smsSend', { mobile: '+15550100001', purpose: 0 }).catch(
      (e: unknown) => e,
    );
    expect((error as ApiError).errcode).toBe(ErrorCode.CHALLENGE_REQUIRED);
    expect(seen).toHaveLength(1);
    expect(useDeviceCheckStore.getState().solving).toBe(0);
  });
});
