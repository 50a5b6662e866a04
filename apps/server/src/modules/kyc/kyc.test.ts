import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useTestApp } from '../../../test/test-app';
import { withdrawalKit } from '../withdrawals/withdrawal-test-kit';
import { depositsClient } from '../deposits/deposits-test-client';
import { inTransaction } from '@/db/database';
import { PropId } from '../rewards/awards';
import type { rewardsModule } from '../rewards/rewards.module';
import { KYC_RULES_KEY, KycRules } from './kyc.settings';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lobby-kyc-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});
const t = useTestApp(() => ({ env: { DATA_DIR: dataDir } }));
const rewardsOf = () =>
  t.modules.find((m) => m.name === 'rewards') as ReturnType<typeof rewardsModule>;
let kit: ReturnType<typeof withdrawalKit>;
let d: ReturnType<typeof depositsClient>;
beforeAll(() => {
  kit = withdrawalKit(t);
  d = depositsClient(t);
});
beforeEach(async () => {
  await kit.setRules({ dailyTimes: 100, minAmount: 100 });
  await t.settings.set(KYC_RULES_KEY, KycRules, {});
});
afterEach(async () => {
  await t.app.inject({ method: 'POST', url: '/dev/v1/clock', payload: { offsetSeconds: 0 } });
});

const details = (change: object = {}) => ({
  fullName: 'Pat Player',
  dateOfBirth: '1990-05-01',
  country: 'GB',
  addressLine1: '1 Main Street',
  city: 'London',
  postalCode: 'SW1A 1AA',
  ...change,
});
const png = (color = '#c81e3c') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer()
    .then((bytes) => bytes.toString('base64'));
