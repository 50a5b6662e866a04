import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tableOwners } from '../scripts/lint/table-owners.js';
import { unitOf } from '../scripts/lint/server-layers.js';

/**
 * One owner per table: only the owner's code names a table in its SQL (kysely's builders or
 * raw SQL); everyone else asks the owner. The database layer (migrations, functions, the
 * generated types) is the schema itself and is not counted.
 */
const root = resolve(import.meta.dirname, '..');

/**
 * Reads of a table by code that does not own it, still to be moved behind the owner's read API
 * (`<unit> reads <table>`). A new one fails the test; so does one that is gone.
 */
const knownForeignReads: readonly string[] = [];

const serverSources = () =>
  execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'apps/server/src'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
    .filter((file) => !file.startsWith('apps/server/src/db/'));

const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

const builderTable =
  /\.(?:selectFrom|insertInto|updateTable|deleteFrom|innerJoin|leftJoin|rightJoin|fullJoin|mergeInto)\(\s*['"`]([a-z_]+)(?:\s+as\s+\w+)?['"`]/g;
const sqlTable = /\b(?:from|join|into|update)\s+"?([a-z_]+)"?/gi;

/** The tables a source text names in its SQL. */
export const tablesNamedIn = (text: string): Set<string> => {
  const found = new Set<string>();
  const body = withoutComments(text);
  for (const pattern of [builderTable, sqlTable])
    for (const match of body.matchAll(pattern))
      if (Object.hasOwn(tableOwners, match[1]!)) found.add(match[1]!);
  return found;
};

describe('one owner per table', () => {
  it('names an owner for every table of the schema, and no table that is gone', () => {
    const schema = readFileSync(resolve(root, 'apps/server/src/db/schema.generated.ts'), 'utf8');
    const block = schema.slice(schema.indexOf('export interface DB {'));
    const tables = [...block.matchAll(/^ {2}([a-z_]+): /gm)].map((match) => match[1]);
    expect(tables.length).toBeGreaterThan(50);
    expect(Object.keys(tableOwners).sort()).toEqual([...tables].sort());
  });

  it('lists every table with its owner in docs/architecture.md', () => {
    const doc = readFileSync(resolve(root, 'docs/architecture.md'), 'utf8');
    const missing = Object.entries(tableOwners).filter(([table, owner]) => {
      const row = doc.split('\n').find((line) => line.startsWith(`| \`${owner}\` |`));
      return !row?.includes(`\`${table}\``);
    });
    expect(missing).toEqual([]);
  });

  it('finds the tables in kysely builders and raw SQL, not in comments', () => {
    expect(tablesNamedIn("db.selectFrom('users as u').innerJoin('sessions', 'x')")).toEqual(
      new Set(['users', 'sessions']),
    );
    expect(tablesNamedIn('sql`select 1 from deposit_orders d join "withdrawals" w`')).toEqual(
      new Set(['deposit_orders', 'withdrawals']),
    );
    expect(tablesNamedIn('// reads from users\n/* update sessions */ const x = 1;')).toEqual(
      new Set(),
    );
  });

  it('lets only the owner name a table in its SQL, but the known reads still to move', () => {
    const foreign = new Set<string>();
    for (const file of serverSources()) {
      const unit = unitOf(file);
      for (const table of tablesNamedIn(readFileSync(resolve(root, file), 'utf8')))
        if (tableOwners[table as keyof typeof tableOwners] !== unit)
          foreign.add(`${unit} reads ${table}`);
    }
    expect([...foreign].sort()).toEqual([...knownForeignReads].sort());
  });
});
