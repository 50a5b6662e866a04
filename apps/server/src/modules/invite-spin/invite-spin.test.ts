import { describe, expect, it } from 'vitest';
import {
  ActInviteUserAnswer,
  ActInviteUserRecordAnswer,
  ActInviteUserSpinAnswer,
  ActInviteUserStatusAnswer,
} from '@lobby/contract/invite-spin';
import { ErrorCode } from '@lobby/contract/values/errors';
import { FloatStream, hashServerSeed } from '@lobby/games/node/fairness';
import { wheelSector } from '@lobby/games/wheel';
import type { TestApp } from '../../../test/test-app';
import { newAccount } from '../../../test/accounts-client';
import { useRewardsTestApp } from '../../../test/rewards/rewards-test-app';
import { INVITE_SPIN_ACTIVITY } from './invite-spin.settings';
import {
  inviteSpinClient,
  inviteSpinTestRules as rules,
} from '../../../test/rewards/invite-spin-test-client';

let t: TestApp;
let consume: () => Promise<number>;
const kit = useRewardsTestApp((app, rewards) => {
  t = app;
  consume = () => rewards.engine.consumeAll();
});
const HOUR = 3_600;

const { useRules, playerOn, invitee } = inviteSpinClient(
  () => t,
  () => consume(),
);

type Player = Awaited<ReturnType<typeof kit.player>>;

const open = async (p: Player) => ActInviteUserAnswer.parse(await kit.ok(p, 'actInviteUser'));
const spin = async (p: Player, nonce: number, clientSeed?: string) =>
  ActInviteUserSpinAnswer.parse(
    await kit.ok(p, 'actInviteUserSpin', { nonce, ...(clientSeed ? { clientSeed } : {}) }),
  );
const status = async (p: Player) =>
  ActInviteUserStatusAnswer.parse(await kit.ok(p, 'actInviteUserStatus'));
const flags = async (p: Player) =>
  (await kit.ok(p, 'activityGetStatusList')) as { spinAwardFlag: boolean };

