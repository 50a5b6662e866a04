import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualScheduler, startFakeWallet } from './testing/fake-wallet';
import {
  CREDIT_ATTEMPTS,
  DEBIT_ATTEMPTS,
  WalletClient,
  type Fetch,
  type WalletAnswer,
} from './wallet-client';

const SECRET = 'wallet-client-test-secret';
let wallet: Awaited<ReturnType<typeof startFakeWallet>>;
let session = 0;
let sessionId: string;

beforeAll(async () => {
  wallet = await startFakeWallet({ secret: SECRET });
});
afterAll(() => wallet.close());
beforeEach(() => {
  sessionId = `session-${++session}`;
  wallet.balances.set(sessionId, 10_000);
  wallet.behave(() => 'answer');
});

const clientWith = (options: { fetch?: Fetch; secret?: string } = {}) => {
  const queue = manualScheduler();
  const client = new WalletClient({
    url: wallet.url,
    provider: 'demo-provider',
    secret: options.secret ?? SECRET,
    timeoutMs: 60_000,
    fetch: options.fetch,
    scheduler: queue.scheduler,
  });
  return { client, queue };
};

const callsOf = (roundId: string) =>
  wallet.calls.filter((call) => call.body.roundId === roundId).map((c) => [c.op, c.body.txId]);

