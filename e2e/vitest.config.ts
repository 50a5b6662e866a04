import { defineConfig } from 'vitest/config';
import { appSourceAlias } from '../vitest.alias';

// Journeys in Debian's Chromium against the built app on the real server and database.
export default defineConfig({
  // The journeys read the apps' sources (paths, strings): each file's `@/` is its own app's src.
  plugins: [appSourceAlias],
  test: {
    name: 'e2e',
    include: ['**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    // A condition waited for, not a sleep: a busy machine may take seconds to get there.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
