import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The player app's and the server's `@/` share one tsc program in test/ and e2e/, whose `paths`
// try the app's src, then the server's (ADR 0051): an `@/x` that both had would reach the
// player app's x from the server. No x of either app's `@/` imports may be in both.

const root = resolve(import.meta.dirname, '..');
const apps = ['web', 'server'];
const SUFFIXES = ['.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx', ''];

const sourcesUnder = (dir: string): string[] =>
  readdirSync(resolve(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => join(dir, file));

/** Every `@/x` an app's sources and tests import, as x. */
const aliasedOf = (app: string): string[] =>
  sourcesUnder(`apps/${app}`)
    .filter((file) => !file.includes('/dist/'))
    .flatMap((file) =>
      [...readFileSync(resolve(root, file), 'utf8').matchAll(/['"]@\/([^'"]+)['"]/g)].map(
        (match) => match[1]!,
      ),
    );

/** Whether x names a file of the app's src (with any of TypeScript's extensions). */
const inSrc = (app: string, path: string) =>
  SUFFIXES.some((suffix) => {
    const file = resolve(root, `apps/${app}/src`, path + suffix);
    return existsSync(file) && statSync(file).isFile();
  });

describe('the `@/` alias', () => {
  it("names a file of one app's src only", () => {
    const paths = [...new Set(apps.flatMap(aliasedOf))].sort();
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => apps.every((app) => inSrc(app, path)))).toEqual([]);
  });
});
