import type { JackpotRankEntry } from '@lobby/contract/jackpot';
import { Avatar } from '@/components/avatar';
import { Button } from '@/components/button';
import { LoadMoreButton } from '@/components/load-more-button';
import { EmptyState } from '@/components/empty-state';
import { pageStyles } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText } from '@/lib/error-message';
import { useJackpotRank } from '../api/get-jackpot-rank';
import styles from './jackpot.module.css';
import { coinText } from '@/lib/coins';

/** A place's winnings as the board shows them: a range of the configured steps. */
function useRangeText() {
  const { t } = useTranslation();
  return ({ min, max }: JackpotRankEntry['amountSection']) =>
    max === null
      ? t('jackpot.rankFrom', { min: coinText(min) })
      : t('jackpot.rankRange', { min: coinText(min), max: coinText(max) });
}

function Entry({ entry, amount }: { entry: JackpotRankEntry; amount: string }) {
  const { t } = useTranslation();
  return (
    <li
      className={styles.entry}
      data-me={entry.me}
      aria-current={entry.me ? 'true' : undefined}
      data-testid="jackpot-rank-row"
    >
      <span className={styles.place}>{entry.rank}</span>
      <Avatar id={entry.avatar} size={32} />
      <span className={styles.name}>
        {entry.me ? `${entry.nickname} (${t('jackpot.rankYou')})` : entry.nickname}
      </span>
      <span className={styles.amount}>{amount}</span>
    </li>
  );
}

/**
 * The period's ranking by what draws paid in coin, 10 a page with "Load more", each total as a
 * range; the player's own place apart, exact.
 */
export function JackpotRank() {
  const { t } = useTranslation();
  const query = useJackpotRank();
  const rangeText = useRangeText();
  if (query.isPending) return <SkeletonList rows={5} />;
  if (query.isError) {
    return (
      <EmptyState
        icon="refresh"
        title={t('jackpot.rankFailed')}
        text={describeError(errorText(query.error), t)}
        action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}
      />
    );
  }
  const entries = query.data.pages.flatMap((p) => p.allRank.list);
  const mine = query.data.pages[0]?.personRank ?? null;
  return (
    <>
      {entries.length === 0 ? (
        <p className={pageStyles.muted}>{t('jackpot.rankEmpty')}</p>
      ) : (
        <ol className={pageStyles.list} aria-label={t('jackpot.rankList')}>
          {entries.map((entry) => (
            <Entry key={entry.id} entry={entry} amount={rangeText(entry.amountSection)} />
          ))}
        </ol>
      )}
      {query.hasNextPage ? (
        <LoadMoreButton
          query={query}
          className={styles.more}
          label={t('jackpot.loadMore')}
          loadingLabel={t('jackpot.loading')}
        />
      ) : null}
      <section className={pageStyles.card} aria-labelledby="jackpot-rank-mine">
        <h3 id="jackpot-rank-mine" className={pageStyles.cardTitle}>
          {t('jackpot.rankMine')}
        </h3>
        {mine ? (
          <ol className={pageStyles.list} aria-labelledby="jackpot-rank-mine">
            <Entry entry={mine} amount={coinText(mine.amount)} />
          </ol>
        ) : (
          <p className={pageStyles.muted}>{t('jackpot.rankMineNone')}</p>
        )}
      </section>
      <p className={pageStyles.muted}>{t('jackpot.rankNote')}</p>
    </>
  );
}