const storedFiles = () => {
  try {
    return readdirSync(join(dataDir, 'uploads', 'kyc'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};
const dice = () => t.config.current().config.games.find((g) => g.code === 'dice')!.id;
const freezeAt = (iso: string) =>
  t.app.inject({
    method: 'POST',
    url: '/dev/v1/clock',
    payload: { freezeAt: Math.floor(Date.parse(iso) / 1000) },
  });

describe('tier 1: details', () => {
  it('starts at tier 0, takes valid details to tier 1, and shows what each tier allows', async () => {
    const p = await kit.playerWithAccount(0);
    const before = kit.ok(await kit.call('kycState', {}, { token: p.token }));
    expect(before).toMatchObject({
      tier: 0,
      details: null,
      review: { status: 'none', reason: null },
      closedForPlay: false,
      canSubmitDetails: true,
      canUpload: false,
      minimumAge: 18,
    });
    expect(before.tiers[0]).toEqual({
      tier: 0,
      depositMonthly: 50_000,
      withdrawMonthly: null,
      withdrawLifetime: 20_000,
    });
    const after = kit.ok(await kit.call('kycSubmitDetails', details(), { token: p.token }));
    expect(after).toMatchObject({
      tier: 1,
      details: details({ addressLine2: '' }),
      canUpload: true,
    });
  });

  it('refuses a bad country, a date that is not one, a birth date in the future, changing nothing', async () => {
    const p = await kit.playerWithAccount(0);
    const country = await kit.call('kycSubmitDetails', details({ country: 'UK' }), {
      token: p.token,
    });
    expect(country.status).toBe(400);
    const date = await kit.call('kycSubmitDetails', details({ dateOfBirth: '1990-02-30' }), {
      token: p.token,
    });
    expect(date.status).toBe(400);
    const future = await kit.call('kycSubmitDetails', details({ dateOfBirth: '2999-01-01' }), {
      token: p.token,
    });
    expect(future.body).toMatchObject({
      errcode: ErrorCode.KYC_DETAILS_INVALID,
      data: { field: 'dateOfBirth' },
    });
    expect(kit.ok(await kit.call('kycState', {}, { token: p.token }))).toMatchObject({
      tier: 0,
      details: null,
    });
  });

  it('takes a player 18 today on the operator’s date, and closes one a day younger for play', async () => {
    await freezeAt('2026-06-15T12:00:00Z');
    const adult = await kit.playerWithAccount(0);
    expect(
      kit.ok(
        await kit.call('kycSubmitDetails', details({ dateOfBirth: '2008-06-15' }), {
          token: adult.token,
        }),
      ).tier,
    ).toBe(1);

    const minor = await kit.playerWithAccount(5_000);
    // A game open and a reward waiting when the birth date is entered.
    kit.ok(await kit.call('startGame', { gameId: dice() }, { token: minor.token }));
    const waiting = await inTransaction(t.database.db, (trx) =>
      rewardsOf().grants.grant(trx, {
        userId: minor.userId,
        activity: 'test-kyc',
        key: 'before',
        awards: [{ propId: PropId.Points, count: 500 }],
        expiresAt: null,
      }),
    );
    const refused = await kit.call('kycSubmitDetails', details({ dateOfBirth: '2008-06-16' }), {
      token: minor.token,
    });
    expect(refused.body).toMatchObject({
      errcode: ErrorCode.KYC_UNDERAGE,
      data: { minimumAge: 18 },
    });
    const state = kit.ok(await kit.call('kycState', {}, { token: minor.token }));
    expect(state).toMatchObject({ tier: 0, closedForPlay: true, canSubmitDetails: false });
    // Closed for play: no deposit, no game, no second try at the details…
    expect(
      (await d.call('recharge', minor.token, { rechargeTypeId: 1, amount: 2_000 })).errcode,
    ).toBe(ErrorCode.KYC_ACCOUNT_CLOSED);
    expect(
      (await kit.call('startGame', { gameId: dice() }, { token: minor.token })).body.errcode,
    ).toBe(ErrorCode.KYC_ACCOUNT_CLOSED);
    expect(
      (await kit.call('kycSubmitDetails', details(), { token: minor.token })).body.errcode,
    ).toBe(ErrorCode.KYC_ACCOUNT_CLOSED);
    // …the open game session is closed (no round, no provider debit follows), no reward claimed…
    expect(
      (await kit.call('online', { gameId: dice() }, { token: minor.token })).body.errcode,
    ).toBe(ErrorCode.GAME_SESSION_CLOSED);
    await expect(rewardsOf().grants.claim(minor.userId, waiting!)).rejects.toMatchObject({
      code: ErrorCode.KYC_ACCOUNT_CLOSED,
    });
    // …but the cash comes out.
    expect(kit.ok(await kit.exchange(minor.token, 5_000, minor.accountId)).orderNo).toBeTruthy();
  });

  it('answers a stolen session’s view of another player with nothing of theirs', async () => {
    const a = await kit.playerWithAccount(0);
    const b = await kit.playerWithAccount(0);
    kit.ok(
      await kit.call('kycSubmitDetails', details({ fullName: 'Alex Apple' }), { token: a.token }),
    );
    expect(kit.ok(await kit.call('kycState', {}, { token: b.token })).details).toBeNull();
    expect((await kit.call('kycState', {})).status).toBe(401);
  });
});

describe('tier limits', () => {
  it('refuses a withdrawal one hundredth past the tier’s lifetime limit, naming the tier it needs', async () => {
    const p = await kit.playerWithAccount(50_000);
    expect(kit.ok(await kit.call('getExchange', {}, { token: p.token })).kyc).toEqual({
      tier: 0,
      withdrawLeft: 20_000,
      nextTier: 1,
    });
    kit.ok(await kit.exchange(p.token, 15_000, p.accountId));
    const over = await kit.exchange(p.token, 5_001, p.accountId);
    expect(over.body).toMatchObject({
      errcode: ErrorCode.KYC_WITHDRAW_LIMIT,
      data: { limit: 'withdrawLifetime', tier: 0, left: 5_000, requiredTier: 1 },
    });
    kit.ok(await kit.exchange(p.token, 5_000, p.accountId));
    expect(kit.ok(await kit.call('getExchange', {}, { token: p.token })).kyc).toEqual({
      tier: 0,
      withdrawLeft: 0,
      nextTier: 1,
    });
    // Tier 1 lifts the lifetime limit; its monthly one (2,000.00) holds.
    kit.ok(await kit.call('kycSubmitDetails', details(), { token: p.token }));
    expect(kit.ok(await kit.call('getExchange', {}, { token: p.token })).kyc).toEqual({
      tier: 1,
      withdrawLeft: 180_000,
      nextTier: 2,
    });
  });

  it('lets exactly one of 30 parallel withdrawals through a limit that allows one', async () => {
    await t.settings.set(KYC_RULES_KEY, KycRules, {
      tierLimits: {
        tier0: { depositMonthly: null, withdrawMonthly: null, withdrawLifetime: 1_000 },
        tier1: { depositMonthly: null, withdrawMonthly: null, withdrawLifetime: null },
        tier2: { depositMonthly: null, withdrawMonthly: null, withdrawLifetime: null },
      },
    });
    const p = await kit.playerWithAccount(100_000);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => kit.exchange(p.token, 1_000, p.accountId)),
    );
    const codes = answers.map((a) => a.body.errcode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ErrorCode.KYC_WITHDRAW_LIMIT)).toHaveLength(29);
    const rows = await kit.db
      .selectFrom('withdrawals')
      .select('amount')
      .where('user_id', '=', p.userId)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a deposit past the month’s limit before any order is made, open orders counted', async () => {
    const p = await kit.playerWithAccount(0);
    const orders = () =>
      kit.db.selectFrom('deposit_orders').select('id').where('user_id', '=', p.userId).execute();
    await d.order(p.token, 30_000);
    const over = await d.call('recharge', p.token, { rechargeTypeId: 1, amount: 20_001 });
    expect(over).toMatchObject({
      errcode: ErrorCode.KYC_DEPOSIT_LIMIT,
      data: { limit: 'depositMonthly', tier: 0, left: 20_000, requiredTier: 1 },
    });
    expect(await orders()).toHaveLength(1);
    await d.order(p.token, 20_000);
    expect(await orders()).toHaveLength(2);
  });

  it('lets exactly one of 30 parallel deposits through a limit that allows one', async () => {
    await t.settings.set(KYC_RULES_KEY, KycRules, {
      tierLimits: {
        tier0: { depositMonthly: 2_000, withdrawMonthly: null, withdrawLifetime: null },
        tier1: { depositMonthly: null, withdrawMonthly: null, withdrawLifetime: null },
        tier2: { depositMonthly: null, withdrawMonthly: null, withdrawLifetime: null },
      },
    });
    const p = await kit.playerWithAccount(0);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        d.call('recharge', p.token, { rechargeTypeId: 1, amount: 2_000 }),
      ),
    );
    expect(answers.filter((a) => a.errcode === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.errcode === ErrorCode.KYC_DEPOSIT_LIMIT)).toHaveLength(29);
  });
});