describe('the invite spin', () => {
  it('spins toward the target, stops short of it until the valid invitees, and exchanges it once', async () => {
    await useRules();
    const p = await kit.player();
    const page = await open(p);
    expect(page.attempt).toMatchObject({ total: 0, target: 10_000, spinsLeft: 1, state: 'open' });
    expect(page.sectors).toEqual([
      { amount: 5_000, weight: 1, oddsBp: 5_000 },
      { amount: 6_000, weight: 1, oddsBp: 5_000 },
    ]);
    expect((await flags(p)).spinAwardFlag).toBe(true);

    const first = await spin(p, 0);
    expect(first.spin.amount).toBe(first.spin.sectorAmount);
    expect(first.attempt.spinsLeft).toBe(0);
    expect((await flags(p)).spinAwardFlag).toBe(false);
    expect((await kit.call(p, 'actInviteUserSpin', { nonce: 1 })).errcode).toBe(
      ErrorCode.INVITE_SPIN_NO_SPINS,
    );

    // Two invitees that are not valid: two spins, and the total stops at the target less 1.00.
    await invitee(p);
    await invitee(p);
    expect((await open(p)).attempt).toMatchObject({ spinsLeft: 2, invites: 2, validInvites: 0 });
    await spin(p, 1);
    const capped = await spin(p, 2);
    expect(capped.attempt.total).toBe(9_900);
    expect((await kit.call(p, 'actInviteUserExchange')).errcode).toBe(
      ErrorCode.INVITE_SPIN_NOT_REACHED,
    );

    // One valid invitee is not enough: its spins add nothing past the cap.
    await invitee(p, { valid: true });
    const stuck = await spin(p, 3);
    expect(stuck.spin.amount).toBe(0);
    expect(stuck.attempt).toMatchObject({ total: 9_900, validInvites: 1, spinsLeft: 2 });

    // The second valid invitee lifts the cap: the next spin reaches the target.
    await invitee(p, { valid: true });
    const last = await spin(p, 4);
    expect(last.spin.amount).toBe(100);
    expect(last.attempt).toMatchObject({ total: 10_000, state: 'reached', spinsLeft: 0 });
    expect(await status(p)).toMatchObject({ canExchange: true, hasAttempt: true });
    expect((await flags(p)).spinAwardFlag).toBe(true);

    const before = await kit.bonusOf(p.userId);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => kit.call(p, 'actInviteUserExchange')),
    );
    expect(answers.map((a) => a.errcode)).toEqual(Array(30).fill(0));
    expect(new Set(answers.map((a) => a.data.grantId)).size).toBe(1);
    expect(await kit.bonusOf(p.userId)).toBe(before + 10_000);
    const grants = await kit.grantsOf(p.userId, INVITE_SPIN_ACTIVITY);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({
      grant_key: `attempt:${page.attempt!.id}`,
      status: 'claimed',
    });
    // Replayed later: the first answer, nothing paid.
    expect((await kit.ok(p, 'actInviteUserExchange')).grantId).toBe(grants[0]!.id);
    expect(await kit.bonusOf(p.userId)).toBe(before + 10_000);
    expect(await status(p)).toMatchObject({ finished: true, canExchange: false });
    expect((await flags(p)).spinAwardFlag).toBe(false);
    // One exchange per player, ever: no new attempt.
    await kit.setClock(200 * HOUR);
    expect((await open(p)).attempt).toMatchObject({ id: page.attempt!.id, state: 'exchanged' });
  });

  it('pays nothing for an attempt that expires short of the target, and starts anew after the cooldown', async () => {
    await useRules({ validInvitesNeeded: 1 });
    const p = await kit.player();
    const page = await open(p);
    await spin(p, 0);
    await invitee(p);
    await kit.setClock(72 * HOUR);
    expect((await kit.call(p, 'actInviteUserSpin', { nonce: 1 })).errcode).toBe(
      ErrorCode.INVITE_SPIN_EXPIRED,
    );
    // An invitee after expiry joins no attempt.
    await invitee(p, { valid: true });
    expect((await kit.call(p, 'actInviteUserExchange')).errcode).toBe(
      ErrorCode.INVITE_SPIN_EXPIRED,
    );
    const expired = await open(p);
    expect(expired.attempt).toMatchObject({ id: page.attempt!.id, state: 'expired', spinsLeft: 0 });
    expect(expired.nextStartAt).toBe(page.attempt!.expiresAt + 24 * HOUR);
    expect(await kit.grantsOf(p.userId, INVITE_SPIN_ACTIVITY)).toHaveLength(0);

    await kit.setClock(96 * HOUR);
    const again = await open(p);
    expect(again.attempt).toMatchObject({ total: 0, spinsLeft: 1, invites: 0, state: 'open' });
    expect(again.attempt!.id).not.toBe(page.attempt!.id);
  });

  it('gives no spin for an invitee on the inviter’s own device', async () => {
    await useRules();
    const p = await playerOn('device-shared-1');
    await open(p);
    await invitee(p, { fingerprint: 'device-shared-1', valid: true });
    expect((await open(p)).attempt).toMatchObject({ spinsLeft: 1, invites: 0, validInvites: 0 });
    const record = ActInviteUserRecordAnswer.parse(
      await kit.ok(p, 'actInviteUserRecord', { kind: 'invitees' }),
    );
    expect(record.list).toMatchObject([{ kind: 'invitee', counts: false, valid: false }]);
  });

  it('counts as valid only the invitees the agent programme counts: a verified phone, no payout account shared', async () => {
    await useRules();
    const p = await playerOn(`dev-${newAccount()}`);
    await open(p);
    const sharing = await invitee(p, { valid: true });
    await invitee(p, { valid: true });
    const unverified = await invitee(p, { valid: true });
    await t.database.db
      .updateTable('users')
      .set({ mobile_verified: false })
      .where('id', '=', unverified)
      .execute();
    for (const userId of [p.userId, sharing]) {
      await t.database.db
        .insertInto('receiving_accounts')
        .values({ user_id: userId, bank_id: 1, account_no: '000987654321', account_name: 'A' })
        .execute();
    }
    expect((await open(p)).attempt).toMatchObject({ invites: 3, validInvites: 1 });
    const record = ActInviteUserRecordAnswer.parse(
      await kit.ok(p, 'actInviteUserRecord', { kind: 'invitees' }),
    );
    expect(record.list.filter((i) => i.kind === 'invitee' && i.valid)).toHaveLength(1);
  });

  it('spins once for 30 spins at once with one spin left, and answers a replay with its spin', async () => {
    await useRules();
    const p = await kit.player();
    await open(p);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => kit.call(p, 'actInviteUserSpin', { nonce: 0 })),
    );
    expect(answers.map((a) => a.errcode)).toEqual(Array(30).fill(0));
    expect(new Set(answers.map((a) => a.data.spin.id)).size).toBe(1);
    const spins = await t.database.db
      .selectFrom('invite_spin_spins')
      .select('id')
      .where('user_id', '=', p.userId)
      .execute();
    expect(spins).toHaveLength(1);
    // Thirty at once, each naming a later spin: refused, nothing spun.
    const later = await Promise.all(
      Array.from({ length: 30 }, (_, i) => kit.call(p, 'actInviteUserSpin', { nonce: i + 1 })),
    );
    expect(new Set(later.map((a) => a.errcode))).toEqual(
      new Set([ErrorCode.INVITE_SPIN_NO_SPINS, ErrorCode.INVITE_SPIN_STALE]),
    );
    expect((await open(p)).attempt).toMatchObject({ nonce: 1, spinsLeft: 0 });
  });

  it('reveals each spin’s seed: its hash is the one shown before, and it recomputes the sector', async () => {
    await useRules({ sectors: rules.sectors.concat([{ amount: 100, weight: 7 }]) });
    const p = await kit.player();
    const before = await open(p);
    const { spin: done, attempt } = await spin(p, 0, 'my-own-seed');
    expect(hashServerSeed(done.serverSeed)).toBe(before.attempt!.serverSeedHash);
    expect(done).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    const sector = wheelSector(
      new FloatStream({ serverSeed: done.serverSeed, clientSeed: 'my-own-seed', nonce: 0 }),
      [1, 1, 7],
    );
    expect(done.sector).toBe(sector);
    // A new seed is committed for the next spin.
    expect(attempt.serverSeedHash).not.toBe(before.attempt!.serverSeedHash);
    const record = ActInviteUserRecordAnswer.parse(await kit.ok(p, 'actInviteUserRecord', {}));
    expect(record.list).toMatchObject([{ kind: 'spin', serverSeed: done.serverSeed, sector }]);
  });

  it('refuses bad input and a spin without an attempt, changing nothing', async () => {
    await useRules();
    const p = await kit.player();
    expect((await kit.call(p, 'actInviteUserSpin', { nonce: 0 })).errcode).toBe(
      ErrorCode.INVITE_SPIN_NO_ATTEMPT,
    );
    expect((await kit.call(p, 'actInviteUserExchange')).errcode).toBe(
      ErrorCode.INVITE_SPIN_NO_ATTEMPT,
    );
    expect((await kit.call(p, 'actInviteUserSpin', { nonce: -1 })).errcode).toBe(
      ErrorCode.BAD_REQUEST,
    );
    expect((await kit.call(p, 'actInviteUserSpin', { nonce: 0, clientSeed: 'a b' })).errcode).toBe(
      ErrorCode.BAD_REQUEST,
    );
    expect(await status(p)).toMatchObject({ live: true, hasAttempt: false, spinsLeft: 0 });
    const unauthenticated = await t.call('actInviteUser', {});
    expect(unauthenticated.body.errcode).toBe(ErrorCode.UNAUTHORIZED);
  });
});
