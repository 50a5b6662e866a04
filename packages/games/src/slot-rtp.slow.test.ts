import { beforeAll, describe, expect, it } from 'vitest';
import { SLOT_RTP } from './slot';
import {
  fractionToNumber,
  slotRoundVariance,
  slotRtpFromStats,
  slotSpinStatsByEnumeration,
  slotSpinStatsBySymbols,
  type SlotSpinStats,
} from './slot-rtp';
import { simulate } from './node/simulate';

// The slow tier (vitest.tiers.ts): the slot's RTP enumerates 33.5 million spins.
describe('slot RTP', () => {
  let enumerated: SlotSpinStats;
  beforeAll(() => {
    enumerated = slotSpinStatsByEnumeration();
  });

  it('is the same exact fraction by enumeration and by per-symbol counts', () => {
    const bySymbols = slotSpinStatsBySymbols();
    expect(enumerated.spinWin).toEqual(bySymbols.spinWin);
    expect(enumerated.trigger).toEqual(bySymbols.trigger);
    expect(slotRtpFromStats(enumerated)).toEqual(slotRtpFromStats(bySymbols));
    expect(slotRtpFromStats(enumerated)).toEqual({
      numerator: 15_961_043_957_145n,
      denominator: 16_589_504_118_784n,
    });
  });

  it('is the declared RTP, inside 94–97%', () => {
    expect(fractionToNumber(slotRtpFromStats(enumerated))).toBe(SLOT_RTP);
    expect(SLOT_RTP).toBeGreaterThan(0.94);
    expect(SLOT_RTP).toBeLessThan(0.97);
  });

  it('is what 100k simulated rounds measure, within 4 standard errors (fixed seed)', () => {
    const n = 100_000;
    const totals = simulate(
      'slot',
      {},
      {
        serverSeed: 'slot-rtp',
        clientSeed: 'test',
        firstNonce: 0,
        rounds: n,
      },
    );
    const standardError = Math.sqrt(slotRoundVariance(enumerated) / n);
    expect(Math.abs(totals.returned / totals.wagered - SLOT_RTP)).toBeLessThan(4 * standardError);
    const measuredVariance = totals.squares / n - (totals.returned / totals.wagered) ** 2;
    expect(Math.sqrt(measuredVariance)).toBeGreaterThan(
      0.8 * Math.sqrt(slotRoundVariance(enumerated)),
    );
  });
});
