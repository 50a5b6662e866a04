import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/**
 * The console's second factor (ADR 0042): RFC 6238 TOTP through `otpauth` (SHA-1, 6 digits,
 * 30 s, what every authenticator app reads), one step either side for clock drift, and each
 * step good once (the caller keeps the last accepted one).
 */

/** The issuer authenticator apps show next to the account. */
const ISSUER = 'Lobby console';
/** Steps either side of now a code may come from (±30 s). */
export const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

const totpOf = (secret: string, email = '') =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  });

/** A new secret: 160 random bits, base32 (32 characters). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The enrolment's otpauth:// URL and the same as a QR code (an SVG document). */
export const enrolmentOf = async (secret: string, email: string) => {
  const otpauthUrl = totpOf(secret, email).toString();
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M' });
  return { otpauthUrl, qrSvg, secret };
};

/**
 * The time step a 6-digit code belongs to, or null when it matches none within the window or
 * its step is not after `lastStep` (a code already used, or an older one, is refused).
 */
export const acceptedStep = (
  secret: string,
  code: string,
  lastStep: number | null,
  timestamp: number,
): number | null => {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp, window: TOTP_WINDOW });
  if (delta === null) return null;
  const step = totp.counter({ timestamp }) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
};

/** The code of a secret at a moment (tests and the dev endpoint's users). */
export const totpCodeOf = (secret: string, timestamp = Date.now()) =>
  totpOf(secret).generate({ timestamp });

const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** Ten recovery codes, `xxxxx-xxxxx` (50 random bits each, no look-alike characters). */
export const newRecoveryCodes = () =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => RECOVERY_ALPHABET[b % 32]!);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });

/**
 * A recovery code as stored: its SHA-256. A code is 50 random bits and only a second factor (the
 * password is still needed), so a fast hash is enough to keep it out of a database dump.
 */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.trim().toLowerCase()).digest();
