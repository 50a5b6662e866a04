import { describe, expect, it } from 'vitest';
import { cardsOf as hand, riggedCards } from './rigged';
import {
  exactRtp,
  pairPlusRtp,
  payTable,
  strategy,
  threeCardPoker as engine,
  type ThreeCardParams,
  type ThreeCardView,
} from './three-card-poker';

const params: ThreeCardParams = { rtp: 0.9799 };
/** Deals the player's three cards, then the dealer's. */
const deal = (player: string, dealer: string, ante = 1_000, pairPlus = 0) =>
  engine.deal(params, ante, riggedCards(hand(`${player} ${dealer}`)), pairPlus);
const noCards = () => {
  throw new Error('no card is drawn after the deal');
};

describe('a three card poker round', () => {
  it('takes the ante and Pair Plus as the first stake and hides the dealer until the end', () => {
    const state = deal('As Ad 7c', 'Ks Qh 2d', 1_000, 500);
    expect(state).toMatchObject({ bet: 1_500, staked: 1_500, done: false, win: 0 });
    expect(engine.legal(params, state)).toEqual(['play', 'fold']);
    expect(engine.cost(params, state, 'play')).toBe(1_000);
    expect(engine.cost(params, state, 'fold')).toBe(0);
    const view = engine.view(params, state) as ThreeCardView;
    expect(view).toMatchObject({ playerHand: 'pair', dealer: [], dealerHand: null });
    expect(engine.idleAction(params, state)).toBe('fold');
  });

  it('pays ante and play 1:1 when the better hand beats a qualifying dealer', () => {
    const state = engine.act(params, deal('As Ad 7c', 'Ks Qh 2d'), 'play', noCards);
    expect(state).toMatchObject({ done: true, staked: 2_000, win: 4_000 });
    expect(state.returns).toEqual({ ante: 2_000, play: 2_000, bonus: 0, pairPlus: 0 });
    expect(engine.legal(params, state)).toEqual([]);
    const view = engine.view(params, state) as ThreeCardView;
    expect(view).toMatchObject({ dealerHand: 'high-card', dealerQualifies: true });
    expect(view.dealer).toHaveLength(3);
  });

  it('pays the ante and returns the play when the dealer does not qualify (jack high)', () => {
    const state = engine.act(params, deal('2s 3d 5c', 'Js 9h 2d'), 'play', noCards);
    expect(state.returns).toEqual({ ante: 2_000, play: 1_000, bonus: 0, pairPlus: 0 });
    expect(state.win).toBe(3_000);
  });

  it('loses both to a better qualifying hand, returns both on a tie', () => {
    expect(engine.act(params, deal('Qs 6d 4c', 'Kd 2h 3s'), 'play', noCards).win).toBe(0);
    const tie = engine.act(params, deal('Qs 6d 4c', 'Qd 6h 4s'), 'play', noCards);
    expect(tie.returns).toMatchObject({ ante: 1_000, play: 1_000 });
  });

  it('pays the ante bonus to a played straight, trips and straight flush, even when beaten', () => {
    expect(engine.act(params, deal('4s 5d 6c', '7h 8h 9h'), 'play', noCards).returns).toEqual({
      ante: 0,
      play: 0,
      bonus: 1_000,
      pairPlus: 0,
    });
    expect(engine.act(params, deal('4s 4d 4c', '2h 3d 7s'), 'play', noCards).returns?.bonus).toBe(
      4_000,
    );
    const flush = engine.act(params, deal('4s 5s 6s', '2h 3d 7s'), 'play', noCards);
    expect(flush.returns).toEqual({ ante: 2_000, play: 1_000, bonus: 5_000, pairPlus: 0 });
  });

  it('settles Pair Plus on the player’s cards alone, folded or not', () => {
    const folded = engine.act(params, deal('4s 5s 6s', 'As Ah Ad', 1_000, 300), 'fold', noCards);
    expect(folded).toMatchObject({ done: true, staked: 1_300, win: 300 * 41 });
    expect(folded.returns).toEqual({ ante: 0, play: 0, bonus: 0, pairPlus: 12_300 });
    const pays = (player: string) =>
      engine.act(params, deal(player, 'Kh Qc 3h', 100, 100), 'fold', noCards).win;
    expect(pays('9s 9d 2c')).toBe(200);
    expect(pays('9s Js 2s')).toBe(500);
    expect(pays('9s 10d Jc')).toBe(700);
    expect(pays('9s 9d 9c')).toBe(3_100);
    expect(pays('As Kd 2c')).toBe(0);
  });

  it('refuses an action once over', () => {
    const over = engine.act(params, deal('As Ad 7c', 'Ks Qh 2d'), 'fold', noCards);
    expect(() => engine.act(params, over, 'play', noCards)).toThrow(RangeError);
  });
});

describe('three card poker’s strategy, RTP and paytable', () => {
  it('plays queen-6-4 or better, folds queen-6-3', () => {
    expect(strategy(params, deal('Qs 6d 4c', '2h 3h 5d'))).toBe('play');
    expect(strategy(params, deal('Qs 6d 3c', '2h 4h 5d'))).toBe('fold');
    expect(strategy(params, deal('2s 2d 3c', 'Ah 4h 5d'))).toBe('play');
  });

  it('returns 21,588 / 22,100 on Pair Plus and declares ante and play (the slow test enumerates)', () => {
    expect(pairPlusRtp()).toBe(21_588 / 22_100);
    expect(exactRtp(params, 'pairPlus')).toBe(21_588 / 22_100);
    expect(exactRtp(params)).toBe(0.9799);
    expect(payTable(params).rows).toContainEqual(['Straight flush', '5:1', '40:1']);
    expect(payTable(params).rows).toContainEqual(['RTP', '97.99%', '97.68%']);
  });
});
