import { describe, expect, it } from 'vitest';
import {
  casinoHoldem as engine,
  exactRtp,
  maxMultiplier,
  payTable,
  strategy,
  type HoldemParams,
  type HoldemView,
} from './casino-holdem';
import { cardsOf, riggedCards } from './rigged';

const params: HoldemParams = { rtp: 0.9843, rtpMethod: 'test' };
/** Deals the player's two cards, the dealer's two, then the board's five. */
const deal = (player: string, dealer: string, board: string, ante = 1_000) =>
  engine.deal(params, ante, riggedCards(cardsOf(`${player} ${dealer} ${board}`)));
const noCards = () => {
  throw new Error('no card is drawn after the deal');
};
const call = (player: string, dealer: string, board: string, ante = 1_000) =>
  engine.act(params, deal(player, dealer, board, ante), 'call', noCards);

describe("a casino hold'em round", () => {
  it('shows the flop, hides the dealer, the turn and the river until the end', () => {
    const state = deal('As Ad', 'Ks Qh', '2d 7c 9h Jc 3s');
    expect(state).toMatchObject({ bet: 1_000, staked: 1_000, done: false });
    expect(engine.legal(params, state)).toEqual(['call', 'fold']);
    expect(engine.cost(params, state, 'call')).toBe(2_000);
    expect(engine.cost(params, state, 'fold')).toBe(0);
    expect(engine.idleAction(params, state)).toBe('fold');
    const view = engine.view(params, state) as HoldemView;
    expect(view).toMatchObject({ playerHand: 'pair', dealer: [], dealerHand: null });
    expect(view.board).toHaveLength(3);
  });

  it('loses the ante on a fold and shows every card', () => {
    const state = engine.act(params, deal('2s 7d', 'Ks Qh', '4d 9c Jh 3c 5s'), 'fold', noCards);
    expect(state).toMatchObject({ done: true, staked: 1_000, win: 0 });
    const view = engine.view(params, state) as HoldemView;
    expect(view.board).toHaveLength(5);
    expect(view.dealer).toHaveLength(2);
  });

  it('pays the ante by the paytable and the call 1:1 against a better qualifying dealer', () => {
    // A flush (ante 2:1) against the dealer's pair of kings.
    const state = call('2h 7h', 'Ks Kd', '4h 9h Jh 3c 5s');
    expect(state.returns).toEqual({ ante: 3_000, call: 4_000 });
    expect(state).toMatchObject({ staked: 3_000, win: 7_000 });
    const view = engine.view(params, state) as HoldemView;
    expect(view).toMatchObject({ playerHand: 'flush', dealerHand: 'pair', dealerQualifies: true });
  });

  it('returns the call when the dealer does not qualify (a pair of threes)', () => {
    const state = call('As Kd', '3s 2d', '3h 8c Jh 9c 6d');
    expect(state.returns).toEqual({ ante: 2_000, call: 2_000 });
    expect((engine.view(params, state) as HoldemView).dealerQualifies).toBe(false);
  });

  it('qualifies the dealer with a pair of fours; loses both to a better hand, returns both on a tie', () => {
    expect(call('As Kd', '4s 2d', '4h 8c Jh 9c 6d').returns).toEqual({ ante: 0, call: 0 });
    // The board plays for both: a tie.
    expect(call('2s 3d', '2h 3h', 'Ac Kc Qc Jc 10d').returns).toEqual({ ante: 1_000, call: 2_000 });
  });

  it('pays 100:1 on a royal flush and 20, 10, 3 on the hands below it', () => {
    expect(call('As Ks', '2d 2c', 'Qs Js 10s 3h 4h').returns?.ante).toBe(101_000);
    expect(call('9s Ks', '2d 2c', 'Qs Js 10s 3h 4h').returns?.ante).toBe(21_000);
    expect(call('9s 9h', '2d 2c', '9d 9c 10s 3h 4h').returns?.ante).toBe(11_000);
    expect(call('9s 9h', '2d 2c', '9d 3c 3s 5h 4h').returns?.ante).toBe(4_000);
    expect(call('9s 10h', '2d 2c', 'Jd Qc Ks 5h 4h').returns?.ante).toBe(2_000);
  });
});

describe("casino hold'em's strategy, RTP and paytable", () => {
  it('calls a pair, four to a flush or a straight, a ten or better in hand; folds the rest', () => {
    expect(strategy(params, deal('2s 2d', 'Ks Qh', '4d 9c Jh 3c 5s'))).toBe('call');
    expect(strategy(params, deal('2s 7s', 'Ks Qh', '4s 9s Jh 3c 5d'))).toBe('call');
    expect(strategy(params, deal('2s 3d', 'Ks Qh', '4h 5c Jh 3c 5d'))).toBe('call');
    expect(strategy(params, deal('2s 10d', 'Ks Qh', '4h 6c Jh 3c 5d'))).toBe('call');
    expect(strategy(params, deal('2s 7d', 'Ks Qh', '4h 9c Jh 3c 5d'))).toBe('fold');
  });

  it('declares its simulated RTP; a round returns at most 105 antes', () => {
    expect(exactRtp(params)).toBe(0.9843);
    expect(maxMultiplier()).toBe(105);
    expect(payTable(params).rows).toContainEqual(['Royal flush', '100:1']);
    expect(payTable(params).rows).toContainEqual(['RTP', '98.43%']);
  });
});
