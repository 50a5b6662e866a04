import type { StaffSessionsChanged } from '../sessions/session-cache';

export type { StaffSessionsChanged } from '../sessions/session-cache';

/**
 * Nobody to tell (the ops CLI, a test's own service): a console session that ends is refused at
 * its next request all the same; only the chat's open sockets need telling.
 */
export const unheard: StaffSessionsChanged = { staffSessionsChanged: () => {} };
