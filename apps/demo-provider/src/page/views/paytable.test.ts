// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { demoGames, findGame, gameRtp, maxMultiplier } from '../../catalogue/games';
import { maxWinText, payTablePanel, rtpText } from './paytable';

describe('the paytable panel', () => {
  it('is on every game page: its RTP and top win in view, a table with headers', () => {
    for (const game of demoGames) {
      const panel = payTablePanel(game);
      const summary = panel.querySelector('summary')!.textContent!;
      expect(summary, game.code).toContain(`RTP ${rtpText(game.rtp)}`);
      expect(summary).toContain(`${maxWinText(maxMultiplier(game))}× the bet`);
      const table = panel.querySelector('table')!;
      expect(table.querySelector('caption')!.textContent).toContain(game.name);
      const headers = [...table.querySelectorAll('thead th')];
      expect(headers.length).toBeGreaterThanOrEqual(2);
      for (const th of headers) expect(th.getAttribute('scope')).toBe('col');
      const rows = [...table.querySelectorAll('tbody tr')];
      expect(rows.length, game.code).toBeGreaterThan(0);
      for (const row of rows) expect(row.children).toHaveLength(headers.length);
      // The declared RTP is the game's exact one.
      expect(Math.abs(gameRtp(game) - game.rtp)).toBeLessThan(0.0005);
    }
  });

  it("shows a slot's symbols as drawings with their labels, and its pays", () => {
    const panel = payTablePanel(findGame('golden-orchard')!);
    expect(panel.querySelector('summary')!.textContent).toBe(
      'Paytable · RTP 96.11% · top win 2,000× the bet',
    );
    const first = panel.querySelector('tbody tr')!;
    expect(first.querySelector('th[scope="row"]')!.textContent).toBe('cherry');
    expect(first.querySelector('img')!.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect([...first.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '5×',
      '15×',
      '50×',
    ]);
    expect(panel.textContent).toContain('The tree is wild');
    const headers = [...panel.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual([
      'Symbol',
      '3 of a kind (× line bet)',
      '4 of a kind (× line bet)',
      '5 of a kind (× line bet)',
    ]);
  });

  it("shows fish pays and chances, the cash-out rule, the poker tables' pays and a real table's bets", () => {
    const ocean = payTablePanel(findGame('ocean-king')!);
    const squid = [...ocean.querySelectorAll('tbody tr')][3]!;
    expect(squid.textContent).toContain('squid');
    const ocGame = findGame('ocean-king')!;
    expect(ocGame.kind === 'fishing' && ocGame.math.fish[3]!.multiplier).toBe(8);
    expect([...squid.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '8×',
      `${((ocGame.rtp / 8) * 100).toFixed(2)}%`,
    ]);

    const sky = payTablePanel(findGame('sky-pilot')!);
    const rows = [...sky.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.children].map((c) => c.textContent),
    );
    expect(rows[2]).toEqual(['2×', '48.5000%', '2×']);
    expect(rows[rows.length - 1]).toEqual(['1,000×', '0.0970%', '1,000×']);

    // The poker tables: the ante bonus and Pair Plus, the ante paytable, each with its RTP.
    const poker = payTablePanel(findGame('three-card-poker')!);
    const pokerHeaders = [...poker.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(pokerHeaders).toEqual(['Hand', 'Ante bonus', 'Pair Plus']);
    expect(poker.querySelector('tbody tr')!.textContent).toBe('Straight flush5:140:1');
    const holdem = payTablePanel(findGame('casino-holdem')!);
    expect(holdem.querySelector('tbody tr')!.textContent).toBe('Royal flush100:1');
    expect(holdem.textContent).toContain('98.43%');

    // The real tables' panels are their engines' tables: each bet, its odds, its RTP.
    const tiger = payTablePanel(findGame('dragon-tiger')!);
    const tigerHeaders = [...tiger.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(tigerHeaders).toEqual(['Bet', 'Pays', 'RTP']);
    expect(tiger.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(tiger.querySelector('tbody tr')!.textContent).toContain('96.27%');
  });
});
