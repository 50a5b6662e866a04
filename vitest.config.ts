import { defineConfig } from 'vitest/config';

// CI sets VITEST_JSON_DIR to collect one JSON report per run for scripts/test-summary.mjs.
const jsonDir = process.env.VITEST_JSON_DIR;
const reporters = jsonDir ? ['default', 'json'] : ['default'];
const outputFile = jsonDir
  ? { json: `${jsonDir}/vitest-${process.pid}-${Date.now()}.json` }
  : undefined;

// One config, four projects: `--project contract|web|server|e2e` picks a suite.
export default defineConfig({
  test: {
    reporters,
    outputFile,
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/web/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
