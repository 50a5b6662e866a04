import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StepRoundState } from '../api-types';
import { cardsOf, riggedCards, riggedShoe } from '../math/rigged';
import type { Random } from '../math/types';
import type { ProviderApp } from './app';
import { DEMO_START_BALANCE } from './demo-wallet';
import { IDLE_MS } from './step-rounds';
import { manualScheduler } from './testing/fake-wallet';
import { startStudio, type FakeWallet, type Studio } from './testing/studio';

// Multi-step rounds through the studio's API, against a stand-in for the lobby's wallet.

const SECRET = 'step-rounds-test-secret';
const A = 0;
const K = 12;
/** The rank of a pip card 2 … 10. */
const r = (pip: number) => pip - 1;

let studio: Studio;
let wallet: FakeWallet;
let provider: ProviderApp;
const sweeps = manualScheduler();
let now = 5_000_000;
let random: Random = () => 0.5;
beforeAll(async () => {
  studio = await startStudio(SECRET, {
    clock: () => now,
    random: () => random(),
    sweeper: sweeps.scheduler,
  });
  ({ wallet, provider } = studio);
});
afterAll(() => studio?.close());
beforeEach(() => {
  wallet.behave(() => 'answer');
  now += 60_000;
});

const post = (url: string, payload: unknown) => studio.post(url, payload);
/** Deals player p1, dealer d1, player p2, dealer d2 from a 6-deck shoe, then `more`. */
const rig = (ranks: number[]) => (random = riggedShoe(6, ranks));
let actions = 0;
const start = async (who: object, code = 'classic-blackjack', bet = 1_000) =>
  (await post('/api/round/start', { code, bet, ...who })).json<StepRoundState>();
const act = async (who: object, roundId: string, action: string, actionId = `a-${++actions}`) =>
  (await post('/api/round/act', { roundId, action, actionId, ...who })).json();
const callsOf = (roundId: string) =>
  wallet.calls
    .filter((c) => c.body.roundId === roundId)
    .map((c) => [c.op, c.body.txId, c.body.amount ?? c.body.refTxId]);

