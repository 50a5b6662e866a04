// The agent programme's daily settlement on PostgreSQL (docs/rewards/agent.md):
// 100,000 players in a five-level tree (10 top agents, each level ten times the one above, the
// last level the rest), each with a day of valid bets, then one settlement run timed. Prints one
// JSON line: the seconds, the grants made, and the statements the run took per player.
import { sql } from 'kysely';
import { inTransaction } from '../../apps/server/src/db/database';
// The engine's modules load in the server's order (the rules first: they and the engine import
// each other).
import '../../apps/server/src/modules/rewards/rewards.settings';
import { settleCommission } from '../../apps/server/src/modules/agent/agent.repo';
import { withScratchDatabase } from './pg-bench-kit';

const PLAYERS = Number(process.env.AGENT_PLAYERS ?? 100_000);
const RATES = [5, 4, 3, 2, 1];

const main = async () => {
  await withScratchDatabase(2, async (db) => {
    // Levels 0..4 of the tree; ids are handed out in insert order, so each level's are contiguous.
    const sizes = [10, 100, 1_000, 10_000];
    sizes.push(PLAYERS - sizes.reduce((a, b) => a + b, 0));
    const seedStart = Date.now();
    let offset = 0;
    for (const [level, size] of sizes.entries()) {
      const above = level === 0 ? 0 : sizes[level - 1]!;
      const aboveStart = offset - above;
      await sql`
        insert into users (nickname, pid)
        select 'bench' || g,
          ${level === 0 ? sql`null::bigint` : sql`(${aboveStart} + (g % ${above}) + 1)::bigint`}
        from generate_series(0, ${size - 1}) g
        order by g
      `.execute(db);
      offset += size;
    }
    await sql`
      insert into reward_counters (user_id, metric, period_key, value)
      select id, 'validBets',
        'd:' || to_char((app_now() at time zone 'UTC')::date - 1, 'YYYY-MM-DD'),
        10000 + id % 90000
      from users
    `.execute(db);
    await sql`analyze`.execute(db);
    const seedSeconds = (Date.now() - seedStart) / 1000;

    let statements = 0;
    const start = process.hrtime.bigint();
    const grants = await inTransaction(db, (trx) => {
      statements++;
      return settleCommission(trx, { tz: 'UTC', rebateBp: RATES, claimDays: 30 });
    });
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const again = await inTransaction(db, (trx) =>
      settleCommission(trx, { tz: 'UTC', rebateBp: RATES, claimDays: 30 }),
    );
    const closure = await sql<{
      n: string;
    }>`select count(*)::text as n from user_ancestors`.execute(db);
    console.log(
      JSON.stringify({
        players: PLAYERS,
        closureRows: Number(closure.rows[0]!.n),
        seedSeconds: Math.round(seedSeconds * 10) / 10,
        seconds: Math.round(seconds * 1000) / 1000,
        grants,
        grantsOnRerun: again,
        statementsPerPlayer: statements / PLAYERS,
      }),
    );
  });
};

await main();
