import { describe, expect, it } from 'vitest';
import { verifySpin } from './verify-spin';

describe('verifying a spin in the browser', () => {
  it('hashes the seed and draws the sector from the first HMAC float, as the server does', async () => {
    // docs/fairness.md's known answer: seeds server-seed-1 / client-seed-1, nonce 0 start with
    // the float 0.42268819687888026, and sha256("server-seed-1") = a562d93d…98f2e2.
    const spin = { serverSeed: 'server-seed-1', clientSeed: 'client-seed-1', nonce: 0 };
    const result = await verifySpin(spin, [42, 58]);
    expect(result?.hash).toMatch(/^a562d93d.*98f2e2$/);
    expect(result?.sector).toBe(1);
    expect((await verifySpin(spin, [43, 57]))?.sector).toBe(0);
  });
});
