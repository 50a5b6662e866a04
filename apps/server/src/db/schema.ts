/**
 * The Kysely view of the tables, generated from the migrated database into schema.generated.ts
 * (`npm run db:types`, ADR 0029): the migrations are the only place the schema is written.
 * Columns keep their SQL names (snake_case); repos map rows to the camelCase shapes services
 * use, so these types stop at the repository.
 */
export type { DB as Database } from './schema.generated';
export type * from './schema.generated';
