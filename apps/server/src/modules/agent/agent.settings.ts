import { z } from 'zod';

/** The agent programme's activities (their grants), and the bonus-centre tab each is listed in. */
export const AgentActivity = {
  /** A day's commission on the downline's valid bets, keyed `d:<day>`. */
  Commission: 'agent5-commission',
  /** A valid invite's reward, keyed `invitee:<id>`: once per invitee. */
  Invite: 'agent5-invite',
} as const;
export const AGENT_ACTIVITIES: readonly string[] = Object.values(AgentActivity);

/** How deep the programme pays: the closure table `user_ancestors` holds five levels. */
export const AGENT_DEPTH = 5;

/**
 * The agent programme's rules, in the `rewards` setting under `agent5` (docs/rewards/agent.md). The rates per level and the valid invite's deposit and reward are the app
 * config's `agent5`, which the texts promise as figures.
 */
export const AgentRules = z
  .object({
    /**
     * The valid bets (hundredths, all time) an invitee must reach, besides the config's
     * `validInviteDeposit` of deposits, to be a valid invite: 3,000.00, so a farmed invitee's
     * play costs more edge (78.00 at the cheapest 2.6%) than its reward and the rest it earns
     * are worth. The invite spin and /share count by the same rule (../valid-invitee.ts).
     */
    validInviteBets: z.number().int().min(0).default(300_000),
    /** Days a commission or valid-invite grant stays claimable once granted. */
    claimDays: z.number().int().min(1).max(365).default(30),
  })
  .default({ validInviteBets: 300_000, claimDays: 30 });
export type AgentRules = z.infer<typeof AgentRules>;
