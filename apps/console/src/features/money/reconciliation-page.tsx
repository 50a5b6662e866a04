import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { ReconciliationAnswer } from '@lobby/contract/console-money';
import { ErrorBox, Loading } from '@/components/error-box';
import tables from '@/components/table.module.css';
import { TextField } from '@/components/form-fields';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { formatMoney } from '@/lib/format';
import { useTitle } from '@/lib/use-title';
import { reconciliationQuery } from './api/reconciliation';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Today in UTC, the reconciliation's day. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

const tally = (side: { count: number; amount: number }) =>
  t('reconciliation.tally', { count: side.count, amount: formatMoney(side.amount) });
const amountOr = (amount: number | null) =>
  amount === null ? t('money.none') : formatMoney(amount);

/**
 * /reconciliation?day=YYYY-MM-DD: a UTC day's deposits and paid withdrawals, the ledger against
 * the providers' confirmations, per provider, and the orders that do not match.
 */
export function ReconciliationPage() {
  useTitle(t('reconciliation.title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('day') ?? '';
  // Today as the page first opened: a render does not read the clock.
  const [today] = useState(todayUtc);
  const day = DAY.test(asked) ? asked : today;
  const answer = useQuery(reconciliationQuery(day));

  const pick = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('day') ?? '');
    if (DAY.test(value)) setParams({ day: value });
  };

  return (
    <section className={ui.panel} aria-labelledby="reconciliation-heading">
      <h1 id="reconciliation-heading">{t('reconciliation.title')}</h1>
      <p className={ui.muted}>{t('reconciliation.intro')}</p>
      <form className={ui.filters} onSubmit={pick} key={day}>
        <TextField
          id="reconciliation-day"
          label={t('reconciliation.day')}
          name="day"
          type="date"
          defaultValue={day}
          required
        />
        <button type="submit" className={ui.primary}>
          {t('reconciliation.show')}
        </button>
      </form>
      {answer.isError ? (
        <ErrorBox error={answer.error} onRetry={() => void answer.refetch()} />
      ) : answer.data ? (
        <Report report={answer.data} />
      ) : (
        <Loading />
      )}
    </section>
  );
}

function Report({ report }: { report: ReconciliationAnswer }) {
  return (
    <>
      {report.rows.length === 0 ? (
        <p className={ui.muted}>{t('reconciliation.nothing')}</p>
      ) : (
        <div className={tables.scroll}>
          <table className={tables.table}>
            <caption>{t('reconciliation.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reconciliation.kind')}</th>
                <th scope="col">{t('money.provider')}</th>
                <th scope="col" className={tables.num}>
                  {t('reconciliation.ledger')}
                </th>
                <th scope="col" className={tables.num}>
                  {t('reconciliation.confirmed')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.rows.map((r) => (
                <tr key={`${r.kind}:${r.provider}`} data-testid="reconciliation-row">
                  <td>{t(`reconciliation.kinds.${r.kind}`)}</td>
                  <td>{r.provider}</td>
                  <td className={tables.num}>{tally(r.ledger)}</td>
                  <td className={tables.num}>{tally(r.confirmed)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <h2>{t('reconciliation.mismatches')}</h2>
      {report.eventMismatches > 0 ? (
        <p className={ui.error} role="status">
          {t('reconciliation.eventMismatches', { count: report.eventMismatches })}
        </p>
      ) : null}
      {report.mismatches.length === 0 ? (
        <p className={ui.ok} data-testid="reconciliation-ok">
          {t('reconciliation.allMatch')}
        </p>
      ) : (
        <div className={tables.scroll}>
          <table className={tables.table}>
            <caption>{t('reconciliation.mismatchesCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('reconciliation.kind')}</th>
                <th scope="col">{t('money.provider')}</th>
                <th scope="col">{t('money.orderNo')}</th>
                <th scope="col">{t('reconciliation.problem')}</th>
                <th scope="col" className={tables.num}>
                  {t('reconciliation.ledger')}
                </th>
                <th scope="col" className={tables.num}>
                  {t('reconciliation.confirmed')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.mismatches.map((m) => (
                <tr key={`${m.kind}:${m.orderNo}`} data-testid="reconciliation-mismatch">
                  <td>{t(`reconciliation.kinds.${m.kind}`)}</td>
                  <td>{m.provider}</td>
                  <td>{m.orderNo}</td>
                  <td>{t(`reconciliation.problems.${m.problem}`)}</td>
                  <td className={tables.num}>{amountOr(m.ledgerAmount)}</td>
                  <td className={tables.num}>{amountOr(m.providerAmount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
