import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CONFIG_DOCUMENTS,
  type ConfigChange,
  type ConfigDocument,
  type ConfigRevisionItem,
} from '@lobby/contract/console-config';
import { ErrorBox, Loading } from '@/components/error-box';
import tables from '@/components/table.module.css';
import ui from '@/components/ui.module.css';
import { NewerOlderPager } from '@/components/newer-older-pager';
import { t } from '@/i18n/i18n';
import { formatDateTime } from '@/lib/format';
import { useTitle } from '@/lib/use-title';
import {
  configRevisionDiffQuery,
  configRevisionsKey,
  configRevisionsQuery,
  rollbackConfig,
} from './api/config-revisions';
import { configSectionsQuery, sectionsQueryKey } from './api/config-sections';
import styles from './config.module.css';

const PAGE_SIZE = 20;

const json = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

const isDocument = (value: string | null): value is ConfigDocument =>
  (CONFIG_DOCUMENTS as readonly (string | null)[]).includes(value);

/**
 * /config/revisions: a document's revisions (who, when, note, sections changed), newest first;
 * a revision's changes against the one before (path, before → after); a rollback to it, which
 * saves a new revision with its content once confirmed.
 */
export function RevisionsPage() {
  useTitle(t('config.revisions.title'));
  const [params, setParams] = useSearchParams();
  const queryClient = useQueryClient();
  const documentParam = params.get('document');
  const document: ConfigDocument = isDocument(documentParam) ? documentParam : 'app';
  const selected = Number(params.get('revision')) || null;
  const [pageNum, setPageNum] = useState(1);

  const revisions = useQuery(configRevisionsQuery(document, pageNum, PAGE_SIZE));
  // The document's head, the base a rollback names.
  const sections = useQuery(configSectionsQuery());
  const head = sections.data?.sections.find((s) => s.document === document)?.revision ?? null;

  const rollback = useMutation({
    mutationFn: (revision: number) =>
      rollbackConfig({ document, revision, baseRevision: head ?? 0 }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: sectionsQueryKey });
      void queryClient.invalidateQueries({ queryKey: configRevisionsKey(document) });
    },
  });

  const choose = (next: { document?: ConfigDocument; revision?: number | null }) => {
    const search = new URLSearchParams();
    search.set('document', next.document ?? document);
    const revision = next.revision === undefined ? selected : next.revision;
    if (revision) search.set('revision', String(revision));
    rollback.reset();
    setParams(search);
  };

  const askRollback = (revision: number) => {
    if (window.confirm(t('config.revisions.rollbackConfirm', { revision })))
      rollback.mutate(revision);
  };

  return (
    <section className={ui.panel} aria-labelledby="revisions-heading">
      <div className={ui.head}>
        <h1 id="revisions-heading">{t('config.revisions.title')}</h1>
        <Link to="/config" className={ui.button}>
          {t('config.revisions.back')}
        </Link>
      </div>
      <div className={ui.tabs} role="tablist" aria-label={t('config.revisions.documents')}>
        {CONFIG_DOCUMENTS.map((d) => (
          <button
            key={d}
            type="button"
            role="tab"
            className={ui.tab}
            aria-selected={d === document}
            onClick={() => {
              setPageNum(1);
              choose({ document: d, revision: null });
            }}
          >
            {t(`config.documents.${d}`)}
          </button>
        ))}
      </div>
      <div aria-live="polite">
        {rollback.isSuccess ? (
          <p className={ui.ok} data-testid="config-rolled-back">
            {rollback.data.changed
              ? t('config.revisions.rolledBack', {
                  revision: rollback.data.revision,
                  from: rollback.variables,
                })
              : t('config.unchanged')}
          </p>
        ) : rollback.isError ? (
          <ErrorBox error={rollback.error} />
        ) : null}
      </div>
      {revisions.isError ? (
        <ErrorBox error={revisions.error} onRetry={() => void revisions.refetch()} />
      ) : !revisions.data ? (
        <Loading />
      ) : (
        <RevisionList
          list={revisions.data.list}
          head={head}
          selected={selected}
          onView={(revision) => choose({ revision })}
          onRollback={askRollback}
          rollingBack={rollback.isPending}
        />
      )}
      <NewerOlderPager
        newerLabel={t('config.revisions.newer')}
        olderLabel={t('config.revisions.older')}
        onNewer={pageNum > 1 ? () => setPageNum((p) => p - 1) : undefined}
        onOlder={
          revisions.data && pageNum < revisions.data.pages
            ? () => setPageNum((p) => p + 1)
            : undefined
        }
      />
      {selected ? <Diff document={document} revision={selected} /> : null}
    </section>
  );
}

