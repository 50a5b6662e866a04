import fc from 'fast-check';
import { z } from 'zod';
import { callRegistry } from '@lobby/contract/registry';
import { beforeAll, describe, expect, it } from 'vitest';
import { HouseAccount, transfer, UserAccount } from '../src/ledger/ledger';
import { createSession } from '../src/modules/sessions/sessions.service';
import { accountsClient, newIp } from './accounts-client';
import { arbitraryOf, type JsonSchema } from './json-schema-arbitrary';
import { common, useTestApp, type Envelope } from './test-app';

/**
 * Every call of the registry, sent bodies of its request's valid shape (derived from its zod
 * schema): whatever they hold — ids at the edge of what a column takes, times far in the past
 * or the future, strings of any code unit — the answer is the envelope and never a 5xx. Signed
 * in for session calls (a player with coin, a receiving account and the bonus machinery), signed
 * out for public ones. A fixed seed (reproducible) and one from the clock, named on failure.
 */

const RUNS_PER_CALL = 12;
/** The calls that can put their player on a time-out or self-exclusion. */
const BREAK_CALLS: ReadonlySet<string> = new Set(['takeBreak']);
const SEEDS = [20_261_125, Date.now() % 2 ** 31];

let userId: number;
const t = useTestApp();
beforeAll(async () => {
  const player = await accountsClient(t).registerByPhone();
  userId = player.user.id;
  await transfer(t.database.db, {
    key: `property-credit-${player.user.id}`,
    kind: 'deposit',
    userId: player.user.id,
    legs: [
      { account: { house: HouseAccount.Deposits }, amount: -1_000_000 },
      { account: { userId: player.user.id, kind: UserAccount.Coin }, amount: 1_000_000 },
    ],
  });
});

const calls = Object.values(callRegistry).map((def) => ({
  name: def.name,
  session: def.access === 'session',
  body: arbitraryOf(
    z.toJSONSchema(def.request as z.ZodType, {
      io: 'input',
      unrepresentable: 'any',
    }) as JsonSchema,
  ),
}));

const isEnvelope = (body: unknown): body is Envelope =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as Envelope).code === 'number' &&
  typeof (body as Envelope).errcode === 'number' &&
  typeof (body as Envelope).msg === 'string';

describe.each(SEEDS)('every call with bodies of its valid shape (seed %i)', (seed) => {
  it.each(calls)('$name answers the envelope, never a 5xx', async ({ name, session, body }) => {
    const samples = fc.sample(body, { seed, numRuns: RUNS_PER_CALL });
    for (const sample of samples) {
      // A break ends every session of its player and refuses new ones (ADR 0071): a call that
      // may start one plays on a player of its own each time, so the others keep theirs.
      const owner = BREAK_CALLS.has(name)
        ? (await accountsClient(t).registerByPhone(undefined, undefined, { ip: newIp() })).user.id
        : userId;
      // A session of its own each time: a body may end sessions (logout, sessionEndOthers).
      const { token } = await createSession(t.database.db, { userId: owner }, t.sessionCache);
      const response = await t.app.inject({
        method: 'POST',
        url: `/app/v1/${name}`,
        payload: { ...common, ...(sample as object) },
        headers: session ? { authorization: token } : {},
      });
      const context = `seed ${seed}, ${name} ${JSON.stringify(sample).slice(0, 500)}`;
      expect(response.statusCode, context).toBeLessThan(500);
      expect(isEnvelope(response.json()), context).toBe(true);
    }
  });
});

describe('the bodies that once answered 500', () => {
  it.each([
    ['online', { gameId: 2_147_483_648 }, 'gameId'],
    ['exitGame', { gameId: Number.MAX_SAFE_INTEGER }, 'gameId'],
    ['exitGame', { sessionId: 'a\u0000b' }, 'sessionId'],
    ['rechargeOrder', { orderNo: 'naa\u0000rapply' }, 'orderNo'],
    ['accountRegist', { account: 'ab\u0000cdef', password: 'Tulip-Harbor-58' }, 'account'],
    ['betRecord', { from: 8.64e12 + 1 }, 'from'],
    ['appUserCoinDetail', { to: -8.64e12 - 1 }, 'to'],
    ['betRecordReport', { from: 0, to: 9e12 }, 'to'],
  ] as const)('%s %j is a 400 naming its field', async (name, body, field) => {
    const { token } = await createSession(t.database.db, { userId }, t.sessionCache);
    const response = await t.app.inject({
      method: 'POST',
      url: `/app/v1/${name}`,
      payload: { ...common, ...body },
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(400);
    const envelope = response.json<Envelope>();
    expect(envelope.data.issues.map((issue: { path: string }) => issue.path)).toContain(field);
  });
});
