// Ledger throughput on PostgreSQL (run by scripts/bench/ledger-figures.mjs with tsx): transfers
// per second with CLIENTS concurrent clients, against a bare single-row
// `UPDATE … SET balance = balance - 1` loop through the same driver in the same run, each
// spread across many accounts and on one hot account. Prints one JSON line.
import { sql } from 'kysely';
import { median, rate, rounds, withScratchDatabase } from './pg-bench-kit';
import { transfer, UserAccount, HouseAccount } from '../../apps/server/src/ledger/ledger';
import { createUser } from '../../apps/server/test/users';

const clients = Number(process.env.LEDGER_CLIENTS ?? 16);
const accounts = 200;

const main = async () => {
  await withScratchDatabase(clients, async (db) => {
    await sql`create table bench_counter (id int primary key, balance bigint not null)`.execute(db);
    await sql`insert into bench_counter select g, 1000000000 from generate_series(0, ${accounts - 1}) g`.execute(
      db,
    );
    const users: number[] = [];
    for (let i = 0; i < accounts; i++) {
      const { id } = await createUser(db, { nickname: `bench${i}` });
      users.push(id);
      await transfer(db, {
        key: `seed:${id}`,
        kind: 'deposit',
        userId: id,
        legs: [
          { account: { house: HouseAccount.Deposits }, amount: -1_000_000_000 },
          { account: { userId: id, kind: UserAccount.Coin }, amount: 1_000_000_000 },
        ],
      });
    }
    let seq = 0;
    const move = (userId: number) =>
      transfer(db, {
        key: `bench:${seq++}`,
        kind: 'safebox_in',
        userId,
        legs: [
          { account: { userId, kind: UserAccount.Coin }, amount: -1 },
          { account: { userId, kind: UserAccount.Safebox }, amount: 1 },
        ],
      }).then(() => undefined);
    const bare = (id: number) =>
      sql`update bench_counter set balance = balance - 1 where id = ${id}`
        .execute(db)
        .then(() => undefined);

    const spreadId = (client: number, i: number) => (client * 7919 + i * 13) % accounts;
    const result = {
      spread: [] as number[],
      hot: [] as number[],
      bareSpread: [] as number[],
      bareHot: [] as number[],
      ledgerSpread: [] as number[],
      ledgerHot: [] as number[],
    };
    for (let round = 0; round < rounds; round++) {
      const bareSpread = await rate(clients, async (c, i) => bare(spreadId(c, i)));
      const ledgerSpread = await rate(clients, async (c, i) => move(users[spreadId(c, i)]!));
      const bareHot = await rate(clients, async () => bare(0));
      const ledgerHot = await rate(clients, async () => move(users[0]!));
      result.bareSpread.push(bareSpread);
      result.ledgerSpread.push(ledgerSpread);
      result.bareHot.push(bareHot);
      result.ledgerHot.push(ledgerHot);
      result.spread.push(ledgerSpread / bareSpread);
      result.hot.push(ledgerHot / bareHot);
    }
    console.log(
      JSON.stringify({
        clients,
        spreadRatio: Number(median(result.spread).toFixed(3)),
        hotRatio: Number(median(result.hot).toFixed(3)),
        perSecond: {
          ledgerSpread: Math.round(median(result.ledgerSpread)),
          bareSpread: Math.round(median(result.bareSpread)),
          ledgerHot: Math.round(median(result.ledgerHot)),
          bareHot: Math.round(median(result.bareHot)),
        },
      }),
    );
  });
};

await main();