describe('a blackjack round through the wallet', () => {
  it('debits the bet, each split and double into the same round, and settles with one credit', async () => {
    const who = { session: 'bj-1' };
    wallet.balances.set('bj-1', 100_000);
    // 8 8 against a 6 (hole K); hands 8+3 and 8+K; the first doubles onto a ten; the dealer
    // draws a ten and busts.
    rig([r(8), r(6), r(8), K, r(3), K, r(10), r(10)]);
    const started = await start(who);
    expect(started).toMatchObject({ bet: 1_000, staked: 1_000, done: false, balance: 99_000 });
    expect(started.legal).toEqual(['hit', 'stand', 'double', 'split']);
    const id = started.roundId;
    const split = await act(who, id, 'split');
    expect(split).toMatchObject({
      staked: 2_000,
      balance: 98_000,
      legal: ['hit', 'stand', 'double'],
    });
    const doubled = await act(who, id, 'double');
    expect(doubled).toMatchObject({ staked: 3_000, done: false });
    const stood = await act(who, id, 'stand');
    expect(stood).toMatchObject({ done: true, win: 6_000, balance: 103_000, legal: [] });
    expect(callsOf(id)).toEqual([
      ['debit', `${id}:bet`, 1_000],
      ['debit', `${id}:1:split`, 1_000],
      ['debit', `${id}:2:double`, 1_000],
      ['credit', `${id}:win`, 6_000],
    ]);
    expect(wallet.calls.find((c) => c.body.txId === `${id}:win`)?.body.final).toBe(true);
    expect(wallet.balances.get('bj-1')).toBe(103_000);
    expect(provider.steps.record().find((round) => round.roundId === id)).toMatchObject({
      bet: 3_000,
      win: 6_000,
      status: 'settled',
    });
  });

  it('settles a blackjack at once: the start answers the finished round', async () => {
    const who = { session: 'bj-2' };
    wallet.balances.set('bj-2', 10_000);
    rig([A, r(9), K, r(7)]);
    const started = await start(who);
    expect(started).toMatchObject({ done: true, win: 2_500, balance: 11_500 });
    expect(callsOf(started.roundId).map(([op]) => op)).toEqual(['debit', 'credit']);
  });

  it('answers a retried action the same, once, even while the first is on its way', async () => {
    const who = { session: 'bj-3' };
    wallet.balances.set('bj-3', 10_000);
    rig([r(6), r(6), r(5), K, r(10), r(9)]);
    const { roundId } = await start(who);
    const [first, again] = await Promise.all([
      act(who, roundId, 'double', 'same-id'),
      act(who, roundId, 'double', 'same-id'),
    ]);
    expect(again).toEqual(first);
    expect(await act(who, roundId, 'double', 'same-id')).toEqual(first);
    expect(callsOf(roundId).filter(([op]) => op === 'debit')).toHaveLength(2);
    expect(first).toMatchObject({ done: true, staked: 2_000 });
  });

  it('plays two different actions sent together one after the other', async () => {
    const who = { session: 'bj-4' };
    wallet.balances.set('bj-4', 10_000);
    rig([r(6), r(6), r(5), K, r(10), r(9)]);
    const { roundId } = await start(who);
    const [doubled, hit] = await Promise.all([
      act(who, roundId, 'double'),
      act(who, roundId, 'hit'),
    ]);
    // The double ended the round; the hit, played after it, is refused with the round.
    expect(doubled).toMatchObject({ done: true, staked: 2_000 });
    expect(hit).toMatchObject({ error: 'ACTION_ILLEGAL', round: { done: true } });
    expect(callsOf(roundId).map(([op]) => op)).toEqual(['debit', 'debit', 'credit']);
  });

  it('refuses illegal actions, other players and a second round while one is open', async () => {
    const who = { session: 'bj-5' };
    wallet.balances.set('bj-5', 10_000);
    rig([r(10), r(6), r(5), K]);
    const open = await start(who);
    expect(await act(who, open.roundId, 'split')).toMatchObject({ error: 'ACTION_ILLEGAL' });
    expect(await act(who, open.roundId, 'fold')).toMatchObject({ error: 'ACTION_ILLEGAL' });
    expect(await act({ session: 'someone-else' }, open.roundId, 'stand')).toEqual({
      error: 'ROUND_UNKNOWN',
    });
    expect(await act(who, 'no-such-round', 'stand')).toEqual({ error: 'ROUND_UNKNOWN' });
    now += 60_000;
    const again = (
      await post('/api/round/start', { code: 'classic-blackjack', bet: 100, ...who })
    ).json();
    expect(again).toMatchObject({ error: 'ROUND_OPEN', round: { roundId: open.roundId } });
    expect(callsOf(open.roundId)).toHaveLength(1);
    expect(wallet.balances.get('bj-5')).toBe(9_000);
  });

  it('refuses a double the balance cannot cover, and the round goes on', async () => {
    const who = { session: 'bj-6' };
    wallet.balances.set('bj-6', 1_500);
    rig([r(6), r(6), r(5), K, r(10)]);
    const { roundId } = await start(who);
    expect(await act(who, roundId, 'double')).toMatchObject({
      error: 'INSUFFICIENT_BALANCE',
      round: { done: false, staked: 1_000 },
    });
    expect(await act(who, roundId, 'hit')).toMatchObject({ done: true });
  });

  it('rolls back a double whose answers are lost, and credits only once the rollback is answered', async () => {
    const who = { session: 'bj-7' };
    wallet.balances.set('bj-7', 10_000);
    rig([r(6), r(6), r(5), K, r(10), r(9)]);
    const { roundId } = await start(who);
    // Every answer to the double is lost (it is applied); its rollback goes unanswered too.
    wallet.behave((op) => (op === 'debit' ? 'drop' : op === 'rollback' ? 'unavailable' : 'answer'));
    expect(await act(who, roundId, 'double')).toMatchObject({
      error: 'WALLET_UNAVAILABLE',
      round: { done: false, staked: 1_000 },
    });
    expect(wallet.balances.get('bj-7')).toBe(8_000); // the lost double is still taken
    wallet.behave((op) => (op === 'rollback' ? 'unavailable' : 'answer'));
    const stood = await act(who, roundId, 'stand');
    expect(stood).toMatchObject({ done: true, win: 2_000 });
    // The credit waits for the rollback: a settled round could not be rolled back any more.
    expect(callsOf(roundId).some(([op]) => op === 'credit')).toBe(false);
    wallet.behave(() => 'answer');
    studio.queue.run();
    await provider.drain();
    const txs = callsOf(roundId).filter(([, , x]) => x !== undefined);
    expect(txs.at(-2)).toEqual(['rollback', `${roundId}:1:double:rollback`, `${roundId}:1:double`]);
    expect(txs.at(-1)).toEqual(['credit', `${roundId}:win`, 2_000]);
    expect(wallet.balances.get('bj-7')).toBe(10_000 - 1_000 + 2_000);
  });

  it('stands for a player gone idle, and settles (the sweep, on the injected clock)', async () => {
    const who = { session: 'bj-8' };
    wallet.balances.set('bj-8', 10_000);
    rig([r(10), r(6), r(9), K, r(10)]);
    const { roundId, idleAt } = await start(who);
    expect(idleAt).toBe(now + IDLE_MS);
    now += IDLE_MS - 1;
    sweeps.run();
    await provider.steps.sweep();
    expect(provider.steps.openCount).toBeGreaterThan(0);
    now += 1;
    await provider.steps.sweep();
    // 19 against 16 + 10: the dealer busts.
    expect(callsOf(roundId).at(-1)).toEqual(['credit', `${roundId}:win`, 2_000]);
    expect(wallet.balances.get('bj-8')).toBe(11_000);
    expect(await act(who, roundId, 'hit')).toMatchObject({
      error: 'ACTION_ILLEGAL',
      round: { done: true, win: 2_000 },
    });
  });
});

