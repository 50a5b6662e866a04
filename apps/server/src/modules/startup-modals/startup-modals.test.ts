import { afterAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { LoginType } from '@lobby/contract/values/enums';
import { STARTUP_MODALS_PER_DAY } from '@lobby/contract/values/startup-modals';
import { accountsClient } from '../../../test/accounts-client';
import { useTestApp } from '../../../test/test-app';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';

// Two start-up modals a player per operator day, each once, whichever device asks (ADR 0063).

const t = useTestApp();
afterAll(async () => {
  await t.clock.freezeAt(null);
});

/** A player signed in on two devices: two sessions of one account. */
const playerOnTwoDevices = async () => {
  const client = accountsClient(t);
  const phone = await client.registerByAccount();
  const login = await client.call(
    'accountLogin',
    { loginType: LoginType.Account, account: phone.account, password: phone.password },
    { fingerprint: 'laptop-fingerprint' },
  );
  expect(login.body.errcode, login.body.msg).toBe(0);
  const laptop = login.body.data.token as string;
  expect(laptop).not.toBe(phone.token);
  return { phone: phone.token, laptop };
};

const claim = async (token: string, keys: string[]) => {
  const answer = await accountsClient(t).call('claimStartupModals', { keys }, { token });
  expect(answer.body.errcode, answer.body.msg).toBe(0);
  return answer.body.data.keys as string[];
};

const BY_VALUE = ['activity:7', 'activity:3', 'notice:12', 'download'];

describe('claimStartupModals', () => {
  it('gives the two of highest value, then nothing more that day on any device', async () => {
    const { phone, laptop } = await playerOnTwoDevices();
    expect(STARTUP_MODALS_PER_DAY).toBe(2);
    expect(await claim(phone, BY_VALUE)).toEqual(['activity:7', 'activity:3']);
    expect(await claim(laptop, BY_VALUE)).toEqual([]);
    expect(await claim(phone, ['notice:12'])).toEqual([]);
  });

  it('never shows one twice a day: the other device gets the next one, then the day is done', async () => {
    const { phone, laptop } = await playerOnTwoDevices();
    expect(await claim(phone, ['notice:12'])).toEqual(['notice:12']);
    // The laptop asks with the notice first: shown already, so the next one takes the slot.
    expect(await claim(laptop, ['notice:12', 'download', 'activity:3'])).toEqual(['download']);
    expect(await claim(laptop, ['activity:3'])).toEqual([]);
  });

  it('gives at most two a day to requests in parallel, each key once', async () => {
    const { phone, laptop } = await playerOnTwoDevices();
    const lists = [
      BY_VALUE,
      [...BY_VALUE].reverse(),
      ['notice:12', 'activity:7'],
      ['download'],
      BY_VALUE,
      ['activity:3', 'download'],
    ];
    const answers = await Promise.all(
      lists.map((keys, i) => claim(i % 2 === 0 ? phone : laptop, keys)),
    );
    const given = answers.flat();
    expect(given.length).toBeLessThanOrEqual(2);
    expect(new Set(given).size).toBe(given.length);
    // Whatever the race left, the day's two are taken once the dust settles.
    const after = await claim(phone, BY_VALUE);
    expect(given.length + after.length).toBe(2);
  });

  it("starts again at midnight of the operator's zone, by the lobby's clock", async () => {
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, { timeZone: 'Asia/Tokyo' });
    // 23:59 in Tokyo (UTC+9) is 14:59 UTC: still the same operator day for a minute.
    await t.clock.freezeAt(new Date('2026-06-01T14:59:00Z'));
    const { phone, laptop } = await playerOnTwoDevices();
    expect(await claim(phone, BY_VALUE)).toEqual(['activity:7', 'activity:3']);
    await t.clock.freezeAt(new Date('2026-06-01T14:59:59Z'));
    expect(await claim(laptop, BY_VALUE)).toEqual([]);
    // Midnight in Tokyo, while still 1 June in UTC: a new day, the two of highest value again.
    await t.clock.freezeAt(new Date('2026-06-01T15:00:00Z'));
    expect(await claim(laptop, BY_VALUE)).toEqual(['activity:7', 'activity:3']);
    expect(await claim(phone, BY_VALUE)).toEqual([]);
    await t.settings.set(REWARDS_RULES_KEY, RewardsRules, {});
    await t.clock.freezeAt(null);
  });

  it('refuses a visitor and a key that is not a modal key, recording nothing', async () => {
    const client = accountsClient(t);
    expect((await client.call('claimStartupModals', { keys: ['download'] })).status).toBe(401);
    const { phone } = await playerOnTwoDevices();
    const bad = await client.call(
      'claimStartupModals',
      { keys: ['activity:1', 'drop table; --'] },
      { token: phone },
    );
    expect(bad.body.errcode).toBe(ErrorCode.BAD_REQUEST);
    expect(await claim(phone, BY_VALUE)).toEqual(['activity:7', 'activity:3']);
  });
});
