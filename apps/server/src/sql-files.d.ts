/**
 * A .sql file imported from TypeScript is its text (a migration's PL/pgSQL): esbuild's text
 * loader in the bundle (build.mjs), a plugin under Vitest (vitest.config.ts), sql-text.mjs
 * when Node runs the sources through tsx.
 */
declare module '*.sql' {
  const text: string;
  export default text;
}