function RevisionList({
  list,
  head,
  selected,
  onView,
  onRollback,
  rollingBack,
}: {
  list: ConfigRevisionItem[];
  head: number | null;
  selected: number | null;
  onView: (revision: number) => void;
  onRollback: (revision: number) => void;
  rollingBack: boolean;
}) {
  if (list.length === 0) return <p className={ui.muted}>{t('config.revisions.empty')}</p>;
  return (
    <div className={tables.scroll}>
      <table className={tables.table}>
        <caption className={styles.caption}>{t('config.revisions.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('config.revisions.columns.revision')}</th>
            <th scope="col">{t('config.revisions.columns.at')}</th>
            <th scope="col">{t('config.revisions.columns.actor')}</th>
            <th scope="col">{t('config.revisions.columns.note')}</th>
            <th scope="col">{t('config.revisions.columns.sections')}</th>
            <th scope="col">{t('config.revisions.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {list.map((r) => (
            <tr
              key={r.revision}
              data-testid="config-revision-row"
              data-revision={r.revision}
              aria-current={r.revision === selected ? 'true' : undefined}
            >
              <td>
                {r.revision}
                {r.revision === head ? (
                  <span className={ui.sub}>{t('config.revisions.current')}</span>
                ) : null}
              </td>
              <td>
                <time dateTime={new Date(r.at * 1000).toISOString()}>{formatDateTime(r.at)}</time>
              </td>
              <td>{r.actor ?? t('config.revisions.noActor')}</td>
              <td>{r.note || '—'}</td>
              <td>{r.sections.join(', ') || '—'}</td>
              <td className={ui.actions}>
                <button type="button" className={ui.button} onClick={() => onView(r.revision)}>
                  {t('config.revisions.view', { revision: r.revision })}
                </button>
                {head !== null && r.revision !== head ? (
                  <button
                    type="button"
                    className={ui.button}
                    disabled={rollingBack}
                    data-testid="config-rollback"
                    onClick={() => onRollback(r.revision)}
                  >
                    {t('config.revisions.rollback', { revision: r.revision })}
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Diff({ document, revision }: { document: ConfigDocument; revision: number }) {
  const diff = useQuery(configRevisionDiffQuery(document, revision));
  if (diff.isError) return <ErrorBox error={diff.error} onRetry={() => void diff.refetch()} />;
  if (!diff.data) return <Loading />;
  const { previous, changes } = diff.data;
  return (
    <section aria-labelledby="diff-heading" data-testid="config-diff">
      <h2 id="diff-heading">
        {previous === null
          ? t('config.revisions.diffFirst', { revision })
          : t('config.revisions.diffHeading', { revision, previous })}
      </h2>
      {previous !== null && changes.length === 0 ? (
        <p className={ui.muted}>{t('config.revisions.noChanges')}</p>
      ) : changes.length > 0 ? (
        <ChangeTable changes={changes} />
      ) : null}
    </section>
  );
}

function ChangeTable({ changes }: { changes: ConfigChange[] }) {
  return (
    <div className={tables.scroll}>
      <table className={tables.table}>
        <caption className={styles.caption}>{t('config.revisions.changesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('config.revisions.columns.path')}</th>
            <th scope="col">{t('config.revisions.columns.kind')}</th>
            <th scope="col">{t('config.revisions.columns.change')}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((c) => {
            const path = c.path.join('.');
            return (
              <tr key={path} data-testid="config-change" data-kind={c.kind}>
                <td>
                  <code>{path}</code>
                </td>
                <td>{t(`config.revisions.kinds.${c.kind}`)}</td>
                <td className={styles.change}>
                  <code>{json(c.before)}</code>
                  <span aria-label={t('config.revisions.becomes')}> → </span>
                  <code>{json(c.after)}</code>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
