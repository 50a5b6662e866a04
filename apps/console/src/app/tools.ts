import type { ConsolePermission } from '@lobby/contract/values/console';

/**
 * The console's tools, in the order the nav lists them: each a page (or a page with children)
 * under its path, shown to the roles whose permissions include its own. A new tool is a line
 * here, its route in routes.tsx and its label in the strings' `nav`.
 */
export interface Tool {
  readonly path: string;
  /** Its nav label's key (nav.*). */
  readonly labelKey: `nav.${string}`;
  readonly permission: ConsolePermission;
}

export const tools: readonly Tool[] = [
  // First: the home of the roles that read the figures (Home opens the first tool allowed).
  { path: '/dashboard', labelKey: 'nav.dashboard', permission: 'reports.read' },
  // Answering players: support's home is the chat.
  { path: '/chat', labelKey: 'nav.chat', permission: 'chat.read' },
  { path: '/feedback', labelKey: 'nav.feedback', permission: 'feedback.read' },
  { path: '/players', labelKey: 'nav.players', permission: 'players.read' },
  { path: '/kyc', labelKey: 'nav.kyc', permission: 'kyc.read' },
  // Money.
  { path: '/withdrawals', labelKey: 'nav.withdrawals', permission: 'withdrawals.read' },
  { path: '/deposits', labelKey: 'nav.deposits', permission: 'money.read' },
  { path: '/reconciliation', labelKey: 'nav.reconciliation', permission: 'withdrawals.read' },
  { path: '/promotions', labelKey: 'nav.promotions', permission: 'money.read' },
  // The risk desk: linked accounts, held withdrawals and their rules.
  { path: '/risk', labelKey: 'nav.risk', permission: 'risk.read' },
  // Player protection: the markers of harm.
  { path: '/protection', labelKey: 'nav.protection', permission: 'protection.read' },
  // Offers and settings.
  { path: '/mail', labelKey: 'nav.mail', permission: 'mail.read' },
  { path: '/config', labelKey: 'nav.config', permission: 'config.read' },
  // Administration.
  { path: '/staff', labelKey: 'nav.staff', permission: 'staff' },
  { path: '/audit', labelKey: 'nav.audit', permission: 'audit' },
];
