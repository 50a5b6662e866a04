import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findGame } from '../catalogue/games';
import { betsOfKind, WHEEL_ORDER } from '../math/roulette';
import type { Random } from '../math/types';
import { DEMO_START_BALANCE } from './demo-wallet';
import { startStudio, type FakeWallet, type Studio } from './testing/studio';

// Rounds of the layout tables through the studio's server: several chips make one bet (one
// debit of their total, one credit of their wins), and a chip that is not a bet of the layout,
// or chips that do not add up to the bet, move nothing.

const SECRET = 'tables-test-wallet-secret';
/** The next spin lands on `pocket`; dice and cards take the numbers as they come. */
let nextNumbers: number[] = [];
const random: Random = () => nextNumbers.shift() ?? 0.5;
const onPocket = (pocket: number) => (WHEEL_ORDER.indexOf(pocket as 0) + 0.5) / 37;

let studio: Studio;
let wallet: FakeWallet;
let now = 5_000_000;
beforeAll(async () => {
  studio = await startStudio(SECRET, { clock: () => now, random });
  ({ wallet } = studio);
});
afterAll(() => studio?.close());

const post = (url: string, payload: unknown) => studio.post(url, payload);

describe('a roulette round through the studio', () => {
  const roulette = findGame('european-roulette')!;
  const chips = [
    { bet: 'straight', numbers: [17], amount: 100 },
    { bet: 'split', numbers: [17, 20], amount: 200 },
    { bet: 'red', numbers: betsOfKind('red')[0]!, amount: 300 },
  ];

  it('debits the chips’ total once and credits what they won', async () => {
    const session = 'roulette-session';
    wallet.balances.set(session, 10_000);
    now += 60_000;
    nextNumbers = [onPocket(17)];
    const answer = (
      await post('/api/round', {
        code: roulette.code,
        bet: 600,
        play: { kind: 'roulette', bets: chips },
        session,
      })
    ).json();
    // 17 is black: the straight pays 36 × 100, the split 18 × 200, red loses.
    expect(answer.detail).toMatchObject({ pocket: 17, colour: 'black' });
    expect(answer.win).toBe(3_600 + 3_600);
    expect(answer.balance).toBe(10_000 - 600 + 7_200);
    expect(wallet.balances.get(session)).toBe(answer.balance);
    const calls = wallet.calls.filter((c) => c.body.roundId === answer.roundId);
    expect(calls.map((c) => [c.op, c.body.amount])).toEqual([
      ['debit', 600],
      ['credit', 7_200],
    ]);
  });

  it('refuses chips off the layout or not adding up to the bet, moving nothing', async () => {
    const session = 'roulette-refused';
    wallet.balances.set(session, 10_000);
    const before = wallet.calls.length;
    for (const [bet, bets] of [
      [600, [{ bet: 'split', numbers: [1, 5], amount: 600 }]],
      [500, chips],
      [700, chips],
      [600, [{ bet: 'straight', numbers: [37], amount: 600 }]],
      [600, []],
    ] as const) {
      now += 60_000;
      const response = await post('/api/round', {
        code: roulette.code,
        bet,
        play: { kind: 'roulette', bets },
        session,
      });
      expect(response.statusCode, JSON.stringify(bets)).toBe(400);
      expect(response.json()).toEqual({ error: 'BAD_REQUEST' });
    }
    expect(wallet.calls.length).toBe(before);
    expect(wallet.balances.get(session)).toBe(10_000);
  });
});

/** A card table's chips, one per [bet, amount]. */
const chips = (...bets: [string, number][]) =>
  bets.map(([bet, amount]) => ({ bet, numbers: [], amount }));

