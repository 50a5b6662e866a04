/**
 * The ground of every farming-economics test (VIP, tasks, agent, growth fund, jackpot, invite
 * spin, their stack): the demo lobby's cheapest valid bet and what a farmer keeps of reward coin.
 *
 * - `costPerValid`: the least house edge per 1.00 counted toward valid bets (edge ÷ wagering
 *   weight) of any game the demo lobby offers — its best slot at 2.6%; the built-in dice's 1%
 *   edge counts only 25%. `test/cheapest-play.test.ts` recomputes it from the studio's declared
 *   RTPs, the built-in games and the demo config's weights, and fails when a cheaper bet appears.
 * - `keptShare`: the share of reward coin a farmer keeps once its 10× wagering is played: the
 *   bonus hunter's best measured share of 100.00 of reward coin (`npm run sim -- bonus`, about
 *   86–92%), taken at its top. Playing the wagering through at the cheapest bet alone keeps
 *   1 − 10 × 2.6% = 74%.
 */
export const demoCheapestPlay = { costPerValid: 0.026, keptShare: 0.92 } as const;
