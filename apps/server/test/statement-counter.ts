import type { StatementListener } from '../src/db/database';

/**
 * Counts the statements a test app sends to its database (through Kysely's log hook, so BEGIN
 * and COMMIT count too). `during(fn)` answers what fn sent; background work of the app (jobs,
 * batchers) is off in test apps, so what is counted is the call's own.
 */
export const statementCounter = () => {
  let recording: string[] | undefined;
  const listener: StatementListener = (sql) => {
    recording?.push(sql);
  };
  const during = async <T>(fn: () => Promise<T>) => {
    const statements: string[] = [];
    recording = statements;
    try {
      const result = await fn();
      return {
        result,
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
