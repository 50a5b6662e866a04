// Complete game rounds per second on PostgreSQL (run by scripts/bench.mjs with tsx): CLIENTS
// players at once, each playing rounds through the seamless wallet as a provider would (a debit
// and a credit, each with its idempotency record and ledger transfer; calls made together are
// applied together, docs/adr/0019),
// against a bare single-row `UPDATE … SET balance = balance - 1` loop through the same driver
// in the same run, spread (one row per client) and hot (one row for all, as every round's
// postings meet on the house games account). Then the rewards engine's intake
// (docs/rewards/README.md): rounds played for one more period while the engine reads the outbox every
// second, as its job does; at the end, how far behind the outbox it is (the age of the oldest
// event it has not applied) and how long it takes to catch up. Prints one JSON line.
import { sql } from 'kysely';
import { median, rate, rounds, withScratchDatabase } from './pg-bench-kit';
import { HouseAccount, transfer, UserAccount } from '../../apps/server/src/ledger/ledger';
import { SeamlessService } from '../../apps/server/src/modules/games/seamless/seamless.service';
import { createUser } from '../../apps/server/test/users';
import { AppClock } from '../../apps/server/src/db/app-clock';
import { RewardsEngine } from '../../apps/server/src/modules/rewards/rewards-engine';
import { SettingsService } from '../../apps/server/src/modules/settings/settings.service';

const clients = Number(process.env.GAMES_CLIENTS ?? 16);
const PROVIDER = 'bench';

const main = async () => {
  await withScratchDatabase(clients, async (db) => {
    await sql`create table bench_counter (id int primary key, balance bigint not null)`.execute(db);
    await sql`insert into bench_counter select g, 1000000000 from generate_series(0, ${clients - 1}) g`.execute(
      db,
    );
    const seamless = new SeamlessService({ db, secrets: {} });
    const sessions: string[] = [];
    for (let i = 0; i < clients; i++) {
      const { id } = await createUser(db, { nickname: `bench${i}` });
      await transfer(db, {
        key: `seed:${id}`,
        kind: 'deposit',
        userId: id,
        legs: [
          { account: { house: HouseAccount.Deposits }, amount: -1_000_000_000 },
          { account: { userId: id, kind: UserAccount.Coin }, amount: 1_000_000_000 },
        ],
      });
      const sessionId = `bench-session-${i}`;
      await db
        .insertInto('game_sessions')
        .values({ id: sessionId, user_id: id, game_id: 1, provider: PROVIDER })
        .execute();
      sessions.push(sessionId);
    }
    let seq = 0;
    const round = async (client: number) => {
      const sessionId = sessions[client]!;
      const roundId = `r${seq++}`;
      const debit = await seamless.debit(db, PROVIDER, {
        sessionId,
        txId: `${roundId}-d`,
        roundId,
        amount: 100,
      });
      const credit = await seamless.credit(db, PROVIDER, {
        sessionId,
        txId: `${roundId}-c`,
        roundId,
        amount: 95,
        final: true,
      });
      if (!debit.ok || !credit.ok)
        throw new Error(`round refused: ${JSON.stringify([debit, credit])}`);
    };
    const bare = (id: number) =>
      sql`update bench_counter set balance = balance - 1 where id = ${id}`
        .execute(db)
        .then(() => undefined);

    const result = {
      ratio: [] as number[],
      hotRatio: [] as number[],
      rounds: [] as number[],
      bare: [] as number[],
      bareHot: [] as number[],
    };
    for (let r = 0; r < rounds; r++) {
      const bareRate = await rate(clients, async (c) => bare(c));
      const bareHotRate = await rate(clients, async () => bare(0));
      const roundRate = await rate(clients, async (c) => round(c));
      result.bare.push(bareRate);
      result.bareHot.push(bareHotRate);
      result.rounds.push(roundRate);
      result.ratio.push(roundRate / bareRate);
      result.hotRatio.push(roundRate / bareHotRate);
    }
    // The engine beside the rounds, every second like its job; then its lag when they stop.
    const engine = new RewardsEngine({
      db,
      settings: new SettingsService(db),
      clock: new AppClock(db),
    });
    await engine.consumeAll();
    let playing = true;
    const intake = (async () => {
      while (playing) {
        await engine.consumeAll();
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    })();
    const withEngine = await rate(clients, async (c) => round(c));
    playing = false;
    await intake;
    const stoppedAt = Date.now();
    const { rows } = await sql<{ behind: string; oldest: Date | null }>`
      select count(*) as behind, min(e.created_at) as oldest
      from domain_events e, reward_cursors c
      where c.consumer = 'rewards' and (e.tx, e.id) > (c.tx, c.event_id)
    `.execute(db);
    const behind = Number(rows[0]?.behind ?? 0);
    const oldest = rows[0]?.oldest ? new Date(rows[0].oldest).getTime() : stoppedAt;
    const catchUpStarted = performance.now();
    const caughtUp = await engine.consumeAll();
    const catchUpMs = performance.now() - catchUpStarted;
    console.log(
      JSON.stringify({
        clients,
        engine: {
          roundsPerSecond: Math.round(withEngine),
          eventsBehind: behind,
          lagSeconds: Number(((stoppedAt - oldest) / 1000).toFixed(2)),
          catchUpMs: Math.round(catchUpMs),
          caughtUp,
        },
        ratio: Number(median(result.ratio).toFixed(3)),
        hotRatio: Number(median(result.hotRatio).toFixed(3)),
        // How the wallet applied the calls: calls per batch statement, batches that fell back.
        callsPerBatch: Number(
          (seamless.batchStats.batchedItems / Math.max(1, seamless.batchStats.batches)).toFixed(1),
        ),
        fallbacks: seamless.batchStats.fallbacks,
        perSecond: {
          rounds: Math.round(median(result.rounds)),
          bare: Math.round(median(result.bare)),
          bareHot: Math.round(median(result.bareHot)),
        },
      }),
    );
  });
};

await main();
