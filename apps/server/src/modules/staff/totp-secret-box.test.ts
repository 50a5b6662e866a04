import { describe, expect, it } from 'vitest';
import { newTotpSecret } from './staff-totp';
import { TotpSecretBox } from './totp-secret-box';

describe('TotpSecretBox', () => {
  const box = new TotpSecretBox('a key of at least thirty-two bytes, for tests');

  it('opens what it sealed, for the same member only', () => {
    const secret = newTotpSecret();
    const sealed = box.seal(7, secret);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(box.open(7, sealed)).toBe(secret);
    expect(box.open(8, sealed)).toBeNull();
    // A fresh IV each time: the same secret never seals the same.
    expect(box.seal(7, secret)).not.toBe(sealed);
  });

  it('opens nothing sealed under another key, or altered', () => {
    const sealed = box.seal(7, newTotpSecret());
    expect(
      new TotpSecretBox('another key of at least thirty-two bytes').open(7, sealed),
    ).toBeNull();
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[3] = body.toString('base64url');
    expect(box.open(7, parts.join('.'))).toBeNull();
    expect(box.open(7, 'v1.garbage')).toBeNull();
  });

  it('passes a plain secret of before sealing through', () => {
    const secret = newTotpSecret();
    expect(box.open(7, secret)).toBe(secret);
  });
});
