import { describe, expect, it } from 'vitest';
import { accountsClient, randomIp } from './accounts-client';
import { startTestApp } from './test-app';

/**
 * Each per-IP limit has its own switch: RATE_LIMIT_MAX=0 turns the global limit off and leaves
 * the sign-in and money limits on (they once rode on the global limiter and went with it).
 */
/** The statuses of `count` wrong sign-ins from one new IP, one after the other. */
const signInStatuses = async (client: ReturnType<typeof accountsClient>, count: number) => {
  const ip = randomIp();
  const statuses = [];
  for (let i = 0; i < count; i += 1) {
    const answer = await client.call(
      'accountLogin',
      { loginType: 2, account: 'nobody_here', password: 'Wrong-Pass-11' },
      { ip },
    );
    statuses.push(answer.status);
  }
  return statuses;
};

describe('rate limits', () => {
  it('keep the sign-in and money limits when the global one is off', async () => {
    const t = await startTestApp({
      env: { RATE_LIMIT_MAX: '0', SIGN_IN_RATE_LIMIT_MAX: '2', MONEY_RATE_LIMIT_MAX: '2' },
    });
    try {
      const client = accountsClient(t);
      expect(await signInStatuses(client, 3)).toEqual([200, 200, 429]);

      const { token } = await client.registerByAccount(undefined, undefined, { ip: randomIp() });
      const moneyIp = randomIp();
      const moves = [];
      for (let i = 0; i < 3; i += 1) {
        moves.push((await client.call('safeboxIn', { amount: 1 }, { token, ip: moneyIp })).status);
      }
      expect(moves).toEqual([200, 200, 429]);

      // Without a global limit, other calls are not counted at all.
      const reads = [];
      for (let i = 0; i < 20; i += 1) {
        reads.push((await client.call('refreshData', {}, { token, ip: moneyIp })).status);
      }
      expect(new Set(reads)).toEqual(new Set([200]));
    } finally {
      await t.close();
    }
  });

  it('turn off one by one: SIGN_IN_RATE_LIMIT_MAX=0 lifts only the sign-in limit', async () => {
    const t = await startTestApp({
      env: { RATE_LIMIT_MAX: '1000', SIGN_IN_RATE_LIMIT_MAX: '0', MONEY_RATE_LIMIT_MAX: '1' },
    });
    try {
      const client = accountsClient(t);
      expect(await signInStatuses(client, 5)).toEqual([200, 200, 200, 200, 200]);
      const { token } = await client.registerByAccount(undefined, undefined, { ip: randomIp() });
      const moneyIp = randomIp();
      const first = await client.call('safeboxIn', { amount: 1 }, { token, ip: moneyIp });
      const second = await client.call('safeboxIn', { amount: 1 }, { token, ip: moneyIp });
      expect([first.status, second.status]).toEqual([200, 429]);
    } finally {
      await t.close();
    }
  });
});
