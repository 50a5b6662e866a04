import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type { FastifyBaseLogger } from 'fastify';
import { AppConfig } from '@lobby/contract/app-config';
import { jackpotCellsProblems, taskConfigProblem } from '@lobby/contract/app-config';
import { okEnvelope } from '@lobby/contract/envelope';
import { inTransaction, type Db } from '@/db/database';
import { AppError, ErrorCode } from '@/core/app-error';
import { figureNames, unknownPlaceholders } from './promised-figures';
import { PreparedAnswer, type EncodedBody } from '@/core/envelope';
import {
  findLatestConfig,
  findLatestRevision,
  insertConfig,
  lockConfigWrites,
} from './config.repo';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * One saved config, ready to send: the envelope's JSON is built and compressed once per
 * version, so answering anonymous/appConfig is a lookup, not JSON or schema work.
 */
export interface ConfigSnapshot {
  readonly revision: number;
  /** What the client sends back as `version`: the revision and a hash of the content. */
  readonly version: string;
  readonly etag: string;
  readonly config: AppConfig;
  readonly full: EncodedBody;
  readonly notModified: EncodedBody;
  /** The answers as sent (bytes and headers per encoding), built once per version. */
  readonly fullAnswer: PreparedAnswer;
  readonly notModifiedAnswer: PreparedAnswer;
}

/**
 * What the contract's schema cannot say of a parsed config: texts naming figures that do not
 * exist, tasks the server would not pay, jackpot cells it would not draw. Each with the path of
 * what is wrong (dotted, from the config's root), as a validation issue is.
 */
export const configProblems = (parsed: AppConfig): { path: string; message: string }[] => {
  const problems: { path: string; message: string }[] = [];
  const unknown = unknownPlaceholders(parsed);
  if (unknown.length > 0)
    problems.push({
      path: '',
      message: `the config's texts name figures that do not exist: ${unknown.join(', ')} (known: ${figureNames().join(', ')})`,
    });
  parsed.tasks.forEach((task, index) => {
    const problem = taskConfigProblem(task);
    if (problem)
      problems.push({
        path: `tasks.${index}`,
        message: `the config's tasks cannot be paid: task ${task.id}: ${problem}`,
      });
  });
  for (const problem of jackpotCellsProblems(parsed.jackpotAwardList))
    problems.push({
      path: 'jackpotAwardList',
      message: `the config's jackpot cells cannot be drawn: ${problem}`,
    });
  return problems;
};

/** The config as it is stored and hashed: validated (undeclared fields dropped) JSON. */
const canonical = (config: unknown) => {
  const parsed = AppConfig.parse(config);
  const problems = configProblems(parsed);
  if (problems.length > 0) throw new Error(problems.map((p) => p.message).join('; '));
  const json = JSON.stringify(parsed);
  return { parsed, json, contentHash: createHash('sha256').update(json).digest('hex') };
};

/** The top-level fields whose content differs between two configs. */
const changedSections = (before: AppConfig | null, after: AppConfig): string[] =>
  before === null
    ? []
    : (Object.keys(AppConfig.shape) as (keyof AppConfig)[]).filter(
        (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
      );

/** A revision saveIn saved, as its caller sees it in the transaction (for its audit entry). */
export interface SavedConfig {
  readonly revision: number;
  /** The revision before it (null when this is the first). */
  readonly before: { revision: number; config: AppConfig } | null;
  readonly after: AppConfig;
  readonly sections: readonly string[];
}

/** What saveIn answers: the head's revision after it, what it saved (null: nothing changed). */
export interface StoredConfig {
  readonly revision: number;
  readonly saved: SavedConfig | null;
  /** What serveSaved installs. */
  readonly stored?: { revision: number; config: AppConfig; contentHash: string };
}

const versionOf = (revision: number, contentHash: string) =>
  `${revision}-${contentHash.slice(0, 12)}`;

/**
 * What the player app is served of a stored config: the games of providers switched off leave
 * the catalogue (modules/games/providers), the texts' placeholders become the figures the
 * engines pay with (modules/config/promised-figures). The server keeps reading the stored config.
 */
export type ConfigView = (config: AppConfig) => AppConfig;

const buildSnapshot = async (
  revision: number,
  config: AppConfig,
  contentHash: string,
  view: ConfigView,
): Promise<ConfigSnapshot> => {
  const served = view(config);
  // The version names what is served: a change of view is a new version for the clients.
  const servedHash =
    served === config
      ? contentHash
      : createHash('sha256').update(JSON.stringify(served)).digest('hex');
  const version = versionOf(revision, servedHash);
  const full = Buffer.from(
    JSON.stringify(okEnvelope({ version, notModified: false, config: served })),
    'utf8',
  );
  const [br, gz] = await Promise.all([
    brotli(full, {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: full.length,
      },
    }),
    gzipAsync(full, { level: 9 }),
  ]);
  const etag = `"${version}"`;
  const answerHeaders = { etag, 'cache-control': 'no-cache' };
  const fullBody: EncodedBody = { identity: full, br, gzip: gz };
  const notModified: EncodedBody = {
    identity: Buffer.from(JSON.stringify(okEnvelope({ version, notModified: true })), 'utf8'),
  };
  return {
    revision,
    version,
    etag,
    config,
    full: fullBody,
    notModified,
    fullAnswer: new PreparedAnswer(fullBody, answerHeaders),
    notModifiedAnswer: new PreparedAnswer(notModified, answerHeaders),
  };
};

/**
 * Stores `config` as revision 1 when the table is empty. Safe to run from any number of
 * instances starting at once: writers take one advisory lock, so exactly one seeds.
 * Returns whether this call seeded.
 */