describe('the wallet client', () => {
  it('signs its calls, and answers refusals as answers (not retried)', async () => {
    const { client } = clientWith();
    expect(await client.balance(sessionId)).toEqual({
      answered: true,
      answer: { ok: true, balance: 10_000 },
    });
    const refused = await client.debit(
      { sessionId, txId: 'r1:bet', roundId: 'r1', amount: 20_000 },
      () => expect.fail('no rollback of an answered debit'),
    );
    expect(refused).toEqual({
      answered: true,
      answer: { ok: false, error: 'INSUFFICIENT_BALANCE' },
    });
    expect(callsOf('r1')).toEqual([['debit', 'r1:bet']]);
    const badlySigned = clientWith({ secret: 'another-secret-of-16' }).client;
    expect(await badlySigned.balance(sessionId)).toEqual({
      answered: true,
      answer: { ok: false, error: 'BAD_SIGNATURE' },
    });
  });

  it('sends a debit whose answer is lost again with the same txId, applied once', async () => {
    let debits = 0;
    wallet.behave((op) => (op === 'debit' && ++debits < DEBIT_ATTEMPTS ? 'drop' : 'answer'));
    const { client } = clientWith();
    const delivery = await client.debit(
      { sessionId, txId: 'r2:bet', roundId: 'r2', amount: 300 },
      () => expect.fail('no rollback'),
    );
    expect(delivery).toEqual({ answered: true, answer: { ok: true, balance: 9_700 } });
    expect(callsOf('r2')).toEqual(
      Array.from({ length: DEBIT_ATTEMPTS }, () => ['debit', 'r2:bet']),
    );
    expect(wallet.balances.get(sessionId)).toBe(9_700);
  });

  it('rolls back a debit still unanswered, refTxId the debit, and the rollback undoes it', async () => {
    wallet.behave((op) => (op === 'debit' ? 'drop' : 'answer'));
    const { client } = clientWith();
    const rollbacks: WalletAnswer[] = [];
    const delivery = await client.debit(
      { sessionId, txId: 'r3:bet', roundId: 'r3', amount: 300 },
      (answer) => rollbacks.push(answer),
    );
    expect(delivery.answered).toBe(false);
    expect(callsOf('r3')).toEqual([
      ...Array.from({ length: DEBIT_ATTEMPTS }, () => ['debit', 'r3:bet']),
      ['rollback', 'r3:rollback'],
    ]);
    expect(wallet.calls.at(-1)!.body).toMatchObject({ refTxId: 'r3:bet', sessionId });
    expect(rollbacks).toEqual([{ ok: true, balance: 10_000 }]);
    expect(wallet.balances.get(sessionId)).toBe(10_000);
    expect(client.pending).toBe(0);
  });

  it('keeps a lost rollback in the retry queue until it is answered; drain waits for it', async () => {
    // Nothing reaches the wallet: the debit was never applied, the rollback leaves a tombstone.
    wallet.behave(() => 'unavailable');
    const { client, queue } = clientWith();
    const rollbacks: WalletAnswer[] = [];
    await client.debit({ sessionId, txId: 'r4:bet', roundId: 'r4', amount: 300 }, (answer) =>
      rollbacks.push(answer),
    );
    expect(client.pending).toBe(1);
    expect(queue.waiting).toHaveLength(1);
    let drained = false;
    const drain = client.drain().then(() => (drained = true));

    queue.run();
    await waitFor(() => queue.waiting.length === 1);
    expect(rollbacks).toEqual([]);
    expect(drained).toBe(false);
    const [first, second] = [...wallet.calls.filter((c) => c.op === 'rollback')].slice(-2);
    expect(second!.body).toEqual(first!.body);

    wallet.behave(() => 'answer');
    queue.run();
    await drain;
    expect(drained).toBe(true);
    expect(rollbacks).toEqual([{ ok: true, balance: 10_000 }]);
    // The late debit is refused: the tombstone of its rollback.
    const late = await client.send('debit', {
      sessionId,
      txId: 'r4:bet',
      roundId: 'r4',
      amount: 300,
    });
    expect(late).toEqual({ answered: true, answer: { ok: false, error: 'DEBIT_ROLLED_BACK' } });
    expect(wallet.balances.get(sessionId)).toBe(10_000);
  });

  it('sends a lost credit again with the same txId until it is answered', async () => {
    const { client, queue } = clientWith();
    await client.debit({ sessionId, txId: 'r5:bet', roundId: 'r5', amount: 300 }, () => {});
    wallet.behave((op) => (op === 'credit' ? 'drop' : 'answer'));
    const credited: WalletAnswer[] = [];
    const delivery = await client.credit(
      { sessionId, txId: 'r5:win', roundId: 'r5', amount: 500, final: true },
      (answer) => credited.push(answer),
    );
    expect(delivery.answered).toBe(false);
    expect(client.pending).toBe(1);
    // Delivered each time, applied once.
    expect(wallet.balances.get(sessionId)).toBe(10_200);

    for (let round = 0; round < 3; round++) {
      const before = wallet.calls.length;
      queue.run();
      await waitFor(() => wallet.calls.length > before && queue.waiting.length === 1);
    }
    wallet.behave(() => 'answer');
    queue.run();
    await client.drain();
    expect(credited).toEqual([{ ok: true, balance: 10_200 }]);
    expect(callsOf('r5')).toEqual([
      ['debit', 'r5:bet'],
      ...Array.from({ length: CREDIT_ATTEMPTS + 4 }, () => ['credit', 'r5:win']),
    ]);
    expect(wallet.balances.get(sessionId)).toBe(10_200);
  });

  it('counts a call that outlives its timeout as lost', async () => {
    const timer = manualScheduler();
    const hanging: Fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
      );
    const client = new WalletClient({
      url: wallet.url,
      provider: 'demo-provider',
      secret: SECRET,
      timeoutMs: 3_000,
      fetch: hanging,
      timer: timer.scheduler,
    });
    const call = client.balance(sessionId);
    expect(timer.waiting).toEqual([3_000]);
    timer.run();
    expect(await call).toEqual({ answered: false, why: 'TimeoutError: wallet call timed out' });
  });

  it('drains at once when nothing is pending', async () => {
    await clientWith().client.drain();
  });
});

/** Waits, by turns of the event loop (no clock), until `done` holds. */
const waitFor = async (done: () => boolean) => {
  for (let turn = 0; turn < 10_000; turn++) {
    if (done()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error('never happened');
};
