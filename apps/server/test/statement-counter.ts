import type { StatementListener } from '../src/db/database';

/** A statement as sent: its SQL and parameters. */
export interface SentStatement {
  sql: string;
  parameters: readonly unknown[];
}

/**
 * Counts the statements a test app sends to its database (through Kysely's log hook, so BEGIN
 * and COMMIT count too). `during(fn)` answers what fn sent; background work of the app (jobs,
 * batchers) is off in test apps, so what is counted is the call's own.
 */
export const statementCounter = () => {
  let recording: SentStatement[] | undefined;
  const listener: StatementListener = (sql, parameters) => {
    recording?.push({ sql, parameters });
  };
  const during = async <T>(fn: () => Promise<T>) => {
    const sent: SentStatement[] = [];
    recording = sent;
    try {
      const result = await fn();
      const statements = sent.map((s) => s.sql);
      return {
        result,
        sent,
        statements,
        count: statements.length,
        transactions: countBegins(statements),
      };
    } finally {
      recording = undefined;
    }
  };
  return { listener, during };
};

const countBegins = (statements: string[]) =>
  statements.filter((sql) => /^\s*begin\b/i.test(sql)).length;
