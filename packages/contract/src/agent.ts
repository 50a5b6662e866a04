import { z } from 'zod';
import { bodyOf } from './common';
import { CursorPageRequest, cursorPageOf } from './pagination';
import { BonusItem } from './rewards';

/**
 * The five-level agent programme's calls (docs/rewards/agent.md): the player's
 * invite code, team and commission, its claim, its history, and the valid-invite rewards.
 */

const Money = z.number().int().min(0);
const Count = z.number().int().min(0);

/** One level of the player's downline (1: those they invited, 2: those they invited …). */
export const AgentLevel = z.object({
  level: z.number().int().min(1).max(5),
  /** The level's commission rate, in basis points of its valid bets. */
  rebateBp: z.number().int().min(0),
  /** Players at this level of the team, and those of them who joined today. */
  members: Count,
  newToday: Count,
  /** The level's valid bets today (so far) and yesterday, and the commission they make. */
  todayValidBets: Money,
  todayCommission: Money,
  yesterdayValidBets: Money,
  yesterdayCommission: Money,
});
export type AgentLevel = z.infer<typeof AgentLevel>;

export const AppAgent5UserRequest = bodyOf({});
export const AppAgent5UserAnswer = z.object({
  /** The player's invite code, and the lobby path that signs a new player up under it. */
  inviteCode: z.string(),
  invitePath: z.string(),
  levels: z.array(AgentLevel),
  team: z.object({ members: Count, newToday: Count }),
  /** Today's figures are an estimate from today's counters; yesterday's is what the job settles. */
  today: z.object({ validBets: Money, commission: Money }),
  yesterday: z.object({ validBets: Money, commission: Money }),
  /** Commission earned in all (settled), and settled commission waiting to be claimed. */
  totalEarned: Money,
  claimable: Money,
  validInvites: z.object({
    /** Direct invitees who are valid invites, and those of them not rewarded yet. */
    count: Count,
    claimable: Count,
    /** What each valid invite pays, and what a direct invitee must deposit (and bet) to be one. */
    reward: Money,
    deposit: Money,
    validBets: Money,
  }),
});
export type AppAgent5UserAnswer = z.infer<typeof AppAgent5UserAnswer>;

export const AppAgent5UserReceiveRequest = bodyOf({});
export const AppAgent5UserInviteValidReceiveRequest = bodyOf({});

export const AppAgent5UserLogRequest = bodyOf({ ...CursorPageRequest.shape });
/** Commission settled (a grant per day) and valid-invite rewards, with their claims. */
export const AppAgent5UserLogAnswer = cursorPageOf(BonusItem);
