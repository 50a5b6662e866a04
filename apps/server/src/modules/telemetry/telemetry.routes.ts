import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import type { TelemetryService } from './telemetry.service';

export const telemetryRoutes = (telemetry: TelemetryService): CallRoutes<CallRegistry> => ({
  'anonymous/appEventLogClient': {
    beacon: true,
    cleansText: true,
    handler: async ({ eventList, ...client }, { request, session }) => {
      const user = await session();
      return telemetry.ingest(eventList, {
        ip: request.ip,
        userId: user?.userId ?? null,
        client,
        requestId: request.id,
      });
    },
  },
});
