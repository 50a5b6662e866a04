import { describe, expect, it } from 'vitest';
import {
  CoinDetailKind,
  ExchangeStatusValue,
  IDEMPOTENCY_KEY_HEADER as CONTRACT_HEADER,
  IdempotencyKey,
  RechargeStatusValue,
} from '@lobby/contract/wallet';
import { newIdempotencyKey } from './idempotency';
import {
  COIN_DETAIL_KINDS,
  EXCHANGE_STATUSES,
  IDEMPOTENCY_KEY_HEADER,
  RECHARGE_STATUSES,
} from './wallet-constants';

describe('wallet constants', () => {
  it('match the contract, which the web keeps off its bundles', () => {
    expect(IDEMPOTENCY_KEY_HEADER).toBe(CONTRACT_HEADER);
    expect([...COIN_DETAIL_KINDS]).toEqual(CoinDetailKind.options);
    expect([...RECHARGE_STATUSES]).toEqual(RechargeStatusValue.options);
    expect([...EXCHANGE_STATUSES]).toEqual(ExchangeStatusValue.options);
  });

  it('makes idempotency keys the contract accepts, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(IdempotencyKey.safeParse(key).success).toBe(true);
  });
});
