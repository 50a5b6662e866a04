import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ValidationIssue } from '@lobby/contract/envelope';
import { ErrorCode } from '@lobby/contract/values/errors';
import { isAppError } from '../core/app-error';
import { errorEnvelope, sendEnvelope, sendError } from '../core/envelope';
import { RateLimitedError } from './rate-limit';

const MAX_ISSUES = 20;

/** `/eventList/0/eventTime` → `eventList.0.eventTime`; the body itself is ''. */
const dottedPath = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

const validationIssues = (error: FastifyError): ValidationIssue[] =>
  (error.validation ?? []).slice(0, MAX_ISSUES).map((issue) => ({
    path: dottedPath(issue.instancePath ?? ''),
    message: String(issue.message ?? 'invalid'),
  }));

/**
 * The one error handler: every failure leaves as the envelope of docs/api.md. Client
 * mistakes (bad JSON, wrong content type, too large, schema) are 400 with what the client may
 * know; anything else is a 500 whose details stay in the log under the request id.
 */
export const handleError = (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
  if (isAppError(error)) {
    if (error.httpStatus >= 500) request.log.error({ err: error }, 'request failed');
    return sendEnvelope(reply, error.httpStatus, {
      ...errorEnvelope(error.code, error.details),
      code: error.httpStatus,
    });
  }
  if (error instanceof RateLimitedError) {
    return sendError(reply, ErrorCode.RATE_LIMITED, {
      retryAfterSeconds: error.retryAfterSeconds,
    });
  }
  const fastifyError = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fastifyError) || fastifyError.validation) {
    return sendError(reply, ErrorCode.BAD_REQUEST, { issues: validationIssues(fastifyError) });
  }
  const status = typeof fastifyError.statusCode === 'number' ? fastifyError.statusCode : 500;
  if (status === 401) return sendError(reply, ErrorCode.UNAUTHORIZED);
  if (status === 404) return sendError(reply, ErrorCode.NOT_FOUND);
  if (status === 429) return sendError(reply, ErrorCode.RATE_LIMITED, { retryAfterSeconds: 60 });
  if (status >= 400 && status < 500) {
    // Malformed JSON, a content type we do not take, a body over the limit …
    request.log.info({ code: fastifyError.code, status }, 'bad request');
    return sendError(reply, ErrorCode.BAD_REQUEST, {
      issues: [{ path: '', message: fastifyError.message }],
    });
  }
  request.log.error({ err: error }, 'request failed');
  return sendError(reply, ErrorCode.INTERNAL);
};

export const registerErrorHandling = (app: FastifyInstance) => {
  app.setErrorHandler(handleError);
};
