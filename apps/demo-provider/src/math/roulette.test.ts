import { describe, expect, it } from 'vitest';
import {
  betsOfKind,
  colourOf,
  exactRtp,
  maxMultiplier,
  payTable,
  play,
  RED_NUMBERS,
  ROULETTE_BET_KINDS,
  validatePlay,
  WHEEL_ORDER,
  type RouletteDetail,
} from './roulette';
import { measure, mulberry32, sequence } from './seeded';
import type { Play, TableBet } from './types';

const params = { minChip: 10, maxChips: 40 };
const chip = (bet: string, numbers: number[], amount = 100): TableBet => ({ bet, numbers, amount });
const roulette = (...bets: TableBet[]): Play => ({ kind: 'roulette', bets });
/** A random number that lands on the pocket at wheel index i. */
const at = (pocket: number) => sequence((WHEEL_ORDER.indexOf(pocket as 0) + 0.5) / 37);

describe('european roulette', () => {
  it('has the single-zero wheel: 37 pockets in wheel order, 18 red, 18 black', () => {
    expect(WHEEL_ORDER).toHaveLength(37);
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, i) => i));
    expect(WHEEL_ORDER.slice(0, 5)).toEqual([0, 32, 15, 19, 4]);
    expect(RED_NUMBERS.size).toBe(18);
    expect(colourOf(0)).toBe('green');
    expect(colourOf(32)).toBe('red');
    expect(colourOf(15)).toBe('black');
    // Red and black alternate around the wheel after zero.
    for (let i = 1; i < 36; i++)
      expect(colourOf(WHEEL_ORDER[i]!)).not.toBe(colourOf(WHEEL_ORDER[i + 1]!));
  });

  it("lists the layout's bets: how many of each and the numbers they cover", () => {
    const count = (kind: (typeof ROULETTE_BET_KINDS)[number]) => betsOfKind(kind).length;
    expect(count('straight')).toBe(37);
    expect(count('split')).toBe(57 + 3); // 24 side by side + 33 one above the other + 0-1, 0-2, 0-3
    expect(count('street')).toBe(12 + 2); // and the trios 0-1-2, 0-2-3
    expect(count('corner')).toBe(22 + 1); // and the first four
    expect(count('six-line')).toBe(11);
    expect(count('dozen')).toBe(3);
    expect(count('column')).toBe(3);
    expect(betsOfKind('column')[0]).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34]);
  });

  it('pays each bet its real odds on a hit and nothing on a miss', () => {
    const cases: [TableBet, number, number][] = [
      [chip('straight', [17]), 17, 3_600],
      [chip('straight', [0]), 0, 3_600],
      [chip('split', [17, 20]), 20, 1_800],
      [chip('split', [0, 2]), 0, 1_800],
      [chip('street', [16, 17, 18]), 18, 1_200],
      [chip('street', [0, 1, 2]), 1, 1_200],
      [chip('corner', [17, 18, 20, 21]), 21, 900],
      [chip('corner', [0, 1, 2, 3]), 3, 900],
      [chip('six-line', [13, 14, 15, 16, 17, 18]), 13, 600],
      [chip('dozen', betsOfKind('dozen')[1]!), 24, 300],
      [chip('column', betsOfKind('column')[2]!), 36, 300],
      [chip('red', betsOfKind('red')[0]!), 32, 200],
      [chip('black', betsOfKind('black')[0]!), 15, 200],
      [chip('odd', betsOfKind('odd')[0]!), 35, 200],
      [chip('even', betsOfKind('even')[0]!), 2, 200],
      [chip('low', betsOfKind('low')[0]!), 18, 200],
      [chip('high', betsOfKind('high')[0]!), 19, 200],
    ];
    for (const [bet, pocket, win] of cases) {
      expect(play(params, roulette(bet), 100, at(pocket)).win, bet.bet).toBe(win);
      const miss = [...Array(37).keys()].find((n) => !bet.numbers.includes(n))!;
      expect(play(params, roulette(bet), 100, at(miss)).win, bet.bet).toBe(0);
    }
    // Even-money bets lose on zero.
    for (const kind of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) {
      expect(play(params, roulette(chip(kind, betsOfKind(kind)[0]!)), 100, at(0)).win).toBe(0);
    }
  });

  it('settles several chips in one round, their amounts adding up to the bet', () => {
    const bets = [
      chip('straight', [7], 50),
      chip('red', betsOfKind('red')[0]!, 200),
      chip('split', [8, 11], 30),
    ];
    const outcome = play(params, roulette(...bets), 280, at(7));
    const detail = outcome.detail as RouletteDetail;
    expect(detail).toMatchObject({ pocket: 7, colour: 'red' });
    expect(detail.bets.map((b) => b.win)).toEqual([1_800, 400, 0]);
    expect(outcome.win).toBe(2_200);
  });

  it('refuses what is not a bet of the layout', () => {
    const refuse = (p: Play, bet = 100) =>
      expect(validatePlay(params, p, bet), JSON.stringify(p)).not.toBeNull();
    refuse({ kind: 'keno', picks: [1] });
    refuse(roulette());
    refuse(roulette(chip('split', [1, 5]))); // not adjacent
    refuse(roulette(chip('split', [3, 4]))); // ends of two rows
    refuse(roulette(chip('street', [2, 3, 4])));
    refuse(roulette(chip('corner', [3, 4, 6, 7])));
    refuse(roulette(chip('corner', [0, 1, 2, 4])));
    refuse(roulette(chip('six-line', [2, 3, 4, 5, 6, 7])));
    refuse(roulette(chip('straight', [37])));
    refuse(roulette(chip('straight', [-1])));
    refuse(roulette(chip('straight', [1.5])));
    refuse(roulette(chip('straight', [1, 1])));
    refuse(roulette(chip('red', [1, 3])));
    refuse(roulette(chip('dozen', [1, 2, 3])));
    refuse(roulette(chip('basket', [0, 1, 2, 3])));
    refuse(roulette(chip('straight', [5], 9)), 9); // below the least chip
    refuse(roulette(chip('straight', [5], 100.5)), 100.5);
    refuse(roulette(chip('straight', [5], 100)), 200); // chips and bet disagree
    refuse(roulette(...Array.from({ length: 41 }, () => chip('straight', [5], 10))), 410);
    expect(
      validatePlay(params, roulette(chip('straight', [5]), chip('straight', [5])), 200),
    ).toBeNull();
    expect(() => play(params, roulette(chip('split', [1, 5])), 100, Math.random)).toThrow(
      RangeError,
    );
  });

  it('returns 36/37 on every bet of the layout, by the 37 pockets, and so does any mix', () => {
    for (const kind of ROULETTE_BET_KINDS) {
      for (const numbers of betsOfKind(kind)) {
        expect(exactRtp(params, roulette(chip(kind, numbers)))).toBeCloseTo(36 / 37, 12);
      }
    }
    const mix = roulette(
      chip('straight', [0], 10),
      chip('corner', [0, 1, 2, 3], 70),
      chip('low', betsOfKind('low')[0]!, 500),
    );
    expect(exactRtp(params, mix)).toBeCloseTo(36 / 37, 12);
    expect(exactRtp(params)).toBeCloseTo(0.973, 4);
    expect(maxMultiplier(params)).toBe(36);
    expect(payTable(params).rows).toHaveLength(ROULETTE_BET_KINDS.length);
    expect(payTable(params).rows[0]).toEqual(['straight', '1', '35:1', '97.30%']);
  });

  it('lands on every pocket alike: a seeded straight-up measures 36/37', () => {
    const random = mulberry32(37);
    const { rtp, standardError } = measure(
      200_000,
      100,
      () => play(params, roulette(chip('straight', [17])), 100, random).win,
    );
    expect(Math.abs(rtp - 36 / 37)).toBeLessThan(5 * standardError);
  });
});
