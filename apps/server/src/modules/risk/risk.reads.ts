import { sql } from 'kysely';
import type { SignalKind } from './risk-signals';

/**
 * What other modules may read of the risk desk's graph: the players seen with a signal, as a
 * set for another module's one statement (`user_id in ${sharersSql(kind, value)}`), one read of
 * the (kind, value) index.
 */
export const sharersSql = (kind: SignalKind, value: string) =>
  sql<number>`(select user_id from risk_signals where kind = ${kind} and value = ${value})`;
