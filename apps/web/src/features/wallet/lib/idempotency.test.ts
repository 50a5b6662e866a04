import { describe, expect, it } from 'vitest';
import { IdempotencyKey } from '@lobby/contract/wallet';
import { newIdempotencyKey } from './idempotency';

describe('idempotency keys', () => {
  it('are what the contract accepts, a new one each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(IdempotencyKey.safeParse(key).success).toBe(true);
  });
});
