import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { demoGames, validateRound } from '../../demo-provider/src/catalogue/games';
import { createProviderApp } from '../../demo-provider/src/server/app';
import { seededRandom } from '../../demo-provider/src/server/chaos';
import { parseEnv } from '../../demo-provider/src/server/env';
import type { Scheduler } from '../../demo-provider/src/server/wallet-client';
import { balances } from '../src/ledger/ledger';
import { gamesClient } from '../src/modules/games/games-test-client';
import { expectBooksBalanced } from './ledger-books';
import { useTestApp } from './test-app';

/**
 * The demo studio against the real lobby over real HTTP, with a bad network in between: 10% of
 * wallet calls lose their answer after the lobby applied them, 5% are held back (the studio sees
 * a timeout) and delivered later, after other calls, so late debits can arrive after their
 * rollback. 8 players play 1,000 rounds at once; then the studio's own record of rounds must
 * match the lobby's books to the hundredth. At those rates a bet is rarely lost three times over,
 * so a shorter storm follows (half the calls held back) where rollbacks, tombstones and late
 * debits refused by them, and the retry queue, are the common case. Replay a failure by setting REPLAY_SEED to the
 * printed seed (the chaos's choices and the draws replay; the interleaving of the players'
 * concurrent calls is the machine's).
 */

const ROUNDS = 1_000;
const STORM_ROUNDS = 200;
const PLAYERS = 8;
const START_COIN = 1_000_000;
/** Set to a printed seed to replay that run. */
const REPLAY_SEED: number | undefined = undefined;

/** The retry queue without its backoff: retries run on the next turn of the event loop. */
const soon: Scheduler = {
  after: (_ms, run) => {
    const handle = setImmediate(run);
    return () => clearImmediate(handle);
  },
};

const runSeed: number = REPLAY_SEED ?? Math.floor(Math.random() * 2 ** 31);
const secret = randomBytes(32).toString('hex');
let walletUrl: string;

const t = useTestApp({
  env: { GAME_PROVIDER_SECRETS: `demo-provider:${secret}`, PROVIDER_RATE_LIMIT_MAX: '0' },
});
beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  walletUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

/** The studio in process, its wallet calls through the chaos. */
const startStudio = (chaos: { drop: number; delay: number; seed: number }) => {
  // A clock an hour further at every look: pacing never holds a round back.
  let now = Date.UTC(2026, 0, 1);
  return createProviderApp({
    env: parseEnv({
      WALLET_URL: walletUrl,
      WALLET_SECRET: secret,
      // Timeouts are the chaos's to make; a busy machine's slow answer is no loss.
      WALLET_TIMEOUT_MS: '60000',
      CHAOS_DROP: String(chaos.drop),
      CHAOS_DELAY: String(chaos.delay),
      CHAOS_SEED: String(chaos.seed),
    }),
    clock: () => (now += 3_600_000),
    random: seededRandom(chaos.seed ^ 0x5eed),
    scheduler: soon,
  });
};

