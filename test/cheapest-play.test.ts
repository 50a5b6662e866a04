import { describe, expect, it } from 'vitest';
import { demoGames } from '../apps/demo-provider/src/catalogue/games';
import { lobbyValidBets } from '../apps/server/src/modules/bonus/bonus-sim';
import { BonusRules } from '../apps/server/src/modules/bonus/bonus-rules';
import { demoConfig } from '../apps/server/src/modules/config/demo-config';
import { demoCheapestPlay } from '../apps/server/src/modules/rewards/cheapest-play';
import { cheapestValidBet } from '../apps/server/src/modules/vip/vip-economics';

// The farming-economics tests (VIP, tasks, agent, growth fund, jackpot, invite spin) all stand on
// one figure: the demo lobby's cheapest valid bet (rewards/cheapest-play.ts). This recomputes it
// from what the lobby offers — the built-in games under the bonus rules and every studio game at
// its declared RTP and its type's weight — the way `npm run sim -- bonus` does, so a new game or
// weight that makes valid bets cheaper fails here instead of quietly paying farmers.

describe("the farming economics' cheapest valid bet", () => {
  const cheapest = cheapestValidBet(
    lobbyValidBets(demoConfig.games, demoGames, BonusRules.parse({})),
  );

  it('is no cheaper than the figure the economics tests assume', () => {
    expect(cheapest?.cost).toBeGreaterThanOrEqual(demoCheapestPlay.costPerValid - 1e-9);
  });

  it('is the figure they assume, not a looser one', () => {
    // A figure far below the real cheapest would make every farming test pass too easily.
    expect(cheapest?.cost).toBeLessThan(demoCheapestPlay.costPerValid + 0.001);
  });
});
