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

/**
 * Every console permission. A name ending in `.read` only reads; the auditor has each of those
 * (and `audit`), and a role that may change a thing may read it too. The tools the operator
 * console issue lists name these; a call names exactly one.
 */
export const CONSOLE_PERMISSIONS = [
  /** Staff accounts: create, change, disable, reset TOTP, end sessions (admin only). */
  'staff',
  'players.read',
  'players.write',
  /**
   * Erasing a closed account's personal data on request (ADR 0074): admin only, and never by
   * the member who closed it.
   */
  'players.erase',
  /** Balances, deposits, withdrawals and ledger entries, read only. */
  'money.read',
  /**
   * The withdrawal review queue and the day's reconciliation, read only: finance's reads, which
   * support (money.read, a player's own money) does not have.
   */
  'withdrawals.read',
  'withdrawals',
  'deposits',
  'ledger',
  'chat',
  'chat.read',
  'feedback',
  'feedback.read',
  /** Mail to one player. */
  'mail',
  /** Mail broadcasts to many. */
  'mail.broadcast',
  'mail.read',
  'activities',
  'activities.read',
  'rewards',
  'rewards.read',
  'config.games',
  'config.banners',
  /** Every other setting. */
  'config',
  'config.read',
  /** The audit log. */
  'audit',
  /** The dashboards: money and player figures per day. */
  'reports.read',
  /** The risk desk: players' risk scores and their linked accounts. */
  'risk.read',
  /**
   * The risk desk's rules: edit the settings `risk` (links, velocity, weights, review line) and
   * `withdrawals` (when a request waits for a person). Admin only: they loosen or tighten what
   * stands between a farmed reward and cash.
   */
  'risk',
  /** Know your customer: decide tier-2 reviews (ADR 0073). */
  'kyc',
  /** Know your customer: the queue, the entered details and the documents (each view audited). */
  'kyc.read',
  /** The Player protection dashboard: the markers of harm (docs/player-protection.md). */
  'protection.read',
] as const;
export type ConsolePermission = (typeof CONSOLE_PERMISSIONS)[number];

const READ_ONLY = CONSOLE_PERMISSIONS.filter((p) => p.endsWith('.read') || p === 'audit');

/**
 * Each role's permissions (docs/console.md "Roles and permissions"): admin has all; finance
 * moves money; support answers players; marketing runs the offers; the auditor reads.
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly ConsolePermission[]>> = {
  admin: CONSOLE_PERMISSIONS,
  finance: [
    'players.read',
    'money.read',
    'withdrawals.read',
    'withdrawals',
    'deposits',
    'ledger',
    'reports.read',
    'risk.read',
  ],
  support: [
    'players.read',
    'players.write',
    'money.read',
    'chat',
    'chat.read',
    'feedback',
    'feedback.read',
    'mail',
    'mail.read',
    'kyc',
    'kyc.read',
    'protection.read',
  ],
  marketing: [
    'players.read',
    'activities',
    'activities.read',
    'rewards',
    'rewards.read',
    'mail.broadcast',
    'mail.read',
    'config.games',
    'config.banners',
    'config.read',
    'reports.read',
  ],
  auditor: READ_ONLY,
};

export const can = (role: StaffRole, permission: ConsolePermission) =>
  ROLE_PERMISSIONS[role].includes(permission);

/**
 * The permissions that create value or power (docs/console.md "Four eyes"): a member whose role
 * holds any is made, or given that role, only when a second admin approves.
 */
export const PRIVILEGED_PERMISSIONS = ['ledger', 'mail.broadcast', 'staff'] as const;
export const needsSecondAdmin = (role: StaffRole) =>
  PRIVILEGED_PERMISSIONS.some((permission) => can(role, permission));
