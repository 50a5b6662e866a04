import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiskSettingState } from '@lobby/contract/console-risk';
import { ErrorCode } from '@lobby/contract/values/errors';
import { auditEntries } from '../../../test/audit-log';
import { consoleClient } from '../../../test/console-client';
import { useTestApp } from '../../../test/test-app';
import { verifyAuditChain } from '../audit/audit-verify';
import { countSettingRevisions } from '../settings/setting-revisions';
import { WITHDRAWAL_RULES_KEY, WithdrawalRules } from '../withdrawals/withdrawal-rules';
import { RISK_RULES_KEY, RiskRules } from './risk.settings';

/**
 * The Risk page's settings (docs/console.md "Risk"): `riskSettings` reads the `risk` and
 * `withdrawals` settings in force with their fields and revisions; `riskSettingsSave` saves some
 * fields as a new revision with its audit entry, and a refused save (permission, bad value,
 * unknown field, stale base) changes nothing and writes no entry.
 */

let admin: string;
let finance: string;
let auditor: string;
const t = useTestApp();
const client = consoleClient(t);
beforeAll(async () => {
  admin = (await client.signedInStaff('admin')).cookie;
  finance = (await client.signedInStaff('finance')).cookie;
  auditor = (await client.signedInStaff('auditor')).cookie;
});
afterAll(async () => {
  expect(await verifyAuditChain(t.database.db)).toMatchObject({ ok: true });
});

const read = async (cookie = admin) => {
  const answer = await client.call(cookie, 'riskSettings');
  expect(answer.body.errcode, JSON.stringify(answer.body)).toBe(0);
  return answer.body.data.settings as RiskSettingState[];
};
const stateOf = async (key: 'risk' | 'withdrawals') => (await read()).find((s) => s.key === key)!;
const save = (body: object, cookie = admin) => client.call(cookie, 'riskSettingsSave', body);
const entries = () => auditEntries(t.database.db, { action: 'riskSettingsSave' });

describe('riskSettings', () => {
  it('answers both settings in force with their fields, for every role that reads the risk desk', async () => {
    const settings = await read(auditor);
    expect(settings.map((s) => s.key)).toEqual(['risk', 'withdrawals']);
    const risk = settings[0]!;
    expect(risk.value).toEqual(RiskRules.parse({}));
    expect(risk.fields).toContainEqual({
      name: 'reviewAbove',
      kind: 'integer',
      min: 0,
      max: 100_000,
    });
    const withdrawals = settings[1]!;
    expect(withdrawals.value).toMatchObject({
      requireDepositForAuto: true,
      firstWithdrawalReview: true,
      sharedAccount: 'refuse',
      rewardCashMinDeposit: 1_000,
    });
    expect(withdrawals.fields).toContainEqual({
      name: 'sharedAccount',
      kind: 'choice',
      options: ['refuse', 'review'],
    });
    expect(withdrawals.fields).toContainEqual({ name: 'firstWithdrawalReview', kind: 'boolean' });
  });
});

