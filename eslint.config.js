import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { featureZones, serverZones } from './scripts/lint/import-boundaries.js';

// One Link anywhere brings React Router's framework-mode link machinery back into the lobby's
// bundle (ADR 0010).
const webOwnLinks = {
  name: 'react-router',
  importNames: ['Link', 'NavLink', 'LinkProps', 'NavLinkProps'],
  message: 'Use components/link.tsx.',
};

/**
 * The browser apps are separate builds: the player app never loads the console's code, nor the
 * console the player app's. What both need lives in packages/contract/src/values.
 */
const otherApps = (app) =>
  ['web', 'console']
    .filter((other) => other !== app)
    .map((other) => ({
      regex: `(^|/)apps/${other}/|^(\\.\\./)+${other}/`,
      message: `apps/${app} and apps/${other} are separate builds: share through @lobby/contract/values.`,
    }));

// The packages' modules that only the server can run (ADR 0026); `import type` is erased.
const serverOnlyPackageModules = [
  {
    regex: '^@lobby/contract/(?!values/)',
    allowTypeImports: true,
    message: "The contract's schemas bring zod along: take the value from @lobby/contract/values/.",
  },
  {
    group: ['@lobby/games/node/*'],
    allowTypeImports: true,
    message: 'node:crypto does not run in the browser: take the games math outside node/.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.data-test/**',
      'coverage/**',
      'apps/web/public/**',
      'apps/web/dev-dist/**',
      // Files that break the lint on purpose (test/lint-guards.test.ts lints them itself).
      'test/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    settings: {
      // The import rules read TypeScript: files are parsed with the TypeScript parser and
      // resolved as tsc resolves them (each project's tsconfig, its `@/` paths included).
      // Import circles are the graph test's (test/import-graph.test.ts, type-only imports
      // included): import-x/no-cycle re-parsed every file an import reaches and took four
      // fifths of lint's time for a subset of what that test finds (ADR 0069).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            'apps/*/tsconfig.json',
            'packages/*/tsconfig.json',
            'e2e/tsconfig.json',
            'test/tsconfig.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Tests may set their scene through any module's repo; the code they test may not.
    files: ['apps/server/**/*.ts'],
    ignores: ['apps/server/**/*.test.ts', 'apps/server/test/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverZones() }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/config/env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read env in config/env.ts only.' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // bulletproof-react: shared -> features -> app; features never import each other.
      // bulletproof-react: shared -> features -> app; features never import each other.
      'import-x/no-restricted-paths': ['error', { zones: featureZones('web') }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [webOwnLinks], patterns: [...serverOnlyPackageModules, ...otherApps('web')] },
      ],
    },
  },
  {
    // Tests run in Node: they may play real rounds (node:crypto) and parse with the schemas.
    files: ['apps/web/**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [webOwnLinks], patterns: otherApps('web') },
      ],
    },
  },
  {
    // The operator console: a browser app of its own, never part of the player app's build.
    files: ['apps/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: featureZones('console') }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...serverOnlyPackageModules, ...otherApps('console')] },
      ],
    },
  },
  {
    files: ['apps/console/**/*.test.{ts,tsx}', 'apps/console/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: otherApps('console') }],
    },
  },
  {
    // The config editors check a section with the contract's own zod schema (ADR 0046): zod
    // loads with the Config pages' chunk, never with the console's first page.
    files: ['apps/console/src/features/config/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: otherApps('console') }],
    },
  },
  {
    files: [
      'scripts/**/*.{mjs,ts}',
      '**/*.config.{js,ts}',
      'apps/server/build.mjs',
      'apps/demo-provider/build.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
);
