import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-db';
import { expectBooksBalanced } from '../../test/ledger-books';
import { AppError, ErrorCode } from '../core/app-error';
import { createUser } from '../../test/users';
import {
  balances,
  HouseAccount,
  reverse,
  transfer,
  transferBatchStats,
  UserAccount,
  type AccountRef,
  type Leg,
  type TransferResult,
} from './ledger';

const database = useTestDatabase();
const db = () => database.db;

const newUser = async () => (await createUser(db(), { nickname: 'ledger' })).id;
let keySeq = 0;
const newKey = (stem = 'k') => `${stem}-${keySeq++}`;

const coin = (userId: number): AccountRef => ({ userId, kind: UserAccount.Coin });
const safebox = (userId: number): AccountRef => ({ userId, kind: UserAccount.Safebox });
const deposits: AccountRef = { house: HouseAccount.Deposits };

const deposit = (userId: number, amount: number, key = newKey('dep')) =>
  transfer(db(), {
    key,
    kind: 'deposit',
    userId,
    legs: [
      { account: deposits, amount: -amount },
      { account: coin(userId), amount },
    ],
    wagering: amount,
  });

const refusal = async (work: Promise<unknown>) => {
  try {
    await work;
    return 0;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
};

const checkBooks = () => expectBooksBalanced(db());

describe('ledger transfers', () => {
  it('move money between accounts and answer the balances after', async () => {
    const user = await newUser();
    const result = await deposit(user, 10_000);
    expect(result.replayed).toBe(false);
    expect(result.legs).toEqual(
      expect.arrayContaining([{ account: coin(user), amount: 10_000, balanceAfter: 10_000 }]),
    );
    expect(await balances(db(), user)).toEqual({
      coin: 10_000,
      bonus: 0,
      safebox: 0,
      withdrawHold: 0,
      wagering: 10_000,
    });
    await checkBooks();
  });

  it('refuse to take a balance below zero, moving nothing', async () => {
    const user = await newUser();
    await deposit(user, 500);
    const code = await refusal(
      transfer(db(), {
        key: newKey(),
        kind: 'safebox_in',
        userId: user,
        legs: [
          { account: coin(user), amount: -501 },
          { account: safebox(user), amount: 501 },
        ],
      }),
    );
    expect(code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect((await balances(db(), user)).coin).toBe(500);
  });

  it('answer a repeated key with the first result, and refuse a key reused for other legs', async () => {
    const user = await newUser();
    const key = newKey();
    const first = await deposit(user, 700, key);
    const again = await deposit(user, 700, key);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await refusal(deposit(user, 701, key))).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    expect((await balances(db(), user)).coin).toBe(700);
  });

  it('are never edited: postings and transfers refuse UPDATE and DELETE', async () => {
    const user = await newUser();
    const { transferId } = await deposit(user, 100);
    await expect(
      sql`update ledger_postings set amount = 1 where transfer_id = ${transferId}`.execute(db()),
    ).rejects.toThrow(/immutable/);
    await expect(
      sql`delete from ledger_transfers where id = ${transferId}`.execute(db()),
    ).rejects.toThrow(/immutable/);
  });

  it('are corrected by a reversing transfer, once', async () => {
    const user = await newUser();
    const { transferId } = await deposit(user, 900);
    const reversal = await reverse(db(), transferId, newKey('rev'));
    expect(reversal.replayed).toBe(false);
    expect((await balances(db(), user)).coin).toBe(0);
    const again = await reverse(db(), transferId, newKey('rev'));
    expect(again).toMatchObject({ transferId: reversal.transferId, replayed: true });
    expect((await balances(db(), user)).coin).toBe(0);
  });

  it('refuse a reversal that would take a spent balance below zero', async () => {
    const user = await newUser();
    const { transferId } = await deposit(user, 300);
    await transfer(db(), {
      key: newKey(),
      kind: 'safebox_in',
      userId: user,
      legs: [
        { account: coin(user), amount: -300 },
        { account: safebox(user), amount: 300 },
      ],
    });
    expect(await refusal(reverse(db(), transferId, newKey('rev')))).toBe(
      ErrorCode.INSUFFICIENT_BALANCE,
    );
  });

  it('refuse legs that do not sum to zero, before touching the database', async () => {
    const user = await newUser();
    await expect(
      transfer(db(), {
        key: newKey(),
        kind: 'bad',
        userId: user,
        legs: [
          { account: coin(user), amount: 5 },
          { account: deposits, amount: -4 },
        ],
      }),
    ).rejects.toThrow(/sum to zero/);
    await expect(
      transfer(db(), {
        key: newKey(),
        kind: 'bad',
        userId: user,
        legs: [
          { account: coin(user), amount: 0.5 },
          { account: deposits, amount: -0.5 },
        ],
      }),
    ).rejects.toThrow(/integer/);
  });

  it('refuse a leg of a player the transfer does not name, before touching the database', async () => {
    const [user, other] = [await newUser(), await newUser()];
    for (const userId of [other, null]) {
      await expect(
        transfer(db(), {
          key: newKey(),
          kind: 'bad',
          userId,
          legs: [
            { account: coin(user), amount: 5 },
            { account: deposits, amount: -5 },
          ],
        }),
      ).rejects.toThrow(/naming user/);
    }
  });

  it('keep every invariant over random sequences of operations (property)', async () => {
    type Op =
      | { type: 'deposit'; user: number; amount: number }
      | { type: 'move'; user: number; fromBox: boolean; toBox: boolean; amount: number }
      | { type: 'replay'; index: number }
      | { type: 'reuse'; index: number }
      | { type: 'reverse'; index: number };
    const amount = fc.integer({ min: 1, max: 5_000 });
    const who = fc.integer({ min: 0, max: 2 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ type: fc.constant('deposit' as const), user: who, amount }),
      // Between a player's own coin and safebox: a transfer moves the accounts of the one
      // player it names.
      fc.record({
        type: fc.constant('move' as const),
        user: who,
        fromBox: fc.boolean(),
        toBox: fc.boolean(),
        amount,
      }),
      fc.record({ type: fc.constant('replay' as const), index: fc.nat() }),
      fc.record({ type: fc.constant('reuse' as const), index: fc.nat() }),
      fc.record({ type: fc.constant('reverse' as const), index: fc.nat() }),
    );

    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 25 }), async (ops) => {
        const users = [await newUser(), await newUser(), await newUser()];
        const model = new Map<string, number>();
        const keyOf = (ref: AccountRef) =>
          'house' in ref ? ref.house : `${ref.userId}:${ref.kind}`;
        const bal = (ref: AccountRef) => model.get(keyOf(ref)) ?? 0;
        const done: {
          key: string;
          userId: number;
          legs: Leg[];
          result: TransferResult;
          reversed: boolean;
        }[] = [];
        const apply = (legs: readonly Leg[]) => {
          for (const leg of legs) model.set(keyOf(leg.account), bal(leg.account) + leg.amount);
        };
        const fits = (legs: readonly Leg[]) => {
          const after = new Map<string, number>();
          for (const leg of legs)
            after.set(
              keyOf(leg.account),
              (after.get(keyOf(leg.account)) ?? bal(leg.account)) + leg.amount,
            );
          return legs.every((leg) => 'house' in leg.account || after.get(keyOf(leg.account))! >= 0);
        };

        for (const o of ops) {
          if (o.type === 'move' && o.fromBox === o.toBox) continue;
          if (o.type === 'deposit' || o.type === 'move') {
            const legs: Leg[] =
              o.type === 'deposit'
                ? [
                    { account: deposits, amount: -o.amount },
                    { account: coin(users[o.user]!), amount: o.amount },
                  ]
                : [
                    {
                      account: o.fromBox ? safebox(users[o.user]!) : coin(users[o.user]!),
                      amount: -o.amount,
                    },
                    {
                      account: o.toBox ? safebox(users[o.user]!) : coin(users[o.user]!),
                      amount: o.amount,
                    },
                  ];
            const userId = users[o.user]!;
            const key = newKey('p');
            const expected = fits(legs);
            try {
              const result = await transfer(db(), { key, kind: o.type, userId, legs });
              expect(expected).toBe(true);
              apply(legs);
              done.push({ key, userId, legs, result, reversed: false });
            } catch (error) {
              expect(expected).toBe(false);
              expect((error as AppError).code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
            }
          } else if (done.length > 0) {
            const earlier = done[o.index % done.length]!;
            if (o.type === 'replay') {
              const again = await transfer(db(), {
                key: earlier.key,
                kind: earlier.legs[0]!.account === deposits ? 'deposit' : 'move',
                userId: earlier.userId,
                legs: earlier.legs,
              });
              expect(again.replayed).toBe(true);
              expect(again.transferId).toBe(earlier.result.transferId);
            } else if (o.type === 'reuse') {
              const legs = earlier.legs.map((leg) => ({ ...leg, amount: leg.amount * 2 }));
              const code = await refusal(
                transfer(db(), { key: earlier.key, kind: 'other', userId: earlier.userId, legs }),
              );
              expect(code).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
            } else {
              const undo = earlier.legs.map((leg) => ({ ...leg, amount: -leg.amount }));
              const expected = earlier.reversed || fits(undo);
              const code = await refusal(reverse(db(), earlier.result.transferId, newKey('r')));
              expect(code === 0).toBe(expected);
              if (code === 0 && !earlier.reversed) {
                apply(undo);
                earlier.reversed = true;
              }
            }
          }
        }
        for (const user of users) {
          const actual = await balances(db(), user);
          expect([actual.coin, actual.safebox]).toEqual([bal(coin(user)), bal(safebox(user))]);
        }
        await checkBooks();
      }),
      { numRuns: 40 },
    );
  });
});

