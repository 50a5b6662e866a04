import { z } from 'zod';
import { bodyOf } from '@lobby/contract/common';
import { ErrorCode } from '@lobby/contract/values/errors';
import type { CallDef } from '@lobby/contract/registry';
import type { CallRoute } from '../src/core/call-routes';
import { AppError } from '../src/core/app-error';

/**
 * Calls that exist only in test apps (buildApp's extraCalls): a session call, a failing call,
 * a refusing one and answers that do not match their schema. Real session calls arrive with
 * later issues; the router is generic over the registry, so these exercise the same paths.
 */
const define = <D extends CallDef>(def: D) => def;

export const testRegistry = {
  'test/whoami': define({
    name: 'test/whoami',
    access: 'session',
    summary: 'Test only: the caller’s session.',
    request: bodyOf({}),
    answer: z.object({ userId: z.number(), sessionId: z.number() }),
  }),
  'anonymous/test/boom': define({
    name: 'anonymous/test/boom',
    access: 'public',
    summary: 'Test only: throws.',
    request: bodyOf({}),
    answer: z.object({}),
  }),
  'anonymous/test/refuse': define({
    name: 'anonymous/test/refuse',
    access: 'public',
    summary: 'Test only: a business refusal.',
    request: bodyOf({}),
    answer: z.object({}),
  }),
  'anonymous/test/leak': define({
    name: 'anonymous/test/leak',
    access: 'public',
    summary: 'Test only: answers more than its schema declares.',
    request: bodyOf({}),
    answer: z.object({ nickname: z.string() }),
  }),
  'anonymous/test/wrongAnswer': define({
    name: 'anonymous/test/wrongAnswer',
    access: 'public',
    summary: 'Test only: answers what its schema refuses.',
    request: bodyOf({}),
    answer: z.object({ count: z.number() }),
  }),
} as const;

/** A secret that must never reach a client, whatever fails. */
export const SECRET = 'select password_hash from users -- s3cr3t';

type R = typeof testRegistry;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const testRoutes: Record<keyof R, CallRoute<any>> = {
  'test/whoami': {
    handler: async (_input, ctx) => ctx.requireSession(),
  } satisfies CallRoute<R['test/whoami']>,
  'anonymous/test/boom': {
    handler: async () => {
      throw new Error(SECRET);
    },
  } satisfies CallRoute<R['anonymous/test/boom']>,
  'anonymous/test/refuse': {
    handler: async () => {
      throw new AppError(ErrorCode.DRAW_NO_CHANCE, { chances: 0 });
    },
  } satisfies CallRoute<R['anonymous/test/refuse']>,
  'anonymous/test/leak': {
    handler: async () => ({ nickname: 'ann', password_hash: SECRET }) as { nickname: string },
  } satisfies CallRoute<R['anonymous/test/leak']>,
  'anonymous/test/wrongAnswer': {
    handler: async () => ({ count: SECRET }) as unknown as { count: number },
  } satisfies CallRoute<R['anonymous/test/wrongAnswer']>,
};

export const extraCalls = { registry: testRegistry, routes: testRoutes };
