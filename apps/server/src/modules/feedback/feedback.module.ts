import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { RequestId } from '@lobby/contract/common';
import { okEnvelope } from '@lobby/contract/envelope';
import { ErrorCode } from '@lobby/contract/values/errors';
import { consoleFeedbackImagePath, feedbackImagePath } from '@lobby/contract/values/feedback';
import type { ModuleDeps, ServerModule } from '../server-module';
import type { ConfigService } from '../config/config.service';
import { consoleSessionFor } from '@/core/console-routes';
import { sendImage } from '@/core/send-image';
import { sendError } from '@/core/envelope';
import { systemAuditBy } from '../audit/audit-by';
import { feedbackConsoleRoutes, feedbackRoutes } from './feedback.routes';
import { FeedbackService } from './feedback.service';
import { FeedbackStaffService } from './feedback-staff.service';
import { exportFeedback, feedbackErasure } from './feedback-data-rights';

const StaffReplyRequest = z.object({
  id: RequestId,
  text: z.string().min(1).max(4000),
  close: z.boolean().default(false),
});

/**
 * Feedback: the player's calls and the console's (the queue, a thread, staff replies), and GET
 * of an image for its owner's session and for staff with 'feedback.read' (the auditor too), sent so that
 * no browser takes it for anything but that image (docs/content.md "Serving images").
 */
export const feedbackModule = (
  deps: Pick<ModuleDeps, 'db' | 'images' | 'log' | 'sessionOf' | 'consoleSessionOf'>,
  config: ConfigService,
): ServerModule => {
  const service = new FeedbackService({
    db: deps.db,
    config: () => config.current().config,
    // On disk under DATA_DIR or in the S3 bucket, by environment (docs/content.md "Storage").
    store: deps.images('feedback'),
    log: deps.log,
  });
  const staff = new FeedbackStaffService(deps.db);
  return {
    name: 'feedback',
    routes: feedbackRoutes(service),
    consoleRoutes: feedbackConsoleRoutes(staff),
    dataExport: exportFeedback,
    dataErasure: feedbackErasure(deps.images('feedback')),
    async registerHttp(app: FastifyInstance) {
      app.get(
        feedbackImagePath(':key'),
        { schema: { hide: true }, config: { securityHeaders: 'api' } },
        async (request, reply) => {
          const session = await deps.sessionOf(request);
          if (!session)
            return sendError(reply.header('cache-control', 'no-store'), ErrorCode.UNAUTHORIZED);
          const { key } = request.params as { key: string };
          const image = await service.image(session.userId, key);
          if (!image)
            return sendError(reply.header('cache-control', 'no-store'), ErrorCode.NOT_FOUND);
          return sendImage(reply, image, { kind: 'feedback', key }, 'authorization');
        },
      );
      // Staff read any player's images: the console session's cookie, from the console's pages.
      app.get(
        consoleFeedbackImagePath(':key'),
        { schema: { hide: true }, config: { securityHeaders: 'api' } },
        async (request, reply) => {
          reply.header('cache-control', 'no-store');
          if (!(await consoleSessionFor(request, reply, 'feedback.read', deps.consoleSessionOf)))
            return reply;
          const { key } = request.params as { key: string };
          const image = await service.staffImage(key);
          if (!image) return sendError(reply, ErrorCode.NOT_FOUND);
          return sendImage(reply, image, { kind: 'feedback', key }, 'cookie');
        },
      );
    },
    async registerDev(dev: FastifyInstance) {
      // Browser tests play staff: a reply (and the close) through the service, as the ops CLI's.
      dev.post(
        '/feedbackStaffReply',
        {
          schema: { hide: true, body: StaffReplyRequest },
          config: { securityHeaders: 'api' },
        },
        async (request) => {
          const { id, text, close } = request.body as z.infer<typeof StaffReplyRequest>;
          return okEnvelope(
            await staff.staffReply(id, text, 'dev', { close, by: systemAuditBy('dev') }),
          );
        },
      );
    },
  };
};