describe('riskSettingsSave', () => {
  it('saves the fields sent as a new revision, audited, and the setting takes effect at once', async () => {
    const before = await stateOf('risk');
    const answer = await save({
      key: 'risk',
      value: { reviewAbove: 70, weightNoDevice: 5 },
      baseRevision: before.revision,
      note: 'fewer reviews',
    });
    expect(answer.body).toMatchObject({ errcode: 0, data: { key: 'risk', changed: true } });
    const after = await stateOf('risk');
    expect(answer.body.data.revision).toBe(after.revision);
    expect(after.revision).toBeGreaterThan(before.revision);
    expect(after.value).toMatchObject({ reviewAbove: 70, weightNoDevice: 5, weightVelocity: 20 });
    expect(after.revisions[0]).toMatchObject({
      revision: after.revision,
      note: 'fewer reviews',
      sections: ['weightNoDevice', 'reviewAbove'],
    });
    expect(after.revisions[0]!.actor).toMatch(/@lobby\.test$/);
    expect((await t.settings.get(RISK_RULES_KEY, RiskRules)).reviewAbove).toBe(70);
    const [entry] = (await entries()).slice(-1);
    expect(entry).toMatchObject({
      actorKind: 'staff',
      target: 'setting:risk',
      before: { values: { reviewAbove: 50, weightNoDevice: 10 } },
      after: { revision: after.revision, values: { reviewAbove: 70, weightNoDevice: 5 } },
    });
  });

  it('saves the withdrawals’ new rules too, and the same content again saves nothing', async () => {
    const before = await stateOf('withdrawals');
    const body = {
      key: 'withdrawals',
      value: { sharedAccount: 'review', requireDepositForAuto: false, rewardCashMinDeposit: 2_000 },
      baseRevision: before.revision,
    };
    expect((await save(body)).body).toMatchObject({ errcode: 0, data: { changed: true } });
    const rules = await t.settings.get(WITHDRAWAL_RULES_KEY, WithdrawalRules);
    expect(rules).toMatchObject({ sharedAccount: 'review', requireDepositForAuto: false });
    expect(rules.rewardCashMinDeposit).toBe(2_000);
    const saved = await stateOf('withdrawals');
    const count = await countSettingRevisions(t.database.db, WITHDRAWAL_RULES_KEY);
    const entryCount = (await entries()).length;
    const again = await save({ ...body, baseRevision: saved.revision });
    expect(again.body).toMatchObject({
      errcode: 0,
      data: { revision: saved.revision, changed: false },
    });
    expect(await countSettingRevisions(t.database.db, WITHDRAWAL_RULES_KEY)).toBe(count);
    expect(await entries()).toHaveLength(entryCount);
  });

  it('refuses a stale base revision (1690) and saves nothing', async () => {
    const head = await stateOf('risk');
    const first = await save({
      key: 'risk',
      value: { reviewAbove: 80 },
      baseRevision: head.revision,
    });
    expect(first.body.errcode).toBe(0);
    const entryCount = (await entries()).length;
    const stale = await save({
      key: 'risk',
      value: { reviewAbove: 90 },
      baseRevision: head.revision,
    });
    expect(stale.body).toMatchObject({
      errcode: ErrorCode.RISK_SETTINGS_STALE,
      data: { revision: head.revision + 1 },
    });
    expect((await stateOf('risk')).value.reviewAbove).toBe(80);
    expect(await entries()).toHaveLength(entryCount);
  });

  it('refuses a value out of range, of the wrong kind or an unknown field with 400 naming it', async () => {
    const head = await stateOf('risk');
    const count = await countSettingRevisions(t.database.db, RISK_RULES_KEY);
    const entryCount = (await entries()).length;
    const cases = [
      [{ reviewAbove: -1 }, 'value.reviewAbove'],
      [{ weightVelocity: 1_000_001 }, 'value.weightVelocity'],
      [{ ipWindowSeconds: 1.5 }, 'value.ipWindowSeconds'],
      [{ reviewAbove: true }, 'value.reviewAbove'],
      [{ reviewAbovee: 10 }, 'value.reviewAbovee'],
    ] as const;
    for (const [value, path] of cases) {
      const answer = await save({ key: 'risk', value, baseRevision: head.revision });
      expect(answer.status, JSON.stringify(value)).toBe(400);
      expect(answer.body.errcode).toBe(ErrorCode.BAD_REQUEST);
      expect(JSON.stringify(answer.body.data), JSON.stringify(value)).toContain(path);
    }
    const badChoice = await save({
      key: 'withdrawals',
      value: { sharedAccount: 'allow' },
      baseRevision: (await stateOf('withdrawals')).revision,
    });
    expect(badChoice.status).toBe(400);
    expect(JSON.stringify(badChoice.body.data)).toContain('value.sharedAccount');
    const minAboveMax = await save({
      key: 'withdrawals',
      value: { minAmount: 10_000, maxAmount: 5_000 },
      baseRevision: (await stateOf('withdrawals')).revision,
    });
    expect(minAboveMax.status).toBe(400);
    expect(JSON.stringify(minAboveMax.body.data)).toContain('value.minAmount');
    expect((await save({ key: 'bonus', value: {}, baseRevision: 0 })).status).toBe(400);
    expect(await countSettingRevisions(t.database.db, RISK_RULES_KEY)).toBe(count);
    expect(await entries()).toHaveLength(entryCount);
    expect((await stateOf('risk')).value).toEqual(head.value);
  });

  it('refuses members without the `risk` permission (1602), finance and the auditor included', async () => {
    const head = await stateOf('risk');
    for (const cookie of [finance, auditor]) {
      const answer = await save(
        { key: 'risk', value: { reviewAbove: 1 }, baseRevision: head.revision },
        cookie,
      );
      expect(answer.status).toBe(403);
      expect(answer.body.errcode).toBe(ErrorCode.STAFF_FORBIDDEN);
    }
    expect((await stateOf('risk')).value.reviewAbove).toBe(head.value.reviewAbove);
  });
});