/** Plays `rounds` rounds of PLAYERS new players through a studio, then checks the books. */
const playThrough = async (
  label: string,
  rounds: number,
  chaos: { drop: number; delay: number },
) => {
  const seed = runSeed + rounds;
  console.warn(`demo-provider ${label}: seed ${seed} (replay: REPLAY_SEED = ${runSeed})`);
  const studio = await startStudio({ ...chaos, seed });
  try {
    const started = performance.now();
    const random = seededRandom(seed ^ 0xbe7);
    const int = (n: number) => Math.floor(random() * n);
    const g = gamesClient(t);
    const players: { userId: number; sessionId: string }[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const p = await g.player(START_COIN);
      const { sessionId } = await p.ok('startGame', { gameId: g.providerGameId() });
      players.push({ userId: p.userId, sessionId: sessionId as string });
    }
    // Slots take no choice: any game of the catalogue's slots plays the same way.
    const games = demoGames.filter((game) => game.kind === 'slots');
    expect(games.length).toBeGreaterThan(0);

    const answers = { played: 0, unavailable: 0 };
    const problems: string[] = [];
    let next = 0;
    const worker = async (player: { sessionId: string }) => {
      while (next < rounds) {
        next++;
        const game = games[int(games.length)]!;
        const play = { kind: 'slots' } as const;
        const bet = Math.min(game.maxBet, game.minBet * (1 + int(10)));
        const response = await studio.app.inject({
          method: 'POST',
          url: '/api/round',
          payload: {
            code: game.code,
            bet: validateRound(game, play, bet) === null ? bet : game.minBet,
            play,
            session: player.sessionId,
          },
        });
        const answer = response.json<{ error?: string; balance?: number }>();
        if (response.statusCode === 200 && answer.error === undefined) answers.played++;
        else if (answer.error === 'WALLET_UNAVAILABLE') answers.unavailable++;
        else problems.push(`${response.statusCode} ${response.body}`);
      }
    };
    await Promise.all(players.map(worker));
    const played = performance.now();
    await studio.drain();
    const drained = performance.now();

    const record = studio.rounds.record().filter((round) => round.mode === 'real');
    const statuses = (status: string) => record.filter((round) => round.status === status).length;
    console.warn(
      `demo-provider ${label}: ${record.length} rounds (${statuses('settled')} settled, ` +
        `${statuses('rolled-back')} rolled back; ${answers.unavailable} answered WALLET_UNAVAILABLE), ` +
        `chaos ${JSON.stringify(studio.chaos?.stats)}, wallet ${JSON.stringify(studio.wallet.stats)}, ` +
        `played in ${Math.round(played - started)} ms, drained in ${Math.round(drained - played)} ms`,
    );
    expect(problems, `seed ${seed}`).toEqual([]);
    expect(answers.played + answers.unavailable).toBe(rounds);
    expect(record).toHaveLength(rounds);
    expect(
      record.filter((round) => round.status === 'pending' || round.problem !== undefined),
      `seed ${seed}: rounds left pending`,
    ).toEqual([]);
    expect(studio.chaos!.stats.dropped, 'the chaos dropped answers').toBeGreaterThan(0);
    expect(studio.chaos!.stats.delayed, 'the chaos held calls back').toBeGreaterThan(0);

    const db = t.database.db;
    for (const [i, player] of players.entries()) {
      const mine = record.filter((round) => round.session === player.sessionId);
      const settled = mine.filter((round) => round.status === 'settled');
      const expected = settled.reduce((sum, round) => sum - round.bet + round.win, START_COIN);
      expect((await balances(db, player.userId)).coin, `seed ${seed}, player ${i}`).toBe(expected);

      const lobbyRounds = await db
        .selectFrom('game_rounds')
        .select(['round_id', 'bet', 'win', 'status'])
        .where('user_id', '=', player.userId)
        .orderBy('round_id')
        .execute();
      const byId = (a: { roundId: string }, b: { roundId: string }) =>
        a.roundId < b.roundId ? -1 : a.roundId > b.roundId ? 1 : 0;
      expect(
        lobbyRounds
          .filter((round) => round.status === 'settled')
          .map((round) => ({ roundId: round.round_id, bet: round.bet, win: round.win }))
          .sort(byId),
        `seed ${seed}, player ${i}: the lobby's settled rounds are the studio's`,
      ).toEqual(
        settled
          .map((round) => ({ roundId: round.roundId, bet: round.bet, win: round.win }))
          .sort(byId),
      );
      const rolledBack = new Set(
        mine.filter((round) => round.status === 'rolled-back').map((round) => round.roundId),
      );
      for (const round of lobbyRounds.filter((r) => r.status !== 'settled')) {
        expect(round.status, `seed ${seed}: round ${round.round_id}`).toBe('rolled_back');
        expect(rolledBack.has(round.round_id), `seed ${seed}: round ${round.round_id}`).toBe(true);
      }
    }
    // How the rollbacks met their debits on the lobby's side: debits undone, and tombstones
    // (a rollback that came first; a late debit is then refused).
    const lobbyTxs = await db
      .selectFrom('seamless_transactions')
      .select(['op', 'rolled_back_by'])
      .where('provider', '=', 'demo-provider')
      .where(
        'round_id',
        'in',
        record.map((round) => round.roundId),
      )
      .execute();
    console.warn(
      `demo-provider ${label}: the lobby undid ${lobbyTxs.filter((tx) => tx.op === 'debit' && tx.rolled_back_by !== null).length} ` +
        `debits and kept ${lobbyTxs.filter((tx) => tx.op === 'tombstone').length} tombstones`,
    );
    await expectBooksBalanced(db);
  } finally {
    await studio.close();
  }
};

describe('the demo studio on a bad network', () => {
  it('plays 1,000 rounds of 8 players, and the lobby’s books match the studio’s record', async () => {
    await playThrough('chaos', ROUNDS, { drop: 0.1, delay: 0.05 });
  }, 300_000);

  it('keeps the books through a storm of lost and late calls', async () => {
    await playThrough('storm', STORM_ROUNDS, { drop: 0.2, delay: 0.5 });
  }, 300_000);
});
