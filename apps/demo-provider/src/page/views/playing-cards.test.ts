// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { findGame } from '../../catalogue/games';
import type { Play } from '../../math/types';
import { cardTableView } from './playing-cards';

type CardTable = Parameters<typeof cardTableView>[0];

describe('the card tables’ chip layout', () => {
  it('lays a chip per bet pressed and deals them all as one round', () => {
    const played: Play[] = [];
    let amount = 500;
    const view = cardTableView(
      findGame('baccarat-gold') as CardTable,
      (play) => played.push(play),
      () => amount,
    );
    document.body.replaceChildren(view.stage, ...view.controls);
    const bets = [...document.querySelectorAll<HTMLButtonElement>('button.layout-bet')];
    expect(bets.map((b) => b.textContent)).toEqual([
      'Player · 1:1',
      'Banker · 0.95:1',
      'Tie · 8:1',
      'Player pair · 11:1',
      'Banker pair · 11:1',
    ]);
    const deal = [...document.querySelectorAll('button')].find((b) => b.textContent === 'DEAL')!;
    expect(deal.disabled).toBe(true);
    bets[0]!.click();
    amount = 100;
    bets[3]!.click();
    bets[0]!.click(); // a second chip on the player adds to the first
    expect(deal.disabled).toBe(false);
    expect(
      [...document.querySelectorAll('.chip-list li > span')].map((s) => s.textContent),
    ).toEqual(['Player: 6.00 coins', 'Player pair: 1.00 coins']);
    deal.click();
    const play = played[0]!;
    expect(play).toEqual({
      kind: 'baccarat',
      bets: [
        { bet: 'player', numbers: [], amount: 600 },
        { bet: 'player-pair', numbers: [], amount: 100 },
      ],
    });
    expect(view.betOf?.(play)).toBe(700);
    view.setBusy(true);
    expect(bets.every((b) => b.disabled) && deal.disabled).toBe(true);
  });

  it('offers dragon, tiger and tie at dragon tiger', () => {
    const view = cardTableView(
      findGame('dragon-tiger') as CardTable,
      () => {},
      () => 100,
    );
    const bets = [...view.controls[0]!.querySelectorAll('button')].map((b) => b.textContent);
    expect(bets).toEqual([
      'Dragon · 1:1 (half back on a tie)',
      'Tiger · 1:1 (half back on a tie)',
      'Tie · 11:1',
    ]);
  });
});
