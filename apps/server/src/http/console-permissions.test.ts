import { beforeAll, describe, expect, it } from 'vitest';
import { consoleRegistry, type ConsoleCallDef } from '@lobby/contract/console';
import { can, STAFF_ROLES, type StaffRole } from '@lobby/contract/values/console';
import { ErrorCode } from '@lobby/contract/values/errors';
import { consoleClient } from '../../test/console-client';
import { useTestApp } from '../../test/test-app';

const cookies = new Map<StaffRole, string>();
const t = useTestApp();
const client = consoleClient(t);
beforeAll(async () => {
  for (const role of STAFF_ROLES) cookies.set(role, (await client.signedInStaff(role)).cookie);
});

// Signing out ends the session the other rows use: it goes last.
const calls = (Object.values(consoleRegistry) as ConsoleCallDef[]).sort(
  (a, b) => Number(a.name === 'staffSignOut') - Number(b.name === 'staffSignOut'),
);

/**
 * Every console call for every role (docs/console.md "Roles and permissions"): a role without
 * the call's permission is refused (1602, HTTP 403) before its body is read, so an empty body
 * gets the refusal and never a validation error; a role with it gets past the check.
 */
describe.each(STAFF_ROLES)('role %s', (role) => {
  it.each(calls.map((def) => [def.name, def] as const))('%s', async (_name, def) => {
    const answer = await client.call(cookies.get(role)!, def.name, {});
    const allowed = def.permission === null || can(role, def.permission);
    if (allowed) {
      expect(answer.status, JSON.stringify(answer.body)).not.toBe(404);
      expect(answer.body.errcode).not.toBe(ErrorCode.STAFF_FORBIDDEN);
    } else {
      expect(answer.status).toBe(403);
      expect(answer.body.errcode).toBe(ErrorCode.STAFF_FORBIDDEN);
    }
  });
});

it('every call names a permission the contract knows, and admin has each', () => {
  for (const def of Object.values(consoleRegistry) as ConsoleCallDef[])
    if (def.permission !== null) expect(can('admin', def.permission)).toBe(true);
});

/**
 * Bad input gets a clear refusal in the envelope and never a 5xx: every call an admin may make,
 * with bodies of the wrong shape and numbers out of every range (an id past bigint's, a negative
 * page). Signing out is left out: a body it ignores would end the session the others use.
 */
describe('malformed bodies', () => {
  const bodies: unknown[] = [
    [],
    'text',
    { id: 'x', userId: 'x', orderNo: 7, revision: 'x' },
    { id: -1, userId: -1, revision: -1, pageNum: -1, pageSize: 100_000, days: -1 },
    { id: 1e30, userId: 1e30, revision: 1e30, sessionId: 1e30, conversationId: 1e30 },
    { id: Number.MAX_SAFE_INTEGER + 2, amount: 1e30, direction: 'credit', reason: 'x' },
  ];
  it.each(calls.filter((def) => def.name !== 'staffSignOut').map((def) => [def.name] as const))(
    '%s',
    async (name) => {
      for (const body of bodies) {
        const answer = await client.call(cookies.get('admin')!, name, body as object);
        expect(
          answer.status,
          `${JSON.stringify(body)} → ${JSON.stringify(answer.body)}`,
        ).toBeLessThan(500);
        expect(typeof answer.body.errcode).toBe('number');
      }
    },
  );
});