describe('ledger under parallel load', () => {
  it('50 parallel moves of 3.00 from 100.00: exactly 33 succeed and 1.00 stays', async () => {
    const user = await newUser();
    await deposit(user, 10_000);
    const codes = await Promise.all(
      Array.from({ length: 50 }, () =>
        refusal(
          transfer(db(), {
            key: newKey('sb'),
            kind: 'safebox_in',
            userId: user,
            legs: [
              { account: coin(user), amount: -300 },
              { account: safebox(user), amount: 300 },
            ],
          }),
        ),
      ),
    );
    expect(codes.filter((c) => c === 0)).toHaveLength(33);
    expect(codes.filter((c) => c === ErrorCode.INSUFFICIENT_BALANCE)).toHaveLength(17);
    expect(await balances(db(), user)).toMatchObject({ coin: 100, safebox: 9_900 });
    await checkBooks();
  });

  it('one key fired 50 times at once moves money once', async () => {
    const user = await newUser();
    const key = newKey('same');
    const results = await Promise.all(Array.from({ length: 50 }, () => deposit(user, 1_234, key)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect((await balances(db(), user)).coin).toBe(1_234);
  });

  it('transfers crossing the same accounts in opposite directions neither deadlock nor drift', async () => {
    const a = await newUser();
    await deposit(a, 50_000);
    await transfer(db(), {
      key: newKey('x'),
      kind: 'move',
      userId: a,
      legs: [
        { account: coin(a), amount: -25_000 },
        { account: safebox(a), amount: 25_000 },
      ],
    });
    const games: AccountRef = { house: HouseAccount.Games };
    await Promise.all(
      Array.from({ length: 100 }, (_, i) => {
        const [from, to] = i % 2 ? [coin(a), safebox(a)] : [safebox(a), coin(a)];
        return transfer(db(), {
          key: newKey('x'),
          kind: 'move',
          userId: a,
          legs: [
            { account: from, amount: -100 },
            { account: to, amount: 50 },
            { account: games, amount: 50 },
          ],
        });
      }),
    );
    const after = await balances(db(), a);
    expect(after.coin + after.safebox).toBe(50_000 - 100 * 50);
    await checkBooks();
  });
});

/** Transfers submitted in the same tick leave in one batch (ledger/transfer-batcher.ts). */
describe('ledger batches (group commit)', () => {
  const ownerOf = (...refs: AccountRef[]) =>
    refs.map((ref) => ('userId' in ref ? ref.userId : null)).find((id) => id !== null) ?? null;
  const move = (from: AccountRef, to: AccountRef, amount: number, key = newKey('b')) =>
    transfer(db(), {
      key,
      kind: 'move',
      userId: ownerOf(from, to),
      legs: [
        { account: from, amount: -amount },
        { account: to, amount },
      ],
    });

  it('post as if one after another: a debit that a later credit of the batch would cover is refused', async () => {
    const user = await newUser();
    await deposit(user, 300);
    const [debit, credit] = await Promise.all([
      refusal(move(coin(user), safebox(user), 500)),
      move(deposits, coin(user), 1_000),
    ]);
    expect(debit).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(credit.legs.find((l) => 'userId' in l.account)!.balanceAfter).toBe(1_300);
    expect(await balances(db(), user)).toMatchObject({ coin: 1_300, safebox: 0 });
    await checkBooks();
  });

  it('carry the running balance in each posting of a hot account', async () => {
    const user = await newUser();
    await deposit(user, 10_000);
    const before = transferBatchStats(db());
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => move(coin(user), safebox(user), 100 + i)),
    );
    const afters = results
      .map((r) => r.legs.find((l) => 'kind' in l.account && l.account.kind === 'coin')!)
      .map((l) => l.balanceAfter);
    let expected = 10_000;
    afters.forEach((after, i) => {
      expected -= 100 + i;
      expect(after).toBe(expected);
    });
    expect(await balances(db(), user)).toMatchObject({
      coin: expected,
      safebox: 10_000 - expected,
    });
    // They left together: one statement posted them.
    const after = transferBatchStats(db());
    expect(after.batchedItems - before.batchedItems).toBe(20);
    expect(after.fallbacks).toBe(before.fallbacks);
    await checkBooks();
  });

  it('answer a key used twice in one tick once, and refuse its reuse for other legs', async () => {
    const user = await newUser();
    const key = newKey('twice');
    const [a, b, c] = await Promise.all([
      deposit(user, 700, key),
      deposit(user, 700, key),
      refusal(deposit(user, 900, key)),
    ]);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(b.transferId).toBe(a.transferId);
    expect(c).toBe(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    expect((await balances(db(), user)).coin).toBe(700);
  });

  it('open the accounts of new players and keep each player’s wagering', async () => {
    const [a, b] = [await newUser(), await newUser()];
    await Promise.all([deposit(a, 1_000), deposit(b, 2_000), deposit(a, 500)]);
    expect(await balances(db(), a)).toMatchObject({ coin: 1_500, wagering: 1_500 });
    expect(await balances(db(), b)).toMatchObject({ coin: 2_000, wagering: 2_000 });
    await checkBooks();
  });

  it('match a sequential model over random batches (property)', async () => {
    const amount = fc.integer({ min: 1, max: 3_000 });
    const who = fc.integer({ min: 0, max: 2 });
    // From the house or from the same player's other balance: a transfer moves the accounts of
    // the one player it names.
    const op = fc.record({
      fromHouse: fc.boolean(),
      fromBox: fc.boolean(),
      to: who,
      toBox: fc.boolean(),
      amount,
    });
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 2, maxLength: 30 }), async (ops) => {
        const users = [await newUser(), await newUser(), await newUser()];
        for (const user of users) await deposit(user, 2_000);
        const model = new Map<string, number>();
        const keyOf = (ref: AccountRef) =>
          'house' in ref ? ref.house : `${ref.userId}:${ref.kind}`;
        const bal = (ref: AccountRef) => model.get(keyOf(ref)) ?? 0;
        for (const user of users) model.set(keyOf(coin(user)), 2_000);
        const account = (user: number, box: boolean) =>
          box ? safebox(users[user]!) : coin(users[user]!);
        const planned = ops
          .map((o) => ({
            from: o.fromHouse ? deposits : account(o.to, o.fromBox),
            to: account(o.to, o.toBox),
            amount: o.amount,
          }))
          .filter((o) => keyOf(o.from) !== keyOf(o.to));
        // Submitted in one tick: one batch, which must answer as if posted one after another.
        const outcomes = await Promise.all(
          planned.map((o) => refusal(move(o.from, o.to, o.amount))),
        );
        planned.forEach((o, i) => {
          const fits = 'house' in o.from || bal(o.from) >= o.amount;
          expect(outcomes[i]).toBe(fits ? 0 : ErrorCode.INSUFFICIENT_BALANCE);
          if (fits) {
            model.set(keyOf(o.from), bal(o.from) - o.amount);
            model.set(keyOf(o.to), bal(o.to) + o.amount);
          }
        });
        for (const user of users) {
          const actual = await balances(db(), user);
          expect([actual.coin, actual.safebox]).toEqual([bal(coin(user)), bal(safebox(user))]);
        }
        await checkBooks();
      }),
      { numRuns: 30 },
    );
  });

  it('1,000 transfers at once over 20 players conserve every coin', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => newUser()));
    await Promise.all(users.map((user) => deposit(user, 5_000)));
    const outcomes = await Promise.all(
      Array.from({ length: 1_000 }, (_, i) => {
        const user = users[(i * 7) % 20]!;
        const [from, to] = i % 3 ? [coin(user), safebox(user)] : [safebox(user), coin(user)];
        return refusal(move(from, to, 100 + (i % 450)));
      }),
    );
    expect(outcomes.every((c) => c === 0 || c === ErrorCode.INSUFFICIENT_BALANCE)).toBe(true);
    expect(outcomes.filter((c) => c === 0).length).toBeGreaterThan(500);
    for (const user of users) {
      const b = await balances(db(), user);
      expect(b.coin + b.safebox).toBe(5_000);
    }
    await checkBooks();
  });
});
