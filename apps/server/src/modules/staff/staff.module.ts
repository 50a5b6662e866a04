import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { stringifySetCookie } from 'cookie';
import { z } from 'zod';
import { okEnvelope } from '@lobby/contract/envelope';
import {
  CONSOLE_SESSION_COOKIE,
  CONSOLE_SESSION_MAX_SECONDS,
  STAFF_ROLES,
} from '@lobby/contract/values/console';
import type { ModuleDeps, ServerModule } from '../server-module';
import type { ConsoleRoutes } from '@/core/console-routes';
import { staffAuditBy, systemAuditBy } from '../audit/audit-by';
import { StaffService } from './staff.service';
import { TotpSecretBox } from './totp-secret-box';
import type { StaffSessionsChanged } from './staff-sessions-changed';
import type { PendingApprovalSource } from '../audit/pending-approvals';

/** The demo admin a development install starts with. */
const DEMO_ADMIN = 'admin@lobby.test';

const StaffCreateRequest = z.object({
  email: z.string().email(),
  name: z.string().min(1).max(64),
  role: z.enum(STAFF_ROLES),
  password: z.string().min(12).max(256),
  /** A known TOTP secret (base32): the account is enrolled, so a test can compute its codes. */
  totpSecret: z
    .string()
    .regex(/^[A-Z2-7]{32}$/)
    .optional(),
});

/**
 * Staff sign-in for the console: the session's token goes in an HttpOnly, SameSite=Strict cookie
 * on /console (Secure in production), so no script of any page can read it and no other site's
 * request carries it (docs/console.md "Sessions"). Its service (`service`) is the staff accounts
 * and console sessions, which the console router and every console session are read through.
 */
export const staffModule = (
  deps: Pick<ModuleDeps, 'db' | 'env' | 'log' | 'settings' | 'securityEvents'>,
  /** Told when a member's sessions end or their role changes (the chat closes their sockets). */
  changed?: StaffSessionsChanged,
): ServerModule & { service: StaffService; pendingApprovals: PendingApprovalSource } => {
  const staff = new StaffService(deps.db, {
    totpBox: new TotpSecretBox(deps.env.STAFF_TOTP_KEY),
    settings: deps.settings,
    securityEvents: deps.securityEvents,
    ...(changed ? { changed } : {}),
  });
  const secure = deps.env.APP_ENV === 'production';
  const cookie = (value: string, maxAge: number) =>
    stringifySetCookie({
      name: CONSOLE_SESSION_COOKIE,
      value,
      path: '/console',
      httpOnly: true,
      sameSite: 'strict',
      secure,
      maxAge,
    });
  const consoleRoutes: ConsoleRoutes = {
    staffSignIn: async ({ email, password }, { request }) =>
      staff.signIn.password(email, password, { ip: request.ip }),
    staffSignInCode: async ({ pendingToken, code }, { request, reply }) => {
      const signedIn = await staff.signIn.code(pendingToken, code, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply.header('set-cookie', cookie(signedIn.token, CONSOLE_SESSION_MAX_SECONDS));
      return {
        staff: signedIn.staff,
        expiresAt: signedIn.expiresAt,
        recoveryCodes: signedIn.recoveryCodes,
      };
    },
    staffSignOut: async (_input, ctx) => {
      const { reply, requireStaff } = ctx;
      await staff.signIn.signOut(requireStaff(), staffAuditBy(ctx));
      reply.header('set-cookie', cookie('', 0));
      return {};
    },
    staffMe: async (_input, { requireStaff }) => {
      const session = requireStaff();
      return { staff: session.staff, expiresAt: session.expiresAt };
    },
    myAccount: async (_input, { requireStaff }) => {
      const session = requireStaff();
      return { staff: session.staff, ...(await staff.account.summary(session.staff.id)) };
    },
    mySessions: async (_input, { requireStaff }) => {
      const session = requireStaff();
      return { list: await staff.account.sessions(session.staff.id, session.sessionId) };
    },
    myEndSession: async ({ sessionId }, ctx) => {
      await staff.account.endSession(sessionId, staffAuditBy(ctx));
      return {};
    },
    myPasswordChange: async ({ current, next }, ctx) => {
      await staff.account.changePassword(ctx.requireStaff(), current, next, staffAuditBy(ctx));
      return {};
    },
    myRecoveryCodes: async ({ code }, ctx) => ({
      recoveryCodes: await staff.account.regenerateRecoveryCodes(
        ctx.requireStaff().staff.id,
        code,
        staffAuditBy(ctx),
      ),
    }),
    staffList: async () => ({ list: await staff.members.list() }),
    staffCreate: async (input, ctx) => staff.requests.create(input, staffAuditBy(ctx)),
    staffUpdate: async ({ id, ...change }, ctx) =>
      staff.requests.update(staffAuditBy(ctx), id, change),
    staffRequests: async ({ status }) => ({ list: await staff.requests.list(status) }),
    staffRequestApprove: async ({ id }, ctx) => staff.requests.approve(staffAuditBy(ctx), id),
    staffRequestRefuse: async ({ id, reason }, ctx) =>
      staff.requests.refuse(staffAuditBy(ctx), id, reason),
    staffResetTotp: async ({ id }, ctx) => staff.members.resetTotp(id, staffAuditBy(ctx)),
    staffSessions: async ({ id }, { requireStaff }) => ({
      list: await staff.members.sessions(id, requireStaff().sessionId),
    }),
    staffEndSession: async ({ sessionId }, ctx) => {
      await staff.members.endSession(sessionId, staffAuditBy(ctx));
      return {};
    },
  };
  return {
    name: 'staff',
    service: staff,
    // The privileged members waiting for a second admin, on the audit log and the dashboard.
    pendingApprovals: {
      kind: 'staffRequest',
      seenWith: ['staff', 'audit'],
      pending: (limit) => staff.requests.pendingApprovals(limit),
    },
    consoleRoutes,
    // A development install with no staff gets a demo admin, its password made now and logged
    // once, so the console opens on a fresh `npm start` (docs/console.md "Staff accounts").
    async start() {
      const sealed = await staff.members.sealPlainTotpSecrets();
      if (sealed > 0) deps.log.info({ sealed }, 'staff TOTP secrets sealed with STAFF_TOTP_KEY');
      if (deps.env.APP_ENV !== 'development' || (await staff.members.list()).length > 0) return;
      const password = randomBytes(12).toString('base64url');
      const made = await staff.members
        .create(
          { email: DEMO_ADMIN, name: 'Demo admin', role: 'admin', password },
          { by: systemAuditBy('development start') },
        )
        .then(() => true)
        // Another instance starting at the same moment made it first.
        .catch(() => false);
      if (made)
        deps.log.warn(
          { email: DEMO_ADMIN, password, console: '/console/' },
          'development: a demo console admin was created; sign in with this password',
        );
    },
    async registerDev(dev: FastifyInstance) {
      // Browser tests and the demo make their staff here; operators use `npm run ops -- staff`.
      dev.post(
        '/staffCreate',
        { schema: { hide: true, body: StaffCreateRequest }, config: { securityHeaders: 'api' } },
        async (request) => {
          const input = request.body as z.infer<typeof StaffCreateRequest>;
          return okEnvelope(
            await staff.members.create(input, {
              replace: true,
              by: systemAuditBy('dev staffCreate'),
            }),
          );
        },
      );
    },
  };
};
