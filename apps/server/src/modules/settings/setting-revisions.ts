import { isDeepStrictEqual } from 'node:util';
import type { z } from 'zod';
import type { Db } from '@/db/database';
import { findSetting, upsertSetting } from './settings.repo';
import {
  findLatestSettingRevision,
  insertSettingRevision,
  lockSettingRevisions,
} from './setting-revisions.repo';

/** A setting's newest revision: 0 before its first save with a revision. */
export interface SettingHead<T> {
  readonly revision: number;
  readonly value: T;
}

/** A save's outcome, for its audit entry. */
export interface SavedSetting<T> {
  readonly revision: number;
  readonly changed: boolean;
  readonly before: SettingHead<T>;
  readonly after: T;
  readonly sections: readonly string[];
}

/** Equal as JSON (jsonb returns a document's keys in its own order; undefined is no key). */
const sameJson = (a: unknown, b: unknown) =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a ?? null)), JSON.parse(JSON.stringify(b ?? null)));

/** The top-level fields whose content differs between two documents. */
const changedFields = (before: unknown, after: unknown): string[] => {
  const a = (before ?? {}) as Record<string, unknown>;
  const b = (after ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter(
    (key) => !sameJson(a[key], b[key]),
  );
};

/**
 * Saves a setting's new document and its revision in the caller's transaction (ADR 0046), the
 * key's revisions locked first so two saves number in turn: `next` gets the newest revision and
 * the document in force (the schema's defaults where nothing is stored) and answers the new one
 * (it may refuse: a stale base). A document stored without a revision (before the key had
 * revisions, or set since by the ops CLI or the server) is recorded first as a revision of its
 * own, so the history holds what was in force and a rollback can reach it. The same content
 * again saves nothing. The caller tells the settings service (`changed`) once the transaction has
 * committed.
 */
export const saveSettingRevision = async <S extends z.ZodType>(
  trx: Db,
  key: string,
  schema: S,
  next: (head: SettingHead<z.output<S>>) => z.input<S>,
  options: { actor: string | null; note: string },
): Promise<SavedSetting<z.output<S>>> => {
  if (!trx.isTransaction) throw new Error('saveSettingRevision runs in a transaction');
  await lockSettingRevisions(trx, key);
  const latest = await findLatestSettingRevision(trx, key);
  const stored = await findSetting(trx, key);
  const parsed = schema.safeParse(stored?.value ?? {});
  const current: z.output<S> = parsed.success ? parsed.data : schema.parse({});
  const head = { revision: latest?.revision ?? 0, value: current };
  const value = schema.parse(next(head));
  if (sameJson(value, current))
    return { revision: head.revision, changed: false, before: head, after: current, sections: [] };
  let revision = head.revision;
  if (!latest || !sameJson(latest.value, current)) {
    revision += 1;
    await insertSettingRevision(trx, {
      key,
      revision,
      value: current,
      actor: null,
      note: latest ? 'as changed outside the console' : 'as it was before its first revision',
      sections: latest ? changedFields(latest.value, current) : [],
    });
  }
  revision += 1;
  const sections = changedFields(current, value);
  await upsertSetting(trx, key, value);
  await insertSettingRevision(trx, {
    key,
    revision,
    value,
    actor: options.actor,
    note: options.note,
    sections,
  });
  return { revision, changed: true, before: head, after: value, sections };
};

/** What the config editors read of a setting's revisions (their list, one, the one before). */
export {
  countSettingRevisions,
  findLatestSettingRevision,
  findSettingRevision,
  findSettingRevisionBefore,
  pageOfSettingRevisions,
} from './setting-revisions.repo';
