import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorBox, Loading } from '@/components/error-box';
import tables from '@/components/table.module.css';
import { TextField } from '@/components/form-fields';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { formatMoney } from '@/lib/format';
import { useTitle } from '@/lib/use-title';
import { promotionsCostQuery } from './api/promotions-cost';
import { Amount } from '@/components/amount';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;
const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * /promotions?from=&to=: what each rewards activity cost in a range of UTC days (the last 7 by
 * default), and its grants of those days by state.
 */
export function PromotionsPage() {
  useTitle(t('promotions.title'));
  const [params, setParams] = useSearchParams();
  const fromAsked = params.get('from') ?? '';
  const toAsked = params.get('to') ?? '';
  // Today as the page first opened: a render does not read the clock.
  const [today] = useState(() => utcDay(Date.now()));
  const to = DAY.test(toAsked) ? toAsked : today;
  const from = DAY.test(fromAsked) ? fromAsked : utcDay(Date.parse(`${to}T00:00:00Z`) - 6 * DAY_MS);
  const answer = useQuery(promotionsCostQuery(from, to));

  const pick = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = { from: String(form.get('from') ?? ''), to: String(form.get('to') ?? '') };
    if (DAY.test(next.from) && DAY.test(next.to)) setParams(next);
  };

  return (
    <section className={ui.panel} aria-labelledby="promotions-heading">
      <h1 id="promotions-heading">{t('promotions.title')}</h1>
      <form className={ui.filters} onSubmit={pick} key={`${from}|${to}`}>
        <TextField
          id="promotions-from"
          label={t('promotions.from')}
          name="from"
          type="date"
          defaultValue={from}
          required
        />
        <TextField
          id="promotions-to"
          label={t('promotions.to')}
          name="to"
          type="date"
          defaultValue={to}
          required
        />
        <button type="submit" className={ui.primary}>
          {t('promotions.show')}
        </button>
      </form>
      {answer.isError ? (
        <ErrorBox error={answer.error} onRetry={() => void answer.refetch()} />
      ) : !answer.data ? (
        <Loading />
      ) : answer.data.list.length === 0 ? (
        <p className={ui.muted}>{t('promotions.empty')}</p>
      ) : (
        <div className={tables.scroll}>
          <table className={tables.table}>
            <caption>{t('promotions.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('promotions.activity')}</th>
                <th scope="col" className={tables.num}>
                  {t('promotions.cost')}
                </th>
                <th scope="col">{t('promotions.grants')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.data.list.map((a) => (
                <tr key={a.activity} data-testid="promotion-row">
                  <td>{a.activity}</td>
                  <td className={tables.num}>
                    <Amount value={a.cost} />
                  </td>
                  <td>
                    {a.grants
                      .map((g) =>
                        t('promotions.grantLine', {
                          status: g.status,
                          count: g.count,
                          coin: formatMoney(g.coin),
                        }),
                      )
                      .join(' · ') || t('money.none')}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{t('promotions.total')}</th>
                <td className={tables.num} data-testid="promotions-total">
                  {formatMoney(answer.data.total)}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
