import { LIST_TOTAL_CAP } from '@lobby/contract/pagination';
import { auditPage, auditRowsAfter, type AuditRow } from '../modules/audit/audit.reads';
import { verifyAuditChain } from '../modules/audit/audit-verify';
import { positiveInt } from './ops-arguments';
import type { OpsCommandGroup, OpsContext } from './ops-command';

/** The audit commands of the ops CLI (docs/console.md "Audit log"). */

const USAGE = `  audit list [--limit <n>] [--actor <name>] [--action <action>]
      The latest audit entries, newest first: who (a staff email, user@cli), when, from where,
      what and to what, the fields before → after.
  audit verify
      Checks the audit log's hash chain; exit 1 and the first bad entry when one was edited,
      removed or inserted. Note the head hash it prints: a later run whose chain no longer
      reaches it has lost its newest entries.
  audit export
      Every audit entry, oldest first, as JSON lines on stdout: the fields that are hashed and
      the entry's hash, enough to verify the chain without our code (docs/console.md "Audit
      log", the recipe).`;

const json = (value: unknown) => (value === null ? '-' : JSON.stringify(value));

export const auditListCommand = async (
  ctx: OpsContext,
  options: { limit: number; actor?: string | undefined; action?: string | undefined },
) => {
  const { list } = await auditPage(
    ctx.db,
    { actor: options.actor, action: options.action },
    { limit: options.limit, offset: 0, before: undefined, countCap: LIST_TOTAL_CAP },
  );
  if (list.length === 0) ctx.out('no audit entries');
  for (const e of list)
    ctx.out(
      [
        `#${e.id}`,
        e.at,
        `${e.actorName} (${e.actorKind})`,
        e.ip ?? '',
        e.action,
        e.target ?? '',
        `${json(e.before)} → ${json(e.after)}`,
      ]
        .filter(Boolean)
        .join('  '),
    );
  return list;
};

/**
 * One exported line: every field the entry's hash covers, under the names the recipe gives them
 * (docs/console.md "Audit log"), and the hash itself; the hashes as lowercase hex.
 */
const exportLine = (row: AuditRow) =>
  JSON.stringify({
    id: row.id,
    at: row.at,
    actorKind: row.actorKind,
    actorId: row.actorId,
    actorName: row.actorName,
    ip: row.ip,
    action: row.action,
    target: row.target,
    before: row.before ?? null,
    after: row.after ?? null,
    prevHash: row.prevHash.toString('hex'),
    hash: row.hash.toString('hex'),
  });

const EXPORT_PAGE = 500;

/** Writes every entry in the chain's order (id order), a page at a time. */
const auditExportCommand = async (ctx: OpsContext) => {
  for (let after = 0; ;) {
    const rows = await auditRowsAfter(ctx.db, after, EXPORT_PAGE);
    for (const row of rows) ctx.out(exportLine(row));
    if (rows.length < EXPORT_PAGE) return 0;
    after = rows[rows.length - 1]!.id;
  }
};

/** Answers the exit code: 0 when the chain holds, 1 when it does not. */
export const auditVerifyCommand = async (ctx: OpsContext) => {
  const verdict = await verifyAuditChain(ctx.db);
  if (verdict.ok) {
    ctx.out(
      verdict.entries === 0
        ? 'audit log: empty'
        : `audit log: ${verdict.entries} entries chained; head #${verdict.headId} ${verdict.headHash}`,
    );
    return 0;
  }
  ctx.out(
    `audit log BROKEN at entry #${verdict.firstBadId}: ${verdict.reason} (${verdict.entries} entries before it hold)`,
  );
  return 1;
};

export const auditCommands: OpsCommandGroup = {
  usage: USAGE,
  commands: [
    {
      matches: (words) => words[0] === 'audit' && words[1] === 'list' && words[2] === undefined,
      run: async (ctx, { values }) => {
        await auditListCommand(ctx, {
          limit: positiveInt(values.limit, '--limit', 50),
          actor: values.actor,
          action: values.action,
        });
        return 0;
      },
    },
    {
      matches: (words) => words[0] === 'audit' && words[1] === 'verify' && words[2] === undefined,
      run: (ctx) => auditVerifyCommand(ctx),
    },
    {
      matches: (words) => words[0] === 'audit' && words[1] === 'export' && words[2] === undefined,
      run: (ctx) => auditExportCommand(ctx),
    },
  ],
};
