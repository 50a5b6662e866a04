// `node --import tsx --import ./apps/server/sql-text.mjs <entry>.ts`: how Node runs the server's
// sources (npm run dev, npm run ops, the tests that start a server process), where migrations
// import their PL/pgSQL from .sql files.
import { register } from 'node:module';

register('./sql-text-hooks.mjs', import.meta.url);
