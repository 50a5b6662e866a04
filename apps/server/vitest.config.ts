import { defineConfig } from 'vitest/config';
import { testExclude } from '../../vitest.tiers';
import { SERVER_SIMS, sourceAlias, sqlAsText } from './vitest.shared';

// Server suites on a real, freshly migrated database per test file: PGlite by default,
// PostgreSQL when DATABASE_URL is set (test/global-setup.ts prepares the template once). The
// database-free economics and simulations are the server-sims project's (vitest.sims.config.ts).
export default defineConfig({
  plugins: [sqlAsText],
  resolve: { alias: [sourceAlias] },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...testExclude, ...SERVER_SIMS],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/setup.ts'],
    // Forks, not isolated: a worker imports the app's modules once and runs file after file in
    // them (each file still builds its own app on its own fresh database), which halves the
    // suite's time. A test file therefore keeps no state at module level that another file
    // could see: what it starts it closes in afterAll. Workers stay at Vitest's default
    // (cores − 1): on 2 cores a second worker saved ~10% (PGlite is CPU-bound) and a
    // per-project maxWorkers breaks runs of several projects at once.
    pool: 'forks',
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
