import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { consoleKycDocumentPath } from '@lobby/contract/console';
import { ErrorCode } from '@lobby/contract/values/errors';
import { accountsClient } from '../../../test/accounts-client';
import { consoleClient } from '../../../test/console-client';
import { useTestApp, type Envelope } from '../../../test/test-app';
import { KYC_RETENTION_QUEUE } from './kyc-retention';
import { KYC_RULES_KEY, KycRules } from './kyc.settings';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'lobby-kyc-staff-'));
});
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});
const t = useTestApp(() => ({ env: { DATA_DIR: dataDir } }));
const players = accountsClient(t);
const staff = consoleClient(t);
afterEach(async () => {
  await t.app.inject({ method: 'POST', url: '/dev/v1/clock', payload: { offsetSeconds: 0 } });
});

const storedFiles = () => {
  try {
    return readdirSync(join(dataDir, 'uploads', 'kyc'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
};

/** A player who entered details and sent the three sides: their token and the review's id. */
const pendingReview = async () => {
  const made = await players.registerByAccount();
  const call = async (name: string, body: object) => {
    const answer = await players.call(name, body, { token: made.token });
    expect(answer.body.errcode, answer.body.msg).toBe(0);
    return answer.body.data;
  };
  await call('kycSubmitDetails', {
    fullName: 'Pat Player',
    dateOfBirth: '1990-05-01',
    country: 'FR',
    addressLine1: '3 Rue Haute',
    city: 'Lyon',
  });
  const image = (
    await sharp({ create: { width: 12, height: 9, channels: 3, background: '#224466' } })
      .png()
      .toBuffer()
  ).toString('base64');
  for (const side of ['front', 'back', 'selfie']) await call('kycUploadDocument', { side, image });
  await call('kycSubmitReview', {});
  const queue = await staffCall('kycQueue', { pageSize: 100 });
  const item = (queue.list as { id: number; userId: number }[]).find(
    (row) => row.userId === made.user.id,
  )!;
  return { token: made.token, userId: made.user.id, reviewId: item.id, call };
};

let admin: Awaited<ReturnType<typeof staff.signedInStaff>>;
beforeAll(async () => {
  admin = await staff.signedInStaff('admin');
});
const staffCall = async (name: string, body: object, cookie = admin.cookie) => {
  const answer = await staff.call(cookie, name, body);
  expect(answer.body.errcode, answer.body.msg).toBe(0);
  return answer.body.data as Record<string, unknown>;
};
const auditActions = async (action: string) =>
  t.database.db
    .selectFrom('audit_log')
    .select(['actor_name as actor', 'target', 'after'])
    .where('action', '=', action)
    .execute();

describe('the console’s review', () => {
  it('approves a case to tier 2, audited; refuses another with a reason the player sees and may submit again', async () => {
    const a = await pendingReview();
    const b = await pendingReview();
    const support = await staff.signedInStaff('support');
    const kase = await staffCall('kycCase', { id: a.reviewId }, support.cookie);
    expect(kase).toMatchObject({
      status: 'pending',
      tier: 1,
      details: { fullName: 'Pat Player', country: 'FR', dateOfBirth: '1990-05-01' },
    });
    expect((kase.documents as { side: string }[]).map((d) => d.side)).toEqual([
      'front',
      'back',
      'selfie',
    ]);

    await staffCall('kycDecide', { id: a.reviewId, decision: 'approve' }, support.cookie);
    expect((await a.call('kycState', {})) as object).toMatchObject({
      tier: 2,
      review: { status: 'approved' },
      canUpload: false,
    });
    expect(await auditActions('kycDecide')).toContainEqual(
      expect.objectContaining({ actor: support.email, target: `player:${a.userId}` }),
    );
    // Decided once: a second decision is refused.
    const again = await staff.call(support.cookie, 'kycDecide', {
      id: a.reviewId,
      decision: 'refuse',
      reason: 'expired',
    });
    expect(again.body.errcode).toBe(ErrorCode.KYC_CASE_NOT_PENDING);

    // A refusal needs a reason from the list.
    const noReason = await staff.call(support.cookie, 'kycDecide', {
      id: b.reviewId,
      decision: 'refuse',
    });
    expect(noReason.status).toBe(400);
    await staffCall(
      'kycDecide',
      { id: b.reviewId, decision: 'refuse', reason: 'unreadable' },
      support.cookie,
    );
    const refused = (await b.call('kycState', {})) as Record<string, unknown>;
    expect(refused).toMatchObject({
      tier: 1,
      review: { status: 'refused', reason: 'unreadable' },
      canUpload: true,
      canSubmitReview: false,
    });
    expect(
      (
        (await staffCall('kycQueue', { status: 'refused', pageSize: 100 })).list as { id: number }[]
      ).map((row) => row.id),
    ).toContain(b.reviewId);
    expect(await staffCall('kycPlayer', { id: b.userId })).toMatchObject({
      tier: 1,
      closedForPlay: false,
      reviews: [{ status: 'refused', reason: 'unreadable' }],
    });
  });

  it('serves a document only to kyc.read, never cached, each view in the audit log', async () => {
    const a = await pendingReview();
    const kase = await staffCall('kycCase', { id: a.reviewId });
    const front = (kase.documents as { id: number }[])[0]!.id;
    const get = (headers: Record<string, string>, path = consoleKycDocumentPath(front)) =>
      t.app.inject({ url: path, headers: { 'sec-fetch-site': 'same-origin', ...headers } });
    const support = await staff.signedInStaff('support');
    const before = (await auditActions('kycDocumentView')).length;
    const image = await get({ cookie: support.cookie });
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/png',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    expect((await sharp(image.rawPayload).metadata()).format).toBe('png');
    await get({ cookie: support.cookie });
    const views = await auditActions('kycDocumentView');
    expect(views).toHaveLength(before + 2);
    expect(views.at(-1)).toMatchObject({ actor: support.email, target: `player:${a.userId}` });

    // No session, a role without kyc.read, another origin, the player's own token: refused,
    // and none of them is a view.
    expect((await get({})).statusCode).toBe(401);
    const marketing = await staff.signedInStaff('marketing');
    expect((await get({ cookie: marketing.cookie })).statusCode).toBe(403);
    expect((await get({ cookie: support.cookie, 'sec-fetch-site': 'cross-site' })).statusCode).toBe(
      403,
    );
    expect((await get({ authorization: a.token })).statusCode).toBe(401);
    expect(
      (await get({ cookie: support.cookie }, consoleKycDocumentPath(999_999))).statusCode,
    ).toBe(404);
    expect((await staff.call(marketing.cookie, 'kycCase', { id: a.reviewId })).status).toBe(403);
    expect(await auditActions('kycDocumentView')).toHaveLength(before + 2);
  });
});

describe('retention', () => {
  it('deletes the images of documents decided more than the period ago, keeping the decision', async () => {
    await t.settings.set(KYC_RULES_KEY, KycRules, { documentRetentionDays: 30 });
    const old = await pendingReview();
    await staffCall('kycDecide', { id: old.reviewId, decision: 'approve' });
    const files = storedFiles().length;
    const run = async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/dev/v1/runJob',
        payload: { name: KYC_RETENTION_QUEUE },
      });
      return response.json<Envelope>().data;
    };
    expect(await run()).toEqual({ ran: true });
    expect(storedFiles()).toHaveLength(files);

    // 31 days on, on the test clock: a new case decided now stays, the old one's images go.
    await t.app.inject({
      method: 'POST',
      url: '/dev/v1/clock',
      payload: { offsetSeconds: 31 * 86_400 },
    });
    const fresh = await pendingReview();
    await staffCall('kycDecide', { id: fresh.reviewId, decision: 'refuse', reason: 'expired' });
    await run();
    // The store holds exactly the keys still on rows: nothing deleted twice, nothing orphaned.
    const kept = await t.database.db
      .selectFrom('kyc_documents')
      .select('image_key')
      .where('image_key', 'is not', null)
      .execute();
    expect(storedFiles().sort()).toEqual(kept.map((row) => row.image_key).sort());
    const oldCase = await staffCall('kycCase', { id: old.reviewId });
    expect(oldCase).toMatchObject({ status: 'approved', tier: 2 });
    expect((oldCase.documents as { deleted: boolean }[]).every((d) => d.deleted)).toBe(true);
    const freshCase = await staffCall('kycCase', { id: fresh.reviewId });
    expect((freshCase.documents as { deleted: boolean }[]).some((d) => d.deleted)).toBe(false);
    const front = (oldCase.documents as { id: number }[])[0]!.id;
    const gone = await t.app.inject({
      url: consoleKycDocumentPath(front),
      headers: { 'sec-fetch-site': 'same-origin', cookie: admin.cookie },
    });
    expect(gone.json<Envelope>().errcode).toBe(ErrorCode.KYC_DOCUMENT_GONE);
    await t.settings.set(KYC_RULES_KEY, KycRules, {});
  });
});
