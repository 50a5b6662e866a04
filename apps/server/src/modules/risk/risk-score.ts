import { sql } from 'kysely';
import type { RiskReason, RiskScore } from '@lobby/contract/console-risk';
import type { Db } from '@/db/database';
import { depositCountSql } from '../deposits/deposits.reads';
import { countPlayerRounds } from '../games/games.reads';
import { coinClaimTimes } from '../rewards/rewards.reads';
import { withdrawalTimesOf } from '../withdrawals/withdrawals.reads';
import { hadNoDevice, linkRows, velocityEventCount, type LinkRow } from './risk.repo';
import type { RiskRules } from './risk.settings';

/** How many of the latest claims and withdrawals the fast cash-out rule compares. */
const RECENT = 50;
const HOUR_MS = 3_600_000;

/** The players linked to `userId`, as the rules link them (risk.repo.ts linkRows). */
export const linksOf = (db: Db, userId: number, rules: RiskRules) =>
  linkRows(db, userId, {
    ipWindowSeconds: rules.ipWindowSeconds,
    burst: rules.signUpsPerIp24PerHour,
  });

const kindsOf = (links: readonly LinkRow[]) => [...new Set(links.map((l) => l.kind))].join(', ');
const usersOf = (links: readonly LinkRow[]) => new Set(links.map((l) => l.userId)).size;

/** Whether a withdrawal was requested within `hours` after a claim of reward coin. */
const fastCashOut = (claims: readonly Date[], withdrawals: readonly Date[], hours: number) =>
  withdrawals.some((w) =>
    claims.some((c) => {
      const after = w.getTime() - c.getTime();
      return after >= 0 && after <= hours * HOUR_MS;
    }),
  );

/**
 * A player's risk score (docs/security.md "Fraud and abuse"): the sum of the weights of the
 * reasons found, each named. Reads other modules' tables through their read APIs only.
 */
export const scoreOf = async (db: Db, userId: number, rules: RiskRules): Promise<RiskScore> => {
  const links = await linksOf(db, userId, rules);
  const noDevice = await hadNoDevice(db, userId);
  const velocity = await velocityEventCount(db, userId);
  const { rows } = await sql<{
    deposits: number;
  }>`select ${depositCountSql(userId)} as deposits`.execute(db);
  const deposited = Number(rows[0]?.deposits ?? 0) > 0;
  const claims = await coinClaimTimes(db, userId, RECENT);
  const played = deposited ? false : (await countPlayerRounds(db, userId, 1)) > 0;
  const withdrawals = claims.length > 0 ? await withdrawalTimesOf(db, userId, RECENT) : [];

  const reasons: RiskReason[] = [];
  const add = (code: RiskReason['code'], weight: number, detail: string) => {
    if (weight > 0) reasons.push({ code, weight, detail });
  };
  const linked = links.filter((l) => l.kind !== 'payoutAccount');
  const payout = links.filter((l) => l.kind === 'payoutAccount');
  if (linked.length > 0)
    add(
      'linkedAccounts',
      rules.weightLinkedAccounts,
      `${usersOf(linked)} accounts by ${kindsOf(linked)}`,
    );
  if (payout.length > 0)
    add(
      'sharedPayoutAccount',
      rules.weightSharedPayoutAccount,
      `${usersOf(payout)} accounts share a payout account`,
    );
  if (noDevice) add('noDevice', rules.weightNoDevice, 'signed in without a device fingerprint');
  if (velocity > 0)
    add('velocity', rules.weightVelocity, `${velocity} claims refused for velocity`);
  if (!deposited && (claims.length > 0 || played))
    add(
      'bonusOnlyPlay',
      rules.weightBonusOnlyPlay,
      claims.length > 0 ? 'reward coin claimed, never deposited' : 'played, never deposited',
    );
  if (fastCashOut(claims, withdrawals, rules.fastCashOutHours))
    add(
      'fastCashOut',
      rules.weightFastCashOut,
      `withdrawal within ${rules.fastCashOutHours} h of a reward claim`,
    );
  return { score: reasons.reduce((sum, r) => sum + r.weight, 0), reasons };
};
