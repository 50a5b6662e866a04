import { useState } from 'react';
import {
  EXCLUSION_PERIODS,
  TIMEOUT_PERIODS,
  type BreakKind,
  type BreakPeriod,
} from '@lobby/contract/values/breaks';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { useTranslation } from '@/i18n/use-translation';
import { fieldErrorsOf, formatEpoch } from '@/lib/error-message';
import { breakOut } from '@/lib/session';
import { useTakeBreak } from '../api/breaks';
import styles from './break-section.module.css';

const DAY = 86_400;
/** Roughly how long each period lasts, to say "until about" before the server answers. */
const SECONDS: Record<BreakPeriod, number | null> = {
  '24h': DAY,
  '7d': 7 * DAY,
  '30d': 30 * DAY,
  '6w': 42 * DAY,
  '6m': 182 * DAY,
  '1y': 365 * DAY,
  '5y': 5 * 365 * DAY,
  permanent: null,
};

/**
 * "Take a break" on /member/responsible-gaming: a time-out (24 hours to 6 weeks) or a
 * self-exclusion (6 months to permanent), confirmed in a dialog that says it cannot be undone
 * and until when. Once taken, every session ends: the app signs out and says why.
 */
export function BreakSection() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<BreakKind>('timeout');
  const [period, setPeriod] = useState<BreakPeriod>('24h');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const take = useTakeBreak();
  const periods = kind === 'timeout' ? TIMEOUT_PERIODS : EXCLUSION_PERIODS;
  // The end date the dialog names, computed when it opens.
  const [until, setUntil] = useState<string | null>(null);
  const open = () => {
    const seconds = SECONDS[period];
    setUntil(seconds === null ? null : formatEpoch(Math.floor(Date.now() / 1000) + seconds));
    setConfirming(true);
  };

  const choose = (next: BreakKind) => {
    setKind(next);
    setPeriod(next === 'timeout' ? '24h' : '6m');
  };
  const confirm = () => {
    setError(null);
    take.mutate(
      { kind, period },
      {
        onSuccess: () => breakOut(),
        onError: (e) => {
          setConfirming(false);
          setError(fieldErrorsOf(e, [], t).form ?? null);
        },
      },
    );
  };

  return (
    <section className={styles.card} aria-labelledby="break-title" data-testid="break-section">
      <h2 id="break-title" className={styles.title}>
        {t('breaks.title')}
      </h2>
      <p className={styles.text}>{t('breaks.intro')}</p>
      <fieldset className={styles.choices}>
        <legend>{t('breaks.kindLabel')}</legend>
        {(['timeout', 'exclusion'] as const).map((k) => (
          <label key={k} className={styles.choice}>
            <input
              type="radio"
              name="break-kind"
              value={k}
              checked={kind === k}
              onChange={() => choose(k)}
            />
            {t(`breaks.${k}`)}
          </label>
        ))}
      </fieldset>
      <p className={styles.text}>
        {t(kind === 'timeout' ? 'breaks.timeoutHint' : 'breaks.exclusionHint')}
      </p>
      <fieldset className={styles.choices}>
        <legend>{t('breaks.periodLabel')}</legend>
        {periods.map((p) => (
          <label key={p} className={styles.choice}>
            <input
              type="radio"
              name="break-period"
              value={p}
              checked={period === p}
              onChange={() => setPeriod(p)}
            />
            {t(`breaks.period.${p}`)}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="button" onClick={open} data-testid="break-take">
        {t('breaks.take')}
      </Button>
      {confirming ? (
        <Modal
          title={t('breaks.confirmTitle')}
          role="alertdialog"
          onClose={() => setConfirming(false)}
          footer={
            <div className={styles.actions}>
              <Button type="button" variant="purple" onClick={() => setConfirming(false)}>
                {t('breaks.cancel')}
              </Button>
              <Button
                type="button"
                disabled={take.isPending}
                onClick={confirm}
                data-testid="break-confirm"
              >
                {t('breaks.confirm')}
              </Button>
            </div>
          }
        >
          <p>
            {until === null
              ? t('breaks.confirmPermanent')
              : t('breaks.confirmUntil', { kind: t(`breaks.${kind}`), until })}
          </p>
          <p>
            <strong>{t('breaks.confirmCannotUndo')}</strong>
          </p>
        </Modal>
      ) : null}
    </section>
  );
}
