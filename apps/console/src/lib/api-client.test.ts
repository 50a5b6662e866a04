import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import {
  ConsoleApiError,
  ConsoleHttpError,
  consoleCall,
  setUnauthorizedHandler,
} from './api-client';

const answer = (status: number, body: unknown) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const stubFetch = (response: Response) => {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

let removeHandler = () => {};
afterEach(() => removeHandler());

describe('consoleCall', () => {
  it('posts the body as JSON to /console/api/v1/<name> with the cookie, and answers data', async () => {
    const fetch = stubFetch(
      answer(200, { code: 200, errcode: 0, msg: 'ok', data: { list: [], pages: 0, total: 0 } }),
    );
    const data = await consoleCall('chatInbox', { view: 'mine' });
    expect(data).toEqual({ list: [], pages: 0, total: 0 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/console/api/v1/chatInbox');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(JSON.parse(String(init?.body))).toEqual({ view: 'mine' });
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('throws a refusal with its errcode and message (403 STAFF_FORBIDDEN)', async () => {
    stubFetch(answer(403, { code: 403, errcode: 1602, msg: 'Your role does not allow this.' }));
    const error = await consoleCall('feedbackQueue', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleApiError);
    expect(error).toMatchObject({ errcode: ErrorCode.STAFF_FORBIDDEN, status: 403 });
  });

  it('throws a business refusal that travels as HTTP 200', async () => {
    stubFetch(answer(200, { code: 200, errcode: 1601, msg: 'The email or password is wrong.' }));
    await expect(
      consoleCall('staffSignIn', { email: 'a@b.co', password: 'x' }),
    ).rejects.toMatchObject({ errcode: ErrorCode.STAFF_SIGN_IN_FAILED, status: 200 });
  });

  it('on 401 tells the app the session is gone, for calls that need one', async () => {
    const gone = vi.fn();
    removeHandler = setUnauthorizedHandler(gone);
    stubFetch(answer(401, { code: 401, errcode: 401, msg: 'Please sign in.' }));
    await expect(consoleCall('chatCannedReplies', {})).rejects.toMatchObject({ errcode: 401 });
    expect(gone).toHaveBeenCalledTimes(1);
  });

  it('does not treat staffMe or staffSignIn answering 401 as a lost session', async () => {
    const gone = vi.fn();
    removeHandler = setUnauthorizedHandler(gone);
    stubFetch(answer(401, { code: 401, errcode: 401, msg: 'Please sign in.' }));
    await expect(consoleCall('staffMe', {})).rejects.toMatchObject({ errcode: 401 });
    expect(gone).not.toHaveBeenCalled();
  });

  it('takes a non-2xx status without errcode as the refusal', async () => {
    stubFetch(answer(500, { code: 500, errcode: 0, msg: 'Internal' }));
    await expect(consoleCall('staffMe', {})).rejects.toMatchObject({ errcode: 500 });
  });

  it('throws ConsoleHttpError for an answer that is not an envelope', async () => {
    stubFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await consoleCall('staffMe', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleHttpError);
    expect(error).toMatchObject({ status: 502, url: '/console/api/v1/staffMe' });
  });
});
