/**
 * The operator console's roles and what each may do (docs/console.md). The server checks a
 * call's permission against the caller's role before anything else; the console app hides what
 * a role may not use, which is convenience, not protection.
 */

/** Console calls are served at POST /console/api/v1/<name>. */
export const consolePath = (name: string) => `/console/api/v1/${name}`;
/** The console's session cookie: HttpOnly, SameSite=Strict, on /console only. */
export const CONSOLE_SESSION_COOKIE = 'console_session';
/** How long a console session lives without use, and at most. */
export const CONSOLE_SESSION_IDLE_SECONDS = 30 * 60;
export const CONSOLE_SESSION_MAX_SECONDS = 12 * 60 * 60;

export const STAFF_ROLES = ['admin', 'finance', 'support', 'marketing', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const CONSOLE_PERMISSIONS = ['chat', 'feedback', 'audit'] as const;
export type ConsolePermission = (typeof CONSOLE_PERMISSIONS)[number];

/** Each role's permissions: admin has all; support answers players; auditor reads the audit log. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly ConsolePermission[]>> = {
  admin: CONSOLE_PERMISSIONS,
  finance: [],
  support: ['chat', 'feedback'],
  marketing: [],
  auditor: ['audit'],
};

export const can = (role: StaffRole, permission: ConsolePermission) =>
  ROLE_PERMISSIONS[role].includes(permission);
