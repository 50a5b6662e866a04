import type { BonusPackageTerms } from '@lobby/contract/values/bonus-terms';
import { sfc32, playOnce, type BetOption, type Strategy } from '../bonus/bonus-sim';
import type { WithdrawalRules } from './withdrawal-rules';

/**
 * A reward farmer against the withdrawal rules (`npm run sim -- farm`, `npm run sim -- bonus`;
 * docs/rules.md "Withdrawals", docs/security.md "Fraud and abuse"): for each strategy, the
 * farmer's expected cash per account, the SMS cost of the account's phone number included.
 *
 * Each account claims the no-deposit rewards (the sign-up bonus and the follow rewards: reward
 * coin, one bonus package), plays it with the built-in games' real math (bonus-sim.ts's hunter)
 * and tries to cash out. What the sim counts is the cash that leaves **without a person
 * deciding**: a request the rules hold for review counts nothing paid (the farmer is credited
 * back their own deposit, less what its turnover lost, which is generous to them); a request the
 * rules refuse pays nothing. Beside it, for information, what the account would bring if every
 * review approved. The claim is that under the defaults no strategy's cash without a person is
 * above 0; turning the trust rules off (a lax setting) makes some strategy pay.
 */

/** What one farmed account costs and gets, whatever the strategy. */
export interface FarmWorld {
  rules: WithdrawalRules;
  /** The reward coin one account claims without a deposit, and the terms it is played under. */
  rewardTerms: BonusPackageTerms;
  /** The smallest deposit a payment channel takes (hundredths). */
  minDeposit: number;
  /** The assumed cost of one SMS-verified phone number (hundredths). */
  smsCost: number;
  /** The built-in bets the farmer may play (bonus-sim.ts's `betOptions`). */
  bets: readonly BetOption[];
  /**
   * Whether the linked-account rule refuses the no-deposit rewards to a second account of one
   * address without a device fingerprint (issue 30's graph: "no device" is a signal too).
   */
  linkedAccountsRefused: boolean;
  /** How many accounts the farmer runs (per-account figures of the shared-address strategies). */
  accounts: number;
}

export interface FarmRow {
  strategy: string;
  /** Expected cash per account that leaves with no person deciding, SMS cost included. */
  unattended: number;
  /** Expected cash per account if every review approved, SMS cost included (information). */
  ifApproved: number;
  /** What stops it under these rules, in words. */
  stoppedBy: string;
}

/** Reward coin's prop id (a follow reward may pay something else). */
const COIN_PROP = 2001;

/**
 * The reward coin one account claims with no deposit: the sign-up bonus the app config promises
 * and every follow channel's reward that pays coin (the figures `npm run sim -- bonus` uses).
 */
export const rewardCoinPerAccount = (
  config: { clientConfig: { lobbyBonusAmount: number }; socialMedia: readonly { id: number }[] },
  rewards: {
    follow: {
      award: { propId: number; count: number };
      channels: Record<string, { propId: number; count: number }>;
    };
  },
) =>
  config.clientConfig.lobbyBonusAmount +
  config.socialMedia
    .map((c) => rewards.follow.channels[String(c.id)] ?? rewards.follow.award)
    .filter((a) => a.propId === COIN_PROP)
    .reduce((sum, a) => sum + a.count, 0);

/** The loss per unit of valid bets of a bet: its edge over its weight. */
const costPerValid = (bet: BetOption) =>
  bet.weightBp > 0 ? (1 - bet.rtp) / (bet.weightBp / 10_000) : Infinity;

/** How the farmer plays the reward coin: ground on the lowest-edge counted bet, or bold first. */
const playStyles = (bets: readonly BetOption[]) => {
  const counted = bets.filter((b) => b.weightBp > 0);
  const cheapest = [...counted].sort((a, b) => costPerValid(a) - costPerValid(b))[0]!;
  // A bold start to pass the minimum request sooner: a 30% dice roll (about 3.3× the bet).
  const longShot = bets.find((b) => b.name === 'dice 30.00%');
  const styles: { name: string; strategy: Strategy }[] = [
    {
      name: `the lowest-edge counted bet (${cheapest.name})`,
      strategy: { grind: cheapest, grindBetShare: 1, forfeit: false },
    },
  ];
  if (longShot) {
    styles.push({
      name: `bold on ${longShot.name} to 3×, then ${cheapest.name}`,
      strategy: {
        bold: longShot,
        boldTarget: 3,
        grind: cheapest,
        grindBetShare: 1,
        forfeit: false,
      },
    });
  }
  return { cheapest, styles };
};

/** The cash each trial of a play style leaves (hundredths), `trials` of them. */
const cashOuts = (terms: BonusPackageTerms, strategy: Strategy, trials: number, seed: number) => {
  const random = sfc32(seed);
  return Array.from({ length: trials }, () => Math.floor(playOnce(terms, strategy, random)));
};

