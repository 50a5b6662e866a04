import type { BetRisk } from '@lobby/games/bet-risk';
import { crashRtp } from '@lobby/games/crash';
import { DICE_ROLLS, diceMultiplierE4ForRolls } from '@lobby/games/dice';
import { minesMultiplierE4, minesRtp } from '@lobby/games/mines';
import { SLOT_LINES, SLOT_RTP, slotRoundWin } from '@lobby/games/slot';
import {
  conversion,
  forfeitReturn,
  packageTerms,
  type BonusKind,
  type BonusPackageTerms,
} from '@lobby/contract/values/bonus-terms';
import { betWeightBp, type BonusRules } from './bonus-rules';

/**
 * A bonus hunter against the bonus terms (`npm run sim -- bonus`, docs/adr/0021): each strategy
 * takes a bonus with a deposit and plays the bonus balance with the built-in games' real math
 * until the wagering is done (cash = the balance, up to the conversion cap), the balance is gone,
 * or forfeiting pays better (cash = what is left of the deposit). Its expected value is the mean
 * of cash − deposit. Declining the bonus, or forfeiting it before any bet, is worth exactly 0:
 * the claim is that every way of playing a bonus is worth less.
 */

/** A small fast generator (sfc32): the simulation needs speed and reproducibility, not secrecy. */
export const sfc32 = (seed: number) => {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed | 0;
  const next = () => {
    a |= 0;
    b |= 0;
    c |= 0;
    d |= 0;
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 15; i++) next();
  return next;
};

/** A bet the hunter can make: a built-in game with fixed parameters. */
export interface BetOption {
  name: string;
  /** What it returns per unit bet (its RTP). */
  rtp: number;
  /** Weight (bp) it counts with toward wagering under the rules. */
  weightBp: number;
  /** Plays one unit bet: the multiple of the bet paid back (0 on a loss). */
  play: (random: () => number) => number;
}

/** A binary bet (dice, crash, mines): wins with `chance`, paying `oddsE4` / 10⁴ of the bet. */
const binaryOption = (
  name: string,
  chance: number,
  oddsE4: number,
  gameWeightBp: number,
  rules: BonusRules,
): BetOption => {
  const risk: BetRisk = { winChanceBp: Math.round(chance * 10_000), oddsE4 };
  const pays = oddsE4 / 10_000;
  return {
    name,
    rtp: chance * pays,
    weightBp: betWeightBp(gameWeightBp, risk, rules),
    play: (random) => (random() < chance ? pays : 0),
  };
};

/** Built-in game weights (bp) by game code, as appConfig's games give them. */
export type GameWeights = Readonly<Record<'slot' | 'dice' | 'crash' | 'mines', number>>;

/** The bets a hunter picks from: every built-in game, from near-certain wins to long shots. */
export const betOptions = (weights: GameWeights, rules: BonusRules): BetOption[] => {
  const options: BetOption[] = [];
  for (const rolls of [9_800, 7_500, 5_000, 4_950, 3_000, 1_000, 100, 10, 1]) {
    options.push(
      binaryOption(
        `dice ${((rolls / DICE_ROLLS) * 100).toFixed(2)}%`,
        rolls / DICE_ROLLS,
        diceMultiplierE4ForRolls(rolls),
        weights.dice,
        rules,
      ),
    );
  }
  for (const target of [101, 150, 200, 300, 1_000, 10_000, 100_000]) {
    const chance = (crashRtp(target) * 100) / target;
    options.push(
      binaryOption(
        `crash ${(target / 100).toFixed(2)}×`,
        chance,
        target * 100,
        weights.crash,
        rules,
      ),
    );
  }
  for (const [mines, picks] of [
    [1, 1],
    [3, 3],
    [5, 4],
    [10, 5],
    [24, 1],
  ] as const) {
    const oddsE4 = minesMultiplierE4(mines, picks);
    const chance = minesRtp(mines, picks) / (oddsE4 / 10_000);
    options.push(binaryOption(`mines ${mines}/${picks}`, chance, oddsE4, weights.mines, rules));
  }
  const source = { next: () => 0 };
  options.push({
    name: 'slot',
    rtp: SLOT_RTP,
    weightBp: betWeightBp(weights.slot, null, rules),
    play: (random) => {
      source.next = random;
      return slotRoundWin(source) / SLOT_LINES;
    },
  });
  return options;
};

/**
 * How the hunter plays: optionally bold first (the largest bet allowed on `bold` until the
 * balance reaches `boldTarget` times where it started, or is gone), then grinds the wagering on
 * `grind` with bets of `grindBetShare` of the maximum; with `forfeit`, it forfeits as soon as what
 * forfeiting returns beats what finishing is expected to.
 */
