import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { EnvError, loadEnv, startWarnings } from './config/env';

/**
 * Starts and stops the process; everything else is in app.ts. On SIGINT/SIGTERM the server stops
 * accepting connections, answers what is in flight (new requests on open connections get the 503
 * envelope), closes the database and exits; past SHUTDOWN_TIMEOUT_MS it exits anyway.
 */
const main = async () => {
  // The bundle ships a source map: stack traces in the logs point at src/.
  process.setSourceMapsEnabled(true);
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const { app } = await buildApp();
  for (const warning of startWarnings()) app.log.warn(warning);
  closeWithGrace({ delay: env.SHUTDOWN_TIMEOUT_MS }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ port: env.PORT, host: env.HOST });
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
