import type { JackpotDraw } from '@lobby/contract/jackpot';
import { EmptyState } from '@/components/empty-state';
import { pageStyles } from '@/components/page';
import { RecordList } from '@/components/record-list';
import { useTranslation } from '@/i18n/use-translation';
import { formatEpoch } from '@/lib/error-message';
import type { JackpotInfo } from '../api/get-jackpot-draw-info';
import { useJackpotRecord } from '../api/get-person-jackpot-draw-award-log';
import { jackpotFairnessHref } from '../lib/fairness-link';
import { usePrizeText } from '../lib/prize';
import styles from './jackpot.module.css';

function Row({ draw, info }: { draw: JackpotDraw; info: JackpotInfo }) {
  const { t } = useTranslation();
  const prizeText = usePrizeText();
  return (
    <li className={pageStyles.row} data-testid="jackpot-record-row">
      <span className={pageStyles.rowMain}>
        <span className={`${pageStyles.rowTitle} ${styles.line}`}>{prizeText(draw)}</span>
        <span className={`${pageStyles.rowSub} ${styles.line}`}>
          {t('jackpot.recordRow', { nonce: draw.nonce })} · {formatEpoch(draw.createTime)}
        </span>
      </span>
      <a
        className={`${pageStyles.goldLink} ${styles.verify}`}
        href={jackpotFairnessHref(draw, info.cells, info.wheel)}
        aria-label={t('jackpot.verifyLabel', { nonce: draw.nonce })}
      >
        {t('jackpot.verify')}
      </a>
    </li>
  );
}

/** The player's draws, 20 a page, newest first, each with the way to verify it. */
export function JackpotRecord({ info }: { info: JackpotInfo }) {
  const { t } = useTranslation();
  const query = useJackpotRecord();
  return (
    <RecordList
      query={query}
      label={t('jackpot.record')}
      row={(draw) => <Row key={draw.id} draw={draw} info={info} />}
      empty={<EmptyState icon="gift" title={t('jackpot.recordEmpty')} />}
      failedTitle={t('jackpot.recordFailed')}
    />
  );
}
