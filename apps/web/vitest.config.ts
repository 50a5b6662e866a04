import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // `@/x` is `src/x`, as tsconfig's `paths` says.
  resolve: { alias: [{ find: /^@\//, replacement: `${resolve(import.meta.dirname, 'src')}/` }] },
  define: { __BUILD_ID__: JSON.stringify('test-build') },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // A condition waited for, not a sleep (see src/test/setup.ts).
    expect: { poll: { timeout: 10_000 } },
    // Above the waits for a condition (10–15 s): on a busy machine a test that renders a page
    // and runs axe in jsdom takes seconds, and must fail by its assertion, not by the clock.
    testTimeout: 30_000,
  },
});
