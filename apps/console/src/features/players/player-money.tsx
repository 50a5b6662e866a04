import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { BalanceAdjustment } from '@lobby/contract/console-players';
import { parseAmount } from '@lobby/contract/values/money';
import { ErrorBox, Loading } from '@/components/error-box';
import tables from '@/components/table.module.css';
import ui from '@/components/ui.module.css';
import { TextField } from '@/components/form-fields';
import { NewerOlderPager } from '@/components/newer-older-pager';
import { t } from '@/i18n/i18n';
import { useCursorPages } from '@/lib/use-cursor-pages';
import { formatMoney, formatTime, isoTime } from '@/lib/format';
import { allows, useStaff } from '@/lib/staff';
import { pendingAdjustmentsQuery } from './api/balance-adjustments';
import { adjustPlayerBalance } from './api/player-adjust-balance';
import { playerBalancesQuery } from './api/player-balances';
import { playerLedgerQuery } from './api/player-ledger';
import { PagedSection } from './paged-table';
import { PendingAdjustments, signedMoney } from './pending-adjustments';
import styles from './players.module.css';
import { Amount } from '@/components/amount';

const when = (epoch: number) => <time dateTime={isoTime(epoch)}>{formatTime(epoch)}</time>;
const LEDGER_PAGE = 20;

/**
 * The money tab (`money.read`): balances, the coin statement, deposits and withdrawals; for
 * `ledger` roles the adjust form and the player's pending adjustments.
 */
export function MoneySection({ id }: { id: number }) {
  const staff = useStaff();
  const canAdjust = allows(staff, 'ledger');
  return (
    <>
      <Balances id={id} />
      {canAdjust ? <AdjustForm id={id} /> : null}
      {canAdjust ? <PendingAdjustments userId={id} /> : null}
      <Ledger id={id} />
      <PagedSection
        name="playerDeposits"
        id={id}
        headingId="player-deposits-heading"
        title={t('players.player.deposits')}
        testId="player-deposit"
        columns={[
          { label: t('players.list.when'), cell: (r) => when(r.createdAt) },
          { label: t('players.list.order'), cell: (r) => r.orderNo },
          {
            label: t('players.list.amount'),
            cell: (r) => <Amount value={r.amount} />,
            numeric: true,
          },
          {
            label: t('players.list.bonus'),
            cell: (r) => <Amount value={r.bonus} />,
            numeric: true,
          },
          { label: t('players.list.provider'), cell: (r) => r.provider },
          { label: t('players.list.status'), cell: (r) => r.status },
        ]}
      />
      <PagedSection
        name="playerWithdrawals"
        id={id}
        headingId="player-withdrawals-heading"
        title={t('players.player.withdrawals')}
        testId="player-withdrawal"
        columns={[
          { label: t('players.list.when'), cell: (r) => when(r.createdAt) },
          { label: t('players.list.order'), cell: (r) => r.orderNo },
          {
            label: t('players.list.amount'),
            cell: (r) => <Amount value={r.amount} />,
            numeric: true,
          },
          { label: t('players.list.fee'), cell: (r) => <Amount value={r.fee} />, numeric: true },
          { label: t('players.list.bank'), cell: (r) => r.bankName },
          { label: t('players.list.status'), cell: (r) => r.status },
        ]}
      />
    </>
  );
}

function Balances({ id }: { id: number }) {
  const balances = useQuery(playerBalancesQuery(id));
  return (
    <section aria-labelledby="player-balances-heading">
      <h2 id="player-balances-heading">{t('players.player.balances')}</h2>
      {balances.isError ? (
        <ErrorBox error={balances.error} onRetry={() => void balances.refetch()} />
      ) : !balances.data ? (
        <Loading />
      ) : (
        <dl className={styles.facts}>
          <dt>{t('players.player.coin')}</dt>
          <dd data-testid="player-coin">
            <Amount value={balances.data.coin} />
          </dd>
          <dt>{t('players.player.bonus')}</dt>
          <dd>
            <Amount value={balances.data.bonus} />
          </dd>
          <dt>{t('players.player.safebox')}</dt>
          <dd>
            <Amount value={balances.data.safebox} />
          </dd>
          <dt>{t('players.player.withdrawHold')}</dt>
          <dd>
            <Amount value={balances.data.withdrawHold} />
          </dd>
          <dt>{t('players.player.wagering')}</dt>
          <dd>
            <Amount value={balances.data.wagering} />
          </dd>
        </dl>
      )}
    </section>
  );
}

