import { describe, expect, it } from 'vitest';
import { casinoHoldem, strategy, type HoldemParams } from './casino-holdem';
import { measureStaked, mulberry32 } from './seeded';

// Casino Hold'em's declared RTP is an estimate, not an exact calculation (math/casino-holdem.ts
// says why): its stated strategy played on this engine for 10,000,000 rounds (mulberry32
// 20261129), returns ÷ all stakes (the calls included): 0.98425, standard error 0.00031 (the
// ratio's, as blackjack-rtp.slow.test.ts measures it). Declared to 4 decimals: 0.9843 (the
// house keeps 4.33% of the ante per hand under this strategy).
// This test plays 400,000 more rounds on another seed and holds the declared RTP within 4 of
// their standard errors (about 0.006).

describe("casino hold'em's declared RTP", () => {
  it('holds under the stated strategy', () => {
    const params: HoldemParams = { rtp: 0.9843, rtpMethod: 'test' };
    const random = mulberry32(11);
    const { rtp, standardError } = measureStaked(400_000, () => {
      const dealt = casinoHoldem.deal(params, 100, random);
      return casinoHoldem.act(params, dealt, strategy(params, dealt), random);
    });
    expect(standardError).toBeLessThan(0.002);
    expect(Math.abs(rtp - params.rtp)).toBeLessThan(4 * standardError);
  });
});
