import { randomBytes } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '@lobby/contract/values/console';
import { cliAuditBy } from '../modules/audit/audit-by';
import { StaffService, STAFF_PASSWORD_MIN } from '../modules/staff/staff.service';
import type { OpsContext } from './ops-commands';

/** The staff commands of the ops CLI (docs/console.md "Staff accounts"). */

export const STAFF_USAGE = `  staff create <email> --role <${STAFF_ROLES.join('|')}> [--name <name>] [--password-stdin]
      Creates a console account (the first admin, on a new install). With --password-stdin the
      password is the first line of standard input (at least ${STAFF_PASSWORD_MIN} characters);
      without it a strong one is generated and printed once.
  staff list
      Every console account: id, email, name, role, and whether it is disabled.`;

export const isStaffRole = (value: string | undefined): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value ?? '');

export const staffCreateCommand = async (
  ctx: OpsContext,
  input: { email: string; role: StaffRole; name?: string; password?: string },
) => {
  const generated = input.password === undefined;
  const password = input.password ?? randomBytes(18).toString('base64url');
  const staff = await new StaffService(ctx.db).create(
    {
      email: input.email,
      role: input.role,
      name: input.name ?? input.email.split('@')[0]!,
      password,
    },
    { by: cliAuditBy(ctx.operator) },
  );
  ctx.out(`created staff #${staff.id} ${staff.email} (${staff.role})`);
  if (generated) ctx.out(`password (shown once): ${password}`);
};

export const staffListCommand = async (ctx: OpsContext) => {
  const rows = await new StaffService(ctx.db).list();
  if (rows.length === 0) ctx.out('no staff');
  for (const row of rows)
    ctx.out(
      [`#${row.id}`, row.email, row.name, row.role, row.disabled ? 'disabled' : '']
        .filter(Boolean)
        .join('  '),
    );
};