const mean = (values: readonly number[]) =>
  values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

/**
 * Every strategy of the farm against `world`'s rules, `trials` plays each (seeded: the same
 * figures every run).
 */
export const farmStrategies = (world: FarmWorld, trials: number, seed: number): FarmRow[] => {
  const { rules, smsCost } = world;
  const { cheapest, styles } = playStyles(world.bets);
  const rows: FarmRow[] = [];
  // Requests of a player who never deposited, or a first one: a person decides.
  const heldWithoutDeposit = rules.requireDepositForAuto || rules.firstWithdrawalReview;
  const heldWithDeposit = rules.firstWithdrawalReview;
  const unlockDeposit = Math.max(rules.rewardCashMinDeposit, world.minDeposit);
  const turnoverCost = (deposit: number) => deposit * costPerValid(cheapest);

  for (const [i, style] of styles.entries()) {
    const cash = cashOuts(world.rewardTerms, style.strategy, trials, seed + i);
    // No deposit: all the cash is reward-derived; below the minimum request nothing can go.
    const withdrawable = cash.map((c) => (c >= rules.minAmount ? Math.min(c, rules.maxAmount) : 0));
    const noDepositPaid = mean(withdrawable);
    const noDepositRefused = rules.rewardCashMinDeposit > 0;
    const noDeposit: FarmRow = {
      strategy: `one account per phone, own device and address, no deposit; plays ${style.name}`,
      unattended: (noDepositRefused || heldWithoutDeposit ? 0 : noDepositPaid) - smsCost,
      ifApproved: (noDepositRefused ? 0 : noDepositPaid) - smsCost,
      stoppedBy: noDepositRefused
        ? `reward-derived cash refused before deposits of ${money(rules.rewardCashMinDeposit)}`
        : heldWithoutDeposit
          ? 'held for review (no deposit / first withdrawal)'
          : 'nothing',
    };
    rows.push(noDeposit);

    // Deposit the least that unlocks the reward cash (and reaches the minimum request), play
    // its turnover on the lowest-edge bet, withdraw everything.
    const perTrial = cash.map((c) => {
      const deposit = Math.max(unlockDeposit, rules.minAmount - c, 0);
      const lost = turnoverCost(deposit);
      const balance = c + deposit - lost;
      return { gain: Math.min(balance, rules.maxAmount) - deposit, lost };
    });
    const depositGain = mean(perTrial.map((t) => t.gain));
    const depositLost = mean(perTrial.map((t) => t.lost));
    rows.push({
      strategy: `deposit ${money(unlockDeposit)} or more (to unlock and reach the minimum request), then withdraw; plays ${style.name}`,
      unattended: (heldWithDeposit ? -depositLost : depositGain) - smsCost,
      ifApproved: depositGain - smsCost,
      stoppedBy: heldWithDeposit ? 'held for review (first withdrawal)' : 'nothing',
    });

    // Many accounts, one receiving account: the first as above; the others are refused the
    // account before they deposit (`refuse`: each lost its number only) or deposit and are held
    // for review with the link named (`review`).
    const others = world.accounts - 1;
    const firstShared = (heldWithDeposit ? -depositLost : depositGain) - smsCost;
    const refused = rules.sharedAccount === 'refuse';
    rows.push({
      strategy: `${world.accounts} accounts, one receiving account, deposit to unlock; plays ${style.name}`,
      unattended:
        (firstShared + others * (refused ? -smsCost : -depositLost - smsCost)) / world.accounts,
      ifApproved:
        (depositGain - smsCost + others * (refused ? -smsCost : depositGain - smsCost)) /
        world.accounts,
      stoppedBy: refused
        ? 'shared receiving account refused beyond the first'
        : 'shared receiving account held for review',
    });

    // Many accounts on one address with no fingerprint: the linked-account rule refuses the
    // rewards beyond the first account, which is the no-deposit account above.
    const firstOfMany = noDeposit.unattended + smsCost;
    const rest = world.linkedAccountsRefused ? 0 : firstOfMany;
    rows.push({
      strategy: `${world.accounts} accounts on one address, no fingerprint, no deposit; plays ${style.name}`,
      unattended: (firstOfMany + others * rest) / world.accounts - smsCost,
      ifApproved:
        (noDeposit.ifApproved +
          smsCost +
          others * (world.linkedAccountsRefused ? 0 : noDeposit.ifApproved + smsCost)) /
          world.accounts -
        smsCost,
      stoppedBy: world.linkedAccountsRefused
        ? `linked accounts refused the rewards beyond the first; ${noDeposit.stoppedBy}`
        : noDeposit.stoppedBy,
    });
  }
  return rows;
};

const money = (hundredths: number) =>
  (hundredths / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** Whether no strategy brings the farmer cash without a person: every row at or below 0. */
export const farmPaysNothing = (rows: readonly FarmRow[]) => rows.every((r) => r.unattended <= 0);
