import { createHash } from 'node:crypto';

/**
 * How an audit entry is hashed (ADR 0043). The same function runs when an entry is written
 * (recordAudit) and when the chain is verified, from the stored row, on either database; so
 * every field is hashed in a form the row gives back exactly:
 * - `at` as the ISO text of the stored timestamptz in UTC with its microseconds
 *   (`2026-11-30T12:00:00.123456Z`), which the database formats (AUDIT_AT_TEXT) — never a JS Date,
 *   which would drop the microseconds;
 * - `before` and `after` as canonical JSON (object keys sorted, recursively): jsonb keeps neither
 *   the key order nor the spacing it was given, but it keeps the values, and JSON-normalised
 *   values (audit.repo.ts `asJson`) read back equal;
 * - the hashes as lowercase hex.
 */

/** The first entry's prev_hash. */
export const GENESIS_HASH = Buffer.alloc(32);

/** The SQL that formats a timestamptz column or value as the `at` that is hashed. */
export const AUDIT_AT_FORMAT = 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"';

export interface AuditHashFields {
  id: number;
  /** UTC ISO text with microseconds (AUDIT_AT_FORMAT). */
  at: string;
  actorKind: string;
  actorId: number | null;
  actorName: string;
  ip: string | null;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
  prevHash: Uint8Array;
}

/** JSON text with every object's keys sorted; the same value gives the same text. */
export const canonicalJson = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object)
      .filter((key) => object[key] !== undefined)
      .sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key])}`).join(',')}}`;
  }
  return JSON.stringify(value);
};

const VERSION = 'lobby-audit-v1';

/** SHA-256 of the entry's canonical JSON (with prev_hash): 32 bytes. */
export const auditHash = (fields: AuditHashFields): Buffer =>
  createHash('sha256')
    .update(
      canonicalJson({
        v: VERSION,
        id: fields.id,
        at: fields.at,
        actorKind: fields.actorKind,
        actorId: fields.actorId,
        actorName: fields.actorName,
        ip: fields.ip,
        action: fields.action,
        target: fields.target,
        before: fields.before ?? null,
        after: fields.after ?? null,
        prevHash: Buffer.from(fields.prevHash).toString('hex'),
      }),
    )
    .digest();
