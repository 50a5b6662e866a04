import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { BetRecord } from '@lobby/contract/games';
import { Button, ButtonLink } from '@/components/button';
import { CopyButton } from '@/components/copy-button';
import { LoadMoreButton } from '@/components/load-more-button';
import { EmptyState } from '@/components/empty-state';
import { FilterSelect } from '@/components/filter-select';
import { Page, ScreenHeader } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText, formatEpoch } from '@/lib/error-message';
import { signInPath } from '@/lib/session';
import { useSignedIn } from '@/stores/session-store';
import { useBetRecord } from '../api/bet-record';
import { useBetRecordReport } from '../api/bet-record-report';
import {
  isRangePreset,
  netTone,
  presetRange,
  RANGE_PRESETS,
  type RangePreset,
} from '../lib/report';
import recordList from '@/components/record-list.module.css';
import styles from './report-page.module.css';
import { coinText } from '@/lib/coins';

const DEFAULT_PRESET: RangePreset = 'week';

const money = (amount: number) => coinText(amount);
/** A result with its sign: "+12.50", "−3.00" (U+2212), "0.00". */
const signed = (amount: number) => coinText(amount, true);

const positiveId = (value: string | null) => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/**
 * A day of the report ("2026-11-22", a calendar day of the player's) in the player's words;
 * read and written at UTC so the date stays the same day.
 */
const formatDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : date.toLocaleDateString(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
};

function Net({ amount, className }: { amount: number; className?: string }) {
  const tone = netTone(amount);
  return (
    <span
      className={[className, tone ? styles[tone] : undefined].filter(Boolean).join(' ')}
      data-tone={tone ?? 'even'}
    >
      {signed(amount)}
    </span>
  );
}

function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon="refresh"
      title={t('report.loadFailed')}
      text={describeError(errorText(error), t)}
      action={<Button onClick={onRetry}>{t('report.retry')}</Button>}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}

function RoundRow({ record }: { record: BetRecord }) {
  const { t } = useTranslation();
  return (
    <li className={styles.row}>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{record.gameName}</span>
        <span className={styles.rowSub}>{formatEpoch(record.createdAt)}</span>
        <span className={styles.roundId}>
          <span>{t('report.roundId', { id: record.roundId })}</span>
          <CopyButton
            value={record.roundId}
            label={t('report.copyRoundId')}
            copiedText={t('report.copied')}
            className={styles.copy}
          />
        </span>
      </span>
      <span className={styles.rowSide}>
        <span>{t('report.bet', { amount: money(record.bet) })}</span>
        <span className={record.win > 0 ? styles.plus : styles.muted}>
          {t('report.win', { amount: money(record.win) })}
        </span>
      </span>
    </li>
  );
}