describe('several bets of one baccarat or dragon tiger round', () => {
  it('debits their total once and credits what they won together once', async () => {
    const session = 'baccarat-session';
    wallet.balances.set(session, 10_000);
    now += 60_000;
    // Player ace + eight (9) against banker seven + ten (7): a natural 9; no pair.
    const card = (rank: number, taken: number[]) => {
      let index = rank * 8;
      for (const t of taken) if (t < rank) index -= 1;
      return (index + 0.5) / (416 - taken.length);
    };
    nextNumbers = [card(0, []), card(6, [0]), card(7, [0, 6]), card(9, [0, 6, 7])];
    const bets = chips(['player', 600], ['player-pair', 200], ['tie', 200]);
    const answer = (
      await post('/api/round', {
        code: 'baccarat-gold',
        bet: 1_000,
        play: { kind: 'baccarat', bets },
        session,
      })
    ).json();
    expect(answer).toMatchObject({ bet: 1_000, win: 1_200, balance: 10_200 });
    expect(answer.detail.bets.map((chip: { win: number }) => chip.win)).toEqual([1_200, 0, 0]);
    const calls = wallet.calls.filter((c) => c.body.sessionId === session);
    expect(calls.map((c) => [c.op, c.body.amount])).toEqual([
      ['debit', 1_000],
      ['credit', 1_200],
    ]);
  });

  it('moves nothing for chips that do not add up to the bet or name a bet twice', async () => {
    const session = 'dragon-session';
    wallet.balances.set(session, 10_000);
    for (const bets of [
      chips(['dragon', 500], ['tie', 100]),
      chips(['dragon', 500], ['dragon', 500]),
      chips(['dragon', 500], ['tiger', 500], ['tie', 0]),
    ]) {
      now += 60_000;
      const answer = await post('/api/round', {
        code: 'dragon-tiger',
        bet: 1_000,
        play: { kind: 'dragon-tiger', bets },
        session,
      });
      expect(answer.statusCode, JSON.stringify(bets)).toBe(400);
    }
    expect(wallet.calls.filter((c) => c.body.sessionId === session)).toEqual([]);
  });

  it('plays one of two rounds sent together: one debit, one credit', async () => {
    const session = 'dragon-race';
    wallet.balances.set(session, 10_000);
    now += 60_000;
    const send = () =>
      post('/api/round', {
        code: 'dragon-tiger',
        bet: 1_000,
        play: { kind: 'dragon-tiger', bets: chips(['dragon', 700], ['tie', 300]) },
        session,
      });
    const answers = (await Promise.all([send(), send()])).map((r) => r.json());
    expect(answers.filter((a) => 'roundId' in a)).toHaveLength(1);
    expect(answers.filter((a) => a.error === 'ROUND_TOO_SOON')).toHaveLength(1);
    const calls = wallet.calls.filter((c) => c.body.sessionId === session);
    expect(calls.map((c) => c.op)).toEqual(['debit', 'credit']);
  });
});

describe('sic bo, baccarat and dragon tiger through the studio', () => {
  it('play demo rounds of each', async () => {
    const { demoToken } = (await post('/api/demo', {})).json<{ demoToken: string }>();
    let balance = DEMO_START_BALANCE;
    const rounds = [
      {
        code: 'sic-bo-deluxe',
        bet: 300,
        play: {
          kind: 'sic-bo',
          bets: [
            { bet: 'small', numbers: [], amount: 200 },
            { bet: 'total', numbers: [6], amount: 100 },
          ],
        },
        // Dice 1, 2, 3: small wins 1:1, total 6 pays 17:1.
        numbers: [0.1, 0.2, 0.4],
        win: 400 + 1_800,
      },
      {
        code: 'baccarat-gold',
        bet: 1_000,
        play: { kind: 'baccarat', bets: chips(['tie', 1_000]) },
      },
      {
        code: 'dragon-tiger',
        bet: 1_000,
        play: { kind: 'dragon-tiger', bets: chips(['tiger', 800], ['tie', 200]) },
      },
    ];
    for (const round of rounds) {
      now += 60_000;
      nextNumbers = round.numbers ?? [];
      const answer = (
        await post('/api/round', { code: round.code, bet: round.bet, play: round.play, demoToken })
      ).json();
      expect(answer.bet, round.code).toBe(round.bet);
      if (round.win !== undefined) expect(answer.win).toBe(round.win);
      balance = balance - round.bet + answer.win;
      expect(answer.balance, round.code).toBe(balance);
    }
    now += 60_000;
    const refused = await post('/api/round', {
      code: 'baccarat-gold',
      bet: 1_000,
      play: { kind: 'baccarat', bets: chips(['dragon', 1_000]) },
      demoToken,
    });
    expect(refused.statusCode).toBe(400);
    expect((await post('/api/balance', { demoToken })).json()).toEqual({ balance });
  });

  it('takes no demo play on the high-limit tables', async () => {
    const { demoToken } = (await post('/api/demo', {})).json<{ demoToken: string }>();
    now += 60_000;
    const response = await post('/api/round', {
      code: 'live-dragon-tiger',
      bet: 1_000,
      play: { kind: 'dragon-tiger', bets: chips(['tiger', 1_000]) },
      demoToken,
    });
    expect(response.statusCode).toBe(400);
  });
});