export interface Strategy {
  bold?: BetOption;
  boldTarget?: number;
  grind: BetOption;
  grindBetShare: number;
  forfeit: boolean;
}

export const strategyName = (s: Strategy) =>
  [
    s.bold ? `bold ${s.bold.name} to ${s.boldTarget}×` : null,
    `grind ${s.grind.name} at ${Math.round(s.grindBetShare * 100)}% of max bet`,
    s.forfeit ? 'forfeit when better' : null,
  ]
    .filter(Boolean)
    .join(', ');

/** Cost of wagering one unit on a bet option: its edge per unit counted. */
const costPerValid = (option: BetOption) =>
  option.weightBp > 0 ? (1 - option.rtp) / (option.weightBp / 10_000) : Infinity;

/** One bonus played to its end: the cash it leaves (hundredths, as a float). */
export const playOnce = (terms: BonusPackageTerms, strategy: Strategy, random: () => number) => {
  let balance = terms.deposit + terms.bonus;
  let left = terms.wageringRequired;
  const start = balance;
  const target = strategy.bold && strategy.boldTarget ? start * strategy.boldTarget : 0;
  let bold = target > 0;
  const grindCost = costPerValid(strategy.grind);
  let bets = 0;
  // Fewer than a hundredth left is nothing left.
  while (left > 0 && balance >= 1) {
    if (bold && balance >= target) bold = false;
    // Forfeiting before the first bet is declining the bonus (worth 0): a strategy plays.
    if (strategy.forfeit && !bold && bets > 0) {
      const finishing = Math.min(Math.max(balance - grindCost * left, 0), terms.conversionCap);
      if (forfeitReturn(balance, terms) > finishing) return forfeitReturn(balance, terms);
    }
    const option = bold ? strategy.bold! : strategy.grind;
    const size = bold ? terms.maxBet : Math.max(1, terms.maxBet * strategy.grindBetShare);
    const bet = Math.min(size, balance);
    balance += bet * option.play(random) - bet;
    left -= (bet * option.weightBp) / 10_000;
    bets++;
  }
  return left <= 0 ? conversion(balance, terms) : forfeitReturn(balance, terms);
};

export interface StrategyResult {
  strategy: string;
  trials: number;
  /** Mean of (cash − deposit), hundredths. */
  ev: number;
  /** Half the width of its 95% confidence interval. */
  ci95: number;
  /** ev / deposit. */
  evShare: number;
}

export const evaluate = (
  terms: BonusPackageTerms,
  strategy: Strategy,
  trials: number,
  seed: number,
): StrategyResult => {
  const random = sfc32(seed);
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < trials; i++) {
    const net = playOnce(terms, strategy, random) - terms.deposit;
    sum += net;
    squares += net * net;
  }
  const ev = sum / trials;
  const variance = trials > 1 ? Math.max(0, (squares - trials * ev * ev) / (trials - 1)) : 0;
  return {
    strategy: strategyName(strategy),
    trials,
    ev,
    ci95: 1.96 * Math.sqrt(variance / trials),
    evShare: terms.deposit > 0 ? ev / terms.deposit : 0,
  };
};

/** Every strategy of the search: each counted bet ground alone, and after each bold start. */
export const strategies = (options: readonly BetOption[]): Strategy[] => {
  const counted = options.filter((o) => o.weightBp > 0);
  // The cheapest ways to grind: the lowest cost per counted unit, and the safest of those.
  const grinders = [...counted].sort((a, b) => costPerValid(a) - costPerValid(b)).slice(0, 4);
  // Bold starts: every bet that is not a near-certain win.
  const longShots = options.filter((o) => o.rtp < 1 && o.name !== 'dice 97.99%');
  const out: Strategy[] = [];
  for (const grind of grinders) {
    for (const grindBetShare of [1, 0.25]) {
      for (const forfeit of [false, true]) out.push({ grind, grindBetShare, forfeit });
    }
    for (const bold of longShots) {
      for (const boldTarget of [1.5, 2, 3, 5, 10]) {
        for (const forfeit of [false, true])
          out.push({ bold, boldTarget, grind, grindBetShare: 1, forfeit });
      }
    }
  }
  return out;
};

export interface Scenario {
  kind: BonusKind;
  deposit: number;
  bonus: number;
}

export interface ScenarioResult {
  scenario: Scenario;
  terms: BonusPackageTerms;
  /** The best strategies of all, forfeiting ones included. */
  best: StrategyResult[];
  /** The best of those that play the bonus through: to its conversion, or its balance's end. */
  bestThrough: StrategyResult[];
}

