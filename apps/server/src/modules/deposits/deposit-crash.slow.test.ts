import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fromSources } from '../../../test/from-sources';
import { common } from '../../../test/test-app';
import { adminUrl, fileDatabaseName, quoteIdent, urlOf } from '../../../test/pg-names';
import { loadEnv, repoRoot } from '@/config/env';
import {
  createPgPool,
  kyselyOnPglite,
  kyselyOnPool,
  openPglite,
  pgliteParsers,
  type Db,
} from '@/db/database';
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from './payments/sandbox-payment-provider';

/**
 * The crash test: the real server as a child process on a real database, 500 deposit
 * completions fired at once, SIGKILL half-way, a restart on the same database, the same 500
 * replayed with the same keys. Every order must end credited exactly once: one deposit
 * transfer each, and the coin, the totals and the house accounts must add up to the cent.
 */

const PLAYERS = 10;
const ORDERS_PER_PLAYER = 50;
const SECRET = `crash-test-${randomBytes(8).toString('hex')}`;
const { DATABASE_URL } = loadEnv();

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** Where the child's data lives, and how the test reads it once the child is gone. */
interface Store {
  childEnv: Record<string, string>;
  open(): Promise<{ db: Db; close(): Promise<void> }>;
  drop(): Promise<void>;
}

const postgresStore = async (databaseUrl: string): Promise<Store> => {
  const template = inject('pgTemplate');
  if (!template) throw new Error('global setup prepared no PostgreSQL template');
  const name = fileDatabaseName(
    databaseUrl,
    `${process.pid}_crash${randomBytes(3).toString('hex')}`,
  );
  const admin = createPgPool(adminUrl(databaseUrl), 1);
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`create database ${quoteIdent(name)} template ${quoteIdent(template)}`);
      break;
    } catch (error) {
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
    }
  }
  const url = urlOf(databaseUrl, name);
  return {
    childEnv: { DATABASE_URL: url },
    open: async () => {
      const db = kyselyOnPool(createPgPool(url, 2));
      return { db, close: () => db.destroy() };
    },
    drop: async () => {
      await admin.query(`drop database if exists ${quoteIdent(name)} with (force)`);
      await admin.end();
    },
  };
};

/** A PGlite data directory on disk, started from the migrated template. */
const pgliteStore = async (): Promise<Store> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lobby-crash-'));
  const seeded = await PGlite.create(join(dataDir, 'pglite'), {
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
    parsers: pgliteParsers,
  });
  await seeded.close();
  return {
    childEnv: { DATA_DIR: dataDir },
    open: async () => {
      const db = kyselyOnPglite(await openPglite(dataDir));
      return { db, close: () => db.destroy() };
    },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
};

interface Server {
  child: ChildProcess;
  baseUrl: string;
  output: () => string;
}

