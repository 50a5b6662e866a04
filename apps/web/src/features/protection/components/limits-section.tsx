import { useState, type FormEvent } from 'react';
import type { PlayLimitState } from '@lobby/contract/play-limits';
import { isMinutesLimit } from '@lobby/contract/values/play-limits';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { useTranslation } from '@/i18n/use-translation';
import { coinText } from '@/lib/coins';
import { fieldErrorsOf, formatEpoch } from '@/lib/error-message';
import { usePlayLimitChange, usePlayLimits } from '../api/play-limits';
import styles from './protection.module.css';

/** "12.34" → 1234 hundredths (floored), or minutes as whole numbers; null when not positive. */
const parseValue = (text: string, minutes: boolean): number | null => {
  const n = Number(text.trim());
  if (!Number.isFinite(n) || n <= 0) return null;
  const value = minutes ? Math.floor(n) : Math.floor(n * 100 + 1e-6);
  return value > 0 ? value : null;
};

/** One limit: its value, used and left, when it resets, its waiting change, and its form. */
function LimitRow({ limit }: { limit: PlayLimitState }) {
  const { t } = useTranslation();
  const change = usePlayLimitChange();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const minutes = isMinutesLimit(limit.kind);
  const show = (value: number) =>
    minutes ? t('playLimits.minutes', { count: value }) : coinText(value);
  const name = t(`playLimits.kinds.${limit.kind}`);
  const run = (args: Parameters<typeof change.mutate>[0]) => {
    setError(null);
    change.mutate(args, {
      onSuccess: () => setText(''),
      onError: (e) => {
        const errors = fieldErrorsOf(e, ['amount'], t);
        setError(errors.amount ?? errors.form ?? null);
      },
    });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseValue(text, minutes);
    if (value === null) {
      setError(t('playLimits.invalid'));
      return;
    }
    run({ op: 'set', kind: limit.kind, value });
  };
  const { pending } = limit;
  return (
    <li className={styles.limit} data-testid={`limit-${limit.kind}`}>
      <div className={styles.limitHead}>
        <span>{name}</span>
        <span>{limit.value === null ? t('playLimits.none') : show(limit.value)}</span>
      </div>
      <p className={styles.muted}>
        {limit.value === null || limit.left === null
          ? t('playLimits.usedNoLimit', { used: show(limit.used) })
          : t('playLimits.used', { used: show(limit.used), left: show(limit.left) })}
        {' · '}
        {t('playLimits.resets', { when: formatEpoch(limit.resetsAt) })}
      </p>
      {pending ? (
        <div className={styles.pending} role="status">
          <p>
            {pending.value === null
              ? t('playLimits.pendingRemove', { when: formatEpoch(pending.effectiveAt) })
              : t('playLimits.pendingRaise', {
                  value: show(pending.value),
                  when: formatEpoch(pending.effectiveAt),
                })}
          </p>
          {pending.due ? <p>{t('playLimits.pendingDue')}</p> : null}
          <div className={styles.actions}>
            {pending.due ? (
              <Button
                disabled={change.isPending}
                onClick={() => run({ op: 'confirm', kind: limit.kind })}
              >
                {t('playLimits.confirm')}
              </Button>
            ) : null}
            <Button
              variant="outline"
              disabled={change.isPending}
              onClick={() => run({ op: 'cancel', kind: limit.kind })}
            >
              {t('playLimits.cancel')}
            </Button>
          </div>
        </div>
      ) : null}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('playLimits.valueLabel', { name })}
          hint={minutes ? t('playLimits.minutesHint') : t('playLimits.valueHint')}
          inputMode={minutes ? 'numeric' : 'decimal'}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error ?? undefined}
        />
        <Button type="submit" disabled={change.isPending}>
          {t('playLimits.save')}
        </Button>
      </form>
      {limit.value !== null && !pending ? (
        <div className={styles.actions}>
          <Button
            variant="outline"
            disabled={change.isPending}
            onClick={() => run({ op: 'set', kind: limit.kind, value: null })}
          >
            {t('playLimits.remove')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The limits section of /member/responsible-gaming (docs/player-protection.md "Limits"). */
export function LimitsSection() {
  const { t } = useTranslation();
  const limits = usePlayLimits();
  return (
    <section className={styles.card} aria-labelledby="play-limits-title">
      <h2 id="play-limits-title" className={styles.title}>
        {t('playLimits.title')}
      </h2>
      {limits.isPending ? (
        <p className={styles.muted}>{t('playLimits.loading')}</p>
      ) : limits.isError ? (
        <p className={styles.error} role="alert">
          {t('playLimits.failed')}
        </p>
      ) : (
        <>
          <p className={styles.muted}>
            {t('playLimits.intro', { hours: limits.data.coolingOffHours })}
          </p>
          <p className={styles.muted}>{t('playLimits.lossNote')}</p>
          <ul className={styles.limits}>
            {limits.data.limits.map((limit) => (
              <LimitRow key={limit.kind} limit={limit} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
