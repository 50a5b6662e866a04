import { describe, expect, it } from 'vitest';
import { SLOT_RTP } from '../slot';
import { SIM_DEFAULTS, addTotals, declaredRtp, exactRtp, simulate, summarize } from './simulate';

const range = (firstNonce: number, rounds: number) => ({
  serverSeed: 'simulate-test',
  clientSeed: 'test',
  firstNonce,
  rounds,
});

describe('simulate', () => {
  it('adds up the same over one range or two (workers split nonces)', () => {
    const whole = simulate('mines', SIM_DEFAULTS.mines, range(0, 2_000));
    const halves = addTotals(
      simulate('mines', SIM_DEFAULTS.mines, range(0, 700)),
      simulate('mines', SIM_DEFAULTS.mines, range(700, 1_300)),
    );
    expect(halves.returned).toBe(whole.returned);
    expect(halves.rounds).toBe(2_000);
    expect(halves.squares).toBeCloseTo(whole.squares, 6);
  });

  it.each(['dice', 'crash', 'mines'] as const)(
    '%s: 30k rounds measure the exact RTP within their 99.9% interval (fixed seed)',
    (game) => {
      const totals = simulate(game, SIM_DEFAULTS[game], range(0, 30_000));
      const summary = summarize(totals, declaredRtp(game));
      const exact = exactRtp(game, SIM_DEFAULTS[game]);
      expect(Math.abs(summary.rtp - exact)).toBeLessThan((summary.margin / 1.96) * 3.3);
      expect(Math.abs(exact - declaredRtp(game))).toBeLessThan(0.0001);
    },
  );

  it('summarizes the RTP, its 95% interval and the 0.3 pp check', () => {
    // Four rounds of 1 bet returning 0, 2, 0, 2: mean 1, sample variance 4/3.
    const summary = summarize({ rounds: 4, wagered: 4, returned: 4, squares: 8 }, 0.99);
    expect(summary.rtp).toBe(1);
    expect(summary.deviation).toBeCloseTo(Math.sqrt(4 / 3), 12);
    expect(summary.margin).toBeCloseTo(1.959964 * Math.sqrt(4 / 3 / 4), 12);
    expect(summary.difference).toBeCloseTo(0.01, 12);
    expect(summary.within).toBe(false);
    expect(summarize({ rounds: 4, wagered: 4, returned: 3.97, squares: 8 }, 0.99).within).toBe(
      true,
    );
  });

  it('declares 99% for dice, crash and mines and the exact slot RTP', () => {
    expect(declaredRtp('dice')).toBe(0.99);
    expect(declaredRtp('crash')).toBe(0.99);
    expect(declaredRtp('mines')).toBe(0.99);
    expect(declaredRtp('slot')).toBe(SLOT_RTP);
  });
});
