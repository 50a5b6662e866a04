import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/test-db';
import { SCHEMA_TYPES_FILE, schemaTypesSource } from './schema-source';

// Runs on whichever database the suite runs on, so PGlite and PostgreSQL must agree on the types.
describe('the generated schema types', () => {
  const handle = useTestDatabase();

  it('are what the migrations make (else: npm run db:types)', async () => {
    const committed = readFileSync(SCHEMA_TYPES_FILE, 'utf8');
    expect(await schemaTypesSource(handle.db)).toBe(committed);
  });

  it('type a text column by the values its CHECK allows', () => {
    const committed = readFileSync(SCHEMA_TYPES_FILE, 'utf8');
    expect(committed).toContain(`op: 'debit' | 'credit' | 'rollback' | 'tombstone';`);
    expect(committed).toContain(`result: 'paid' | 'failed' | null;`);
  });
});