const startServer = async (store: Store): Promise<Server> => {
  const port = await freePort();
  // An environment of its own: the server reads nothing the test did not choose.
  const child = spawn(process.execPath, fromSources('apps/server/src/server.ts'), {
    cwd: repoRoot,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_ENV: 'development',
      LOG_LEVEL: 'error',
      RATE_LIMIT_MAX: '0',
      SIGN_IN_RATE_LIMIT_MAX: '0',
      MONEY_RATE_LIMIT_MAX: '0',
      JOBS_POLL_MS: '0',
      WEB_DIST: '/nonexistent/web-dist',
      SANDBOX_PAY_SECRET: SECRET,
      ...store.childEnv,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8_000);
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // A safety net for a busy machine, not a budget.
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`server not ready in 90 s: ${stderr}`);
    try {
      if ((await fetch(`${baseUrl}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, baseUrl, output: () => stderr };
};

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => child.once('exit', () => r()));

const post = async (
  baseUrl: string,
  path: string,
  body: string,
  headers: Record<string, string> = {},
) => {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

/** Runs `work` over `items`, `width` at a time. */
const inBatches = async <T, R>(
  items: readonly T[],
  width: number,
  work: (item: T) => Promise<R>,
) => {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += width) {
    results.push(...(await Promise.all(items.slice(i, i + width).map(work))));
  }
  return results;
};

interface Completion {
  orderNo: string;
  amount: number;
  /** One request, sent twice with the same bytes: before the crash and after. */
  send(baseUrl: string): Promise<boolean>;
}

let store: Store;
let server: Server | undefined;
beforeAll(async () => {
  store = DATABASE_URL ? await postgresStore(DATABASE_URL) : await pgliteStore();
});
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await exited(server.child);
  }
  await store?.drop();
});

describe('deposits survive a crash', () => {
  it('500 completions, SIGKILL half-way, restart, replay: each order credited exactly once', async () => {
    server = await startServer(store);
    const first = server;

    const tokens = await Promise.all(
      Array.from({ length: PLAYERS }, async (_, i) => {
        const account = `crash_${randomBytes(4).toString('hex')}_${i}`;
        const answer = await post(
          first.baseUrl,
          '/app/v1/accountRegist',
          JSON.stringify({ ...common, account, password: 'Tulip-Harbor-58' }),
        );
        expect(answer.json.errcode, JSON.stringify(answer.json)).toBe(0);
        return (answer.json.data as { token: string }).token;
      }),
    );

    const wanted = tokens.flatMap((token) =>
      Array.from({ length: ORDERS_PER_PLAYER }, () => ({
        token,
        // At least minAmount2, so no order depends on which deposit came first.
        amount: 10_000 + Math.floor(Math.random() * 90_000),
      })),
    );
    const orders = await inBatches(wanted, 25, async ({ token, amount }) => {
      const answer = await post(
        first.baseUrl,
        '/app/v1/recharge',
        // Every order asks for its bonus: one bonus at a time, so each player's first credited
        // deposit opens one and the rest are cash.
        JSON.stringify({ ...common, rechargeTypeId: 1, amount, takeBonus: true }),
        { authorization: token },
      );
      expect(answer.json.errcode, JSON.stringify(answer.json)).toBe(0);
      return { orderNo: (answer.json.data as { orderNo: string }).orderNo, amount, token };
    });

    // Half complete by the provider's signed webhook, half by the dev endpoint (the sandbox
    // records the click, then signs and delivers its own webhook).
    const timestamp = Math.floor(Date.now() / 1000);
    const completions: Completion[] = orders.map(({ orderNo, amount }, i) => {
      if (i % 2 === 0) {
        const rawBody = JSON.stringify({
          id: `evt_crash_${orderNo}`,
          type: 'payment.succeeded',
          orderNo,
          amount,
          currency: 'USD',
          providerRef: `SBXCRASH${i}`,
        });
        const signature = signSandboxWebhook(SECRET, rawBody, timestamp);
        return {
          orderNo,
          amount,
          send: async (baseUrl) => {
            const answer = await post(baseUrl, '/webhooks/payments/sandbox', rawBody, {
              [SANDBOX_SIGNATURE_HEADER]: signature,
            });
            return answer.status === 200 && answer.json.status === 'credited';
          },
        };
      }
      const body = JSON.stringify({ orderNo, result: 'success' });
      return {
        orderNo,
        amount,
        send: async (baseUrl) => {
          const answer = await post(baseUrl, '/dev/v1/sandboxPay', body);
          return (
            answer.json.errcode === 0 &&
            (answer.json.data as { status: string }).status === 'credited'
          );
        },
      };
    });

    // Fire all 500; kill the server without warning once a fifth have been answered.
    const acknowledged = new Set<string>();
    let killed = false;
    const fired = completions.map(async (c) => {
      try {
        if (await c.send(first.baseUrl)) acknowledged.add(c.orderNo);
      } catch {
        // the connection died with the server
      }
      if (!killed && acknowledged.size >= 100) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    });
    await Promise.all(fired);
    await exited(first.child);
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(acknowledged.size).toBeGreaterThanOrEqual(100);
    expect(acknowledged.size).toBeLessThan(500);

    // Restart on the same database and replay every completion, acknowledged or not.
    server = await startServer(store);
    const second = server;

    // What survived: every acknowledged completion is credited; some others are not yet.
    const statusBefore = await inBatches(orders, 50, async ({ orderNo, token }) => {
      const answer = await post(
        second.baseUrl,
        '/app/v1/rechargeOrder',
        JSON.stringify({ ...common, orderNo }),
        { authorization: token },
      );
      return { orderNo, status: (answer.json.data as { status: string }).status };
    });
    expect(
      statusBefore.filter((o) => acknowledged.has(o.orderNo) && o.status !== 'credited'),
    ).toEqual([]);
    const unfinished = statusBefore.filter((o) => o.status !== 'credited');
    expect(unfinished.length).toBeGreaterThan(0);
    const replayed = await Promise.all(completions.map((c) => c.send(second.baseUrl)));
    expect(replayed.filter((ok) => !ok)).toEqual([]);
    second.child.kill('SIGTERM');
    await exited(second.child);

    const { db, close } = await store.open();
    try {
      const rows = await db
        .selectFrom('deposit_orders')
        .select(['order_no', 'user_id', 'amount', 'bonus', 'status'])
        .execute();
      expect(rows).toHaveLength(500);
      expect(rows.filter((r) => r.status !== 'credited')).toEqual([]);
      const amountOf = new Map(orders.map((o) => [o.orderNo, o.amount]));
      for (const row of rows) expect(Number(row.amount)).toBe(amountOf.get(row.order_no));

      // One deposit transfer per order, and one bonus transfer per order with a bonus.
      const transfers = await db
        .selectFrom('ledger_transfers')
        .select(['idempotency_key', 'kind'])
        .where('kind', 'in', ['deposit', 'deposit_bonus'])
        .execute();
      const deposits = transfers
        .filter((tr) => tr.kind === 'deposit')
        .map((tr) => tr.idempotency_key);
      expect(deposits.sort()).toEqual(rows.map((r) => `deposit:${r.order_no}`).sort());
      const bonuses = transfers.filter((tr) => tr.kind === 'deposit_bonus');
      expect(bonuses).toHaveLength(rows.filter((r) => Number(r.bonus) > 0).length);

      // Cash and bonus balance add up per player, to the cent: the bonus holds the deposit that
      // opened it and its bonus, cash the rest; so do the house's accounts.
      const sumAmount = rows.reduce((s, r) => s + Number(r.amount), 0);
      const sumBonus = rows.reduce((s, r) => s + Number(r.bonus), 0);
      const accounts = await db
        .selectFrom('ledger_accounts')
        .select(['user_id', 'kind', 'balance'])
        .where('kind', 'in', ['coin', 'bonus'])
        .where('user_id', 'is not', null)
        .execute();
      const players = [...new Set(accounts.map((a) => Number(a.user_id)))];
      expect(players).toHaveLength(PLAYERS);
      for (const userId of players) {
        const own = rows.filter((r) => Number(r.user_id) === userId);
        expect(own).toHaveLength(ORDERS_PER_PLAYER);
        const withBonus = own.filter((r) => Number(r.bonus) > 0);
        expect(withBonus).toHaveLength(1);
        const balanceOf = (kind: string) =>
          Number(accounts.find((a) => Number(a.user_id) === userId && a.kind === kind)?.balance);
        expect(balanceOf('bonus')).toBe(Number(withBonus[0]!.amount) + Number(withBonus[0]!.bonus));
        expect(balanceOf('coin')).toBe(
          own.reduce((s, r) => s + Number(r.amount), 0) - Number(withBonus[0]!.amount),
        );
      }
      const house = await db
        .selectFrom('ledger_accounts')
        .select(['kind', 'balance'])
        .where('user_id', 'is', null)
        .execute();
      const houseOf = (kind: string) => Number(house.find((h) => h.kind === kind)?.balance ?? 0);
      expect(houseOf('house:deposits')).toBe(-sumAmount);
      expect(houseOf('house:bonus')).toBe(-sumBonus);

      // Each player's summary counts 50 deposits; one first-deposit bonus each.
      const totals = await db.selectFrom('deposit_totals').select(['total', 'deposits']).execute();
      expect(totals.map((r) => Number(r.deposits))).toEqual(Array(PLAYERS).fill(ORDERS_PER_PLAYER));
      expect(totals.reduce((s, r) => s + Number(r.total), 0)).toBe(sumAmount);
      const firsts = await db
        .selectFrom('deposit_orders')
        .select(sql<number>`count(*)`.as('n'))
        .where('bonus_rule', '=', 'first_deposit')
        .executeTakeFirstOrThrow();
      expect(Number(firsts.n)).toBe(PLAYERS);
    } finally {
      await close();
    }
  }, 300_000);
});
