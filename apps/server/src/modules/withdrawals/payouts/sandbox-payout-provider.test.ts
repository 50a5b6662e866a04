import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../../test/test-db';
import { SettingsService } from '@/modules/settings/settings.service';
import { PayoutOutcomeUnknown, type PayoutRequest } from './payout-provider';
import {
  SANDBOX_PAYOUT_RULES_KEY,
  SandboxPayoutProvider,
  SandboxPayoutRules,
} from './sandbox-payout-provider';

const database = useTestDatabase();
let settings: SettingsService;
let provider: SandboxPayoutProvider;
beforeAll(async () => {
  settings = new SettingsService(database.db, { ttlMs: 0 });
  provider = new SandboxPayoutProvider(database.db, settings);
});
beforeEach(async () => {
  await settings.set(SANDBOX_PAYOUT_RULES_KEY, SandboxPayoutRules, { autoSettleSeconds: 0 });
});

let seq = 0;
const request = (accountNo = '12345678'): PayoutRequest => ({
  orderNo: `WTEST${seq++}`,
  amount: 4_900,
  bankCode: 'ACME',
  accountName: 'Pat',
  accountNo,
});

/** Moves the first submit back in time, as if `seconds` had passed. */
const age = (orderNo: string, seconds: number) =>
  database.db
    .updateTable('sandbox_payouts')
    .set({ submitted_at: sql<Date>`now() - make_interval(secs => ${seconds})` })
    .where('order_no', '=', orderNo)
    .execute();

describe('the sandbox payout provider', () => {
  it('knows nothing of an order before its submit, and books one payout however often it comes', async () => {
    const r = request();
    expect(await provider.queryStatus(r.orderNo)).toEqual({ status: 'not_found' });
    expect(await provider.submit(r)).toEqual({
      status: 'accepted',
      providerRef: `SBX-${r.orderNo}`,
    });
    expect(await provider.submit({ ...r, amount: 1 })).toMatchObject({ status: 'accepted' });
    expect(await provider.record(r.orderNo)).toMatchObject({ submits: 2, amount: 4_900 });
    expect(await provider.queryStatus(r.orderNo)).toEqual({ status: 'pending' });
  });

  it('pays on its own clock unless an outcome was forced', async () => {
    await settings.set(SANDBOX_PAYOUT_RULES_KEY, SandboxPayoutRules, { autoSettleSeconds: 30 });
    const r = request();
    await provider.submit(r);
    expect(await provider.queryStatus(r.orderNo)).toEqual({ status: 'pending' });
    await age(r.orderNo, 31);
    expect(await provider.queryStatus(r.orderNo)).toEqual({
      status: 'paid',
      providerRef: `SBX-${r.orderNo}`,
    });
    const failed = request();
    await provider.submit(failed);
    await provider.force(failed.orderNo, 'failed');
    await age(failed.orderNo, 31);
    expect(await provider.queryStatus(failed.orderNo)).toEqual({
      status: 'failed',
      reason: 'forced failure',
    });
  });

  it('refuses closed accounts (numbers ending 0000) at the first submit', async () => {
    const r = request('99990000');
    expect(await provider.submit(r)).toEqual({ status: 'rejected', reason: 'account closed' });
    expect(await provider.queryStatus(r.orderNo)).toEqual({
      status: 'failed',
      reason: 'account closed',
    });
  });

  it('loses every answer about an order forced unknown, until paid or failed is forced', async () => {
    const r = request();
    await provider.force(r.orderNo, 'unknown');
    await expect(provider.submit(r)).rejects.toBeInstanceOf(PayoutOutcomeUnknown);
    // The lost answer's submit did arrive.
    expect(await provider.record(r.orderNo)).toMatchObject({ submits: 1, status: 'pending' });
    await expect(provider.queryStatus(r.orderNo)).rejects.toBeInstanceOf(PayoutOutcomeUnknown);
    await provider.force(r.orderNo, 'paid');
    expect(await provider.queryStatus(r.orderNo)).toMatchObject({ status: 'paid' });
  });

  it('keeps an outcome forced before the submit', async () => {
    const r = request();
    expect(await provider.force(r.orderNo, 'failed')).toMatchObject({ submits: 0 });
    expect(await provider.queryStatus(r.orderNo)).toEqual({ status: 'not_found' });
    expect(await provider.submit(r)).toMatchObject({ status: 'accepted' });
    expect(await provider.queryStatus(r.orderNo)).toMatchObject({ status: 'failed' });
  });
});
