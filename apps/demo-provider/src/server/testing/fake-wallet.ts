import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Scheduler } from '../wallet-client';

/**
 * A small stand-in for the lobby's seamless wallet, for the studio's tests: checks signatures,
 * applies each txId once (a repeat answers the first answer), leaves a tombstone for the
 * rollback of an unknown debit, and does with each call what the test says: answer it, apply it
 * and drop the answer (the connection breaks), or answer 503 without applying it.
 */

export type Behaviour = 'answer' | 'drop' | 'unavailable';

export interface WalletCall {
  op: string;
  body: Record<string, unknown>;
  behaviour: Behaviour;
}

type Answer = { ok: true; balance: number } | { ok: false; error: string };

export const startFakeWallet = async (options: { secret: string; provider?: string }) => {
  const provider = options.provider ?? 'demo-provider';
  const calls: WalletCall[] = [];
  const balances = new Map<string, number>();
  const txs = new Map<string, Answer>();
  const debits = new Map<string, { session: string; amount: number; rolledBack: boolean }>();
  let behave: (op: string, body: Record<string, unknown>) => Behaviour = () => 'answer';

  const apply = (op: string, body: Record<string, unknown>): Answer => {
    const session = String(body.sessionId);
    const balance = balances.get(session);
    if (balance === undefined) return { ok: false, error: 'SESSION_UNKNOWN' };
    if (op === 'balance') return { ok: true, balance };
    const txId = String(body.txId);
    const repeat = txs.get(txId);
    if (repeat) return repeat;
    let answer: Answer;
    const amount = Number(body.amount);
    if (op === 'debit') {
      if (balance < amount) answer = { ok: false, error: 'INSUFFICIENT_BALANCE' };
      else {
        balances.set(session, balance - amount);
        debits.set(txId, { session, amount, rolledBack: false });
        answer = { ok: true, balance: balance - amount };
      }
    } else if (op === 'credit') {
      balances.set(session, balance + amount);
      answer = { ok: true, balance: balance + amount };
    } else {
      const refTxId = String(body.refTxId);
      const debit = debits.get(refTxId);
      if (!txs.has(refTxId)) txs.set(refTxId, { ok: false, error: 'DEBIT_ROLLED_BACK' });
      else if (debit && !debit.rolledBack) {
        debit.rolledBack = true;
        balances.set(session, balance + debit.amount);
      }
      answer = { ok: true, balance: balances.get(session)! };
    }
    txs.set(txId, answer);
    return answer;
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const [, , , name, op = ''] = (request.url ?? '').split('/');
    const signature = createHmac('sha256', options.secret).update(raw).digest('hex');
    const send = (status: number, answer: Answer) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer));
    };
    if (name !== provider) return send(404, { ok: false, error: 'UNKNOWN_PROVIDER' });
    if (request.headers['x-signature'] !== signature)
      return send(401, { ok: false, error: 'BAD_SIGNATURE' });
    const body = JSON.parse(raw) as Record<string, unknown>;
    const behaviour = behave(op, body);
    calls.push({ op, body, behaviour });
    if (behaviour === 'unavailable') {
      response.writeHead(503, { 'content-type': 'text/plain' });
      return response.end('unavailable');
    }
    const answer = apply(op, body);
    if (behaviour === 'drop') return response.socket?.destroy();
    send(200, answer);
  };

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    balances,
    /** Decides what happens to each call from now on. */
    behave: (rule: typeof behave) => {
      behave = rule;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** A scheduler the test runs by hand: nothing happens until `run()`. */
export const manualScheduler = () => {
  const due = new Set<{ ms: number; run: () => void }>();
  const scheduler: Scheduler = {
    after: (ms, run) => {
      const entry = { ms, run };
      due.add(entry);
      return () => due.delete(entry);
    },
  };
  return {
    scheduler,
    get waiting() {
      return [...due].map((entry) => entry.ms);
    },
    /** Runs everything due now (what it schedules waits for the next run). */
    run: () => {
      const now = [...due];
      due.clear();
      for (const entry of now) entry.run();
    },
  };
};
