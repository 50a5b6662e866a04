import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';

/**
 * The logger Fastify hands each request (`request.log`), bound to its request id. Fastify's
 * default builds a pino child per request, serialising the bindings, whether or not the request
 * logs anything: about 3 % of the CPU of a small route, and most requests log nothing
 * (docs/adr/0005). This one builds the same pino child on the first line logged, so a
 * request that logs gets exactly the lines it would have had.
 */
class LazyChildLogger implements FastifyBaseLogger {
  #built: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #logger(): FastifyBaseLogger {
    return (this.#built ??= this.parent.child(this.bindings, this.options));
  }

  get level(): string {
    return this.#built?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  // pino's LogFn is overloaded (object, message, …args or message, …args); each call is passed
  // on as it came. Methods, not arrow fields, so a request allocates one object, not seven.
  fatal(...args: unknown[]) {
    this.#call('fatal', args);
  }
  error(...args: unknown[]) {
    this.#call('error', args);
  }
  warn(...args: unknown[]) {
    this.#call('warn', args);
  }
  info(...args: unknown[]) {
    this.#call('info', args);
  }
  debug(...args: unknown[]) {
    this.#call('debug', args);
  }
  trace(...args: unknown[]) {
    this.#call('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }

  #call(level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace', args: unknown[]) {
    const logger = this.#logger();
    (logger[level] as (...a: unknown[]) => void).apply(logger, args);
  }
}

/** A client's own request id, kept beside ours in its lines when it is a plain token. */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify's `childLoggerFactory`: the request's child logger, built when first used. Its lines
 * carry our request id (`reqId`) and, apart, the one the client sent (`clientRequestId`), which
 * is the client's word and never names anything of ours.
 */
export const lazyChildLogger = (
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
  rawRequest?: { headers?: Record<string, string | string[] | undefined> },
): FastifyBaseLogger => {
  const given = rawRequest?.headers?.['x-request-id'];
  return new LazyChildLogger(
    logger,
    typeof given === 'string' && CLIENT_REQUEST_ID.test(given)
      ? { ...bindings, clientRequestId: given }
      : bindings,
    options,
  );
};
