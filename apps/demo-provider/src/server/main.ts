import { createProviderApp } from './app';
import { EnvError, parseEnv, type ProviderEnv } from './env';

/**
 * The studio as a program (dist/provider.mjs): reads its environment, listens, and on SIGTERM or
 * SIGINT stops taking requests, gives the wallet's retry queue a moment to empty, and exits.
 */

/** How long shutdown waits for pending wallet calls. */
const DRAIN_ON_SHUTDOWN_MS = 5_000;

let env: ProviderEnv;
try {
  env = parseEnv(process.env);
} catch (error) {
  if (!(error instanceof EnvError)) throw error;
  console.error(`demo-provider: ${error.message}`);
  process.exit(1);
}

const provider = await createProviderApp({ env, logger: { level: 'warn' } });
if (provider.chaos)
  console.warn(
    `demo-provider: chaos on (drop ${env.CHAOS_DROP}, delay ${env.CHAOS_DELAY}, seed ${provider.chaos.seed})`,
  );
await provider.app.listen({ port: env.PORT, host: env.HOST });
const address = provider.app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
process.stdout.write(
  `demo-provider: listening on http://${env.HOST}:${port} (wallet ${env.WALLET_URL})\n`,
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.warn(`demo-provider: ${signal}, stopping`);
  await provider.app.close();
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    provider.drain(),
    new Promise((resolve) => {
      timer = setTimeout(resolve, DRAIN_ON_SHUTDOWN_MS);
    }),
  ]);
  clearTimeout(timer);
  await provider.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
