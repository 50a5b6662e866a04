// npm run db:types: migrates a fresh in-memory PGlite and writes the Kysely types of what the
// migrations made to apps/server/src/db/schema.generated.ts. Run it after adding a migration;
// the server suite's schema-source test fails, on PGlite and on PostgreSQL, until it is run.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { register } from 'tsx/esm/api';
import '../apps/server/sql-text.mjs';

// The migrations and the generator are TypeScript; tsx loads them (and sql-text.mjs their .sql).
register();
const { kyselyOnPglite, pgliteParsers } = await import('../apps/server/src/db/database.ts');
const { migrateToLatest } = await import('../apps/server/src/db/migrate.ts');
const { SCHEMA_TYPES_FILE, schemaTypesSource } =
  await import('../apps/server/src/db/codegen/schema-source.ts');

const db = kyselyOnPglite(await PGlite.create({ parsers: pgliteParsers }));
try {
  await migrateToLatest(db);
  writeFileSync(SCHEMA_TYPES_FILE, await schemaTypesSource(db));
  console.log(`db:types: wrote ${relative(process.cwd(), SCHEMA_TYPES_FILE)}`);
} finally {
  await db.destroy();
}
