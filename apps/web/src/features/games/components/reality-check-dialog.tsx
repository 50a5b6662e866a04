import { Amount } from '@/components/amount';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { useTranslation } from '@/i18n/use-translation';
import { hoursAndMinutes } from '../lib/reality-check-time';
import type { RealityCheckShown } from '../lib/use-reality-check';
import styles from './reality-check-dialog.module.css';

/**
 * The reality check over the game (ADR 0072): the time played in this game session and its net
 * result, the game held until the player chooses. No close button and no Escape: the player
 * keeps playing or stops, which leaves the game and closes its session.
 */
export function RealityCheckDialog({
  shown,
  onKeepPlaying,
  onStop,
}: {
  shown: RealityCheckShown;
  onKeepPlaying: () => void;
  onStop: () => void;
}) {
  const { t } = useTranslation();
  const { hours, minutes } = hoursAndMinutes(shown.playedMs);
  const minutesText = t('realityCheck.minutes', { count: minutes });
  const time =
    hours === 0
      ? minutesText
      : minutes === 0
        ? t('realityCheck.hours', { count: hours })
        : t('realityCheck.hoursAndMinutes', {
            hours: t('realityCheck.hours', { count: hours }),
            minutes: minutesText,
          });
  return (
    <Modal
      role="alertdialog"
      title={t('realityCheck.title')}
      footer={
        <div className={styles.actions}>
          <Button block onClick={onKeepPlaying}>
            {t('realityCheck.keepPlaying')}
          </Button>
          <Button block variant="outline" onClick={onStop}>
            {t('realityCheck.stop')}
          </Button>
        </div>
      }
    >
      <p data-testid="reality-check-time">{t('realityCheck.played', { time })}</p>
      {shown.net === null ? (
        <p>{t('realityCheck.netUnknown')}</p>
      ) : (
        <p className={styles.net}>
          <span>{t('realityCheck.net')}</span>
          <Amount value={shown.net} signed testId="reality-check-net" className={styles.figure} />
        </p>
      )}
      <p className={styles.note}>{t('realityCheck.paused')}</p>
    </Modal>
  );
}
