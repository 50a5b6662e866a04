import { z } from 'zod';
import { RequestId } from './common';
import { STAFF_ROLES } from './values/console';

// Staff: who signs in to the console, their sessions and their own account.

const EpochSeconds = z.number().int();

export const StaffRole = z.enum(STAFF_ROLES);

export const Staff = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  role: StaffRole,
});
export type Staff = z.infer<typeof Staff>;

export const StaffSignInRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(256),
});
/**
 * A right password opens no session: it answers the second step (ADR 0042). `totp`: send a code
 * from the authenticator (or a recovery code) with the pending token to staffSignInCode.
 * `enrol`: the account has no TOTP yet; scan the QR (or type the secret), then confirm with a
 * code the same way. The pending token is good for a few minutes and once.
 */
export const StaffSignInAnswer = z.discriminatedUnion('step', [
  z.object({ step: z.literal('totp'), pendingToken: z.string() }),
  z.object({
    step: z.literal('enrol'),
    pendingToken: z.string(),
    /** otpauth://totp/… for an authenticator app. */
    otpauthUrl: z.string(),
    /** The same URL as a QR code, an SVG document. */
    qrSvg: z.string(),
    /** The base32 secret, for typing in by hand. */
    secret: z.string(),
  }),
]);
export type StaffSignInAnswer = z.infer<typeof StaffSignInAnswer>;

/** A TOTP code (6 digits) or a recovery code (xxxxx-xxxxx). */
const SecondFactorCode = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/);

export const StaffSignInCodeRequest = z.object({
  pendingToken: z.string().min(1).max(64),
  code: SecondFactorCode,
});

/** A signed-in console session: who, and when it ends at the latest. */
export const StaffSessionAnswer = z.object({ staff: Staff, expiresAt: EpochSeconds });
export type StaffSessionAnswer = z.infer<typeof StaffSessionAnswer>;

export const StaffSignInCodeAnswer = StaffSessionAnswer.extend({
  /** Just enrolled: the ten recovery codes, shown this once. Otherwise empty. */
  recoveryCodes: z.array(z.string()),
});
export type StaffSignInCodeAnswer = z.infer<typeof StaffSignInCodeAnswer>;

/** A staff member as the Staff page lists them. */
export const StaffMember = Staff.extend({
  disabled: z.boolean(),
  totpEnabled: z.boolean(),
  createdAt: EpochSeconds,
});
export type StaffMember = z.infer<typeof StaffMember>;

const StaffPassword = z.string().min(12).max(256);
const StaffName = z.string().trim().min(1).max(64);

export const StaffListAnswer = z.object({ list: z.array(StaffMember) });
export type StaffListAnswer = z.infer<typeof StaffListAnswer>;
export const StaffCreateRequest = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  name: StaffName,
  role: StaffRole,
  /** Absent: one is generated and answered once. */
  password: StaffPassword.optional(),
});
/**
 * A request for a privileged member (a role holding `ledger`, `mail.broadcast` or `staff`,
 * values/console.ts `needsSecondAdmin`): stored pending until a second admin approves it
 * (docs/console.md "Four eyes"). `create` makes the member, `role` gives an existing one the role.
 */
export const StaffRequestStatus = z.enum(['pending', 'approved', 'refused']);
export const StaffRequest = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['create', 'role']),
  email: z.string(),
  name: z.string(),
  /** The role asked for. */
  role: StaffRole,
  /** The member: theirs for `role`; for `create`, the member made on approval (null before). */
  staffId: z.number().int().positive().nullable(),
  status: StaffRequestStatus,
  requestedBy: z.number().int().positive(),
  requestedByName: z.string(),
  decidedBy: z.number().int().positive().nullable(),
  decidedByName: z.string().nullable(),
  refuseReason: z.string().nullable(),
  createdAt: EpochSeconds,
  decidedAt: EpochSeconds.nullable(),
});
export type StaffRequest = z.infer<typeof StaffRequest>;

/**
 * The member made (`staff`), or, for a privileged role, the request waiting for a second admin
 * (`request`, the member not made yet): exactly one of the two.
 */
export const StaffCreateAnswer = z.object({
  staff: StaffMember.nullable(),
  request: StaffRequest.nullable(),
  /** The generated password, shown once (it is the member's once approved); null when given. */
  password: z.string().nullable(),
});
export type StaffCreateAnswer = z.infer<typeof StaffCreateAnswer>;
export const StaffUpdateRequest = z.object({
  id: RequestId,
  name: StaffName.optional(),
  role: StaffRole.optional(),
  /** true disables the account and ends its sessions; false enables it again. */
  disabled: z.boolean().optional(),
});
/** The member as changed; a privileged role is not given yet but asked for (`request`). */
export const StaffUpdateAnswer = z.object({ staff: StaffMember, request: StaffRequest.nullable() });
export type StaffUpdateAnswer = z.infer<typeof StaffUpdateAnswer>;
export const StaffIdRequest = z.object({ id: RequestId });

export const StaffRequestsRequest = z.object({ status: StaffRequestStatus.default('pending') });
export const StaffRequestsAnswer = z.object({ list: z.array(StaffRequest) });
export type StaffRequestsAnswer = z.infer<typeof StaffRequestsAnswer>;
export const StaffRequestRefuseRequest = z.object({
  id: RequestId,
  reason: z.string().trim().min(1).max(500).optional(),
});

/** A live console session. */
export const StaffSessionInfo = z.object({
  id: z.number().int().positive(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: EpochSeconds,
  lastSeenAt: EpochSeconds,
  expiresAt: EpochSeconds,
  /** The session this request came in. */
  current: z.boolean(),
});
export type StaffSessionInfo = z.infer<typeof StaffSessionInfo>;
export const StaffSessionsAnswer = z.object({ list: z.array(StaffSessionInfo) });
export type StaffSessionsAnswer = z.infer<typeof StaffSessionsAnswer>;
export const StaffEndSessionRequest = z.object({ sessionId: RequestId });

export const MyAccountAnswer = z.object({
  staff: Staff,
  totpEnabled: z.boolean(),
  /** Recovery codes not used yet. */
  recoveryCodesLeft: z.number().int().min(0),
});
export type MyAccountAnswer = z.infer<typeof MyAccountAnswer>;
export const MyPasswordChangeRequest = z.object({
  current: z.string().min(1).max(256),
  next: StaffPassword,
});
/** New recovery codes replace the old; a current TOTP code proves the authenticator is at hand. */
export const MyRecoveryCodesRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const MyRecoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export type MyRecoveryCodesAnswer = z.infer<typeof MyRecoveryCodesAnswer>;
