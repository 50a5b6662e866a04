import { sql } from 'kysely';
import type { Db } from '@/db/database';
import { playersSql } from '../accounts/accounts.reads';
import { validInviteeSql, type ValidInviteTerms } from '../rewards/valid-invitee';

/** Records a device's click of an inviter's link; a second click of the pair changes nothing. */
export const recordClick = async (db: Db, inviterId: number, fingerprint: string) => {
  await db
    .insertInto('invite_clicks')
    .values({ inviter_id: inviterId, fingerprint })
    .onConflict((oc) => oc.columns(['inviter_id', 'fingerprint']).doNothing())
    .execute();
};

/**
 * The player's invite code with their invitees (users whose `pid` is the player), the valid ones
 * (as every referral reward counts them: rewards/valid-invitee.ts) and the devices that opened
 * the link: one statement.
 */
export const shareStatsOf = async (db: Db, userId: number, terms: ValidInviteTerms) => {
  const { rows } = await sql<{
    invite_code: string;
    invitees: number | string;
    valid_invitees: number | string;
    clicks: number | string;
  }>`
    select
      u.invite_code,
      (select count(*) from ${playersSql} i where i.pid = u.id) as invitees,
      (
        select count(*) from ${playersSql} i
        where i.pid = u.id and ${validInviteeSql(sql`i.id`, sql`u.id`, terms)}
      ) as valid_invitees,
      (select count(*) from invite_clicks c where c.inviter_id = u.id) as clicks
    from ${playersSql} u
    where u.id = ${userId}
  `.execute(db);
  const row = rows[0];
  if (!row) return undefined;
  return {
    inviteCode: row.invite_code,
    invitees: Number(row.invitees),
    validInvitees: Number(row.valid_invitees),
    clicks: Number(row.clicks),
  };
};
