import type { FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_HEADER } from '@lobby/contract/values/wallet';
import { IdempotencyKey } from '@lobby/contract/wallet';
import { AppError, ErrorCode } from './app-error';

/** The client's idempotency key of a call, if it sent one; a malformed one is a 400. */
export const idempotencyKeyOf = (request: FastifyRequest): string | undefined => {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER];
  if (raw === undefined) return undefined;
  const parsed = IdempotencyKey.safeParse(raw);
  if (!parsed.success) {
    throw new AppError(ErrorCode.BAD_REQUEST, {
      issues: [
        { path: `headers.${IDEMPOTENCY_KEY_HEADER}`, message: '1–64 of A–Z a–z 0–9 _ . : -' },
      ],
    });
  }
  return parsed.data;
};
