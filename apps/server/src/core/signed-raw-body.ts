import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';

/**
 * Routes whose caller signs the exact bytes it sends (the payment providers' webhooks, the game
 * providers' seamless wallet): the raw body kept as it came, under a size limit, and the
 * signature checks they share, in constant time. What a refusal answers stays the route's own
 * contract (a webhook's `{ ok, reason }`, the wallet's `BAD_SIGNATURE`); what the body limit and
 * a content type other than JSON answer is the one error handler's 400 envelope, for both.
 */

export type SignedHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** A header's first value (a repeated header counts once). */
export const headerValue = (headers: SignedHeaders, name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** HMAC-SHA256 of the payload under the secret. */
export const hmacSha256 = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(payload).digest();

/**
 * Whether a hex signature is the expected digest, compared in constant time. A missing
 * signature, or one of another length, is false.
 */
export const hexSignatureMatches = (expected: Buffer, given: string | undefined) => {
  const bytes = Buffer.from(given ?? '', 'hex');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
};

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, the shape Stripe made common. */
export const signTimestamped = (secret: string, rawBody: string, timestamp: number): string =>
  `t=${timestamp},v1=${hmacSha256(secret, `${timestamp}.${rawBody}`).toString('hex')}`;

/** What a timestamped signature says of a body: genuine and fresh, or why not. */
export type TimestampedVerdict = 'ok' | 'malformed' | 'signature' | 'stale';

/**
 * Checks a `t=…,v1=…` signature header over the raw body: malformed when the header is missing,
 * longer than `maxHeaderLength` or names no time or no signature; `signature` when no `v1`
 * matches; `stale` when signed more than `toleranceSeconds` away from now (replays die with it).
 */
export const verifyTimestamped = (options: {
  header: string | undefined;
  secret: string;
  rawBody: string;
  nowSeconds: number;
  toleranceSeconds: number;
  maxHeaderLength: number;
}): TimestampedVerdict => {
  const { header } = options;
  if (!header || header.length > options.maxHeaderLength) return 'malformed';
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === 't' && value && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  if (timestamp === undefined || signatures.length === 0) return 'malformed';
  const expected = hmacSha256(options.secret, `${timestamp}.${options.rawBody}`);
  if (!signatures.some((hex) => hexSignatureMatches(expected, hex))) return 'signature';
  if (Math.abs(options.nowSeconds - timestamp) > options.toleranceSeconds) return 'stale';
  return 'ok';
};

/** What a signed route answers: a status and a JSON body. */
export interface SignedAnswer {
  readonly statusCode: number;
  readonly body: unknown;
}

export interface SignedRawBodyRoute {
  /** The POST route's path (Fastify parameters allowed). */
  readonly url: string;
  /** Bodies above this many bytes are refused before any handler runs. */
  readonly bodyLimit: number;
  /** The route's config (security headers, rate limit). */
  readonly config: RouteShorthandOptions['config'];
  readonly preHandler?: RouteShorthandOptions['preHandler'];
  /** Verifies the exact bytes (with the checks above) and acts on them. */
  answer(request: FastifyRequest, rawBody: string): Promise<SignedAnswer>;
}

/**
 * Mounts a POST route that reads its JSON body as the exact string sent, never parsed before
 * its signature is checked, in a scope of its own so no other route loses its parsers.
 */
export const registerSignedRawBodyRoute = (app: FastifyInstance, route: SignedRawBodyRoute) =>
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: route.bodyLimit },
      (_request, body, done) => done(null, body),
    );
    scope.post(
      route.url,
      {
        schema: { hide: true },
        config: route.config,
        ...(route.preHandler ? { preHandler: route.preHandler } : {}),
      },
      async (request, reply) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const answer = await route.answer(request, rawBody);
        return reply.code(answer.statusCode).send(answer.body);
      },
    );
  });
