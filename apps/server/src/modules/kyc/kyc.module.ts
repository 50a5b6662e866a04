import type { PlayClosure } from './kyc-closure';
import { okEnvelope } from '@lobby/contract/envelope';
import { ErrorCode } from '@lobby/contract/values/errors';
import type { ModuleDeps, ServerModule } from '../server-module';
import type { BonusService } from '../bonus/bonus.service';
import { consoleKycDocumentPath } from '@lobby/contract/console';
import { consoleSessionFor } from '@/core/console-routes';
import { sendError } from '@/core/envelope';
import { isAppError } from '@/core/app-error';
import { auditByStaffAt } from '../audit/audit-by';
import { KycLimits } from './kyc-limits';
import { KYC_RULES_KEY, kycRulesFor } from './kyc.settings';
import {
  deleteExpiredDocuments,
  KYC_RETENTION_EVERY_MS,
  KYC_RETENTION_QUEUE,
} from './kyc-retention';
import { kycConsoleRoutes, kycRoutes } from './kyc.routes';
import { KycService } from './kyc.service';
import { KycStaffService } from './kyc-staff.service';
import { exportKyc, kycErasure } from './kyc-data-rights';

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/**
 * Know your customer (ADR 0073): the player's tiers, details and documents, the tier limits the
 * deposits and withdrawals ask (`limits`, handed to them by the composition), the console's
 * review queue, a document's image for staff with kyc.read (each view audited, never cached,
 * never served to anyone else), and the documents' retention job.
 */
export const kycModule = (
  deps: Pick<
    ModuleDeps,
    'db' | 'env' | 'images' | 'log' | 'settings' | 'jobs' | 'consoleSessionOf'
  >,
  bonus: BonusService,
  closeGameSessions: PlayClosure['closeGameSessions'],
): ServerModule & { limits: KycLimits; service: KycService; staff: KycStaffService } => {
  const rules = kycRulesFor(deps.env.APP_ENV);
  const limits = new KycLimits(deps.settings, rules);
  // On disk under DATA_DIR or in the S3 bucket, by environment; never served publicly.
  const store = deps.images('kyc');
  const service = new KycService({
    db: deps.db,
    limits,
    store,
    closure: { bonus, closeGameSessions },
    log: deps.log,
  });
  const staff = new KycStaffService({ db: deps.db, store });
  deps.jobs.every(KYC_RETENTION_QUEUE, KYC_RETENTION_EVERY_MS, async () => {
    await deleteExpiredDocuments({ db: deps.db, store, limits, log: deps.log });
  });
  return {
    name: 'kyc',
    dataExport: exportKyc,
    dataErasure: kycErasure(store),
    limits,
    service,
    staff,
    routes: kycRoutes(service),
    consoleRoutes: kycConsoleRoutes(staff),
    async registerDev(dev) {
      // Browser tests set the tiers' limits (outside production none apply until set).
      dev.post('/kycRules', { schema: { hide: true } }, async (request, reply) => {
        const parsed = rules.safeParse(request.body ?? {});
        if (!parsed.success) return sendError(reply, ErrorCode.BAD_REQUEST);
        await deps.settings.set(KYC_RULES_KEY, rules, parsed.data);
        return okEnvelope(await limits.rules());
      });
    },
    async registerHttp(app) {
      app.get(
        consoleKycDocumentPath(':id'),
        { schema: { hide: true }, config: { securityHeaders: 'api' } },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          const session = await consoleSessionFor(
            request,
            reply,
            'kyc.read',
            deps.consoleSessionOf,
          );
          if (!session) return reply;
          const { id } = request.params as { id: string };
          if (!/^[1-9][0-9]{0,9}$/.test(id) || Number(id) > 2_147_483_647)
            return sendError(reply, ErrorCode.NOT_FOUND);
          try {
            const image = await staff.documentImage(
              auditByStaffAt(session.staff, request.ip),
              Number(id),
            );
            if (!image) return sendError(reply, ErrorCode.NOT_FOUND);
            return reply
              .headers({
                'content-type': image.type,
                'content-length': String(image.bytes.length),
                'content-disposition': `inline; filename="kyc-${id}.${EXTENSION[image.type]}"`,
                vary: 'cookie',
              })
              .send(image.bytes);
          } catch (error) {
            if (isAppError(error)) return sendError(reply, error.code);
            throw error;
          }
        },
      );
    },
  };
};
