import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/test-app';
import { balances } from '@/ledger/ledger';
import { gamesClient, gamesTestEnv } from '../games-test-client';

/**
 * A game provider as the issue describes it, against the real wallet: 2,000 seeded rounds over
 * 8 concurrent workers, every message delivered 1–3 times and shuffled within its round, 10% of
 * debit answers "dropped" (the provider then rolls the debit back, and the rollback may overtake
 * the debit). The players' final balances must equal the simulator's own model exactly.
 * Replay a failure by setting REPLAY_SEED to the printed seed.
 */

const ROUNDS = 2_000;
const WORKERS = 8;
const PLAYERS = 8;
const START_COIN = 1_000_000;
/** Set to a printed seed to replay that run. */
const REPLAY_SEED: number | undefined = undefined;

/** mulberry32: a small seeded PRNG. */
const prng = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const t = useTestApp({ env: gamesTestEnv });
const g = gamesClient(t);

interface Message {
  op: 'debit' | 'credit' | 'rollback';
  body: Record<string, unknown>;
}

interface PlannedRound {
  player: number;
  /** Sent one after the other: the credit only once the debit was answered. */
  phases: Message[][];
  dropped: boolean;
  bet: number;
  win: number;
}

describe('provider simulator', () => {
  it('plays 2,000 rounds with repeats, shuffles and dropped debit answers to the exact balances', async () => {
    const seed: number = REPLAY_SEED ?? Math.floor(Math.random() * 2 ** 31);
    console.warn(`provider simulator seed: ${seed} (replay: REPLAY_SEED = ${seed})`);
    const random = prng(seed);
    const int = (n: number) => Math.floor(random() * n);
    const copies = (message: Message) => Array.from({ length: 1 + int(3) }, () => message);
    const shuffle = <T>(items: T[]) => {
      for (let i = items.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    };

    const players: (Awaited<ReturnType<typeof g.player>> & { sessionId: string })[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const p = await g.player(START_COIN);
      const { sessionId } = await p.ok('startGame', { gameId: g.providerGameId() });
      players.push({ ...p, sessionId: sessionId as string });
    }
    const model = players.map(() => START_COIN);

    const plan: PlannedRound[] = Array.from({ length: ROUNDS }, (_, r) => {
      const player = int(PLAYERS);
      const sessionId = players[player]!.sessionId;
      const roundId = `sim-${seed}-${r}`;
      const bet = 1 + int(500);
      const debit: Message = {
        op: 'debit',
        body: { sessionId, txId: `${roundId}-d`, roundId, amount: bet },
      };
      if (random() < 0.1) {
        const rollback: Message = {
          op: 'rollback',
          body: { sessionId, txId: `${roundId}-rb`, refTxId: `${roundId}-d`, roundId },
        };
        return {
          player,
          phases: [shuffle([...copies(debit), ...copies(rollback)])],
          dropped: true,
          bet,
          win: 0,
        };
      }
      const win = random() < 0.45 ? int(1_200) : 0;
      const credit: Message = {
        op: 'credit',
        body: { sessionId, txId: `${roundId}-c`, roundId, amount: win },
      };
      return {
        player,
        phases: [shuffle(copies(debit)), shuffle(copies(credit))],
        dropped: false,
        bet,
        win,
      };
    });
    for (const round of plan) {
      if (!round.dropped) model[round.player]! += round.win - round.bet;
    }

    const problems: string[] = [];
    let next = 0;
    const worker = async () => {
      while (next < plan.length) {
        const index = next++;
        const round = plan[index]!;
        // The game's page beats its heartbeat while it is open (`online`), as a player's does: a
        // session unheard of for SESSION_IDLE_SECONDS expires, however slow the machine runs.
        if (index % 100 === 0) {
          for (const p of players) await p.ok('online', { gameId: g.providerGameId() });
        }
        for (const phase of round.phases) {
          const answers = new Map<string, string[]>();
          for (const message of phase) {
            const answer = await g.provider(message.op, message.body);
            const key = `${message.op}:${String(message.body.txId)}`;
            answers.set(key, [...(answers.get(key) ?? []), JSON.stringify(answer)]);
            const body = answer.body as { ok: boolean; error?: string };
            const acceptable =
              body.ok ||
              (round.dropped && message.op === 'debit' && body.error === 'DEBIT_ROLLED_BACK');
            if (!acceptable) problems.push(`${key}: ${JSON.stringify(answer)}`);
          }
          for (const [key, list] of answers) {
            if (new Set(list).size !== 1)
              problems.push(`${key} answered differently: ${list.join(' ')}`);
          }
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));

    expect(problems, `seed ${seed}`).toEqual([]);
    for (const [i, p] of players.entries()) {
      expect((await balances(t.database.db, p.userId)).coin, `seed ${seed}, player ${i}`).toBe(
        model[i],
      );
    }
    const settled = await t.database.db
      .selectFrom('game_rounds')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('status', '=', 'settled')
      .where('round_id', 'like', `sim-${seed}-%`)
      .executeTakeFirstOrThrow();
    expect(Number(settled.n), `seed ${seed}`).toBe(plan.filter((r) => !r.dropped).length);
  }, 600_000);
});
