import type { parseArgs } from 'node:util';
import type { Db } from '../db/database';
import type { GameProvider } from '../modules/games/providers/provider-settings';

/**
 * What an operator's command (`npm run ops -- <command>`) is: a function of an open database so
 * tests run it directly; cli.ts opens the database and prints. Each answers an exit code: 0 done,
 * 1 refused (the order is unknown or no longer in a state that allows it), 2 bad usage.
 */

export type Out = (line: string) => void;

export interface OpsContext {
  db: Db;
  out: Out;
  /** Who acts, recorded on the order (default: the OS user). */
  operator: string;
  /** The providers in force until an operator saves a list (defaultProviders of the env). */
  defaultProviders?: readonly GameProvider[];
  /** Standard input's first line (staff create --password-stdin). */
  readLine?: () => Promise<string>;
}

/** A command line the CLI cannot run: exit 2 with the usage. */
export class UsageError extends Error {}

/** Every option of the command line, whatever the command (parseArgs refuses any other). */
export const OPS_OPTIONS = {
  status: { type: 'string' },
  user: { type: 'string' },
  limit: { type: 'string' },
  reason: { type: 'string' },
  reference: { type: 'string' },
  activity: { type: 'string' },
  award: { type: 'string', multiple: true },
  key: { type: 'string' },
  'expires-days': { type: 'string' },
  title: { type: 'string' },
  body: { type: 'string' },
  starts: { type: 'string' },
  expires: { type: 'string' },
  'vip-min': { type: 'string' },
  'vip-max': { type: 'string' },
  'registered-from': { type: 'string' },
  'registered-to': { type: 'string' },
  deposited: { type: 'string' },
  'new-players': { type: 'boolean' },
  by: { type: 'string' },
  force: { type: 'boolean' },
  close: { type: 'boolean' },
  role: { type: 'string' },
  name: { type: 'string' },
  'password-stdin': { type: 'boolean' },
  actor: { type: 'string' },
  action: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The options given on a command line. */
export type OpsValues = ReturnType<
  typeof parseArgs<{ options: typeof OPS_OPTIONS; allowPositionals: true }>
>['values'];

/** A parsed command line: its words (`withdrawals approve W123`) and its options. */
export interface OpsLine {
  words: readonly string[];
  values: OpsValues;
}

/** One entry of the command table. */
export interface OpsCommand {
  /** Whether the line's words name this command (the first match runs). */
  matches: (words: readonly string[]) => boolean;
  /** Runs it (the context's operator is --by's, when given); answers the exit code. */
  run: (ctx: OpsContext, line: OpsLine) => Promise<number>;
}

/** A group of commands (`withdrawals …`) and its lines of the usage. */
export interface OpsCommandGroup {
  usage: string;
  commands: readonly OpsCommand[];
}
