import { randomBytes } from 'node:crypto';
import { STAFF_ROLES, type StaffRole } from '@lobby/contract/values/console';
import { cliAuditBy } from '../modules/audit/audit-by';
import { StaffMembersService, STAFF_PASSWORD_MIN } from '../modules/staff/staff-members.service';
import { UsageError, type OpsCommandGroup, type OpsContext } from './ops-command';

/** The staff commands of the ops CLI (docs/console.md "Staff accounts"). */

const USAGE = `  staff create <email> --role <${STAFF_ROLES.join('|')}> [--name <name>] [--password-stdin]
      Creates a console account (the first admin, on a new install). With --password-stdin the
      password is the first line of standard input (at least ${STAFF_PASSWORD_MIN} characters);
      without it a strong one is generated and printed once.
      A new account enrols TOTP (an authenticator app) at its first sign-in.
  staff list
      Every console account: id, email, name, role, TOTP, and whether it is disabled.
  staff reset-totp <email>
      Removes the account's TOTP and recovery codes (a lost phone): it enrols again at sign-in.
  staff disable <email>
      Disables the account and ends its console sessions.`;

const isStaffRole = (value: string | undefined): value is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(value ?? '');

export const staffCreateCommand = async (
  ctx: OpsContext,
  input: { email: string; role: StaffRole; name?: string; password?: string },
) => {
  const generated = input.password === undefined;
  const password = input.password ?? randomBytes(18).toString('base64url');
  const staff = await new StaffMembersService(ctx.db).create(
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
  const rows = await new StaffMembersService(ctx.db).list();
  if (rows.length === 0) ctx.out('no staff');
  for (const row of rows)
    ctx.out(
      [
        `#${row.id}`,
        row.email,
        row.name,
        row.role,
        row.totpEnabled ? 'totp' : 'totp pending',
        row.disabled ? 'disabled' : '',
      ]
        .filter(Boolean)
        .join('  '),
    );
};

/** The id of a staff member by email; null (and said) when there is none. */
const staffIdOf = async (ctx: OpsContext, email: string) => {
  const id = await new StaffMembersService(ctx.db).idOf(email);
  if (id === null) ctx.out(`refused: no staff member with the email ${email.trim().toLowerCase()}`);
  return id;
};

export const staffResetTotpCommand = async (ctx: OpsContext, email: string) => {
  const id = await staffIdOf(ctx, email);
  if (id === null) return false;
  const member = await new StaffMembersService(ctx.db).resetTotp(id, cliAuditBy(ctx.operator));
  ctx.out(`reset TOTP of staff #${member.id} ${member.email}: they enrol at their next sign-in`);
  return true;
};

export const staffDisableCommand = async (ctx: OpsContext, email: string) => {
  const id = await staffIdOf(ctx, email);
  if (id === null) return false;
  const member = await new StaffMembersService(ctx.db).updateMember(cliAuditBy(ctx.operator), id, {
    disabled: true,
  });
  ctx.out(`disabled staff #${member.id} ${member.email}; their sessions ended`);
  return true;
};

export const staffCommands: OpsCommandGroup = {
  usage: USAGE,
  commands: [
    {
      matches: (words) => words[0] === 'staff' && words[1] === 'create' && Boolean(words[2]),
      run: async (ctx, { words, values }) => {
        if (!isStaffRole(values.role))
          throw new UsageError('staff create needs --role admin|finance|support|marketing|auditor');
        if (values['password-stdin'] && !ctx.readLine)
          throw new UsageError('--password-stdin: no standard input here');
        const password = values['password-stdin'] ? (await ctx.readLine!()).trim() : undefined;
        try {
          await staffCreateCommand(ctx, {
            email: words[2]!,
            role: values.role,
            name: values.name,
            password,
          });
        } catch (error) {
          if (error instanceof Error && /^a staff/.test(error.message)) {
            ctx.out(`refused: ${error.message}`);
            return 1;
          }
          throw error;
        }
        return 0;
      },
    },
    {
      matches: (words) => words[0] === 'staff' && words[1] === 'list',
      run: async (ctx) => {
        await staffListCommand(ctx);
        return 0;
      },
    },
    {
      matches: (words) => words[0] === 'staff' && words[1] === 'reset-totp' && Boolean(words[2]),
      run: async (ctx, { words }) => ((await staffResetTotpCommand(ctx, words[2]!)) ? 0 : 1),
    },
    {
      matches: (words) => words[0] === 'staff' && words[1] === 'disable' && Boolean(words[2]),
      run: async (ctx, { words }) => ((await staffDisableCommand(ctx, words[2]!)) ? 0 : 1),
    },
  ],
};
