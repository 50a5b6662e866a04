import { describe, expect, it } from 'vitest';
import type { RoundResult } from '../api-types';
import { findGame, gamePayTable } from '../catalogue/games';
import {
  betLadder,
  errorText,
  formatCoins,
  formatMoney,
  formatMultiplier,
  lobbyOrigin,
  parseCashOut,
  resultText,
  riseDuration,
  risingMultiplier,
  stepBet,
  winningCells,
} from './logic';
import { strings } from './strings.en-US';
import { chipsTotal } from './views/chips';

const result = (win: number, detail: unknown): RoundResult => ({
  roundId: 'r1',
  bet: 100,
  win,
  detail,
  balance: 10_000,
  nextRoundAt: 0,
});

describe('formatting', () => {
  it("shows hundredths in the lobby's coin, floored to 2 decimals, with grouping", () => {
    expect(formatMoney(0)).toBe('0.00 coins');
    expect(formatMoney(5)).toBe('0.05 coins');
    expect(formatMoney(123_456_789)).toBe('1,234,567.89 coins');
    expect(formatCoins(199.9)).toBe('1.99');
    expect(formatMoney(1_234.9)).toBe('12.34 coins');
    expect(formatMultiplier(250)).toBe('2.50');
    expect(formatMultiplier(1_000_000)).toBe('10,000.00');
  });
});

describe('the bet ladder', () => {
  it('steps 1-2-5 between the limits, both included', () => {
    expect(betLadder(100, 50_000)).toEqual([
      100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000, 50_000,
    ]);
    expect(betLadder(10, 250)).toEqual([10, 20, 50, 100, 200, 250]);
    expect(betLadder(30, 30)).toEqual([30]);
  });

  it('moves up and down and stays at its ends', () => {
    const ladder = betLadder(100, 50_000);
    expect(stepBet(ladder, 100, 1)).toBe(200);
    expect(stepBet(ladder, 200, -1)).toBe(100);
    expect(stepBet(ladder, 100, -1)).toBe(100);
    expect(stepBet(ladder, 50_000, 1)).toBe(50_000);
    // A bet off the ladder goes to its neighbours.
    expect(stepBet(ladder, 300, 1)).toBe(500);
    expect(stepBet(ladder, 300, -1)).toBe(200);
  });
});

describe('the cash-out field', () => {
  it('takes 1.01 … the cap with up to 2 decimals, in hundredths', () => {
    expect(parseCashOut('2', 100_000)).toBe(200);
    expect(parseCashOut(' 2.5 ', 100_000)).toBe(250);
    expect(parseCashOut('1,01', 100_000)).toBe(101);
    expect(parseCashOut('1000', 100_000)).toBe(100_000);
    for (const bad of ['1', '1.00', '1000.01', '2.505', 'abc', '', '-3', '1e3']) {
      expect(parseCashOut(bad, 100_000)).toBeNull();
    }
  });
});

