import { parseArgs } from 'node:util';
import { errorCatalogue } from '@lobby/contract/values/errors';
import { ExchangeStatusValue } from '@lobby/contract/wallet';
import { isAppError } from '../core/app-error';
import { auditCommands } from './audit-commands';
import { feedbackCommands } from './feedback-commands';
import { ledgerCommands } from './ledger-commands';
import { mailCommands } from './mail-commands';
import { OPS_OPTIONS, UsageError, type OpsContext } from './ops-command';
import { providersCommands } from './providers-commands';
import { rewardsCommands } from './rewards-commands';
import { staffCommands } from './staff-commands';
import { withdrawalsCommands } from './withdrawals-commands';

/**
 * The operator's commands (`npm run ops -- <command>`): the table of every group's commands, run
 * as functions of an open database so tests run them directly; cli.ts opens the database and
 * prints. Each answers an exit code: 0 done, 1 refused (the order is unknown or no longer in a
 * state that allows it), 2 bad usage.
 */

const GROUPS = [
  withdrawalsCommands,
  ledgerCommands,
  rewardsCommands,
  mailCommands,
  providersCommands,
  feedbackCommands,
  staffCommands,
  auditCommands,
];

const COMMANDS = GROUPS.flatMap((group) => group.commands);

export const USAGE = `Usage: npm run ops -- <command>

${GROUPS.map((group) => group.usage).join('\n')}

Statuses: ${ExchangeStatusValue.options.join(', ')}.
With the embedded PGlite database (no DATABASE_URL) stop the server first: PGlite allows one
process at a time.`;

/** Runs one command line (without the program name); answers the exit code. */
export const runOps = async (ctx: OpsContext, argv: readonly string[]): Promise<number> => {
  try {
    const { values, positionals } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: OPS_OPTIONS,
    });
    const [command] = positionals;
    if (values.help || command === undefined || command === 'help') {
      ctx.out(USAGE);
      return command === undefined && !values.help ? 2 : 0;
    }
    const found = COMMANDS.find((entry) => entry.matches(positionals));
    if (!found) throw new UsageError(`unknown command: ${positionals.join(' ')}`);
    return await found.run(
      { ...ctx, operator: values.by ?? ctx.operator },
      { words: positionals, values },
    );
  } catch (error) {
    if (isAppError(error)) {
      const status = (error.details as { status?: string | null } | undefined)?.status;
      ctx.out(`refused: ${errorCatalogue[error.code].msg}${status ? ` (status: ${status})` : ''}`);
      return 1;
    }
    const code = (error as { code?: unknown }).code;
    if (
      error instanceof UsageError ||
      (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'))
    ) {
      ctx.out(`error: ${(error as Error).message}\n\n${USAGE}`);
      return 2;
    }
    throw error;
  }
};
