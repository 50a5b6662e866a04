import { sql } from 'kysely';
import type { ModuleDeps, ServerModule } from '../../core/server-module';
import { depositsState } from '../deposits/deposits-state';
import type { rewardsModule } from '../rewards/rewards.module';
import { vipState } from '../rewards/vip/vip-state';
import type { SegmentFacts } from './mail.repo';
import { mailRule } from './mail-rule';
import { mailRoutes } from './mail.routes';
import { MailService } from './mail.service';

/**
 * What a broadcast's segment reads of a player: the VIP level and the deposits as those modules
 * show them in the user info (their player-state parts), and the registration time.
 */
const segmentFacts: SegmentFacts = {
  vipLevel: (userId) => sql<number>`coalesce(${vipState.columns(userId).level}, 0)`,
  depositTotal: (userId) => sql<number>`${depositsState.columns(userId).total}`,
  registeredAt: (userId) => sql<Date>`(select created_at from users where id = ${userId})`,
};

/**
 * Mail (docs/rewards.md "Mail"): the inbox's calls, the system mails as a rule of the rewards
 * engine, and the red dots (hasMail, emailAwardFlag) as rows of the bonus centre's one statement.
 */
export const mailModule = (
  deps: ModuleDeps,
  rewards: Pick<ReturnType<typeof rewardsModule>, 'engine' | 'grants' | 'centre'>,
): ServerModule & { mail: MailService } => {
  const mail = new MailService({
    db: deps.db,
    settings: deps.settings,
    grants: rewards.grants,
    centre: rewards.centre,
    facts: segmentFacts,
  });
  rewards.engine.addRule(mailRule());
  rewards.centre.addOpenAwards((userId) => mail.flagRows(userId));
  return { name: 'mail', mail, routes: mailRoutes(mail) };
};