/** The coin statement, newest first, older pages by the list's cursor. */
function Ledger({ id }: { id: number }) {
  const pages = useCursorPages();
  const ledger = useQuery(playerLedgerQuery(id, pages.cursor, LEDGER_PAGE));
  return (
    <section aria-labelledby="player-ledger-heading">
      <h2 id="player-ledger-heading">{t('players.player.ledger')}</h2>
      {ledger.isError ? (
        <ErrorBox error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : !ledger.data ? (
        <Loading />
      ) : (
        <table className={tables.table}>
          <caption>{t('players.player.ledger')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('players.list.when')}</th>
              <th scope="col">{t('players.list.kind')}</th>
              <th scope="col" className={tables.num}>
                {t('players.list.amount')}
              </th>
              <th scope="col" className={tables.num}>
                {t('players.list.balanceAfter')}
              </th>
            </tr>
          </thead>
          <tbody>
            {ledger.data.list.length === 0 ? (
              <tr>
                <td colSpan={4} className={ui.muted}>
                  {t('players.player.empty')}
                </td>
              </tr>
            ) : (
              ledger.data.list.map((m) => (
                <tr key={m.transferId} data-testid="player-ledger-row">
                  <td>{when(m.createdAt)}</td>
                  <td>{m.kind}</td>
                  <td className={tables.num}>{signedMoney(m.amount)}</td>
                  <td className={tables.num}>
                    <Amount value={m.balanceAfter} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      )}
      <NewerOlderPager
        newerLabel={t('players.player.newest')}
        olderLabel={t('players.player.older')}
        onNewer={pages.newer}
        onOlder={pages.olderBy(ledger.data?.nextCursor)}
      />
    </section>
  );
}

/** Credit or debit the player's coin with a reason; above the threshold it waits (four eyes). */
function AdjustForm({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [done, setDone] = useState<BalanceAdjustment | null>(null);
  const threshold = useQuery(pendingAdjustmentsQuery(id));
  const adjust = useMutation({
    mutationFn: (hundredths: number) =>
      adjustPlayerBalance({ id, direction, amount: hundredths, reason }),
    onSuccess: (adjustment) => {
      setDone(adjustment);
      setAmount('');
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['player', id] });
      void queryClient.invalidateQueries({ queryKey: ['balanceAdjustments'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const hundredths = parseAmount(amount);
    setInvalid(hundredths === null || hundredths <= 0);
    setDone(null);
    if (hundredths !== null && hundredths > 0) adjust.mutate(hundredths);
  };
  return (
    <section aria-labelledby="player-adjust-heading">
      <h2 id="player-adjust-heading">{t('players.adjust.heading')}</h2>
      {threshold.data ? (
        <p className={ui.muted}>
          {t('players.adjust.fourEyes', { amount: formatMoney(threshold.data.fourEyesAbove) })}
        </p>
      ) : null}
      <form className={ui.formRow} onSubmit={submit} noValidate>
        <div className={ui.field}>
          <label htmlFor="adjust-direction">{t('players.adjust.direction')}</label>
          <select
            id="adjust-direction"
            className={ui.input}
            value={direction}
            onChange={(event) => setDirection(event.target.value as 'credit' | 'debit')}
            data-testid="adjust-direction"
          >
            <option value="credit">{t('players.adjust.credit')}</option>
            <option value="debit">{t('players.adjust.debit')}</option>
          </select>
        </div>
        <TextField
          id="adjust-amount"
          label={t('players.adjust.amount')}
          inputMode="decimal"
          required
          value={amount}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'adjust-amount-error' : undefined}
          onChange={setAmount}
          data-testid="adjust-amount"
        />
        <TextField
          id="adjust-reason"
          label={t('players.adjust.reason')}
          required
          maxLength={500}
          value={reason}
          onChange={setReason}
          data-testid="adjust-reason"
        />
        <button
          type="submit"
          className={ui.primary}
          disabled={adjust.isPending || reason.trim().length === 0 || amount.trim().length === 0}
          data-testid="adjust-submit"
        >
          {t('players.adjust.submit')}
        </button>
      </form>
      {invalid ? (
        <p id="adjust-amount-error" className={ui.error} role="alert">
          {t('players.adjust.amountInvalid')}
        </p>
      ) : null}
      {adjust.isError ? <ErrorBox error={adjust.error} /> : null}
      <div aria-live="polite">
        {done ? (
          <p className={ui.notice} data-testid="adjust-result" data-status={done.status}>
            {done.status === 'posted'
              ? t('players.adjust.posted', { amount: signedMoney(done.amount) })
              : t('players.adjust.pending', { amount: signedMoney(done.amount) })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
