import { describe, expect, it } from 'vitest';
import { measure, mulberry32, sequence } from './seeded';
import {
  allRolls,
  exactRtp,
  maxMultiplier,
  oddsOn,
  payTable,
  play,
  validatePlay,
  type SicBoDetail,
} from './sic-bo';
import type { Play, TableBet } from './types';

const params = { minChip: 10, maxChips: 40 };
const chip = (bet: string, numbers: number[] = [], amount = 100): TableBet => ({
  bet,
  numbers,
  amount,
});
const sicBo = (...bets: TableBet[]): Play => ({ kind: 'sic-bo', bets });
/** The random numbers that roll these three dice. */
const roll = (a: number, b: number, c: number) =>
  sequence((a - 0.5) / 6, (b - 0.5) / 6, (c - 0.5) / 6);
const rtpOf = (bet: TableBet) => exactRtp(params, sicBo(bet));

describe('sic bo', () => {
  it('rolls three dice and pays each bet its odds', () => {
    const win = (bet: TableBet, dice: [number, number, number]) =>
      play(params, sicBo(bet), bet.amount, roll(...dice)).win;
    expect(win(chip('small'), [1, 2, 3])).toBe(200);
    expect(win(chip('small'), [2, 2, 2])).toBe(0); // a triple loses
    expect(win(chip('small'), [5, 3, 3])).toBe(0);
    expect(win(chip('big'), [5, 3, 3])).toBe(200);
    expect(win(chip('big'), [6, 6, 6])).toBe(0);
    expect(win(chip('total', [4]), [1, 1, 2])).toBe(6_100);
    expect(win(chip('total', [17]), [6, 6, 5])).toBe(6_100);
    expect(win(chip('total', [10]), [6, 3, 1])).toBe(700);
    expect(win(chip('total', [10]), [6, 3, 2])).toBe(0);
    expect(win(chip('triple', [4]), [4, 4, 4])).toBe(18_100);
    expect(win(chip('triple', [4]), [4, 4, 3])).toBe(0);
    expect(win(chip('any-triple'), [2, 2, 2])).toBe(3_100);
    expect(win(chip('double', [5]), [5, 1, 5])).toBe(1_100);
    expect(win(chip('double', [5]), [5, 5, 5])).toBe(1_100);
    expect(win(chip('double', [5]), [5, 1, 4])).toBe(0);
    expect(win(chip('combination', [1, 6]), [6, 2, 1])).toBe(600);
    expect(win(chip('combination', [1, 6]), [6, 2, 6])).toBe(0);
    expect(win(chip('single', [3]), [3, 1, 2])).toBe(200);
    expect(win(chip('single', [3]), [3, 3, 2])).toBe(300);
    expect(win(chip('single', [3]), [3, 3, 3])).toBe(400);
    expect(win(chip('single', [3]), [1, 1, 2])).toBe(0);
  });

  it('settles several chips at once', () => {
    const outcome = play(
      params,
      sicBo(chip('big', [], 100), chip('total', [12], 20), chip('single', [6], 30)),
      150,
      roll(6, 5, 1),
    );
    expect((outcome.detail as SicBoDetail).dice).toEqual([6, 5, 1]);
    expect((outcome.detail as SicBoDetail).bets.map((b) => b.win)).toEqual([200, 140, 60]);
    expect(outcome.win).toBe(400);
  });

  it("knows each bet's exact RTP over the 216 rolls", () => {
    expect(allRolls()).toHaveLength(216);
    expect(rtpOf(chip('small'))).toBeCloseTo(210 / 216, 12); // 105 winning rolls × 2
    expect(rtpOf(chip('big'))).toBeCloseTo(210 / 216, 12);
    expect(rtpOf(chip('total', [4]))).toBeCloseTo((3 * 61) / 216, 12);
    expect(rtpOf(chip('total', [10]))).toBeCloseTo((27 * 7) / 216, 12);
    expect(rtpOf(chip('triple', [6]))).toBeCloseTo(181 / 216, 12);
    expect(rtpOf(chip('any-triple'))).toBeCloseTo((6 * 31) / 216, 12);
    expect(rtpOf(chip('double', [2]))).toBeCloseTo((16 * 11) / 216, 12);
    expect(rtpOf(chip('combination', [2, 5]))).toBeCloseTo((30 * 6) / 216, 12);
    expect(rtpOf(chip('single', [4]))).toBeCloseTo((75 * 2 + 15 * 3 + 1 * 4) / 216, 12);
    for (let total = 4; total <= 17; total++)
      expect(rtpOf(chip('total', [total]))).toBeLessThan(0.95);
    expect(exactRtp(params)).toBeCloseTo(0.9722, 4);
    expect(maxMultiplier(params)).toBe(181);
    expect(payTable(params).rows[0]).toEqual(['small (4–10)', '1:1', '97.22%']);
  });

  it('refuses what is not a bet of the layout', () => {
    const refuse = (p: Play, bet = 100) =>
      expect(validatePlay(params, p, bet), JSON.stringify(p)).not.toBeNull();
    refuse({ kind: 'roulette', bets: [chip('small')] });
    refuse(sicBo());
    refuse(sicBo(chip('small', [3])));
    refuse(sicBo(chip('total', [3])));
    refuse(sicBo(chip('total', [18])));
    refuse(sicBo(chip('triple', [7])));
    refuse(sicBo(chip('triple', [0])));
    refuse(sicBo(chip('double')));
    refuse(sicBo(chip('combination', [2, 2])));
    refuse(sicBo(chip('combination', [2])));
    refuse(sicBo(chip('single', [2.5])));
    refuse(sicBo(chip('odd')));
    refuse(sicBo(chip('small', [], 5)), 5);
    refuse(sicBo(chip('small', [], 100)), 150);
    expect(validatePlay(params, sicBo(chip('small', [], 50), chip('big', [], 50)), 100)).toBeNull();
  });

  it('rolls fair dice: a seeded single-number bet measures its exact RTP', () => {
    const random = mulberry32(216);
    const bet = chip('single', [4]);
    const { rtp, standardError } = measure(
      200_000,
      100,
      () => play(params, sicBo(bet), 100, random).win,
    );
    expect(Math.abs(rtp - rtpOf(bet))).toBeLessThan(5 * standardError);
  });
});

describe('sic bo odds', () => {
  it('lose a small or big bet on every triple', () => {
    for (let n = 1; n <= 6; n++) {
      expect(oddsOn(chip('small'), [n, n, n])).toBe(-1);
      expect(oddsOn(chip('big'), [n, n, n])).toBe(-1);
    }
  });
});
