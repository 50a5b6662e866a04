import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { okEnvelope } from '@lobby/contract/envelope';
import type { Db } from '@/db/database';
import { localOnly } from '@/core/local-only';
import type { SecurityEvents } from '@/core/security-events';
import { listOutbox } from '@/modules/accounts/sms/sandbox-sms-provider';
import type { AppClock } from '@/db/app-clock';
import type { ServerModule } from '@/modules/server-module';
import type { JobRunner } from '@/jobs/jobs';
import type { TelemetryService } from '@/modules/telemetry/telemetry.service';

export const DEV_PREFIX = '/dev/v1';

const EventLogQuery = z.object({
  eventName: z.string().max(64).optional(),
  limit: z.number().int().min(1).max(500).default(100),
});

const SmsOutboxQuery = z.object({ mobile: z.string().regex(/^\+[1-9]\d{6,14}$/, 'E.164') });

/** Ten years either way: far enough for any rule, near enough for timestamps to stay sane. */
const MAX_CLOCK_OFFSET = 10 * 366 * 86_400;
const ClockRequest = z
  .object({
    offsetSeconds: z.number().int().min(-MAX_CLOCK_OFFSET).max(MAX_CLOCK_OFFSET),
    // Unix seconds to hold the clock at, or null to let it run again.
    freezeAt: z.number().int().min(0).max(32_503_680_000).nullable(),
  })
  .partial()
  .strict();
const RunJobRequest = z
  .object({ name: z.string().min(1).max(64) })
  .partial()
  .strict();

/**
 * Development endpoints (POST /dev/v1/<name>), registered only when APP_ENV is not production;
 * there they fall to the 404 envelope like any unknown path. They answer only the machine itself
 * unless `open` (DEV_ENDPOINTS_OPEN): anyone who reaches the port could otherwise read any
 * phone's sign-in code. Modules add their own (deposits: sandboxPay) through
 * ServerModule.registerDev.
 */
export const registerDevRoutes = async (
  app: FastifyInstance,
  deps: {
    appEnv: string;
    telemetry: TelemetryService;
    db: Db;
    modules?: readonly ServerModule[];
    jobs?: JobRunner;
    clock?: AppClock;
    open?: boolean;
    securityEvents?: SecurityEvents;
  },
) => {
  await app.register(
    async (dev) => {
      dev.addHook(
        'onRequest',
        localOnly({ open: deps.open ?? false, securityEvents: deps.securityEvents }),
      );
      for (const module of deps.modules ?? []) await module.registerDev?.(dev);
      dev.post('/ping', { schema: { hide: true } }, async () =>
        okEnvelope({ appEnv: deps.appEnv }),
      );
      // The newest telemetry events stored, so a browser test can see its batch arrive.
      dev.post('/eventLog', { schema: { hide: true, body: EventLogQuery } }, async (request) =>
        okEnvelope({
          list: await deps.telemetry.recent(request.body as z.infer<typeof EventLogQuery>),
        }),
      );
      // The test clock: { freezeAt } holds every date rule's clock at an instant (unix seconds;
      // null lets it run again), { offsetSeconds } moves it that far from real time or from the
      // frozen instant ({ offsetSeconds: 0 } alone puts it back to real time), {} reads it;
      // answers now and frozenAt in unix seconds.
      const clock = deps.clock;
      if (clock) {
        dev.post('/clock', { schema: { hide: true, body: ClockRequest } }, async (request) => {
          const { offsetSeconds, freezeAt } = (request.body ?? {}) as z.infer<typeof ClockRequest>;
          if (freezeAt !== undefined)
            await clock.freezeAt(freezeAt === null ? null : new Date(freezeAt * 1000));
          if (offsetSeconds === 0 && freezeAt === undefined) await clock.reset();
          else if (offsetSeconds !== undefined) await clock.setOffsetSeconds(offsetSeconds);
          const [now, frozenAt] = [await clock.now(), await clock.frozenAt()];
          return okEnvelope({
            now: Math.floor(now.getTime() / 1000),
            offsetSeconds: await clock.offsetSeconds(),
            frozenAt: frozenAt === null ? null : Math.floor(frozenAt.getTime() / 1000),
          });
        });
      }
      // A scheduled job now (settlements, expiries …): { name } runs it, {} lists the names.
      const jobs = deps.jobs;
      if (jobs) {
        dev.post('/runJob', { schema: { hide: true, body: RunJobRequest } }, async (request) => {
          const { name } = (request.body ?? {}) as z.infer<typeof RunJobRequest>;
          if (name === undefined) return okEnvelope({ names: jobs.names() });
          return okEnvelope({ ran: (await jobs.runNow(name)) > 0 });
        });
      }
      // The SMS the sandbox provider sent to a number, newest first (the code to type in tests).
      dev.post('/smsOutbox', { schema: { hide: true, body: SmsOutboxQuery } }, async (request) =>
        okEnvelope({
          list: await listOutbox(deps.db, (request.body as z.infer<typeof SmsOutboxQuery>).mobile),
        }),
      );
    },
    { prefix: DEV_PREFIX },
  );
};
