import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * The staff members' TOTP secrets as the database keeps them: sealed with AES-256-GCM under a
 * key derived (HKDF-SHA256) from STAFF_TOTP_KEY, so a copy of the database alone (a dump, a
 * backup, a read-only SQL injection) cannot mint second-factor codes. A sealed value is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; the staff id is the additional data, so a sealed
 * secret copied onto another account does not open there.
 *
 * Secrets stored before sealing (plain base32) still open as they are; the staff module seals
 * them at start (`sealPlainTotpSecrets`).
 */

const VERSION = 'v1';
const PLAIN_SECRET = /^[A-Z2-7]{32}$/;
const SEALED_SECRET = /^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/;

/** Whether a stored value is an unsealed secret of before STAFF_TOTP_KEY. */
export const isPlainTotpSecret = (stored: string) => PLAIN_SECRET.test(stored);

export class TotpSecretBox {
  readonly #key: Buffer;

  constructor(secret: string) {
    this.#key = Buffer.from(
      hkdfSync('sha256', secret, Buffer.alloc(0), 'lobby staff totp secret v1', 32),
    );
  }

  /** A base32 secret sealed for one staff member. */
  seal(staffId: number, secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    cipher.setAAD(Buffer.from(String(staffId)));
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), body].map(encode).join('.');
  }

  /**
   * The base32 secret of a stored value (sealed for this staff member, or plain from before
   * sealing); null for a value sealed under another key or for another member, or altered:
   * no code matches it, so the member's TOTP must be reset (`npm run ops -- staff reset-totp`).
   */
  open(staffId: number, stored: string): string | null {
    if (isPlainTotpSecret(stored)) return stored;
    if (!SEALED_SECRET.test(stored)) return null;
    const [, iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.#key, iv!);
      decipher.setAAD(Buffer.from(String(staffId)));
      decipher.setAuthTag(tag!);
      const secret = Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
      return isPlainTotpSecret(secret) ? secret : null;
    } catch {
      return null;
    }
  }
}

const encode = (part: string | Buffer) =>
  typeof part === 'string' ? part : part.toString('base64url');
