import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  EXCLUSION_PERIODS,
  TIMEOUT_PERIODS,
  type BreakKind,
  type BreakPeriod,
} from '@lobby/contract/values/breaks';
import { ErrorBox, Loading } from '@/components/error-box';
import { SubmitButton, TextField } from '@/components/form-fields';
import tables from '@/components/table.module.css';
import ui from '@/components/ui.module.css';
import { t } from '@/i18n/i18n';
import { consoleCall } from '@/lib/api-client';
import { formatTime } from '@/lib/format';
import { allows, useStaff } from '@/lib/staff';

const breaksKey = (id: number) => ['player', id, 'breaks'];

/**
 * The player's time-outs and self-exclusions (ADR 0071): the one in force, every one taken, and
 * (with players.write) a form to start one on the player's behalf, audited. None can be lifted.
 */
export function BreaksPanel({ id }: { id: number }) {
  const staff = useStaff();
  const breaks = useQuery({
    queryKey: breaksKey(id),
    queryFn: ({ signal }) => consoleCall('playerBreaks', { id }, { signal }),
  });
  if (breaks.isPending) return <Loading />;
  if (breaks.isError)
    return <ErrorBox error={breaks.error} onRetry={() => void breaks.refetch()} />;
  const { current, history } = breaks.data;
  return (
    <section aria-labelledby="player-breaks-heading" data-testid="player-breaks">
      <h2 id="player-breaks-heading">{t('breaksPanel.heading')}</h2>
      <p data-testid="player-break-current">
        {current === null
          ? t('breaksPanel.none')
          : current.until === null
            ? t('breaksPanel.currentPermanent')
            : t('breaksPanel.current', {
                kind: t(`breaksPanel.kind.${current.kind}`),
                until: formatTime(current.until),
              })}
      </p>
      <h3>{t('breaksPanel.history')}</h3>
      {history.length === 0 ? (
        <p>{t('breaksPanel.empty')}</p>
      ) : (
        <table className={tables.table}>
          <thead>
            <tr>
              {(['kind', 'period', 'started', 'ends', 'by', 'state'] as const).map((c) => (
                <th key={c} scope="col">
                  {t(`breaksPanel.columns.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {history.map((b) => (
              <tr key={b.id} data-testid="player-break-row">
                <td>{t(`breaksPanel.kind.${b.kind}`)}</td>
                <td>{b.period}</td>
                <td>{formatTime(b.startedAt)}</td>
                <td>{b.endsAt === null ? t('breaksPanel.never') : formatTime(b.endsAt)}</td>
                <td>
                  {b.staffId === null
                    ? t('breaksPanel.byPlayer')
                    : t('breaksPanel.byStaff', { id: b.staffId })}
                </td>
                <td>{b.active ? t('breaksPanel.active') : t('breaksPanel.over')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {allows(staff, 'players.write') ? <StartBreakForm id={id} /> : null}
    </section>
  );
}

function StartBreakForm({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<BreakKind>('timeout');
  const [period, setPeriod] = useState<BreakPeriod>('24h');
  const [reason, setReason] = useState('');
  const start = useMutation({
    mutationFn: () => consoleCall('playerStartBreak', { id, kind, period, reason }),
    onSuccess: () => {
      setReason('');
      void queryClient.invalidateQueries({ queryKey: breaksKey(id) });
    },
  });
  const periods = kind === 'timeout' ? TIMEOUT_PERIODS : EXCLUSION_PERIODS;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    start.mutate();
  };
  return (
    <form onSubmit={submit} aria-labelledby="player-break-start">
      <h3 id="player-break-start">{t('breaksPanel.start')}</h3>
      <p>{t('breaksPanel.startHint')}</p>
      <div className={ui.field}>
        <label htmlFor="break-kind">{t('breaksPanel.kindLabel')}</label>
        <select
          id="break-kind"
          className={ui.input}
          value={kind}
          onChange={(e) => {
            const next = e.target.value as BreakKind;
            setKind(next);
            setPeriod(next === 'timeout' ? '24h' : '6m');
          }}
        >
          <option value="timeout">{t('breaksPanel.kind.timeout')}</option>
          <option value="exclusion">{t('breaksPanel.kind.exclusion')}</option>
        </select>
      </div>
      <div className={ui.field}>
        <label htmlFor="break-period">{t('breaksPanel.periodLabel')}</label>
        <select
          id="break-period"
          className={ui.input}
          value={period}
          onChange={(e) => setPeriod(e.target.value as BreakPeriod)}
        >
          {periods.map((p) => (
            <option key={p} value={p}>
              {p}
            </option>
          ))}
        </select>
      </div>
      <TextField
        id="break-reason"
        label={t('breaksPanel.reason')}
        value={reason}
        onChange={setReason}
        required
        maxLength={500}
      />
      {start.isError ? <ErrorBox error={start.error} /> : null}
      <SubmitButton pending={start.isPending} testId="player-break-submit">
        {t('breaksPanel.submit')}
      </SubmitButton>
    </form>
  );
}
