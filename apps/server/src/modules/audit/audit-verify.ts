import type { Db } from '@/db/database';
import { auditHash, GENESIS_HASH } from './audit-hash';
import { auditRowsAfter } from './audit.repo';

export type AuditVerdict =
  | { ok: true; entries: number; headId: number | null; headHash: string | null }
  | { ok: false; firstBadId: number; reason: string; entries: number };

const PAGE = 500;

/**
 * Walks the audit log in id order (the chain's order) and checks each entry: its prev_hash is
 * the hash of the entry before (the first's is 32 zero bytes), and its hash is what its stored
 * fields hash to. An edited row fails its own hash; a deleted or inserted one breaks the link of
 * the entry after it. Removing the newest entries leaves a shorter valid chain: the head's hash,
 * noted elsewhere (the ops command prints it), is what shows that (ADR 0043).
 */
export const verifyAuditChain = async (db: Db): Promise<AuditVerdict> => {
  let expectedPrev: Buffer = GENESIS_HASH;
  let after = 0;
  let entries = 0;
  for (;;) {
    const rows = await auditRowsAfter(db, after, PAGE);
    for (const row of rows) {
      if (!row.prevHash.equals(expectedPrev))
        return {
          ok: false,
          firstBadId: row.id,
          entries,
          reason:
            entries === 0
              ? 'the first entry does not start the chain (entries before it are missing)'
              : 'its prev_hash is not the hash of the entry before it (an entry was removed or inserted)',
        };
      if (!auditHash(row).equals(row.hash))
        return {
          ok: false,
          firstBadId: row.id,
          entries,
          reason: 'its fields do not hash to its hash (the entry was edited)',
        };
      expectedPrev = row.hash;
      after = row.id;
      entries++;
    }
    if (rows.length < PAGE)
      return {
        ok: true,
        entries,
        headId: entries === 0 ? null : after,
        headHash: entries === 0 ? null : expectedPrev.toString('hex'),
      };
  }
};
