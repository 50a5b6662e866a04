import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { invariantRows, problemsOf, type Repository } from './invariants-table';

const root = resolve(import.meta.dirname, '..');

/** The repository's files matching git pathspecs, committed or new, that git does not ignore. */
const filesMatching = (...pathspecs: string[]) =>
  execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '-z', '--', ...pathspecs],
    {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    },
  )
    .split('\0')
    .filter((file) => file !== '' && existsSync(resolve(root, file)));

const textOf = (file: string) => readFileSync(resolve(root, file), 'utf8');

const repository = (): Repository => ({
  testTexts: filesMatching('*.test.ts', '*.test.tsx', '*.e2e.ts').map(textOf),
  fileText: (path) => (existsSync(resolve(root, path)) ? textOf(path) : null),
  serverTexts: filesMatching('apps/server/*.ts', 'apps/server/*.sql')
    .filter((file) => !file.endsWith('.test.ts'))
    .map(textOf),
});

describe('the invariants table reader', () => {
  const sample = [
    '| invariant | database | code | tests |',
    '|---|---|---|---|',
    '| Money adds up. | `money_check` | `src/money.ts` `add`, `gone`; `src/lost.ts` | `adds up`; `was renamed` |',
  ].join('\n');
  const made: Repository = {
    testTexts: ["it('adds up', () => {})"],
    fileText: (path) => (path === 'src/money.ts' ? 'export const add = 1;' : null),
    serverTexts: ['create table t (constraint money_check check (true))'],
  };

  it('reads each row: database names, files with their functions, and test titles', () => {
    expect(invariantRows(sample)).toEqual([
      {
        line: 3,
        invariant: 'Money adds up.',
        database: ['money_check'],
        code: [
          { path: 'src/money.ts', names: ['add', 'gone'] },
          { path: 'src/lost.ts', names: [] },
        ],
        tests: ['adds up', 'was renamed'],
      },
    ]);
  });

  it('names a renamed test, a missing file, a function gone from its file and an unknown database name', () => {
    const [row] = invariantRows(sample.replace('`money_check`', '`money_check`, `gone_check`'));
    expect(problemsOf(row!, made)).toEqual([
      'docs/invariants.md:3: no test is titled "was renamed"',
      'docs/invariants.md:3: src/money.ts has no gone',
      'docs/invariants.md:3: there is no file src/lost.ts',
      'docs/invariants.md:3: the server names no gone_check',
    ]);
  });
});

describe('docs/invariants.md', () => {
  const rows = invariantRows(textOf('docs/invariants.md'));

  it('lists the product’s invariants, each with its code and tests', () => {
    expect(rows.length).toBeGreaterThanOrEqual(14);
  });

  it('names only tests, files, functions and database names that exist', () => {
    const repo = repository();
    expect(rows.flatMap((row) => problemsOf(row, repo))).toEqual([]);
  });
});
