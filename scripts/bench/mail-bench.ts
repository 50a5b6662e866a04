// A broadcast opened by 10,000 players on PostgreSQL (docs/rewards/mail.md, ADR 0036): players
// with VIP levels and deposits, twenty broadcasts of every kind (live, ended, not started, each
// segment kind), then every player's first open of the inbox, 16 at a time, as getMail2 makes it
// (the set-based copy, then the page). Prints one JSON line: the statements per first open, the
// time in all and per open, the copies made, and what a second open copies (nothing).
import { sql } from 'kysely';
// The engine's modules load in the server's order (the rules first: they and the engine import
// each other).
import '../../apps/server/src/modules/rewards/rewards.settings';
import { keysetWindow } from '../../apps/server/src/core/keyset-paging';
import { SettingsService } from '../../apps/server/src/modules/settings/settings.service';
import { createBroadcast } from '../../apps/server/src/modules/mail/broadcasts';
import { copyBroadcasts, flagRows, inboxPage } from '../../apps/server/src/modules/mail/mail.repo';
import { segmentFacts } from '../../apps/server/src/modules/mail/segment-facts';
import { median, withScratchDatabase } from './pg-bench-kit';

const PLAYERS = Number(process.env.MAIL_PLAYERS ?? 10_000);
const CLIENTS = Number(process.env.MAIL_CLIENTS ?? 16);
const DAY_MS = 86_400_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
};
const ms = (value: number) => Math.round(value * 100) / 100;

let counting = false;
let statements = 0;

const main = async () => {
  await withScratchDatabase(
    CLIENTS + 2,
    async (db) => {
      const seedStart = Date.now();
      await sql`
        insert into users (nickname, created_at)
        select 'bench' || g, now() - (g % 400) * interval '1 day'
        from generate_series(1, ${PLAYERS}) g
      `.execute(db);
      // A third at a VIP level, two in five depositors: the segments have something to read.
      await sql`
        insert into vip_standings (user_id, exp_e4, level)
        select id, 0, 1 + id % 9 from users where id % 3 = 0
      `.execute(db);
      await sql`
        insert into deposit_totals (user_id, total, deposits)
        select id, 10000 + id % 50000, 1 from users where id % 5 < 2
      `.execute(db);
      const deps = { db, settings: new SettingsService(db, { ttlMs: 0 }) };
      const now = Date.now();
      const live = { startsAt: new Date(now - DAY_MS), expiresAt: new Date(now + 7 * DAY_MS) };
      const measured = await createBroadcast(
        deps,
        {
          title: 'Weekend gift',
          body: 'A gift for every player.',
          awards: [{ propId: 2001, count: 500 }],
          ...live,
        },
        'bench',
      );
      const others = [
        { segment: { vipMin: 3 } },
        { segment: { vipMin: 1, vipMax: 2 } },
        { segment: { deposited: true } },
        { segment: { deposited: false } },
        { segment: { registeredFrom: new Date(now - 30 * DAY_MS) } },
        { segment: { registeredTo: new Date(now - 200 * DAY_MS) } },
        { segment: { vipMin: 5, deposited: true } },
        { startsAt: new Date(now + DAY_MS), expiresAt: new Date(now + 3 * DAY_MS) },
      ];
      for (const [i, other] of others.entries()) {
        await createBroadcast(
          deps,
          { title: `Notice ${i}`, body: 'For some players.', ...live, ...other },
          'bench',
        );
      }
      // Ended broadcasts: stored, never copied.
      await sql`
        insert into mail_broadcasts (title, body, starts_at, expires_at, created_by)
        select 'Old notice ' || g, 'Ended.', now() - interval '30 days', now() - interval '20 days',
          'bench'
        from generate_series(1, 11) g
      `.execute(db);
      await sql`analyze`.execute(db);
      const seedSeconds = (Date.now() - seedStart) / 1000;

      // The red dots of a player who has not opened yet (one statement, no copy made).
      const dotTimes: number[] = [];
      for (let userId = 1; userId <= 200; userId++) {
        const start = process.hrtime.bigint();
        await flagRows(userId, segmentFacts).execute(db);
        dotTimes.push(Number(process.hrtime.bigint() - start) / 1e6);
      }

      const page = keysetWindow({ pageNum: 1, pageSize: 20 });
      const copyTimes: number[] = [];
      const open = async (userId: number) => {
        const t0 = process.hrtime.bigint();
        const copied = await copyBroadcasts(db, userId, segmentFacts);
        copyTimes.push(Number(process.hrtime.bigint() - t0) / 1e6);
        await inboxPage(db, userId, page);
        return copied;
      };
      const times: number[] = [];
      let copied = 0;
      let next = 1;
      counting = true;
      statements = 0;
      const start = process.hrtime.bigint();
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          for (let userId = next++; userId <= PLAYERS; userId = next++) {
            const t0 = process.hrtime.bigint();
            const made = await open(userId);
            times.push(Number(process.hrtime.bigint() - t0) / 1e6);
            copied += made;
          }
        }),
      );
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      counting = false;
      const perOpen = statements / PLAYERS;

      let copiedAgain = 0;
      for (let userId = 1; userId <= 100; userId++) {
        const made = await open(userId);
        copiedAgain += made;
      }
      const counts = await sql<{ measured: string; copies: string; broadcasts: string }>`
        select
          (select count(*) from mail where broadcast_id = ${measured.id})::text as measured,
          (select count(*) from mail)::text as copies,
          (select count(*) from mail_broadcasts)::text as broadcasts
      `.execute(db);
      const row = counts.rows[0]!;
      console.log(
        JSON.stringify({
          players: PLAYERS,
          broadcasts: Number(row.broadcasts),
          seedSeconds: Math.round(seedSeconds * 10) / 10,
          statementsPerFirstOpen: perOpen,
          seconds: Math.round(seconds * 1000) / 1000,
          opensPerSecond: Math.round(PLAYERS / seconds),
          openMs: { median: ms(median(times)), p95: ms(percentile(times, 0.95)) },
          copyMs: { median: ms(median(copyTimes)), p95: ms(percentile(copyTimes, 0.95)) },
          redDotsMs: { median: ms(median(dotTimes)), p95: ms(percentile(dotTimes, 0.95)) },
          copiesOfTheBroadcast: Number(row.measured),
          copiesInAll: Number(row.copies),
          copiedOnSecondOpen: copiedAgain,
          copiedOnFirstOpen: copied,
        }),
      );
    },
    () => {
      if (counting) statements++;
    },
  );
};

await main();
