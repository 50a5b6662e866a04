import { describe, expect, it } from 'vitest';
import type { StepRoundState } from '../api-types';
import type { BlackjackView } from '../math/blackjack';
import type { HiLoView } from '../math/hi-lo';
import type { HoldemView } from '../math/casino-holdem';
import type { ThreeCardView } from '../math/three-card-poker';
import { actionEnabled, blackjackText, canDeal, hiLoText, pokerText } from './step-logic';

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

describe('the poker tables’ announcements', () => {
  const three = (more: Partial<ThreeCardView> = {}): ThreeCardView => ({
    ante: 1_000,
    pairPlus: 0,
    player: [card(0), card(0), card(6)],
    playerHand: 'pair',
    dealer: [],
    dealerHand: null,
    dealerQualifies: null,
    played: false,
    returns: null,
    ...more,
  });
  it('asks for the decision, then tells the dealer’s hand, Pair Plus and the win', () => {
    expect(pokerText(round(three()))).toBe('You hold a pair. Play or fold?');
    const won = three({
      played: true,
      dealerHand: 'high-card',
      dealerQualifies: false,
      returns: { ante: 2_000, play: 1_000, bonus: 0, pairPlus: 1_000 },
    });
    expect(pokerText(round(won, { done: true, win: 4_000 }))).toBe(
      'The dealer has high card and does not qualify. Pair Plus pays 10.00 coins. You won 40.00 coins.',
    );
    const folded = three({ dealerHand: 'flush', dealerQualifies: true });
    expect(pokerText(round(folded, { done: true }))).toBe('You folded. No win this time.');
  });

  it("speaks of the flop and the call at casino hold'em", () => {
    const view: HoldemView = {
      ante: 1_000,
      player: [card(0), card(12)],
      board: [card(3), card(7), card(9)],
      playerHand: 'high-card',
      dealer: [],
      dealerHand: null,
      dealerQualifies: null,
      called: false,
      returns: null,
    };
    expect(pokerText(round(view))).toBe('With the flop you hold high card. Call or fold?');
    const lost = { ...view, called: true, dealerHand: 'two-pair' as const, dealerQualifies: true };
    expect(pokerText(round(lost, { done: true }))).toBe(
      'The dealer has two pair. No win this time.',
    );
  });
});
