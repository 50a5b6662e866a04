import type { LightMyRequestResponse } from 'fastify';
import { createProviderApp, type ProviderApp, type ProviderAppOptions } from '../app';
import { parseEnv } from '../env';
import { manualScheduler, startFakeWallet } from './fake-wallet';

/**
 * The studio's server tests' scene: a fake lobby wallet (fake-wallet.ts) and the studio's app
 * wired to it, the wallet's scheduler run by hand (`queue`), plus `post` and `get` through
 * Fastify's inject. `options` are the app's (the clock, the random, the sweeper …).
 */

export type FakeWallet = Awaited<ReturnType<typeof startFakeWallet>>;

export interface Studio {
  wallet: FakeWallet;
  provider: ProviderApp;
  /** The wallet client's scheduler (retries, backoff): nothing runs until `queue.run()`. */
  queue: ReturnType<typeof manualScheduler>;
  get(url: string): Promise<LightMyRequestResponse>;
  /** A JSON POST; a string payload is sent as it is (a malformed body). */
  post(url: string, payload: unknown): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startStudio(
  secret: string,
  options: Omit<ProviderAppOptions, 'env' | 'scheduler'>,
): Promise<Studio> {
  const wallet = await startFakeWallet({ secret });
  const queue = manualScheduler();
  const provider = await createProviderApp({
    env: parseEnv({
      WALLET_URL: wallet.url,
      WALLET_SECRET: secret,
      FRAME_ANCESTORS: 'https://lobby.example',
    }),
    scheduler: queue.scheduler,
    ...options,
  });
  return {
    wallet,
    provider,
    queue,
    get: (url) => provider.app.inject({ method: 'GET', url }),
    post: (url, payload) =>
      provider.app.inject({
        method: 'POST',
        url,
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      }),
    async close() {
      await provider.close();
      await wallet.close();
    },
  };
}