/**
 * Searches the strategies with `searchTrials` each, then plays the `keep` best again with
 * `finalTrials` (a fresh seed) for the figures reported.
 */
export const searchScenario = (
  scenario: Scenario,
  rules: BonusRules,
  weights: GameWeights,
  options: { searchTrials: number; finalTrials: number; keep: number; seed: number },
): ScenarioResult => ({
  scenario,
  ...searchTerms(
    packageTerms(scenario.kind, scenario.deposit, scenario.bonus, rules),
    rules,
    weights,
    options,
  ),
});

/**
 * The search for a package of given terms (a deposit's bonus, or reward coin with no deposit in
 * it, whose expected cash-out is the operator's cost of giving it).
 */
export const searchTerms = (
  terms: BonusPackageTerms,
  rules: BonusRules,
  weights: GameWeights,
  options: { searchTrials: number; finalTrials: number; keep: number; seed: number },
): Omit<ScenarioResult, 'scenario'> => {
  const searched = strategies(betOptions(weights, rules))
    .map((strategy, i) => ({
      strategy,
      result: evaluate(terms, strategy, options.searchTrials, options.seed + i),
    }))
    .sort((a, b) => b.result.ev - a.result.ev);
  const confirm = (found: typeof searched, offset: number) =>
    found
      .slice(0, options.keep)
      .map(({ strategy }, i) =>
        evaluate(terms, strategy, options.finalTrials, options.seed * 31 + offset + i),
      )
      .sort((a, b) => b.ev - a.ev);
  return {
    terms,
    best: confirm(searched, 0),
    bestThrough: confirm(
      searched.filter((s) => !s.strategy.forfeit),
      options.keep,
    ),
  };
};

/** Built-in game weights as appConfig's games give them. */
/**
 * Every bet of the demo lobby as the farming economics see it (vip-economics.ts
 * `cheapestValidBet`): the built-in games' options under the rules, and each studio game of the
 * config at its declared RTP (`studio`, the studio's catalogue, which the server does not import).
 */
export const lobbyValidBets = (
  games: readonly { code: string; provider: string; wagerWeightBp: number }[],
  studio: readonly { code: string; rtp: number }[],
  rules: BonusRules,
) => [
  ...betOptions(weightsOf(games), rules).map((o) => ({
    name: o.name,
    rtp: o.rtp,
    weightBp: o.weightBp,
  })),
  ...games
    .filter((g) => g.provider === 'demo-provider')
    .map((g) => ({
      name: g.code,
      rtp: studio.find((d) => d.code === g.code)?.rtp ?? 0,
      weightBp: g.wagerWeightBp,
    })),
];

export const weightsOf = (
  games: readonly { code: string; wagerWeightBp: number }[],
): GameWeights => {
  const of = (code: string) => games.find((g) => g.code === code)?.wagerWeightBp ?? 10_000;
  return { slot: of('slot'), dice: of('dice'), crash: of('crash'), mines: of('mines') };
};

/**
 * The bonus every kind gives at deposits where its share of the deposit is largest (below the
 * caps, and at the smallest deposit that takes one), from the deposit rules and the channels.
 */
export const defaultScenarios = (
  deposit: { firstDepositBonusBp: number; dailyFirstDepositBonusBp: number; maxBonus: number },
  channels: readonly { name: string; bonusBp: number; bonusKind: number | null }[],
  minDeposit: number,
): (Scenario & { label: string })[] => {
  const share = (amount: number, bp: number) =>
    Math.min(Math.floor((amount * bp) / 10_000), deposit.maxBonus || Infinity);
  const at = (amount: number) => `${(amount / 100).toFixed(2)}`;
  const out: (Scenario & { label: string })[] = [];
  for (const amount of [
    minDeposit,
    100_000,
    Math.floor((deposit.maxBonus * 10_000) / deposit.firstDepositBonusBp),
  ]) {
    out.push({
      label: `first deposit ${deposit.firstDepositBonusBp / 100}% on ${at(amount)}`,
      kind: 'first_deposit',
      deposit: amount,
      bonus: share(amount, deposit.firstDepositBonusBp),
    });
  }
  out.push({
    label: `day's first deposit ${deposit.dailyFirstDepositBonusBp / 100}% on ${at(100_000)}`,
    kind: 'daily_first',
    deposit: 100_000,
    bonus: share(100_000, deposit.dailyFirstDepositBonusBp),
  });
  for (const channel of channels.filter((c) => c.bonusKind !== null && c.bonusBp > 0)) {
    out.push({
      label: `${channel.name} ${channel.bonusBp / 100}% on ${at(100_000)}`,
      kind: 'channel',
      deposit: 100_000,
      bonus: share(100_000, channel.bonusBp),
    });
  }
  return out;
};
