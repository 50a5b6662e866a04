import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The packages are split by runtime (docs/adr/0026): what the browser may run never imports
// what it cannot, even through another module. ESLint keeps the web's own imports to the
// browser-safe side; this keeps that side free of zod and node:crypto all the way down.

const root = resolve(import.meta.dirname, '..');

/** The package's modules (tests aside), as paths from its src/. */
const modulesOf = (src: string): string[] =>
  readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();

/** What a module imports at run time: `import type` is erased, so it does not count. */
const runtimeImports = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/^import\s+(type\s+)?[^'"]*?from\s+'([^']+)';?$/gms)]
    .filter((match) => !match[1])
    .map((match) => match[2]!);

/** The imports of the browser-safe modules that lead off that side: to another module or a package. */
const leaks = (src: string, isBrowserSafe: (module: string) => boolean) =>
  modulesOf(src)
    .filter(isBrowserSafe)
    .flatMap((module) =>
      runtimeImports(join(src, module))
        .filter((from) => {
          if (!from.startsWith('.')) return true;
          return !isBrowserSafe(relative(src, resolve(dirname(join(src, module)), `${from}.ts`)));
        })
        .map((from) => `${module}: ${from}`),
    );

describe('the packages, split by runtime', () => {
  it('keep the contract’s values free of zod: they import only each other', () => {
    const src = join(root, 'packages/contract/src');
    expect(modulesOf(src).filter((m) => m.startsWith('values/')).length).toBeGreaterThan(5);
    expect(leaks(src, (module) => module.startsWith('values/'))).toEqual([]);
  });

  it('keep the games’ math free of node:crypto: nothing outside node/ imports node/ or Node', () => {
    const src = join(root, 'packages/games/src');
    expect(modulesOf(src).filter((m) => m.startsWith('node/'))).toContain('node/fairness.ts');
    expect(leaks(src, (module) => !module.startsWith('node/'))).toEqual([]);
  });
});
