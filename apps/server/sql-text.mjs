// `node --import tsx --import ./apps/server/sql-text.mjs <entry>.ts`: how Node runs the server's
// sources (npm run dev, npm run ops, the tests that start a server process), where
// db/sql-functions.ts imports the database functions from their .sql files (db/functions), and
// `@/x` is the importing app's src/x (source-alias-hooks.mjs).
import { register } from 'node:module';

register('./sql-text-hooks.mjs', import.meta.url);
register('./source-alias-hooks.mjs', import.meta.url);
