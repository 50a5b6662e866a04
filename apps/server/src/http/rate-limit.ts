import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** The error the rate limiter throws; the error handler turns it into the 429 envelope. */
export class RateLimitedError extends Error {
  readonly statusCode = 429;
  constructor(readonly retryAfterSeconds: number) {
    super('rate limited');
  }
}

/**
 * Per-IP limits: `max` a minute over every route (health probes excepted by route config), or
 * none when `max` is 0; either way routes keep the limits of their own config (sign-in, money,
 * provider calls), so turning the global limit off leaves those on. With REDIS_URL the counters
 * live in Redis so instances share them; a Redis outage lets requests through (skipOnError)
 * rather than taking the API down.
 */
export const registerRateLimit = async (
  app: FastifyInstance,
  options: { max: number; redisUrl?: string | undefined },
) => {
  let redis: Redis | undefined;
  if (options.redisUrl) {
    redis = new Redis(options.redisUrl, {
      connectTimeout: 1000,
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    redis.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: options.max > 0,
    max: options.max,
    timeWindow: 60_000,
    hook: 'onRequest',
    ...(redis ? { redis, nameSpace: 'lobby-rl:', skipOnError: true } : {}),
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: (_request, context) =>
      new RateLimitedError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
};