describe('tier 2: documents', () => {
  it('needs tier 1, refuses what is not an image, stores each side unserved, and submits the three', async () => {
    const p = await kit.playerWithAccount(0);
    const image = await png();
    expect(
      (await kit.call('kycUploadDocument', { side: 'front', image }, { token: p.token })).body
        .errcode,
    ).toBe(ErrorCode.KYC_DETAILS_REQUIRED);
    kit.ok(await kit.call('kycSubmitDetails', details(), { token: p.token }));
    const files = storedFiles().length;
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46]), Buffer.alloc(64, 1)]);
    const bad = await kit.call(
      'kycUploadDocument',
      { side: 'front', image: elf.toString('base64') },
      { token: p.token },
    );
    expect(bad.body.errcode).toBe(ErrorCode.KYC_IMAGE_INVALID);
    expect(storedFiles()).toHaveLength(files);
    expect((await kit.call('kycSubmitReview', {}, { token: p.token })).body).toMatchObject({
      errcode: ErrorCode.KYC_DOCUMENTS_MISSING,
      data: { missing: ['front', 'back', 'selfie'] },
    });

    kit.ok(await kit.call('kycUploadDocument', { side: 'front', image }, { token: p.token }));
    // Again: the side is replaced, its old bytes deleted.
    kit.ok(
      await kit.call(
        'kycUploadDocument',
        { side: 'front', image: await png('#113355') },
        { token: p.token },
      ),
    );
    expect(storedFiles()).toHaveLength(files + 1);
    kit.ok(await kit.call('kycUploadDocument', { side: 'back', image }, { token: p.token }));
    const state = kit.ok(
      await kit.call('kycUploadDocument', { side: 'selfie', image }, { token: p.token }),
    );
    expect(state.documents.map((doc: { uploaded: boolean }) => doc.uploaded)).toEqual([
      true,
      true,
      true,
    ]);
    // Nothing of where the bytes are reaches the player.
    expect(JSON.stringify(state)).not.toMatch(/key|url|path/i);
    expect(state.canSubmitReview).toBe(true);
    const pending = kit.ok(await kit.call('kycSubmitReview', {}, { token: p.token }));
    expect(pending.review.status).toBe('pending');
    expect(
      (await kit.call('kycUploadDocument', { side: 'front', image }, { token: p.token })).body
        .errcode,
    ).toBe(ErrorCode.KYC_REVIEW_PENDING);
    expect((await kit.call('kycSubmitReview', {}, { token: p.token })).body.errcode).toBe(
      ErrorCode.KYC_REVIEW_PENDING,
    );
  });
});