describe('idle rounds', () => {
  it('plays out an idle round before the player’s next start, by the game’s rule', async () => {
    const { demoToken } = (await post('/api/demo', {})).json<{ demoToken: string }>();
    // Hi-lo, idle before the first guess: the studio guesses the likelier way (a 3: higher),
    // the next card (a 9, drawn when the next start plays the round out) wins, and it cashes out.
    random = riggedShoe(0, [r(3)]);
    const first = await start({ demoToken }, 'hi-lo-cards', 1_000);
    now += IDLE_MS;
    random = riggedShoe(0, [r(9), r(5)]); // the idle guess's card, then the new round's
    const second = await start({ demoToken }, 'hi-lo-cards', 1_000);
    expect(second.roundId).not.toBe(first.roundId);
    const win = Math.floor((1_000 * 9685 * 13) / (10_000 * 10));
    const settled = await act({ demoToken }, first.roundId, 'cashout');
    expect(settled).toMatchObject({ error: 'ACTION_ILLEGAL', round: { done: true, win } });
    expect(second.balance).toBe(DEMO_START_BALANCE - 1_000 + win - 1_000);
  });
});

describe('hi-lo and demo play', () => {
  it('plays a hi-lo round on demo coins: no debit but the bet, a cash-out credit', async () => {
    const { demoToken } = (await post('/api/demo', {})).json<{ demoToken: string }>();
    random = riggedShoe(0, [r(3), r(9), r(2)]);
    const started = await start({ demoToken }, 'hi-lo-cards', 1_000);
    expect(started).toMatchObject({
      balance: DEMO_START_BALANCE - 1_000,
      legal: ['higher', 'lower', 'same'],
    });
    const higher = await act({ demoToken }, started.roundId, 'higher');
    expect(higher.legal).toContain('cashout');
    const lower = await act({ demoToken }, started.roundId, 'lower');
    const win = Math.floor((1_000 * 9685 * 13 * 13) / (10_000 * 10 * 8));
    const cashed = await act({ demoToken }, started.roundId, 'cashout');
    expect(lower.done).toBe(false);
    expect(cashed).toMatchObject({ done: true, win, balance: DEMO_START_BALANCE - 1_000 + win });
  });

  it('refuses bad bodies with 400 and a one-call round of a step game', async () => {
    for (const [url, body] of [
      ['/api/round/start', { code: 'classic-blackjack', bet: 100 }],
      ['/api/round/start', { code: 'classic-blackjack', bet: 1.5, session: 's' }],
      ['/api/round/start', { code: 'golden-orchard', bet: 100, session: 's' }],
      ['/api/round/act', { roundId: 'x', action: 'hit', session: 's' }],
      ['/api/round/act', { roundId: 'x', actionId: 'y', action: 'hit', session: 's', more: 1 }],
      [
        '/api/round',
        { code: 'classic-blackjack', bet: 100, play: { kind: 'blackjack' }, session: 's' },
      ],
    ] as const) {
      const response = await post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toEqual({ error: 'BAD_REQUEST' });
    }
  });
});

