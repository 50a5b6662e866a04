import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/database';
import { WebhookRefused } from './payment-provider';
import { SandboxPaymentProvider, signSandboxWebhook } from './sandbox-payment-provider';
import { safeReturnUrl } from './sandbox-pay.routes';

const SECRET = 'a-test-secret-of-some-length';
const NOW = 1_790_000_000;
// verifyWebhook reads no table.
const provider = new SandboxPaymentProvider({
  db: undefined as unknown as Db,
  secret: SECRET,
  now: () => NOW * 1000,
});
const body = JSON.stringify({
  id: 'evt_1',
  type: 'payment.succeeded',
  orderNo: 'D20261122ABCDEFGHJKMNPQRST',
  amount: 10_000,
  currency: 'USD',
  providerRef: 'SBX1',
});
const headers = (signature: string | string[]) => ({ 'sandbox-signature': signature });
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof WebhookRefused) return error.reason;
    throw error;
  }
  return 'accepted';
};

describe('sandbox webhook signatures', () => {
  it('accept the genuine signature within five minutes either way, and only that', () => {
    for (const t of [NOW, NOW - 300, NOW + 300]) {
      expect(
        provider.verifyWebhook(headers(signSandboxWebhook(SECRET, body, t)), body),
      ).toMatchObject({ orderNo: 'D20261122ABCDEFGHJKMNPQRST', outcome: 'paid', amount: 10_000 });
    }
    expect(
      refusal(() =>
        provider.verifyWebhook(headers(signSandboxWebhook(SECRET, body, NOW - 301)), body),
      ),
    ).toBe('stale');
    expect(
      refusal(() =>
        provider.verifyWebhook(headers(signSandboxWebhook(SECRET, body, NOW + 301)), body),
      ),
    ).toBe('stale');
    expect(
      refusal(() =>
        provider.verifyWebhook(headers(signSandboxWebhook('other-secret', body, NOW)), body),
      ),
    ).toBe('signature');
    expect(
      refusal(() =>
        provider.verifyWebhook(headers(signSandboxWebhook(SECRET, body, NOW)), `${body} `),
      ),
    ).toBe('signature');
    // The timestamp is signed too: moving it forward breaks the signature.
    const moved = signSandboxWebhook(SECRET, body, NOW - 400).replace(`t=${NOW - 400}`, `t=${NOW}`);
    expect(refusal(() => provider.verifyWebhook(headers(moved), body))).toBe('signature');
  });

  it('flipping any single bit of the signature is refused', () => {
    const genuine = signSandboxWebhook(SECRET, body, NOW);
    const hex = genuine.split('v1=')[1]!;
    for (let i = 0; i < hex.length; i++) {
      for (const bit of [1, 2, 4, 8]) {
        const flipped =
          hex.slice(0, i) + (parseInt(hex[i]!, 16) ^ bit).toString(16) + hex.slice(i + 1);
        expect(refusal(() => provider.verifyWebhook(headers(`t=${NOW},v1=${flipped}`), body))).toBe(
          'signature',
        );
      }
    }
  });

  it('take any one of several v1 signatures (key rotation) and refuse malformed headers', () => {
    const genuine = signSandboxWebhook(SECRET, body, NOW).split('v1=')[1]!;
    const rotated = `t=${NOW}, v1=${'0'.repeat(64)}, v1=${genuine}`;
    expect(refusal(() => provider.verifyWebhook(headers(rotated), body))).toBe('accepted');
    expect(refusal(() => provider.verifyWebhook(headers([rotated]), body))).toBe('accepted');
    for (const bad of [
      '',
      'v1=abc',
      `t=${NOW}`,
      `t=soon,v1=${genuine}`,
      `t=${NOW},v1=${genuine.slice(2)}`,
    ]) {
      expect(refusal(() => provider.verifyWebhook(headers(bad), body))).toBe('malformed');
    }
    expect(refusal(() => provider.verifyWebhook({}, body))).toBe('malformed');
  });

  it('refuse a signed body that is not a payment event', () => {
    for (const raw of ['not json', '{}', JSON.stringify({ ...JSON.parse(body), amount: 1.5 })]) {
      expect(
        refusal(() => provider.verifyWebhook(headers(signSandboxWebhook(SECRET, raw, NOW)), raw)),
      ).toBe('malformed');
    }
  });
});

describe('the checkout return URL', () => {
  it('is a path of this site or the deposit page', () => {
    expect(safeReturnUrl('/wallets?name=deposit&x=1')).toBe('/wallets?name=deposit&x=1');
    for (const bad of [
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      'wallets',
      '/a b',
      undefined,
      42,
    ]) {
      expect(safeReturnUrl(bad)).toBe('/wallets?name=deposit');
    }
  });
});
