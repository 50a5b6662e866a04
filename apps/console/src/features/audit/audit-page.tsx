import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { AuditLogItem, AuditVerifyAnswer } from '@lobby/contract/console';
import { ErrorBox, Loading } from '@/components/error-box';
import { TextField } from '@/components/form-fields';
import ui from '@/components/ui.module.css';
import { DataTable } from '@/components/data-table';
import { PendingApprovals } from '@/components/pending-approvals';
import { NewerOlderPager } from '@/components/newer-older-pager';
import { t } from '@/i18n/i18n';
import { formatStoredTime } from '@/lib/format';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { useTitle } from '@/lib/use-title';
import { auditLogQuery } from './api/audit-log';
import { verifyAudit } from './api/audit-verify';
import { AuditChange } from './audit-change';

const PAGE_SIZE = 50;

/**
 * /audit: who changed what through the console and the ops CLI, newest first, by actor and
 * action (the URL's ?actor=&action=), older pages by the list's cursor; "Verify chain" checks
 * every entry's hash and link on the server. Above the log, what waits for a second approval.
 */
export function AuditPage() {
  useTitle(t('audit.title'));
  const [params, setParams] = useSearchParams();
  const actor = params.get('actor')?.trim() || undefined;
  const action = params.get('action')?.trim() || undefined;
  const pages = useCursorPages();

  const log = useQuery(auditLogQuery({ actor, action }, pages.cursor, PAGE_SIZE));
  const verify = useMutation({ mutationFn: verifyAudit });

  const filter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['actor', 'action']) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    pages.reset();
    setParams(next);
  };

  return (
    <section className={ui.panel} aria-labelledby="audit-heading">
      <div className={ui.head}>
        <h1 id="audit-heading">{t('audit.title')}</h1>
        <button
          type="button"
          className={ui.button}
          data-testid="audit-verify"
          disabled={verify.isPending}
          onClick={() => verify.mutate()}
        >
          {verify.isPending ? t('audit.verifying') : t('audit.verify')}
        </button>
      </div>
      <div aria-live="polite">
        {verify.isError ? (
          <ErrorBox error={verify.error} />
        ) : verify.data ? (
          <Verdict verdict={verify.data} />
        ) : null}
      </div>
      <PendingApprovals />
      <form className={ui.filters} onSubmit={filter} key={`${actor}|${action}`}>
        <TextField
          id="audit-actor"
          label={t('audit.actor')}
          name="actor"
          defaultValue={actor ?? ''}
          placeholder={t('audit.actorHint')}
        />
        <TextField
          id="audit-action"
          label={t('audit.action')}
          name="action"
          defaultValue={action ?? ''}
          placeholder={t('audit.actionHint')}
        />
        <button type="submit" className={ui.primary}>
          {t('audit.filter')}
        </button>
      </form>
      {log.isError ? (
        <ErrorBox error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data ? (
        <Entries list={log.data.list} />
      ) : (
        <Loading />
      )}
      <NewerOlderPager
        newerLabel={t('audit.newer')}
        olderLabel={t('audit.older')}
        onNewer={pages.newer}
        onOlder={pages.olderBy(log.data?.nextCursor)}
      />
    </section>
  );
}

function Verdict({ verdict }: { verdict: AuditVerifyAnswer }) {
  if (verdict.ok)
    return (
      <p className={ui.ok} data-testid="audit-verdict" data-ok="true">
        {verdict.entries === 0
          ? t('audit.verdictEmpty')
          : t('audit.verdictOk', {
              count: verdict.entries,
              id: verdict.headId,
              hash: verdict.headHash,
            })}
      </p>
    );
  return (
    <p className={ui.error} role="alert" data-testid="audit-verdict" data-ok="false">
      {t('audit.verdictBroken', { id: verdict.firstBadId, reason: verdict.reason })}
    </p>
  );
}

function Entries({ list }: { list: AuditLogItem[] }) {
  return (
    <DataTable
      rows={list}
      rowKey={(e) => e.id}
      rowProps={(e) => ({ 'data-testid': 'audit-row', 'data-audit-id': e.id })}
      empty={t('audit.empty')}
      columns={[
        { label: t('audit.columns.id'), cell: (e) => e.id },
        {
          label: t('audit.columns.at'),
          cell: (e) => (
            <time dateTime={e.at} title={e.at}>
              {formatStoredTime(e.at)}
            </time>
          ),
        },
        {
          label: t('audit.columns.actor'),
          cell: (e) => (
            <>
              {e.actorName}
              <span className={ui.sub}>
                {t(`audit.kinds.${e.actorKind}`)}
                {e.ip ? ` · ${e.ip}` : ''}
              </span>
            </>
          ),
        },
        { label: t('audit.columns.action'), cell: (e) => <code>{e.action}</code> },
        { label: t('audit.columns.target'), cell: (e) => e.target ?? '—' },
        {
          label: t('audit.columns.change'),
          cell: (e) => <AuditChange before={e.before} after={e.after} />,
        },
      ]}
    />
  );
}
