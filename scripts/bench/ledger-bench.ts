// Ledger throughput on PostgreSQL (run by scripts/bench/ledger-figures.mjs with tsx): transfers
// per second with CLIENTS concurrent clients, against a bare single-row
// `UPDATE … SET balance = balance - 1` loop through the same driver in the same run, each
// spread across many accounts and on one hot account. Prints one JSON line.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { createPgPool, kyselyOnPool, type Db } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { transfer, UserAccount, HouseAccount } from '../../apps/server/src/ledger/ledger';
import { createUser } from '../../apps/server/src/modules/users/users.service';

const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const clients = Number(process.env.LEDGER_CLIENTS ?? 16);
const seconds = Number(process.env.LEDGER_SECONDS ?? 4);
const rounds = Number(process.env.LEDGER_ROUNDS ?? 3);
const accounts = 200;

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Runs `step(client, i)` in `clients` loops for `seconds`; answers completed steps per second. */
const rate = async (step: (client: number, i: number) => Promise<void>) => {
  const until = Date.now() + seconds * 1000;
  let done = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; Date.now() < until; i++) {
        await step(client, i);
        done++;
      }
    }),
  );
  return done / seconds;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const main = async () => {
  const name = `lobby_bench_${randomBytes(4).toString('hex')}`;
  const admin = createPgPool(databaseUrl, 1);
  await admin.query(`create database ${name}`);
  await admin.end();
  const db: Db = kyselyOnPool(createPgPool(withDatabase(databaseUrl, name), clients));
  try {
    await migrateToLatest(db);
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
      const bareSpread = await rate(async (c, i) => bare(spreadId(c, i)));
      const ledgerSpread = await rate(async (c, i) => move(users[spreadId(c, i)]!));
      const bareHot = await rate(async () => bare(0));
      const ledgerHot = await rate(async () => move(users[0]!));
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
  } finally {
    await db.destroy();
    const dropper = createPgPool(databaseUrl, 1);
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  }
};

await main();
