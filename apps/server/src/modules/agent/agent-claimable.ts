import { sql } from 'kysely';
import type { Db } from '@/db/database';
import { grantExistsSql } from '../rewards/rewards.reads';
import type { ValidInviteTerms } from '../rewards/valid-invitee';
import { validInviteesSql } from './agent.repo';
import { AgentActivity } from './agent.settings';

/**
 * The agent programme's claimability predicate for what it grants when claimed
 * (docs/rewards/agent.md), the one rule of its red dot and of `agent5ReceiveValidInvites`: a row
 * (`invitee_id, grant_key`) per valid direct invitee not rewarded yet, while the config's
 * `validInviteReward` is above 0. The commission is granted by its job and claimed as any grant.
 */
export const claimableInvitesSql = (userId: number, terms: ValidInviteTerms, reward: number) =>
  sql<{ invitee_id: string; grant_key: string }>`
    select v.id as invitee_id, 'invitee:' || v.id as grant_key
    from (${validInviteesSql(userId, terms)}) v
    where ${reward} > 0
      and not ${grantExistsSql(userId, AgentActivity.Invite, sql`'invitee:' || v.id`)}
  `;

/** The red dot's row (`select activity, n`): how many invites the predicate lets a claim reward. */
export const agentRedDotSql = (userId: number, terms: ValidInviteTerms, reward: number) => sql`
  select ${AgentActivity.Invite}::text as activity, count(*)::int as n
  from (${claimableInvitesSql(userId, terms, reward)}) i
`;

/** The invites the predicate lets the claim reward now, and the lobby's now, in its transaction. */
export const claimableInvitesOf = async (
  trx: Db,
  userId: number,
  terms: ValidInviteTerms,
  reward: number,
) =>
  (
    await sql<{ grant_key: string; now: Date }>`
      select i.grant_key, app_now() as now
      from (${claimableInvitesSql(userId, terms, reward)}) i
      order by i.invitee_id::bigint
    `.execute(trx)
  ).rows;
