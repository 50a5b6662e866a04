import type { ConsolePermission } from '@lobby/contract/values/console';

/**
 * The console's tools, in the order the nav lists them: each a page (or a page with children)
 * under its path, shown to the roles whose permissions include its own. A new tool is a line
 * here, its route in router.tsx and its strings.
 */
export interface Tool {
  readonly path: string;
  /** Its nav label's key (nav.*). */
  readonly labelKey: 'nav.chat' | 'nav.feedback' | 'nav.staff' | 'nav.audit' | 'nav.config';
  readonly permission: ConsolePermission;
}

export const tools: readonly Tool[] = [
  { path: '/chat', labelKey: 'nav.chat', permission: 'chat' },
  { path: '/feedback', labelKey: 'nav.feedback', permission: 'feedback' },
  { path: '/staff', labelKey: 'nav.staff', permission: 'staff' },
  { path: '/audit', labelKey: 'nav.audit', permission: 'audit' },
  { path: '/config', labelKey: 'nav.config', permission: 'config.read' },
];
