import { z } from 'zod';
import { okEnvelope } from '@lobby/contract/envelope';
import { AppError, ErrorCode } from '@/core/app-error';
import { daysAfter } from '@/core/days';
import type { ModuleDeps, ServerModule } from '../server-module';
import { Award } from '../rewards/awards';
import { BroadcastInvalid } from './broadcasts';
import type { rewardsModule } from '../rewards/rewards.module';
import type { PendingApprovalSource } from '../audit/pending-approvals';
import type { StaffFourEyes } from '../staff/staff-four-eyes';
import { mailRule } from './mail-rule';
import { pendingMailApprovals, pendingMailCount } from './mail.reads';
import { mailConsoleRoutes } from './mail-console';
import { mailRoutes } from './mail.routes';
import { MailService } from './mail.service';
import { segmentFacts } from './segment-facts';
import { exportMail } from './mail-data-rights';

/** A broadcast as a development endpoint takes it: now to `expiresInDays` from now. */
const DevBroadcast = z.object({
  title: z.string(),
  body: z.string(),
  awards: z.array(Award).default([]),
  vipMin: z.number().int().optional(),
  vipMax: z.number().int().optional(),
  deposited: z.boolean().optional(),
  expiresInDays: z.number().int().min(1).max(365).default(7),
});

/**
 * Mail (docs/rewards/mail.md): the inbox's calls, the system mails as a rule of the rewards
 * engine, and the red dots (hasMail, emailAwardFlag) as rows of the bonus centre's one statement.
 */
export const mailModule = (
  deps: Pick<ModuleDeps, 'db' | 'settings' | 'clock'>,
  rewards: Pick<ReturnType<typeof rewardsModule>, 'engine' | 'grants' | 'centre'>,
  fourEyes: Pick<StaffFourEyes, 'requireMayApprove'>,
): ServerModule & { mail: MailService; pendingApprovals: PendingApprovalSource } => {
  const mail = new MailService({
    db: deps.db,
    settings: deps.settings,
    grants: rewards.grants,
    centre: rewards.centre,
    facts: segmentFacts,
  });
  rewards.engine.addRule(mailRule());
  rewards.centre.addOpenAwards((userId) => mail.flagRows(userId));
  return {
    name: 'mail',
    mail,
    routes: mailRoutes(mail),
    dataExport: exportMail,
    pendingApprovals: {
      kind: 'mail',
      seenWith: ['mail.broadcast', 'audit'],
      pending: async (limit) => {
        const [rows, count] = await Promise.all([
          pendingMailApprovals(deps.db, limit),
          pendingMailCount(deps.db),
        ]);
        return {
          list: rows.map((row) => ({
            kind: 'mail' as const,
            id: row.id,
            requestedBy: row.requestedBy,
            requestedByName: row.requestedByName,
            createdAt: Math.floor(row.createdAt.getTime() / 1000),
            amount: row.total,
            subject: row.summary,
            role: null,
          })),
          count,
        };
      },
    },
    consoleRoutes: mailConsoleRoutes({
      db: deps.db,
      facts: segmentFacts,
      clock: deps.clock,
      settings: deps.settings,
      fourEyes,
    }),
    registerDev: async (dev) => {
      // A broadcast sent now, as `npm run ops -- mail broadcast` sends it, for browser tests and
      // by hand while the server holds the embedded database (the CLI cannot open it then).
      dev.post(
        '/mailBroadcast',
        { schema: { hide: true, body: DevBroadcast } },
        async (request) => {
          const input = request.body as z.infer<typeof DevBroadcast>;
          const now = await deps.clock.now();
          try {
            const made = await mail.broadcast(
              {
                title: input.title,
                body: input.body,
                awards: input.awards,
                segment: { vipMin: input.vipMin, vipMax: input.vipMax, deposited: input.deposited },
                startsAt: now,
                expiresAt: daysAfter(now, input.expiresInDays),
              },
              'dev',
            );
            return okEnvelope({ id: made.id });
          } catch (error) {
            if (!(error instanceof BroadcastInvalid)) throw error;
            throw new AppError(ErrorCode.BAD_REQUEST, {
              issues: [{ path: '', message: error.message }],
            });
          }
        },
      );
    },
  };
};