describe('the poker tables through the wallet', () => {
  it('takes ante and Pair Plus as one debit, the play as another, and settles with one credit', async () => {
    const who = { session: 'tcp-1' };
    wallet.balances.set('tcp-1', 10_000);
    // A pair of aces against the dealer's king high: ante and play 1:1, Pair Plus 1:1.
    random = riggedCards(cardsOf('As Ad 7c Ks Qh 2d'));
    const started = (
      await post('/api/round/start', { code: 'three-card-poker', bet: 1_000, side: 500, ...who })
    ).json<StepRoundState>();
    expect(started).toMatchObject({ bet: 1_500, staked: 1_500, balance: 8_500, done: false });
    expect(started.legal).toEqual(['play', 'fold']);
    expect((started.view as { dealer: unknown[] }).dealer).toEqual([]);
    const played = await act(who, started.roundId, 'play');
    expect(played).toMatchObject({ done: true, staked: 2_500, win: 5_000, balance: 12_500 });
    const id = started.roundId;
    expect(callsOf(id)).toEqual([
      ['debit', `${id}:bet`, 1_500],
      ['debit', `${id}:1:play`, 1_000],
      ['credit', `${id}:win`, 5_000],
    ]);
  });

  it("folds a casino hold'em hand for a player gone idle: the ante lost, no call taken", async () => {
    const who = { session: 'ch-1' };
    wallet.balances.set('ch-1', 10_000);
    random = riggedCards(cardsOf('As Ad Ks Qh 2d 7c 9h Jc 3s'));
    const started = await start(who, 'casino-holdem', 1_000);
    expect(started).toMatchObject({ legal: ['call', 'fold'], balance: 9_000 });
    expect((started.view as { board: unknown[] }).board).toHaveLength(3);
    random = () => 0.5; // for other rounds the sweep plays out
    now += IDLE_MS;
    await provider.steps.sweep();
    const id = started.roundId;
    expect(callsOf(id)).toEqual([
      ['debit', `${id}:bet`, 1_000],
      ['credit', `${id}:win`, 0],
    ]);
    expect(wallet.balances.get('ch-1')).toBe(9_000);
  });

  it('refuses a side bet a game does not take, or one out of the limits, taking nothing', async () => {
    const who = { session: 'tcp-2' };
    wallet.balances.set('tcp-2', 10_000);
    const blackjack = await post('/api/round/start', {
      code: 'classic-blackjack',
      bet: 1_000,
      side: 100,
      ...who,
    });
    expect(blackjack.json()).toEqual({ error: 'BAD_REQUEST' });
    for (const side of [99, 100_001]) {
      const answer = await post('/api/round/start', {
        code: 'three-card-poker',
        bet: 1_000,
        side,
        ...who,
      });
      expect(answer.json(), String(side)).toEqual({ error: 'BET_LIMIT' });
    }
    const negative = await post('/api/round/start', {
      code: 'three-card-poker',
      bet: 1_000,
      side: -1,
      ...who,
    });
    expect(negative.statusCode).toBe(400);
    expect(wallet.calls.filter((c) => c.body.sessionId === 'tcp-2')).toEqual([]);
    expect(wallet.balances.get('tcp-2')).toBe(10_000);
  });
});
