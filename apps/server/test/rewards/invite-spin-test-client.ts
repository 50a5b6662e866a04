import { expect } from 'vitest';
import { accountsClient, newAccount, newIp } from '../accounts-client';
import { rewardsTestKit } from './rewards-test-kit';
import type { TestApp } from '../test-app';
import { REWARDS_RULES_KEY, RewardsRules } from '@/modules/rewards/rewards.settings';

/** A wheel of two sectors, 50.00 and 60.00, toward 100.00: two spins reach the cap. */
export const inviteSpinTestRules = {
  target: 10_000,
  remainder: 100,
  validInvitesNeeded: 2,
  firstSpins: 1,
  spinsPerInvite: 1,
  spinsPerValidInvite: 2,
  attemptHours: 72,
  cooldownHours: 24,
  sectors: [
    { amount: 5_000, weight: 1 },
    { amount: 6_000, weight: 1 },
  ],
};
/** The valid bets that make an invitee valid here (the agent programme's term, modules/rewards/valid-invitee.ts). */
export const VALID_BETS = 50_000;

/**
 * The invite spin's server tests' side of it: its rules, an inviter on a device of their own and
 * their invitees (valid when asked), counted by the engine (`consume`).
 */
export const inviteSpinClient = (t: () => TestApp, consume: () => Promise<number>) => {
  const kit = rewardsTestKit(t);
  return {
    useRules: (inviteSpin: Partial<typeof inviteSpinTestRules> = {}) =>
      t().settings.set(REWARDS_RULES_KEY, RewardsRules, {
        inviteSpin: { ...inviteSpinTestRules, ...inviteSpin },
        agent5: { validInviteBets: VALID_BETS },
      }),

    /** A player signed up on a device of their own. */
    playerOn: async (fingerprint: string) => {
      const { token, user } = await accountsClient(t()).registerByAccount(newAccount(), undefined, {
        fingerprint,
        ip: newIp(),
      });
      return { token, userId: user.id, nickname: user.nickname as string };
    },

    /** An invitee of `inviter` (its id as the invite code), made valid when asked. */
    invitee: async (
      inviter: { userId: number },
      { fingerprint = `dev-${newAccount()}`, valid = false } = {},
    ) => {
      const answer = await accountsClient(t()).call(
        'accountRegist',
        { account: newAccount(), password: 'Tulip-Harbor-58', inviteCode: String(inviter.userId) },
        { fingerprint, ip: newIp() },
      );
      expect(answer.body.errcode, answer.body.msg).toBe(0);
      const userId = answer.body.data.user.id as number;
      if (valid) {
        const amount = t().config.current().config.agent5.validInviteDeposit;
        await t()
          .database.db.insertInto('domain_events')
          .values({
            type: 'deposit.credited',
            user_id: userId,
            payload: JSON.stringify({ userId, orderNo: `o-${userId}`, amount, bonus: 0 }),
          })
          .execute();
        await kit.betSettled(userId, { bet: VALID_BETS });
        // A valid invitee has verified a phone of their own.
        await t()
          .database.db.updateTable('users')
          .set({ mobile: `+63917${String(userId).padStart(7, '0')}`, mobile_verified: true })
          .where('id', '=', userId)
          .execute();
      }
      await consume();
      return userId;
    },
  };
};