export const seedConfig = (db: Db, config: AppConfig): Promise<boolean> =>
  inTransaction(db, async (trx) => {
    await lockConfigWrites(trx);
    if (await findLatestRevision(trx)) return false;
    const { json, contentHash } = canonical(config);
    await insertConfig(trx, { revision: 1, json, contentHash, note: 'seeded' });
    return true;
  });

export interface ConfigServiceOptions {
  /** How old the snapshot may get before a request triggers a background check for changes. */
  recheckMs: number;
  log?: FastifyBaseLogger;
}

/**
 * The operator-editable App config: versioned rows in app_config, served from memory.
 * `update` saves a new version and swaps the snapshot at once on this instance; other
 * instances notice within `recheckMs` (a request past that age triggers one cheap query in the
 * background and is answered from the current snapshot meanwhile).
 */
export class ConfigService {
  #snapshot: ConfigSnapshot | null = null;
  #stored: { revision: number; config: AppConfig; contentHash: string } | null = null;
  /** The views by name, applied in the order they were first set. */
  readonly #views = new Map<string, ConfigView>();
  #view: ConfigView = (config) => config;
  #checkedAt = 0;
  #checking: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: ConfigServiceOptions,
  ) {}

  /** Seeds `seed` when nothing is stored yet, then loads the newest version. */
  async start(seed: AppConfig): Promise<void> {
    await seedConfig(this.db, seed);
    await this.reload();
  }

  /** The snapshot to answer with; never waits for the database. */
  current(): ConfigSnapshot {
    const snapshot = this.#snapshot;
    if (!snapshot) throw new AppError(ErrorCode.CONFIG_UNAVAILABLE);
    if (Date.now() - this.#checkedAt > this.options.recheckMs && !this.#checking) {
      this.#checking = this.reload()
        .catch((error: unknown) => this.options.log?.warn({ err: error }, 'config recheck failed'))
        .finally(() => {
          this.#checking = null;
        });
    }
    return snapshot;
  }

  /** Loads the newest stored version when it is newer than the one in memory. */
  async reload(): Promise<void> {
    const latest = await findLatestRevision(this.db);
    this.#checkedAt = Date.now();
    if (!latest || latest.revision === this.#snapshot?.revision) return;
    const row = await findLatestConfig(this.db);
    if (!row) return;
    const config = AppConfig.parse(row.document);
    await this.#build({ revision: row.revision, config, contentHash: row.contentHash });
  }

  /**
   * Serves the stored config through `view` (named, replacing an earlier view of that name)
   * from now on: a new version when it changes what is served. The snapshot's `config` stays
   * the stored one.
   */
  async setView(name: string, view: ConfigView): Promise<void> {
    this.#views.set(name, view);
    const views = [...this.#views.values()];
    this.#view = (config) => views.reduce((served, apply) => apply(served), config);
    if (this.#stored) await this.#build(this.#stored, true);
  }

  /**
   * Saves `config` as the next version (validated against the contract first; nothing is
   * stored if it fails) and serves it at once. Saving the current content again is a no-op.
   */
  async update(config: AppConfig, note = ''): Promise<ConfigSnapshot> {
    const stored = await inTransaction(this.db, (trx) => this.saveIn(trx, () => config, { note }));
    return (await this.serveSaved(stored)).snapshot;
  }

  /**
   * update() in the caller's transaction (the console's saves, in their audited change): `next`
   * derives the next config from the stored head once the writers' lock is held (it may refuse:
   * a stale base). Answers what was saved, or `saved: null` when the content is the head's; hand
   * the answer to serveSaved once the transaction commits.
   */
  async saveIn(
    trx: Db,
    next: (head: { revision: number; config: AppConfig } | null) => AppConfig,
    options: { note?: string; actor?: string | null },
  ): Promise<StoredConfig> {
    await lockConfigWrites(trx);
    const row = await findLatestConfig(trx);
    const head = row ? { revision: row.revision, config: AppConfig.parse(row.document) } : null;
    const { parsed, json, contentHash } = canonical(next(head));
    if (row?.contentHash === contentHash) return { revision: row.revision, saved: null };
    const revision = (row?.revision ?? 0) + 1;
    const sections = changedSections(head?.config ?? null, parsed);
    await insertConfig(trx, {
      revision,
      json,
      contentHash,
      note: options.note ?? '',
      actor: options.actor ?? null,
      sections,
    });
    return {
      revision,
      saved: { revision, before: head, after: parsed, sections },
      stored: { revision, config: parsed, contentHash },
    };
  }

  /** Serves a revision saveIn saved, once its transaction has committed. */
  async serveSaved(
    stored: StoredConfig,
  ): Promise<{ snapshot: ConfigSnapshot; revision: number; changed: boolean }> {
    if (stored.stored && stored.revision !== this.#snapshot?.revision) {
      await this.#build(stored.stored);
    }
    this.#checkedAt = Date.now();
    return { snapshot: this.current(), revision: stored.revision, changed: stored.saved !== null };
  }

  /** Builds and installs the snapshot of `stored` under the current view. */
  async #build(
    stored: { revision: number; config: AppConfig; contentHash: string },
    viewChanged = false,
  ) {
    for (;;) {
      const view = this.#view;
      const snapshot = await buildSnapshot(
        stored.revision,
        stored.config,
        stored.contentHash,
        view,
      );
      // The view changed while this one was being built: build again with the new one.
      if (view !== this.#view) continue;
      // A slow background reload must never replace a newer version installed meanwhile.
      const current = this.#snapshot?.revision ?? 0;
      if (snapshot.revision < current || (snapshot.revision === current && !viewChanged)) return;
      this.#stored = stored;
      this.#install(snapshot);
      return;
    }
  }

  #install(snapshot: ConfigSnapshot) {
    this.#snapshot = snapshot;
    this.options.log?.info({ version: snapshot.version }, 'app config loaded');
  }
}
