import { useState } from 'react';
import type { RankPeriodValue } from '@lobby/contract/rank';
import { Avatar } from '@/components/avatar';
import { EmptyState } from '@/components/empty-state';
import { Page, ScreenHeader, pageStyles } from '@/components/page';
import { SegmentedTabs } from '@/components/segmented-tabs';
import { SkeletonList } from '@/components/skeleton';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText } from '@/lib/error-message';
import { useAwardsText } from '@/lib/use-reward-text';
import { useRankList, type RankBoard } from '../api/rank-list';
import { clockText, useSecondsLeft } from '../lib/countdown';
import styles from './rank-page.module.css';
import { coinText } from '@/lib/coins';

const PERIODS: readonly RankPeriodValue[] = ['day', 'week'];

/** Time left in the period, counted down on the lobby's clock. */
function Countdown({ board, receivedAt }: { board: RankBoard; receivedAt: number }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(board, receivedAt);
  return (
    <div className={`${pageStyles.card} ${styles.countdown}`}>
      <span className={pageStyles.muted}>{t('rank.endsIn')}</span>
      <span className={styles.clock} role="timer" aria-live="off" data-testid="rank-countdown">
        {clockText(left, (count) => t('rank.days', { count }))}
      </span>
    </div>
  );
}

function Prizes({ board }: { board: RankBoard }) {
  const { t } = useTranslation();
  const awardsText = useAwardsText();
  if (board.prizes.length === 0) return null;
  return (
    <section className={pageStyles.card} aria-labelledby="rank-prizes">
      <h2 id="rank-prizes" className={pageStyles.cardTitle}>
        {t('rank.prizes')}
      </h2>
      <ul className={pageStyles.list} aria-label={t('rank.prizes')}>
        {board.prizes.map((prize) => (
          <li key={prize.from} className={pageStyles.row}>
            <span className={pageStyles.rowMain}>
              <span className={pageStyles.rowTitle}>
                {prize.from === prize.to
                  ? t('rank.place', { from: prize.from })
                  : t('rank.places', { from: prize.from, to: prize.to })}
              </span>
            </span>
            <span className={pageStyles.gold}>{awardsText(prize.awards)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The player's own place, pinned below the list. */
function MyRow({ board }: { board: RankBoard }) {
  const { t } = useTranslation();
  return (
    <section
      className={`${pageStyles.card} ${styles.mine}`}
      aria-label={t('rank.yourPlace')}
      data-testid="rank-mine"
    >
      <div className={styles.entry} data-me="true">
        <span className={styles.place}>{board.mine.rank ?? '–'}</span>
        <span />
        <span className={pageStyles.rowMain}>
          <span className={pageStyles.rowTitle}>{t('rank.yourPlace')}</span>
          <span className={pageStyles.rowSub}>
            {board.mine.rank === null
              ? t('rank.joinHint', { min: coinText(board.minValidBets) })
              : t('rank.placeN', { rank: board.mine.rank })}
          </span>
        </span>
        <span className={styles.amount}>{coinText(board.mine.amount)}</span>
      </div>
    </section>
  );
}

function Board({ board, receivedAt }: { board: RankBoard; receivedAt: number }) {
  const { t } = useTranslation();
  return (
    <>
      {board.live ? (
        <Countdown board={board} receivedAt={receivedAt} />
      ) : (
        <p className={pageStyles.muted}>{t('rank.ended')}</p>
      )}
      <Prizes board={board} />
      <section className={pageStyles.card} aria-labelledby="rank-top">
        <h2 id="rank-top" className={pageStyles.cardTitle}>
          {t('rank.top')}
        </h2>
        {board.list.length === 0 ? (
          <p className={pageStyles.muted}>{t('rank.empty')}</p>
        ) : (
          <ol className={pageStyles.list} aria-label={t('rank.top')}>
            {board.list.map((entry, i) => (
              <li
                key={`${entry.rank}-${i}`}
                className={styles.entry}
                data-me={entry.me}
                aria-current={entry.me ? 'true' : undefined}
              >
                <span className={styles.place}>{entry.rank}</span>
                <Avatar id={entry.avatar} size={36} />
                <span className={pageStyles.rowTitle}>
                  {entry.me ? `${entry.nickname} (${t('rank.you')})` : entry.nickname}
                </span>
                <span className={styles.amount}>{coinText(entry.amount)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <MyRow board={board} />
      <p className={pageStyles.muted}>{t('rank.rules')}</p>
    </>
  );
}

/** /rank: the daily and weekly leaderboards by valid bets (auth-activity guard). */
export function RankPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<RankPeriodValue>('day');
  const board = useRankList(period);
  return (
    <>
      <ScreenHeader title={t('titles.rank')} />
      <Page>
        <SegmentedTabs
          names={PERIODS}
          selected={period}
          onSelect={setPeriod}
          label={t('rank.periods')}
          labelOf={(name) => t(`rank.${name}`)}
          tabClassName={styles.tab}
          panelClassName={styles.panel}
        >
          {board.isPending ? (
            <SkeletonList rows={6} />
          ) : board.isError ? (
            <EmptyState
              icon="star"
              title={t('rank.loadFailed')}
              text={describeError(errorText(board.error), t)}
            />
          ) : (
            <Board board={board.data} receivedAt={board.dataUpdatedAt} />
          )}
        </SegmentedTabs>
      </Page>
    </>
  );
}
