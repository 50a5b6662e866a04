import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  isMinutesLimit,
  PLAY_LIMIT_KINDS,
  type PlayLimitKind,
} from '@lobby/contract/values/play-limits';
import { parseAmount } from '@lobby/contract/values/money';
import { ErrorBox, Loading } from '@/components/error-box';
import tables from '@/components/table.module.css';
import ui from '@/components/ui.module.css';
import { TextField } from '@/components/form-fields';
import { t } from '@/i18n/i18n';
import { consoleCall } from '@/lib/api-client';
import { formatMoney, formatTime } from '@/lib/format';
import { allows, useStaff } from '@/lib/staff';

const limitsKey = (id: number) => ['player', id, 'playLimits'];

const show = (kind: PlayLimitKind, value: number | null) =>
  value === null
    ? t('playerLimits.none')
    : isMinutesLimit(kind)
      ? t('playerLimits.minutes', { count: value })
      : formatMoney(value);

/**
 * The player page's limits (docs/console.md "Players"): each limit in force with what the
 * player used of it, raises and removals waiting, every change, and, for `players.write`, a form
 * that adds or lowers a limit on the player's behalf (audited; a raise is refused).
 */
export function LimitsPanel({ id }: { id: number }) {
  const staff = useStaff();
  const limits = useQuery({
    queryKey: limitsKey(id),
    queryFn: ({ signal }) => consoleCall('playerPlayLimits', { id }, { signal }),
  });
  if (limits.isError)
    return <ErrorBox error={limits.error} onRetry={() => void limits.refetch()} />;
  if (!limits.data) return <Loading />;
  const { data } = limits;
  return (
    <section aria-labelledby="player-limits-heading" data-testid="player-limits">
      <h2 id="player-limits-heading">{t('playerLimits.heading')}</h2>
      <p className={ui.muted}>{t('playerLimits.note', { hours: data.coolingOffHours })}</p>
      <div className={tables.scroll}>
        <table className={tables.table}>
          <thead>
            <tr>
              <th scope="col">{t('playerLimits.kind')}</th>
              <th scope="col">{t('playerLimits.value')}</th>
              <th scope="col">{t('playerLimits.used')}</th>
              <th scope="col">{t('playerLimits.resets')}</th>
              <th scope="col">{t('playerLimits.pending')}</th>
            </tr>
          </thead>
          <tbody>
            {data.limits.map((limit) => (
              <tr key={limit.kind} data-testid={`player-limit-${limit.kind}`}>
                <td>{t(`playerLimits.kinds.${limit.kind}`)}</td>
                <td>{show(limit.kind, limit.value)}</td>
                <td>{show(limit.kind, limit.used)}</td>
                <td>{formatTime(limit.resetsAt)}</td>
                <td>
                  {limit.pending === null
                    ? t('playerLimits.none')
                    : limit.pending.value === null
                      ? t('playerLimits.pendingRemove', {
                          time: formatTime(limit.pending.effectiveAt),
                        })
                      : t('playerLimits.pendingValue', {
                          value: show(limit.kind, limit.pending.value),
                          time: formatTime(limit.pending.effectiveAt),
                        })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {allows(staff, 'players.write') ? <AddLimitForm id={id} /> : null}
      <h3>{t('playerLimits.history')}</h3>
      {data.history.length === 0 ? (
        <p className={ui.muted}>{t('playerLimits.noHistory')}</p>
      ) : (
        <div className={tables.scroll}>
          <table className={tables.table} data-testid="player-limit-history">
            <thead>
              <tr>
                <th scope="col">{t('playerLimits.when')}</th>
                <th scope="col">{t('playerLimits.kind')}</th>
                <th scope="col">{t('playerLimits.action')}</th>
                <th scope="col">{t('playerLimits.value')}</th>
                <th scope="col">{t('playerLimits.by')}</th>
              </tr>
            </thead>
            <tbody>
              {data.history.map((change) => (
                <tr key={change.id}>
                  <td>{formatTime(change.createdAt)}</td>
                  <td>{t(`playerLimits.kinds.${change.kind}`)}</td>
                  <td>{t(`playerLimits.actions.${change.action}`)}</td>
                  <td>
                    {t('playerLimits.change', {
                      before: show(change.kind, change.before),
                      after: show(change.kind, change.after),
                    })}
                  </td>
                  <td>{change.by}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function AddLimitForm({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<PlayLimitKind>('depositDay');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const add = useMutation({
    mutationFn: (value: number) => consoleCall('playerAddPlayLimit', { id, kind, value, reason }),
    onSuccess: (answer) => {
      setAmount('');
      setReason('');
      queryClient.setQueryData(limitsKey(id), answer);
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = isMinutesLimit(kind)
      ? /^\d+$/.test(amount.trim())
        ? Number(amount.trim())
        : null
      : parseAmount(amount);
    const bad = value === null || value <= 0;
    setInvalid(bad);
    if (!bad) add.mutate(value);
  };
  return (
    <section aria-labelledby="player-limit-add-heading">
      <h3 id="player-limit-add-heading">{t('playerLimits.addHeading')}</h3>
      <form className={ui.formRow} onSubmit={submit} noValidate>
        <div className={ui.field}>
          <label htmlFor="player-limit-kind">{t('playerLimits.kind')}</label>
          <select
            id="player-limit-kind"
            className={ui.input}
            value={kind}
            onChange={(event) => setKind(event.target.value as PlayLimitKind)}
            data-testid="player-limit-kind"
          >
            {PLAY_LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`playerLimits.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <TextField
          id="player-limit-value"
          label={t('playerLimits.amount')}
          inputMode="decimal"
          required
          value={amount}
          error={invalid ? t('playerLimits.invalid') : null}
          onChange={setAmount}
          data-testid="player-limit-value"
        />
        <TextField
          id="player-limit-reason"
          label={t('playerLimits.reason')}
          required
          maxLength={500}
          value={reason}
          onChange={setReason}
          data-testid="player-limit-reason"
        />
        <button
          type="submit"
          className={ui.primary}
          disabled={add.isPending || reason.trim().length === 0}
          data-testid="player-limit-add"
        >
          {t('playerLimits.add')}
        </button>
      </form>
      {add.isError ? <ErrorBox error={add.error} /> : null}
    </section>
  );
}
