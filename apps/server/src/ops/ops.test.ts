import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { auditEntries } from '../../test/audit-log';
import { fromSources } from '../../test/from-sources';
import { urlOf } from '../../test/pg-names';
import { loadEnv, repoRoot } from '../config/env';
import { balances } from '../ledger/ledger';
import { useWithdrawalKit } from '../modules/withdrawals/withdrawal-test-kit';
import { defaultProviders } from '../modules/games/providers/provider-settings';
import { runOps, USAGE } from './ops-commands';

const scene = useWithdrawalKit({ autoApproveMax: 0 });

/** Runs a command line against the test database; its exit code and printed lines. */
const ops = async (...argv: string[]) => {
  const lines: string[] = [];
  const code = await runOps(
    {
      db: scene.kit.db,
      out: (line) => lines.push(line),
      operator: 'tester@cli',
      defaultProviders: defaultProviders({ APP_ENV: 'development' }),
    },
    argv,
  );
  return { code, text: lines.join('\n') };
};

/** A player with 1,000.00 and a request of `amount` waiting for review. */
const pendingRequest = async (amount = 60_000) => {
  const player = await scene.kit.playerWithAccount(100_000);
  const answer = scene.kit.ok(await scene.kit.exchange(player.token, amount, player.accountId));
  expect(answer.status).toBe('pending_review');
  return { ...player, orderNo: answer.orderNo as string };
};

describe('npm run ops -- withdrawals', () => {
  it('lists the review queue, approves, and the payout job takes it from there', async () => {
    const { orderNo, userId } = await pendingRequest(60_000);
    const listed = await ops('withdrawals', 'list', '--status', 'pending_review');
    expect(listed.code).toBe(0);
    expect(listed.text).toContain(orderNo);
    expect(listed.text).toContain(`user ${userId}`);
    expect(listed.text).toContain('600.00');
    expect(listed.text).toContain('****2233');
    expect(listed.text).not.toContain('6222020200112233');

    const approved = await ops('withdrawals', 'approve', orderNo, '--by', 'alice');
    expect(approved).toEqual({
      code: 0,
      text: `approved ${orderNo} (600.00 to user ${userId}): payout queued`,
    });
    expect(await scene.kit.order(orderNo)).toMatchObject({
      status: 'approved',
      reviewed_by: 'alice',
    });
    expect((await ops('withdrawals', 'list', '--status', 'pending_review')).text).not.toContain(
      orderNo,
    );
    await scene.t.jobs.runDue();
    expect((await scene.kit.order(orderNo)).status).toBe('paying');
    // Approving twice is refused, and says why.
    const again = await ops('withdrawals', 'approve', orderNo);
    expect(again.code).toBe(1);
    expect(again.text).toContain('status: paying');
    // One audit entry, of the approval, written with it; none of the refusal.
    expect(await auditEntries(scene.kit.db, { action: 'withdrawal.approve' })).toEqual([
      expect.objectContaining({
        actorKind: 'cli',
        actorName: 'alice',
        target: `withdrawal:${orderNo}`,
        before: expect.objectContaining({ status: 'pending_review', reviewedBy: null }),
        after: expect.objectContaining({ status: 'approved', reviewedBy: 'alice' }),
      }),
    ]);
  });

  it('rejects with a reason; the amount returns to coin', async () => {
    const { orderNo, userId } = await pendingRequest(70_000);
    expect(await balances(scene.kit.db, userId)).toMatchObject({
      coin: 30_000,
      withdrawHold: 70_000,
    });
    const rejected = await ops('withdrawals', 'reject', orderNo, '--reason', 'name mismatch');
    expect(rejected.code).toBe(0);
    expect(rejected.text).toContain('700.00 returned');
    expect(await scene.kit.order(orderNo)).toMatchObject({
      status: 'rejected',
      review_note: 'name mismatch',
      reviewed_by: 'tester@cli',
    });
    expect(await balances(scene.kit.db, userId)).toMatchObject({ coin: 100_000, withdrawHold: 0 });
    expect((await ops('withdrawals', 'list', '--status', 'rejected')).text).toContain(
      'note: name mismatch',
    );
    expect((await ops('withdrawals', 'approve', orderNo)).code).toBe(1);
    expect((await ops('withdrawals', 'reject', 'W-unknown')).text).toContain('not found');
    expect(await auditEntries(scene.kit.db, { action: 'withdrawal.reject' })).toEqual([
      expect.objectContaining({
        actorName: 'tester@cli',
        target: `withdrawal:${orderNo}`,
        before: expect.objectContaining({ status: 'pending_review' }),
        after: expect.objectContaining({ status: 'rejected', reviewNote: 'name mismatch' }),
      }),
    ]);
    expect(
      (await auditEntries(scene.kit.db)).filter((e) => e.target === `withdrawal:${orderNo}`),
    ).toHaveLength(1);
  });

  it('answers bad usage with the usage and exit code 2', async () => {
    for (const argv of [
      [],
      ['withdrawals'],
      ['withdrawals', 'approve'],
      ['withdrawals', 'list', '--status', 'nonsense'],
      ['withdrawals', 'list', '--bogus'],
      ['ledger', 'abc'],
    ]) {
      const answer = await ops(...argv);
      expect(answer.code, argv.join(' ')).toBe(2);
      expect(answer.text).toContain(USAGE.split('\n')[0]!);
    }
    expect((await ops('help')).code).toBe(0);
  });
});

