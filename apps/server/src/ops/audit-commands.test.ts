import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-db';
import { auditedChange } from '../modules/audit/audit-by';
import { runOps } from './ops-commands';

const handle = useTestDatabase();

const ops = async (argv: string[]) => {
  const lines: string[] = [];
  const code = await runOps(
    { db: handle.db, out: (line) => lines.push(line), operator: 'tester@cli' },
    argv,
  );
  return { code, lines };
};

describe('ops audit', () => {
  it('lists entries newest first, by actor and action, and verifies the chain', async () => {
    expect(await ops(['audit', 'verify'])).toEqual({ code: 0, lines: ['audit log: empty'] });
    for (const [name, action] of [
      ['ada@lobby.test', 'chatAssign'],
      ['bob@cli', 'withdrawal.approve'],
      ['ada@lobby.test', 'chatClose'],
    ] as const)
      await auditedChange(
        handle.db,
        {
          actor: name.endsWith('@cli') ? { kind: 'cli', name } : { kind: 'staff', id: 1, name },
          ip: name.endsWith('@cli') ? null : '198.51.100.4',
        },
        async () => ({
          result: undefined,
          audit: { action, target: 'thing:1', before: { status: 'a' }, after: { status: 'b' } },
        }),
      );
    const all = await ops(['audit', 'list']);
    expect(all.code).toBe(0);
    expect(all.lines).toHaveLength(3);
    expect(all.lines[0]).toMatch(
      /^#3 {2}\d{4}-\d\d-\d\dT[\d:.]+Z {2}ada@lobby\.test \(staff\) {2}198\.51\.100\.4 {2}chatClose {2}thing:1 {2}\{"status":"a"\} → \{"status":"b"\}$/,
    );
    expect((await ops(['audit', 'list', '--actor', 'ada@lobby.test'])).lines).toHaveLength(2);
    expect((await ops(['audit', 'list', '--action', 'withdrawal.approve'])).lines).toEqual([
      expect.stringMatching(/^#2 .* bob@cli \(cli\) {2}withdrawal\.approve /),
    ]);
    expect((await ops(['audit', 'list', '--limit', '1'])).lines).toHaveLength(1);
    expect(await ops(['audit', 'list', '--action', 'nothing'])).toEqual({
      code: 0,
      lines: ['no audit entries'],
    });
    const verified = await ops(['audit', 'verify']);
    expect(verified.code).toBe(0);
    expect(verified.lines).toEqual([
      expect.stringMatching(/^audit log: 3 entries chained; head #3 [0-9a-f]{64}$/),
    ]);
  });

  it('exits 1 naming the first bad entry when a row was edited', async () => {
    await sql`drop trigger audit_log_no_update on audit_log`.execute(handle.db);
    await sql`update audit_log set actor_name = 'someone@else' where id = 2`.execute(handle.db);
    expect(await ops(['audit', 'verify'])).toEqual({
      code: 1,
      lines: [
        'audit log BROKEN at entry #2: its fields do not hash to its hash (the entry was edited) (1 entries before it hold)',
      ],
    });
  });
});
