import { sqlStateOf } from '../db/errors';
import { connect } from 'node:net';
import { userInfo } from 'node:os';
import { createInterface } from 'node:readline';
import { loadEnv } from '../config/env';
import { openDatabase } from '../db/database';
import { defaultProviders } from '../modules/games/providers/provider-settings';
import { runOps, USAGE } from './ops-commands';

/**
 * The operator CLI: `npm run ops -- <command>` (see USAGE). It opens the database the server
 * uses (DATABASE_URL, or the embedded PGlite in DATA_DIR) and changes it directly; the server's
 * jobs carry on from there (an approved order is paid by the next payout job run).
 *
 * PGlite allows one process at a time, so on PGlite the CLI refuses to start while something
 * answers on the server's PORT on this machine (`--force` skips the check).
 */

const out = (line: string) => process.stdout.write(`${line}\n`);

const osUser = () => {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
};

/** Whether something accepts connections on 127.0.0.1:port within 300 ms. */
const somethingListens = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(300, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

/** The first line of standard input (a password piped in, never typed on the command line). */
const readLine = async () => {
  const lines = createInterface({ input: process.stdin, terminal: false });
  try {
    for await (const line of lines) return line;
    return '';
  } finally {
    lines.close();
  }
};

const isUndefinedTable = (error: unknown) => sqlStateOf(error) === '42P01';

const main = async (argv: string[]) => {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') {
    out(USAGE);
    return argv.length === 0 ? 2 : 0;
  }
  const env = loadEnv();
  if (!env.DATABASE_URL && !argv.includes('--force') && (await somethingListens(env.PORT))) {
    out(
      `error: something answers on port ${env.PORT}: stop the server first (PGlite in ${env.DATA_DIR} ` +
        'allows one process at a time), or pass --force if that is not the server.',
    );
    return 1;
  }
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolMax: 2,
  });
  try {
    return await runOps(
      {
        db: database.db,
        out,
        operator: `${osUser()}@cli`,
        defaultProviders: defaultProviders(env),
        readLine,
      },
      argv,
    );
  } catch (error) {
    if (isUndefinedTable(error)) {
      out('error: the database is not migrated: start the server once, then try again.');
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
};

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  },
);
