import type { ServerModule } from '../server-module';
import { telemetryRoutes } from './telemetry.routes';
import type { TelemetryService } from './telemetry.service';

/**
 * The app's event log. Its service is built with the app's metrics (events stored) and kept by
 * the app for the development endpoints; this module serves the call and runs its writer.
 */
export const telemetryModule = (telemetry: TelemetryService): ServerModule => ({
  name: 'telemetry',
  routes: telemetryRoutes(telemetry),
  start: () => telemetry.start(),
  stop: () => telemetry.stop(),
});
