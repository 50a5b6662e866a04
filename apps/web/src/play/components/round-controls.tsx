import type { ReactNode } from 'react';
import { t } from '../lib/i18n';
import type { PlaySession } from '../lib/use-play-session';
import styles from './round-controls.module.css';

/**
 * The round's one button. After a round whose answer was lost it offers to send that same round
 * again (the same idempotency key: it is played at most once).
 */
export function PlayButton({
  session,
  label,
  onPlay,
  disabled,
}: {
  session: PlaySession;
  label: string;
  onPlay: () => void;
  disabled?: boolean;
}) {
  const retry = session.pending !== null;
  return (
    <button
      type="button"
      className={`${styles.play} ${retry ? styles.retry : ''}`}
      onClick={onPlay}
      disabled={disabled || session.busy}
      aria-busy={session.busy}
    >
      {session.busy ? <span className={styles.dots} aria-label={t('round.playing')} /> : null}
      {session.busy ? null : retry ? t('round.retry') : label}
    </button>
  );
}

/** What went wrong with the last tap, in words, with the way out when there is one. */
export function RoundError({ session }: { session: PlaySession }) {
  const { error } = session;
  if (!error) return null;
  let action: ReactNode = null;
  if (session.pending) {
    action = (
      <button type="button" className={styles.link} onClick={() => void session.dropPending()}>
        {t('round.dropPending')}
      </button>
    );
  } else if (error.key === 'errors.demoBalance') {
    action = (
      <button type="button" className={styles.link} onClick={session.resetDemo}>
        {t('round.resetDemo')}
      </button>
    );
  }
  return (
    <div className={styles.error} role="alert">
      <span>
        {t(error.key, error.values)}
        {session.pending ? ` ${t('round.pendingHint')}` : ''}
      </span>
      {action}
    </div>
  );
}
