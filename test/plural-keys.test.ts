import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
// Counts go through i18next's plural keys (docs/rules.md "Figures"): a string that says
// {{count}} is a plural form ("key_one" and "key_other"), so "1 rewards" cannot be written.
// Every en-US resource of the browser apps is checked: each feature's strings.en-US.ts, the
// player app's i18n/en-US*.ts and the console's i18n/shared.en-US.ts.

const root = join(import.meta.dirname, '..');

const resourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : resourceFiles(path);
    return /(^|[.-])en-US(-[a-z]+)?\.ts$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });

const files = ['apps/web/src', 'apps/console/src'].flatMap((app) =>
  resourceFiles(join(root, app)).map((path) => relative(root, path)),
);

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every string of a resource, by its dotted key. */
const leaves = (node: unknown, path = ''): [string, string][] =>
  typeof node === 'string'
    ? [[path, node]]
    : Object.entries(node as Record<string, unknown>).flatMap(([key, value]) =>
        leaves(value, path ? `${path}.${key}` : key),
      );

/** What is wrong with a resource's counts: a count outside a plural key, a form without its pair. */
const pluralProblems = (resource: object): string[] => {
  const strings = new Map(leaves(resource));
  const problems: string[] = [];
  for (const [key, text] of strings) {
    const plural = PLURAL.exec(key);
    if (/\{\{\s*count\s*[,}]/.test(text) && !plural)
      problems.push(`${key}: says {{count}} but is not a plural key (_one/_other)`);
    if (!plural) continue;
    const base = key.slice(0, plural.index);
    for (const form of ['one', 'other'])
      if (!strings.has(`${base}_${form}`)) problems.push(`${key}: has no ${base}_${form}`);
  }
  return problems;
};

describe('plural keys in the en-US resources', () => {
  it('finds the resources', () => {
    expect(files).toContain('apps/web/src/i18n/en-US.ts');
    expect(files).toContain('apps/web/src/i18n/en-US-play.ts');
    expect(files).toContain('apps/web/src/features/wallet/strings.en-US.ts');
    expect(files).toContain('apps/console/src/features/money/strings.en-US.ts');
  });

  it.each(files)('%s: every {{count}} is in an _one/_other pair', async (file) => {
    const resource = (await import(pathToFileURL(join(root, file)).href)) as Record<
      string,
      unknown
    >;
    const problems = Object.entries(resource).flatMap(([name, value]) =>
      typeof value === 'object' && value !== null
        ? pluralProblems(value).map((problem) => `${name}.${problem}`)
        : [],
    );
    expect(problems).toEqual([]);
  });

  it('catches a count outside a plural key and a form without its pair', () => {
    expect(
      pluralProblems({
        a: { rewards: '{{count}} rewards', days_one: '{{count}} day' },
        b: { fine_one: '{{count}} game', fine_other: '{{count}} games', plain: 'No count' },
      }),
    ).toEqual([
      'a.rewards: says {{count}} but is not a plural key (_one/_other)',
      'a.days_one: has no a.days_other',
    ]);
  });
});
