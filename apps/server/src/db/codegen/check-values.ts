import { sql, type Kysely } from 'kysely';
import type { DatabaseMetadata } from 'kysely-codegen';

/**
 * The values a text column's CHECK constraint allows, by `table.column`: a column declared
 * `check (status in ('open', 'settled'))` is typed as that union, so the list lives once, in the
 * migration. PostgreSQL stores such a check as `CHECK ((status = ANY (ARRAY['open'::text, …])))`;
 * any other shape of check is left alone.
 */
const IN_LIST = /^CHECK \(\((\w+) = ANY \(ARRAY\[(.*)\]\)\)\)$/;
const TEXT_LITERAL = /'((?:[^']|'')*)'::text/g;

const allowedValues = (definition: string): { column: string; values: string[] } | null => {
  const match = IN_LIST.exec(definition);
  if (!match) return null;
  const values = [...match[2]!.matchAll(TEXT_LITERAL)].map((m) => m[1]!.replaceAll("''", "'"));
  return values.length > 0 ? { column: match[1]!, values } : null;
};

const checkValuesByColumn = async (db: Kysely<unknown>): Promise<Map<string, string[]>> => {
  const { rows } = await sql<{ table: string; definition: string }>`
    select c.relname as "table", pg_get_constraintdef(k.oid) as definition
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    where k.contype = 'c' and c.relnamespace = 'public'::regnamespace
  `.execute(db);
  const byColumn = new Map<string, string[]>();
  for (const { table, definition } of rows) {
    const allowed = allowedValues(definition);
    if (allowed) byColumn.set(`${table}.${allowed.column}`, allowed.values);
  }
  return byColumn;
};

/** kysely-codegen's postprocess step: the columns a CHECK restricts get their values as a union. */
export const withCheckValues = async ({
  db,
  metadata,
}: {
  db: Kysely<unknown>;
  metadata: DatabaseMetadata;
}): Promise<DatabaseMetadata> => {
  const byColumn = await checkValuesByColumn(db);
  for (const table of metadata.tables) {
    for (const column of table.columns) {
      const values = byColumn.get(`${table.name}.${column.name}`);
      if (values && column.dataType === 'text') column.enumValues = values;
    }
  }
  return metadata;
};
