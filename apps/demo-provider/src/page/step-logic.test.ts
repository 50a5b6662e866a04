import { describe, expect, it } from 'vitest';
import type { StepRoundState } from '../api-types';
import type { BlackjackView } from '../math/blackjack';
import type { HiLoView } from '../math/hi-lo';
import { actionEnabled, blackjackText, canDeal, hiLoText } from './step-logic';

const round = (view: unknown, more: Partial<StepRoundState> = {}): StepRoundState => ({
  roundId: 'r1',
  code: 'classic-blackjack',
  bet: 1_000,
  staked: 1_000,
  done: false,
  win: 0,
  view,
  legal: ['hit', 'stand'],
  balance: 10_000,
  nextRoundAt: 0,
  idleAt: 0,
  ...more,
});
const card = (rank: number) => ({ rank, suit: 0 });
const blackjackView = (more: Partial<BlackjackView> = {}): BlackjackView => ({
  hands: [{ cards: [card(9), card(5)], total: 16, soft: false, stake: 1_000, win: null }],
  active: 0,
  dealer: [card(9)],
  dealerTotal: 10,
  legal: ['hit', 'stand'],
  ending: null,
  ...more,
});

describe('the step games’ buttons', () => {
  it('enable an action only when legal, the round open and nothing on its way', () => {
    const open = round(blackjackView());
    expect(actionEnabled(open, 'hit', false)).toBe(true);
    expect(actionEnabled(open, 'double', false)).toBe(false);
    expect(actionEnabled(open, 'hit', true)).toBe(false);
    expect(actionEnabled(null, 'hit', false)).toBe(false);
    expect(actionEnabled(round(blackjackView(), { done: true }), 'hit', false)).toBe(false);
  });

  it('deal only without an open round', () => {
    expect(canDeal(null, false)).toBe(true);
    expect(canDeal(round(blackjackView()), false)).toBe(false);
    expect(canDeal(round(blackjackView(), { done: true }), false)).toBe(true);
    expect(canDeal(null, true)).toBe(false);
  });
});

describe('what the step games say', () => {
  it('tells a blackjack round as it goes and ends', () => {
    expect(blackjackText(round(blackjackView()))).toBe('You have 16; the dealer shows 10.');
    const played = blackjackView({ ending: 'played', dealerTotal: 22 });
    expect(blackjackText(round(played, { done: true, win: 2_000 }))).toBe(
      'The dealer busts. You won 20.00 coins.',
    );
    const lost = blackjackView({ ending: 'played', dealerTotal: 19 });
    expect(blackjackText(round(lost, { done: true }))).toBe('The dealer has 19. No win this time.');
    const natural = blackjackView({ ending: 'blackjack' });
    expect(blackjackText(round(natural, { done: true, win: 2_500 }))).toBe(
      'Blackjack! You won 25.00 coins.',
    );
    const dealer = blackjackView({ ending: 'dealer-blackjack' });
    expect(blackjackText(round(dealer, { done: true }))).toBe('The dealer has blackjack.');
  });

  it('tells a hi-lo round', () => {
    const view = (history: number, multiplier: number): HiLoView => ({
      card: card(3),
      first: card(2),
      history: Array.from({ length: history }, () => ({
        guess: 'higher' as const,
        card: card(5),
        correct: true,
      })),
      multiplier,
      offers: {},
      legal: [],
    });
    expect(hiLoText(round(view(0, 100)))).toBe('Higher, lower or the same?');
    expect(hiLoText(round(view(1, 250)))).toBe('Correct! 2.50×: guess again or cash out.');
    expect(hiLoText(round(view(2, 0), { done: true }))).toBe('Wrong guess: no win this time.');
    expect(hiLoText(round(view(2, 500), { done: true, win: 5_000 }))).toBe(
      'Cashed out: you won 50.00 coins.',
    );
  });
});
