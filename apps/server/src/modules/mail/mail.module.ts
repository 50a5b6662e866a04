import type { ModuleDeps, ServerModule } from '../../core/server-module';
import type { rewardsModule } from '../rewards/rewards.module';
import { mailRule } from './mail-rule';
import { mailRoutes } from './mail.routes';
import { MailService } from './mail.service';
import { segmentFacts } from './segment-facts';

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