describe('npm run ops -- ledger', () => {
  it('shows the balances, the last movements and the withdrawals of a player', async () => {
    const { orderNo, userId } = await pendingRequest(60_000);
    const answer = await ops('ledger', String(userId));
    expect(answer.code).toBe(0);
    expect(answer.text).toContain(
      `user ${userId}  coin 400.00  safebox 0.00  withdrawal hold 600.00  wagering to go 0.00`,
    );
    // The shared format's minus sign (U+2212).
    expect(answer.text).toMatch(/withdraw {2}\u2212600\.00 {2}→ 400\.00 {2}W/u);
    expect(answer.text).toMatch(/deposit {2}1,000\.00 {2}→ 1,000\.00/);
    expect(answer.text).toContain(`${orderNo}  user ${userId}  600.00`);
  });
});

describe('npm run ops -- providers', () => {
  it('lists, switches and replaces the game providers, refusing a list that is not one', async () => {
    const listed = await ops('providers', 'list');
    expect(listed.code).toBe(0);
    expect(listed.text).toMatch(
      /^demo-provider {2}on {2}demo yes {2}USD {2}http:\/\/127\.0\.0\.1:8090\/launch\/\{gameCode\}/,
    );

    expect((await ops('providers', 'disable', 'demo-provider')).text).toBe(
      'demo-provider disabled: its games left the lobby',
    );
    expect((await ops('providers', 'list')).text).toMatch(/^demo-provider {2}off/);
    expect((await ops('providers', 'disable', 'nobody')).code).toBe(2);
    await ops('providers', 'enable', 'demo-provider');
    const switched = await auditEntries(scene.kit.db, { actor: 'tester@cli' });
    expect(switched.filter((e) => e.action.startsWith('providers.'))).toEqual([
      expect.objectContaining({
        action: 'providers.disable',
        target: 'provider:demo-provider',
        before: { providers: [expect.objectContaining({ code: 'demo-provider', enabled: true })] },
        after: { providers: [expect.objectContaining({ code: 'demo-provider', enabled: false })] },
      }),
      expect.objectContaining({ action: 'providers.enable', target: 'provider:demo-provider' }),
    ]);

    const dir = await mkdtemp(join(tmpdir(), 'ops-providers-'));
    const good = join(dir, 'good.json');
    const studio = {
      code: 'aggregator',
      name: 'Aggregator',
      launchUrl: 'https://games.aggregator.example/launch?game={gameCode}&token={sessionId}',
      currency: 'USD',
      demoPlay: false,
      enabled: true,
    };
    await writeFile(good, JSON.stringify({ providers: [studio] }));
    const saved = await ops('providers', 'set', good);
    expect(saved.code).toBe(0);
    expect(saved.text).toContain('saved 1 game providers');
    expect((await ops('providers', 'list')).text).toBe(
      'aggregator  on  demo no  USD  https://games.aggregator.example/launch?game={gameCode}&token={sessionId}',
    );

    const bad = join(dir, 'bad.json');
    await writeFile(bad, JSON.stringify({ providers: [{ ...studio, launchUrl: '{nope}' }] }));
    const refused = await ops('providers', 'set', bad);
    expect(refused.code).toBe(2);
    expect(refused.text).toContain('launchUrl');
    expect((await ops('providers', 'list')).text).toMatch(/^aggregator/);
    // The saved list is recorded; the refused one is not.
    expect(await auditEntries(scene.kit.db, { action: 'providers.set' })).toEqual([
      expect.objectContaining({
        target: 'setting:games.providers',
        after: { providers: [expect.objectContaining({ code: 'aggregator' })] },
      }),
    ]);
  });
});

const run = promisify(execFile);

describe('the ops command as a process', () => {
  it('runs from the repository root against the server’s PostgreSQL database', async (ctx) => {
    const { DATABASE_URL } = loadEnv();
    if (scene.t.database.kind !== 'postgres' || !DATABASE_URL) {
      ctx.skip(); // PGlite test databases live in this process's memory only
      return;
    }
    const { orderNo, userId } = await pendingRequest(55_000);
    const name = (
      await sql<{ name: string }>`select current_database() as name`.execute(scene.kit.db)
    ).rows[0]!.name;
    const env = { DATABASE_URL: urlOf(DATABASE_URL, name), LOG_LEVEL: 'silent' };
    const cli = join(repoRoot, 'apps/server/src/ops/cli.ts');
    const opsCli = (...argv: string[]) =>
      run(process.execPath, [...fromSources(cli), ...argv], { cwd: repoRoot, env });

    const listed = await opsCli('withdrawals', 'list', '--status', 'pending_review');
    expect(listed.stdout).toContain(orderNo);
    const rejected = await opsCli('withdrawals', 'reject', orderNo, '--reason', 'by process');
    expect(rejected.stdout).toContain(`rejected ${orderNo}`);
    expect(await scene.kit.order(orderNo)).toMatchObject({
      status: 'rejected',
      review_note: 'by process',
    });
    expect(await balances(scene.kit.db, userId)).toMatchObject({ coin: 100_000, withdrawHold: 0 });
    const refused = await opsCli('withdrawals', 'approve', orderNo).then(
      () => 0,
      (error: { code: number; stdout: string }) => {
        expect(error.stdout).toContain('status: rejected');
        return error.code;
      },
    );
    expect(refused).toBe(1);
  }, 60_000);
});