describe('what the page says', () => {
  it('has a friendly message for every refusal', () => {
    expect(errorText('INSUFFICIENT_BALANCE')).toBe('Not enough balance');
    expect(errorText('WALLET_UNAVAILABLE')).toBe(
      'The game could not reach your wallet. Your balance is safe; try again.',
    );
    for (const message of Object.values(strings.errors)) expect(message.length).toBeGreaterThan(5);
  });

  it('announces slots, fishing and crash results', () => {
    const orchard = findGame('golden-orchard')!;
    const win = {
      stops: [0, 0, 0, 0, 0],
      window: [],
      wins: [{ line: 0, symbol: 0, count: 3, pay: 5 }],
    };
    expect(resultText(orchard, result(50, win))).toBe('You won 0.50 coins on 1 line.');
    expect(resultText(orchard, result(0, { ...win, wins: [] }))).toBe('No win this time.');

    const ocean = findGame('ocean-king')!;
    expect(resultText(ocean, result(800, { target: 3, hit: true, multiplier: 8 }))).toBe(
      'Hit! The squid pays ×8: you won 8.00 coins.',
    );
    expect(resultText(ocean, result(0, { target: 0, hit: false, multiplier: 2 }))).toBe(
      'Missed the blue fish.',
    );

    const sky = findGame('sky-pilot')!;
    expect(resultText(sky, result(250, { crashPoint: 731, cashOut: 250, cashedOut: true }))).toBe(
      'Cashed out at 2.50×: you won 2.50 coins.',
    );
    expect(resultText(sky, result(0, { crashPoint: 143, cashOut: 250, cashedOut: false }))).toBe(
      'Crashed at 1.43×, before 2.50×.',
    );
  });

  it('announces roulette, sic bo, baccarat and dragon tiger results', () => {
    const roulette = findGame('european-roulette')!;
    const chip = { bet: 'straight', numbers: [17], amount: 100 };
    expect(resultText(roulette, result(3_600, { pocket: 17, colour: 'black', bets: [chip] }))).toBe(
      '17 black. You won 36.00 coins.',
    );
    expect(resultText(roulette, result(0, { pocket: 0, colour: 'green', bets: [chip] }))).toBe(
      '0 green. No win this time.',
    );
    const sicBo = findGame('sic-bo-deluxe')!;
    expect(resultText(sicBo, result(200, { dice: [1, 2, 3], total: 6, bets: [] }))).toBe(
      '1, 2, 3: total 6. You won 2.00 coins.',
    );
    const baccarat = findGame('baccarat-gold')!;
    const coup = (winner: string, player: number, banker: number, win = 0, side = 'player') => ({
      bets: [{ bet: side, numbers: [], amount: 100, win }],
      player: { cards: [], total: player },
      banker: { cards: [], total: banker },
      winner,
    });
    expect(resultText(baccarat, result(195, coup('banker', 5, 8, 195, 'banker')))).toBe(
      'Banker wins, 8 to 5. You won 1.95 coins.',
    );
    expect(resultText(baccarat, result(100, coup('tie', 6, 6, 100)))).toBe(
      'A tie at 6. 1.00 coins returned.',
    );
    // Several bets: the player bet returned and the tie won is a win.
    const mixed = coup('tie', 6, 6, 100);
    mixed.bets.push({ bet: 'tie', numbers: [], amount: 100, win: 900 });
    expect(resultText(baccarat, result(1_000, mixed))).toBe('A tie at 6. You won 10.00 coins.');
    const dragonTiger = findGame('dragon-tiger')!;
    const draw = (winner: string, dragon: number, tiger: number, win = 0) => ({
      bets: [{ bet: 'dragon', numbers: [], amount: 100, win }],
      dragon: { rank: dragon, suit: 0 },
      tiger: { rank: tiger, suit: 1 },
      winner,
    });
    expect(resultText(dragonTiger, result(0, draw('tiger', 0, 12)))).toBe(
      'Tiger wins, K to A. No win this time.',
    );
    expect(resultText(dragonTiger, result(50, draw('tie', 4, 4, 50)))).toBe(
      'A tie at 5. 0.50 coins returned.',
    );
  });

  it("lists a money wheel's segments: how many of each and what each pays", () => {
    const wheel = findGame('dream-wheel')!;
    expect(gamePayTable(wheel)).toEqual({
      columns: ['Symbol', 'Segments', 'Pays (× bet)'],
      rows: [
        ['0', '35 / 60', '—'],
        ['1', '16 / 60', '1×'],
        ['2', '6 / 60', '2×'],
        ['3', '2 / 60', '5×'],
        ['4', '1 / 60', '20×'],
      ],
    });
  });

  it('bets the sum of the chips on a layout table', () => {
    const bets = [
      { bet: 'straight', numbers: [7], amount: 150 },
      { bet: 'red', numbers: [], amount: 250 },
    ];
    expect(chipsTotal({ kind: 'roulette', bets })).toBe(400);
    expect(chipsTotal({ kind: 'sic-bo', bets: [] })).toBe(0);
    expect(chipsTotal({ kind: 'slots' })).toBe(0);
  });

  it('announces keno, plinko, scratch and bingo results', () => {
    const keno = findGame('keno-quick')!;
    const picks = [1, 2, 3, 4, 5];
    expect(resultText(keno, result(459, { picks, drawn: [], hits: [1, 2, 3], pay: 459 }))).toBe(
      '3 of your 5 numbers drawn: you won 4.59 coins.',
    );
    expect(resultText(keno, result(0, { picks, drawn: [], hits: [4], pay: 0 }))).toBe(
      '1 of your 5 numbers drawn. No win this time.',
    );
    const plinko = findGame('plinko-drop')!;
    const drop = { rows: 8, path: [], slot: 0, multiplier: 1_261 };
    expect(resultText(plinko, result(1_261, drop))).toBe(
      'The ball landed on 12.61×: you won 12.61 coins.',
    );
    expect(resultText(plinko, result(0, { ...drop, multiplier: 39 }))).toBe(
      'The ball landed on 0.39×.',
    );
    const scratch = findGame('scratch-gold')!;
    expect(resultText(scratch, result(500, { cells: [], symbol: 2, pays: 500 }))).toBe(
      'Three of the bell: you won 5.00 coins.',
    );
    expect(resultText(scratch, result(0, { cells: [], symbol: null, pays: 0 }))).toBe(
      'No three alike on this card.',
    );
    const bingo = findGame('bingo-blast')!;
    expect(resultText(bingo, result(250, { card: [], drawn: [], lines: [0, 5], pays: 250 }))).toBe(
      '2 lines complete: you won 2.50 coins.',
    );
    expect(resultText(bingo, result(0, { card: [], drawn: [], lines: [], pays: 0 }))).toBe(
      'No line complete this time.',
    );
  });

  it('highlights the matched cells of winning lines', () => {
    const orchard = findGame('golden-orchard')!;
    const detail = {
      stops: [],
      window: [],
      wins: [{ line: 3, symbol: 1, count: 3, pay: 5 }], // line 3 crosses rows 0, 1, 2, 1, 0
    };
    expect([...winningCells(orchard, detail)]).toEqual(['0:0', '1:1', '2:2']);
  });
});

describe('the crash animation', () => {
  it('rises from 1.00× to its end over its duration', () => {
    expect(risingMultiplier(0, 4_000, 400)).toBe(100);
    expect(risingMultiplier(2_000, 4_000, 400)).toBe(200);
    expect(risingMultiplier(4_000, 4_000, 400)).toBe(400);
    expect(risingMultiplier(9_000, 4_000, 400)).toBe(400);
  });

  it('lasts at least minRoundMs, at most 10 s, exactly minRoundMs with reduced motion', () => {
    expect(riseDuration(400, 2_000, false)).toBeCloseTo(4_000, 6);
    expect(riseDuration(101, 2_000, false)).toBe(2_000);
    expect(riseDuration(1_000_000, 2_000, false)).toBe(10_000);
    expect(riseDuration(1_000_000, 2_000, true)).toBe(2_000);
  });
});

describe('the lobby origin', () => {
  it('is the referrer origin, when there is one', () => {
    expect(lobbyOrigin('https://lobby.example:8443/games/dragon-tiger?x=1')).toBe(
      'https://lobby.example:8443',
    );
    expect(lobbyOrigin('')).toBeNull();
    expect(lobbyOrigin('not a url')).toBeNull();
  });
});