/** The rounds of the period (of one game, when picked), newest first, a page at a time. */
function Rounds({ from, to, gameId }: { from: number; to: number; gameId: number | undefined }) {
  const { t } = useTranslation();
  const query = useBetRecord({ from, to, gameId });
  if (query.isPending) return <SkeletonList rows={4} height={72} />;
  if (query.isError) return <LoadFailed error={query.error} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((p) => p.list);
  if (items.length === 0) return <p className={recordList.fine}>{t('report.noRounds')}</p>;
  return (
    <>
      <ul className={styles.list} aria-label={t('report.roundList')}>
        {items.map((record) => (
          <RoundRow key={record.roundId} record={record} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <LoadMoreButton
          query={query}
          className={recordList.more}
          label={t('report.loadMore')}
          loadingLabel={t('report.loading')}
        />
      ) : (
        <p className={recordList.fine}>{t('report.listEnd', { count: items.length })}</p>
      )}
    </>
  );
}

function Report() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const rangeParam = params.get('range');
  const preset = isRangePreset(rangeParam) ? rangeParam : DEFAULT_PRESET;
  const gameId = positiveId(params.get('gameId'));
  const { from, to } = useMemo(() => presetRange(preset), [preset]);
  const report = useBetRecordReport(from, to);

  const show = (next: { range?: RangePreset; gameId?: number | undefined }) => {
    const range = next.range ?? preset;
    const game = 'gameId' in next ? next.gameId : gameId;
    setParams(
      {
        ...(range !== DEFAULT_PRESET ? { range } : {}),
        ...(game !== undefined ? { gameId: String(game) } : {}),
      },
      { replace: true },
    );
  };

  let body: ReactNode;
  if (report.isPending) {
    body = <SkeletonList rows={4} />;
  } else if (report.isError) {
    body = <LoadFailed error={report.error} onRetry={() => void report.refetch()} />;
  } else if (report.data.total.rounds === 0) {
    body = (
      <EmptyState
        icon="grid"
        title={t('report.emptyTitle')}
        text={t('report.emptyText')}
        action={<ButtonLink to={pathTo('index')}>{t('report.toLobby')}</ButtonLink>}
      />
    );
  } else {
    const { total, byDay, byGame } = report.data;
    // The picked game stays in the filter even when this period has no round of it.
    const games: { gameId: number; gameName: string }[] =
      gameId === undefined || byGame.some((g) => g.gameId === gameId)
        ? byGame
        : [...byGame, { gameId, gameName: t('report.gameN', { id: gameId }) }];
    body = (
      <>
        <Section title={t('report.totals')}>
          <dl className={styles.totals} data-testid="report-totals">
            <div>
              <dt>{t('report.bets')}</dt>
              <dd>{money(total.bets)}</dd>
            </div>
            <div>
              <dt>{t('report.wins')}</dt>
              <dd>{money(total.wins)}</dd>
            </div>
            <div>
              <dt>{t('report.net')}</dt>
              <dd>
                <Net amount={total.net} />
              </dd>
            </div>
            <div>
              <dt>{t('report.rounds')}</dt>
              <dd>{total.rounds}</dd>
            </div>
          </dl>
        </Section>
        <Section title={t('report.byDay')}>
          <ul className={styles.list} aria-label={t('report.byDay')}>
            {byDay.map((day) => (
              <li key={day.day} className={styles.row}>
                <span className={styles.rowMain}>
                  <span className={styles.rowTitle}>{formatDay(day.day)}</span>
                  <span className={styles.rowSub}>
                    {t('report.roundCount', { count: day.rounds })} ·{' '}
                    {t('report.bet', { amount: money(day.bets) })}
                  </span>
                </span>
                <Net amount={day.net} className={styles.rowSide} />
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('report.byGame')}>
          <ul className={styles.list} aria-label={t('report.byGame')}>
            {byGame.map((game) => (
              <li key={game.gameId}>
                <button
                  type="button"
                  className={styles.row}
                  aria-pressed={game.gameId === gameId}
                  onClick={() => show({ gameId: game.gameId === gameId ? undefined : game.gameId })}
                >
                  <span className={styles.rowMain}>
                    <span className={styles.rowTitle}>{game.gameName}</span>
                    <span className={styles.rowSub}>
                      {t('report.roundCount', { count: game.rounds })} ·{' '}
                      {t('report.bet', { amount: money(game.bets) })}
                    </span>
                  </span>
                  <Net amount={game.net} className={styles.rowSide} />
                </button>
              </li>
            ))}
          </ul>
        </Section>
        <Section title={t('report.roundList')}>
          <FilterSelect
            label={t('report.game')}
            value={gameId ?? ''}
            onChange={(value) => show({ gameId: positiveId(value) })}
          >
            <option value="">{t('report.allGames')}</option>
            {games.map((game) => (
              <option key={game.gameId} value={game.gameId}>
                {game.gameName}
              </option>
            ))}
          </FilterSelect>
          <Rounds from={from} to={to} gameId={gameId} />
        </Section>
      </>
    );
  }

  return (
    <Page>
      <div className={styles.presets} role="group" aria-label={t('report.period')}>
        {RANGE_PRESETS.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.preset}
            aria-pressed={name === preset}
            onClick={() => show({ range: name })}
          >
            {t(`report.${name}`)}
          </button>
        ))}
      </div>
      {body}
    </Page>
  );
}

/**
 * /member/report: the player's bets, wins and net by period — totals, by day, by game — and the
 * rounds themselves (by game, a page at a time, each round id copyable).
 */
export function ReportPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <>
      <ScreenHeader title={t('titles.member-report')} />
      {signedIn ? (
        <Report />
      ) : (
        <EmptyState
          icon="lock"
          title={t('report.signInTitle')}
          text={t('report.signInText')}
          action={
            <ButtonLink to={signInPath(pathTo('member-report'))}>{t('report.logIn')}</ButtonLink>
          }
        />
      )}
    </>
  );
}
