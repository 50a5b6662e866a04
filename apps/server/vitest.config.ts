import { defineConfig, type Plugin } from 'vitest/config';
import { testExclude } from '../../vitest.tiers';

/** A .sql file imported from TypeScript is its text, as in the bundle (src/sql-files.d.ts). */
const sqlAsText: Plugin = {
  name: 'sql-as-text',
  transform: (code, id) =>
    id.endsWith('.sql') ? { code: `export default ${JSON.stringify(code)};`, map: null } : null,
};

// Server suites on a real, freshly migrated database per test file: PGlite by default,
// PostgreSQL when DATABASE_URL is set (test/global-setup.ts prepares the template once).
export default defineConfig({
  plugins: [sqlAsText],
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: testExclude,
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    // Forks: PGlite's WASM heap and prom-client's default metrics stay per file. Workers stay
    // at Vitest's default (cores − 1): on 2 cores a second worker saved ~10% (PGlite is
    // CPU-bound) and a per-project maxWorkers breaks runs of several projects at once.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
