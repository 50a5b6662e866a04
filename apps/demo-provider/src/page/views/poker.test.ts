// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { StepRoundState } from '../../api-types';
import { findGame } from '../../catalogue/games';
import type { StepGame } from '../../catalogue/step-games';
import type { ThreeCardView } from '../../math/three-card-poker';
import { pokerView } from './poker';

const game = (code: string) =>
  findGame(code) as Extract<StepGame, { kind: 'three-card-poker' | 'casino-holdem' }>;
const card = (rank: number, suit = 0) => ({ rank, suit });

describe('the poker tables’ view', () => {
  it('deals with a Pair Plus equal to the bet when toggled, and enables the legal moves', () => {
    const deals: (number | undefined)[] = [];
    const acts: string[] = [];
    const view = pokerView(
      game('three-card-poker'),
      { deal: (side) => deals.push(side), act: (action) => acts.push(action) },
      () => 500,
    );
    const buttons = [...view.controls[0]!.querySelectorAll('button')];
    expect(buttons.map((b) => b.textContent)).toEqual(['DEAL', 'Pair Plus', 'Play', 'Fold']);
    const [deal, pairPlus, play, fold] = buttons as [
      HTMLButtonElement,
      HTMLButtonElement,
      HTMLButtonElement,
      HTMLButtonElement,
    ];
    deal.click();
    pairPlus.click();
    expect(pairPlus.getAttribute('aria-pressed')).toBe('true');
    deal.click();
    expect(deals).toEqual([0, 500]);
    // Face down before a deal: three for the dealer, three for the player.
    expect(view.stage.querySelectorAll('.card-svg.down')).toHaveLength(6);

    const state: StepRoundState = {
      roundId: 'r',
      code: 'three-card-poker',
      bet: 1_000,
      staked: 1_000,
      done: false,
      win: 0,
      view: {
        ante: 1_000,
        pairPlus: 0,
        player: [card(0), card(0, 1), card(6)],
        playerHand: 'pair',
        dealer: [],
        dealerHand: null,
        dealerQualifies: null,
        played: false,
        returns: null,
      } satisfies ThreeCardView,
      legal: ['play', 'fold'],
      balance: 0,
      nextRoundAt: 0,
      idleAt: 0,
    };
    view.show(state, false);
    expect([deal.disabled, pairPlus.disabled, play.disabled, fold.disabled]).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(play.getAttribute('aria-label')).toBe('Play: bet 10.00 coins more');
    expect(view.stage.querySelector('.player .hand-title')!.textContent).toBe('You: a pair');
    expect(view.stage.querySelectorAll('.player .card-svg:not(.down)')).toHaveLength(3);
    play.click();
    expect(acts).toEqual(['play']);
  });

  it("shows casino hold'em's board: the flop up, the turn and the river down", () => {
    const view = pokerView(game('casino-holdem'), { deal: () => {}, act: () => {} }, () => 100);
    const buttons = [...view.controls[0]!.querySelectorAll('button')].map((b) => b.textContent);
    expect(buttons).toEqual(['DEAL', 'Call', 'Fold']);
    view.show(
      {
        roundId: 'r',
        code: 'casino-holdem',
        bet: 100,
        staked: 100,
        done: false,
        win: 0,
        view: {
          ante: 100,
          player: [card(0), card(12)],
          board: [card(3), card(7), card(9)],
          playerHand: 'high-card',
          dealer: [],
          dealerHand: null,
          dealerQualifies: null,
          called: false,
          returns: null,
        },
        legal: ['call', 'fold'],
        balance: 0,
        nextRoundAt: 0,
        idleAt: 0,
      },
      false,
    );
    const board = view.stage.querySelector('.board .cards')!;
    expect(board.querySelectorAll('.card-svg:not(.down)')).toHaveLength(3);
    expect(board.querySelectorAll('.card-svg.down')).toHaveLength(2);
  });
});
