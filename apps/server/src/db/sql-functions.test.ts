import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-db';
import { migrateToLatest } from './migrate';
import { applyFunctions, functionFiles } from './sql-functions';

const functionsDir = join(import.meta.dirname, 'functions');
const migrationsDir = join(import.meta.dirname, 'migrations');

const fileNames = () =>
  readdirSync(functionsDir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => file.replace(/\.sql$/, ''))
    .sort();

/** The body of a function file's statement: what PostgreSQL keeps as the function's prosrc. */
const bodyOf = (definition: string): string => {
  const match = /\bas\s+(\$\w*\$)([\s\S]*?)\1/i.exec(definition);
  if (!match?.[2]) throw new Error(`no $$-quoted body in: ${definition.slice(0, 80)}`);
  return match[2];
};

/** The public schema's own functions (not an extension's): name, oid, source, definition. */
const publicFunctions = async (db: Kysely<unknown>) => {
  const { rows } = await sql<{ name: string; oid: number; source: string; definition: string }>`
    select p.proname as name, p.oid::int8 as oid, p.prosrc as source,
      pg_get_functiondef(p.oid) as definition
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = 'public'
      and not exists (select from pg_depend d where d.objid = p.oid and d.deptype = 'e')
    order by p.proname, p.oid
  `.execute(db);
  return rows;
};

describe('the function files', () => {
  it('are listed once each in sql-functions.ts, which lists nothing else', () => {
    expect(Object.keys(functionFiles).sort()).toEqual(fileNames());
    for (const name of fileNames()) {
      expect(functionFiles[name as keyof typeof functionFiles]).toBe(
        readFileSync(join(functionsDir, `${name}.sql`), 'utf8'),
      );
    }
  });

  it('each create or replace the one function they are named for', () => {
    for (const [name, definition] of Object.entries(functionFiles)) {
      const creates = [...definition.matchAll(/\bcreate\s+(or\s+replace\s+)?function\s+(\w+)/gi)];
      expect(creates.map((c) => [c[1] !== undefined, c[2]])).toEqual([[true, name]]);
    }
  });

  it('are no longer copied in any migration: no .sql beside them, no function in their code', () => {
    const files = readdirSync(migrationsDir, { recursive: true, encoding: 'utf8' });
    expect(files.filter((file) => file.endsWith('.sql'))).toEqual([]);
    for (const file of files.filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(join(migrationsDir, file), 'utf8');
      expect(source, file).not.toMatch(/\bcreate\s+(or\s+replace\s+)?function\b/i);
    }
  });
});

describe('the functions of a migrated database', () => {
  const handle = useTestDatabase();
  let db: Kysely<unknown>;
  beforeAll(async () => {
    db = handle.db as Kysely<unknown>;
  });

  it('are exactly the files, each with its body, and nothing without a file', async () => {
    const functions = await publicFunctions(db);
    expect(functions.map((f) => f.name)).toEqual(fileNames());
    for (const { name, source } of functions) {
      expect(source, name).toBe(bodyOf(functionFiles[name as keyof typeof functionFiles]));
    }
  });

  it('stay as they are when the database is migrated again, which applies no migration', async () => {
    const before = await publicFunctions(db);
    expect(await migrateToLatest(db)).toEqual([]);
    expect(await publicFunctions(db)).toEqual(before);
  });

  it('take a changed file on the next apply, and the file as it is on the one after', async () => {
    const answer = async () =>
      (await sql<{ answer: unknown }>`select seamless_refusal('E') as answer`.execute(db)).rows[0]
        ?.answer;
    const changed = functionFiles.seamless_refusal.replace(
      "'ok', false, 'error', p_error",
      "'ok', false, 'error', p_error, 'changed', true",
    );
    expect(changed).not.toBe(functionFiles.seamless_refusal);

    await db
      .transaction()
      .execute((trx) => applyFunctions(trx, { ...functionFiles, seamless_refusal: changed }));
    expect(await answer()).toEqual({ ok: false, error: 'E', changed: true });

    await migrateToLatest(db);
    expect(await answer()).toEqual({ ok: false, error: 'E' });
    const refusal = (await publicFunctions(db)).find((f) => f.name === 'seamless_refusal');
    expect(refusal?.source).toBe(bodyOf(functionFiles.seamless_refusal));
  });

  it('are created in any order, a body naming one that sorts after it included', async () => {
    const rolledBack = new Error('rolled back');
    await expect(
      db.transaction().execute(async (trx) => {
        await applyFunctions(trx, {
          a_caller:
            'create or replace function a_caller() returns int language sql as $$ select z_callee() + 1 $$',
          z_callee:
            'create or replace function z_callee() returns int language sql as $$ select 41 $$',
        });
        const { rows } = await sql<{ n: number }>`select a_caller() as n`.execute(trx);
        expect(rows[0]?.n).toBe(42);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });

  it('refuse a body that names what does not exist, and keep the ones before', async () => {
    const before = await publicFunctions(db);
    const broken = functionFiles.seamless_refusal.replace('jsonb_build_object', 'no_such_function');
    await expect(
      db
        .transaction()
        .execute((trx) => applyFunctions(trx, { ...functionFiles, seamless_refusal: broken })),
    ).rejects.toThrow(/no_such_function/);
    expect(await publicFunctions(db)).toEqual(before);
  });
});
