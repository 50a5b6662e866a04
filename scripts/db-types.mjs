// npm run db:types: migrates a fresh in-memory PGlite and writes the Kysely types of what the
// migrations made to apps/server/src/db/schema.generated.ts. Run it after adding a migration;
// the server suite's schema-source test fails, on PGlite and on PostgreSQL, until it is run.
import { relative } from 'node:path';
import { register } from 'tsx/esm/api';
import '../apps/server/sql-text.mjs';

// The migrations and the generator are TypeScript; tsx loads them (and sql-text.mjs their .sql).
register();
const { SCHEMA_TYPES_FILE, writeSchemaTypes } =
  await import('../apps/server/src/db/codegen/schema-source.ts');
await writeSchemaTypes();
console.log(`db:types: wrote ${relative(process.cwd(), SCHEMA_TYPES_FILE)}`);
