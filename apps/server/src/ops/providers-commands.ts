import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import type { Db } from '../db/database';
import { auditedChange, cliAuditBy } from '../modules/audit/audit-by';
import {
  GAME_PROVIDERS_KEY,
  gameProvidersSetting,
  type GameProvider,
} from '../modules/games/providers/provider-settings';
import { SettingsService } from '../modules/settings/settings.service';
import { UsageError, type OpsCommandGroup, type OpsContext } from './ops-command';

/** The providers commands of the ops CLI: the game providers in force (docs/providers.md). */

const USAGE = `  providers list
      The game providers in force (docs/providers.md): code, on or off, demo play, currency,
      launch URL template, health URL.
  providers enable <code> | providers disable <code>
      Puts a provider's games in the lobby or takes them out (open rounds still settle).
  providers set <file.json>
      Replaces the list with the file's ({ "providers": [ … ] }), checked first.`;

const providerSettings = (ctx: OpsContext, db: Db = ctx.db) => ({
  settings: new SettingsService(db, { ttlMs: 0 }),
  schema: gameProvidersSetting(ctx.defaultProviders ?? []),
});

/**
 * Replaces the providers list with what `next` makes of the one in force, and writes its audit
 * entry (the list before and after) in the same transaction.
 */
const auditedProvidersChange = (
  ctx: OpsContext,
  action: string,
  target: string,
  next: (providers: readonly GameProvider[]) => readonly GameProvider[],
) =>
  auditedChange(ctx.db, cliAuditBy(ctx.operator), async (trx) => {
    const { settings, schema } = providerSettings(ctx, trx);
    const { providers } = await settings.get(GAME_PROVIDERS_KEY, schema);
    const after = next(providers);
    await settings.set(GAME_PROVIDERS_KEY, schema, { providers: [...after] });
    return {
      result: after,
      audit: { action, target, before: { providers }, after: { providers: after } },
    };
  });

const providerLine = (p: GameProvider) =>
  [
    p.code,
    p.enabled ? 'on' : 'off',
    `demo ${p.demoPlay ? 'yes' : 'no'}`,
    p.currency,
    p.launchUrl,
    p.healthUrl ? `health ${p.healthUrl}` : '',
  ]
    .filter(Boolean)
    .join('  ');

export const providersListCommand = async (ctx: OpsContext) => {
  const { settings, schema } = providerSettings(ctx);
  const { providers } = await settings.get(GAME_PROVIDERS_KEY, schema);
  if (providers.length === 0) ctx.out('no game providers');
  for (const provider of providers) ctx.out(providerLine(provider));
  return providers;
};

export const providerSwitchCommand = async (ctx: OpsContext, code: string, enabled: boolean) => {
  await auditedProvidersChange(
    ctx,
    enabled ? 'providers.enable' : 'providers.disable',
    `provider:${code}`,
    (providers) => {
      if (!providers.some((p) => p.code === code))
        throw new UsageError(`no provider ${code} (see: providers list)`);
      return providers.map((p) => (p.code === code ? { ...p, enabled } : p));
    },
  );
  ctx.out(
    `${code} ${enabled ? 'enabled: its games are in the lobby' : 'disabled: its games left the lobby'}`,
  );
};

export const providersSetCommand = async (ctx: OpsContext, file: string) => {
  const { schema } = providerSettings(ctx);
  let document: unknown;
  try {
    document = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new UsageError(`${file}: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(document);
  if (!parsed.success) throw new UsageError(`${file}: ${z.prettifyError(parsed.error)}`);
  await auditedProvidersChange(
    ctx,
    'providers.set',
    `setting:${GAME_PROVIDERS_KEY}`,
    () => parsed.data.providers,
  );
  ctx.out(`saved ${parsed.data.providers.length} game providers`);
  for (const provider of parsed.data.providers) ctx.out(providerLine(provider));
};

export const providersCommands: OpsCommandGroup = {
  usage: USAGE,
  commands: [
    {
      matches: (words) => words[0] === 'providers' && words[1] === 'list',
      run: async (ctx) => {
        await providersListCommand(ctx);
        return 0;
      },
    },
    {
      matches: (words) =>
        words[0] === 'providers' &&
        (words[1] === 'enable' || words[1] === 'disable') &&
        Boolean(words[2]),
      run: async (ctx, { words }) => {
        await providerSwitchCommand(ctx, words[2]!, words[1] === 'enable');
        return 0;
      },
    },
    {
      matches: (words) => words[0] === 'providers' && words[1] === 'set' && Boolean(words[2]),
      run: async (ctx, { words }) => {
        await providersSetCommand(ctx, words[2]!);
        return 0;
      },
    },
  ],
};
