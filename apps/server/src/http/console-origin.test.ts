import { beforeAll, describe, expect, it } from 'vitest';
import { consolePath } from '@lobby/contract/values/console';
import { ErrorCode } from '@lobby/contract/values/errors';
import { consoleClient } from '../../test/console-client';
import { useTestApp } from '../../test/test-app';

/**
 * Console CSRF (docs/security.md "Console CSRF"): a call carrying the session cookie comes from
 * the console's own page — its Origin names this host, or, without Origin, the browser says
 * `Sec-Fetch-Site: same-origin`. Browsers send one or the other; a cookie with neither is refused.
 */
const t = useTestApp();
let cookie: string;
beforeAll(async () => {
  ({ cookie } = await consoleClient(t).signedInStaff('support'));
});

const staffMe = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: consolePath('staffMe'), payload: {}, headers });

describe('a console call with the session cookie', () => {
  it('answers with the console’s own Origin', async () => {
    const host = 'console.example:8443';
    const answer = await staffMe({ cookie, host, origin: `https://${host}` });
    expect(answer.json().errcode, answer.body).toBe(0);
    // The Origin decides even when Sec-Fetch-Site says otherwise.
    const named = await staffMe({
      cookie,
      host,
      origin: `https://${host}`,
      'sec-fetch-site': 'none',
    });
    expect(named.json().errcode, named.body).toBe(0);
  });

  it('is refused with another site’s Origin, whatever Sec-Fetch-Site says', async () => {
    for (const fetchSite of ['same-origin', 'cross-site']) {
      const answer = await staffMe({
        cookie,
        origin: 'https://evil.example',
        'sec-fetch-site': fetchSite,
      });
      expect(answer.statusCode).toBe(403);
      expect(answer.json().errcode).toBe(ErrorCode.STAFF_FORBIDDEN);
    }
  });

  it('answers without Origin when the browser says same-origin', async () => {
    const answer = await staffMe({ cookie, 'sec-fetch-site': 'same-origin' });
    expect(answer.json().errcode, answer.body).toBe(0);
  });

  it('is refused without Origin and with no, another or a cross-site Sec-Fetch-Site', async () => {
    for (const fetchSite of [undefined, 'none', 'same-site', 'cross-site']) {
      const answer = await staffMe({
        cookie,
        ...(fetchSite === undefined ? {} : { 'sec-fetch-site': fetchSite }),
      });
      expect(answer.statusCode, fetchSite).toBe(403);
      expect(answer.json().errcode).toBe(ErrorCode.STAFF_FORBIDDEN);
    }
  });
});

it('a sign-in without the cookie needs neither header (a script, the ops tools)', async () => {
  const answer = await t.app.inject({
    method: 'POST',
    url: consolePath('staffSignIn'),
    payload: { email: 'nobody@lobby.test', password: 'wrong-password-123' },
  });
  expect(answer.json().errcode).toBe(ErrorCode.STAFF_SIGN_IN_FAILED);
});
