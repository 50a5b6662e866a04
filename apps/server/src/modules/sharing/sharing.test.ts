import { ShareInfoAnswer } from '@lobby/contract/sharing';
import { SmsPurpose } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { describe, expect, it } from 'vitest';
import { accountsClient, newAccount, newMobile, randomIp } from '../../../test/accounts-client';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import { rewardsTestKit } from '../../../test/rewards/rewards-test-kit';
import { startTestApp, useTestApp } from '../../../test/test-app';
import { depositsClient } from '../deposits/deposits-test-client';

const kit = rewardsTestKit(() => t);
const t = useTestApp();
const client = accountsClient(t);

let deviceSeq = 0;
const newDevice = () => `device-share-${deviceSeq++}-${Date.now()}`;

const clicksOf = async (inviterId: number) =>
  (
    await t.database.db
      .selectFrom('invite_clicks')
      .select('fingerprint')
      .where('inviter_id', '=', inviterId)
      .execute()
  ).map((r) => r.fingerprint);

const click = (inviteCode: string, fingerprint?: string, token?: string) =>
  client.call('actInviteClickInvite', { inviteCode }, { fingerprint, token });

const shareInfo = async (token: string) => {
  const answer = await client.call('shareInfo', {}, { token });
  expect(answer.body.errcode, answer.body.msg).toBe(0);
  return ShareInfoAnswer.parse(answer.body.data);
};

/** A player and the invite code of their after-login state. */
const inviter = async () => {
  const player = await client.registerByAccount();
  const after = await client.call('getAfterLoginInfoWeb', {}, { token: player.token });
  return { ...player, inviteCode: after.body.data.inviteCode as string };
};

describe('actInviteClickInvite', () => {
  it('records a click once per inviter and device, and answers the same every time', async () => {
    const a = await inviter();
    const device = newDevice();
    const first = await click(a.inviteCode, device);
    const again = await click(a.inviteCode, device);
    const other = await click(a.inviteCode.toLowerCase(), newDevice());
    for (const answer of [first, again, other]) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ errcode: 0, data: {} });
    }
    expect(await clicksOf(a.user.id)).toHaveLength(2);
    expect((await shareInfo(a.token)).clicks).toBe(2);
  });

  it('thirty parallel clicks of one device make one row', async () => {
    const a = await inviter();
    const device = newDevice();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => click(a.inviteCode, device)),
    );
    expect(answers.map((r) => r.body.errcode)).toEqual(Array(30).fill(0));
    expect(await clicksOf(a.user.id)).toEqual([device]);
  });

  it('an unknown code answers as a known one and stores nothing', async () => {
    const before = await t.database.db
      .selectFrom('invite_clicks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const known = await click((await inviter()).inviteCode, newDevice());
    const unknown = await click('ZZZZZZZZZZZZ', newDevice());
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    const after = await t.database.db
      .selectFrom('invite_clicks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
  });

  it('stores no click without a fingerprint, nor the inviter’s own', async () => {
    const a = await inviter();
    expect((await click(a.inviteCode)).body.errcode).toBe(0);
    expect((await click(a.inviteCode, newDevice(), a.token)).body.errcode).toBe(0);
    expect(await clicksOf(a.user.id)).toEqual([]);
  });

  it('refuses a malformed code with an envelope error, storing nothing', async () => {
    const answer = await click('not a code!', newDevice());
    expect(answer.status).toBe(400);
    expect(answer.body.errcode).not.toBe(0);
  });

  it('is rate-limited per IP like the sign-in calls', async () => {
    const limited = await startTestApp({
      env: { RATE_LIMIT_MAX: '0', SIGN_IN_RATE_LIMIT_MAX: '2' },
    });
    try {
      // An IP of its own: with Redis the counters outlive one app.
      const ip = randomIp();
      const statuses = [];
      for (let i = 0; i < 3; i++) {
        statuses.push(
          (
            await accountsClient(limited).call(
              'actInviteClickInvite',
              { inviteCode: 'ABC' },
              { ip },
            )
          ).status,
        );
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('shareInfo', () => {
  it('answers the code, the link path and who came through it', async () => {
    const a = await inviter();
    const fresh = await shareInfo(a.token);
    expect(fresh).toEqual({
      inviteCode: a.inviteCode,
      invitePath: `/?inviteCode=${a.inviteCode}`,
      invitees: 0,
      validInvitees: 0,
      clicks: 0,
    });

    // Three invitees: one valid in every way, one a cent short of the deposit, one without a
    // verified phone (rewards/valid-invitee.ts: the same rule as every referral reward).
    const byPhone = async () => {
      const mobile = newMobile();
      const smsCode = await client.codeFor(mobile, SmsPurpose.Register);
      const answer = await client.call('accountRegist4', {
        mobile,
        smsCode,
        password: 'Tulip-Harbor-58',
        inviteCode: a.inviteCode,
      });
      expect(answer.body.errcode, answer.body.msg).toBe(0);
      return answer.body.data as { token: string; user: { id: number; pid: number } };
    };
    const valid = await byPhone();
    const short = await byPhone();
    const noPhone = await client.call('accountRegist', {
      account: newAccount('invitee'),
      password: 'Tulip-Harbor-58',
      inviteCode: a.inviteCode,
    });
    expect(noPhone.body.data.user.pid).toBe(a.user.id);
    const deposit = t.config.current().config.agent5.validInviteDeposit;
    const { validInviteBets } = (await t.settings.get(REWARDS_RULES_KEY, RewardsRules)).agent5;
    const deposits = depositsClient(t);
    await deposits.deposit(valid.token, deposit);
    await deposits.deposit(short.token, deposit - 1);
    await deposits.deposit(noPhone.body.data.token as string, deposit);
    for (const userId of [valid.user.id, short.user.id, noPhone.body.data.user.id as number]) {
      await kit.betSettled(userId, { bet: validInviteBets });
    }
    expect((await kit.runJob('rewards.consumeEvents')).errcode).toBe(0);

    expect(await shareInfo(a.token)).toMatchObject({ invitees: 3, validInvitees: 1 });
  });

  it('needs a session', async () => {
    const answer = await client.call('shareInfo', {});
    expect(answer.body.errcode).toBe(ErrorCode.UNAUTHORIZED);
  });
});
