import { useEffect, useId, useState, type FormEvent } from 'react';
import { CLIENT_SEED_CHARACTERS, CLIENT_SEED_MAX_LENGTH } from '@lobby/contract/values/games';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { TextField } from '@/components/field';
import { Icon, type IconName } from '@/components/icon';
import { pageStyles } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import { useTranslation } from '@/i18n/use-translation';
import { prefersReducedMotion } from '@/lib/cover';
import { describeError, errorText } from '@/lib/error-message';
import { upToOf, useJackpotFigures } from '@/lib/jackpot-figures';
import { useJackpotDrawInfo, type JackpotInfo } from '../api/get-jackpot-draw-info';
import { prizeWaits, usePrizeText } from '../lib/prize';
import { useJackpotDraw } from '../lib/use-jackpot-draw';
import { DrawGrid } from './draw-grid';
import { JackpotAmounts, LuckyWinners } from './jackpot-amounts';
import { JackpotRank } from './jackpot-rank';
import { JackpotRecord } from './jackpot-record';
import { JackpotRules } from './jackpot-rules';
import { JackpotWin } from './jackpot-win';
import styles from './jackpot.module.css';
import { coinText } from '@/lib/coins';

type View = 'draw' | 'record' | 'rank' | 'rules';

const VIEW_ICONS: readonly [Exclude<View, 'draw'>, IconName][] = [
  ['record', 'document'],
  ['rank', 'crown'],
  ['rules', 'info'],
];

/** A client seed as typed: none (keep the current one), a valid one, or a reason it is not. */
const readClientSeed = (text: string): { seed?: string; invalid: boolean } => {
  const seed = text.trim();
  if (seed === '') return { invalid: false };
  return seed.length <= CLIENT_SEED_MAX_LENGTH && CLIENT_SEED_CHARACTERS.test(seed)
    ? { seed, invalid: false }
    : { invalid: true };
};

/** The next draw's commitment, shown before SPIN, and a client seed of the player's own. */
function FairPanel({
  info,
  clientSeed,
  setClientSeed,
  invalid,
}: {
  info: JackpotInfo;
  clientSeed: string;
  setClientSeed: (seed: string) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={pageStyles.card} aria-labelledby="jackpot-fair">
      <h3 id="jackpot-fair" className={pageStyles.cardTitle}>
        {t('jackpot.fairTitle')}
      </h3>
      <dl className={styles.seeds}>
        <div>
          <dt>{t('jackpot.serverSeedHash')}</dt>
          <dd data-testid="jackpot-seed-hash">{info.seeds.serverSeedHash}</dd>
        </div>
        <div>
          <dt>{t('jackpot.clientSeed')}</dt>
          <dd>{info.seeds.clientSeed}</dd>
        </div>
        <div>
          <dt>{t('jackpot.nonce')}</dt>
          <dd>{info.seeds.nonce}</dd>
        </div>
      </dl>
      <TextField
        label={t('jackpot.newClientSeed')}
        hint={t('jackpot.newClientSeedHint')}
        value={clientSeed}
        onChange={(event) => setClientSeed(event.target.value)}
        maxLength={CLIENT_SEED_MAX_LENGTH}
        autoComplete="off"
        spellCheck={false}
        error={invalid ? t('jackpot.clientSeedRule', { max: CLIENT_SEED_MAX_LENGTH }) : null}
      />
    </section>
  );
}

/** The draw: amounts, winners, the grid with SPIN, the chances, the result, the seeds. */
function DrawView({ info, onBusy }: { info: JackpotInfo; onBusy?: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const draw = useJackpotDraw(info);
  useEffect(() => onBusy?.(draw.busy), [draw.busy, onBusy]);
  const prizeText = usePrizeText();
  const statusId = useId();
  const [clientSeed, setClientSeed] = useState('');
  const [seedInvalid, setSeedInvalid] = useState(false);

  const onSpin = (event?: FormEvent) => {
    event?.preventDefault();
    const typed = readClientSeed(clientSeed);
    setSeedInvalid(typed.invalid);
    if (typed.invalid) return;
    draw.spin(typed.seed);
    if (typed.seed !== undefined) setClientSeed('');
  };

  const { figures } = useJackpotFigures([info.mega, info.major, info.minor, info.mini]);
  const spinning = draw.phase === 'asking' || draw.phase === 'running';
  return (
    <>
      {figures ? <JackpotAmounts figures={figures} /> : null}
      <LuckyWinners winners={info.jackpotWinnerList} />
      <DrawGrid
        cells={info.cells}
        upTo={figures ? upToOf(figures) : info}
        lit={draw.lit}
        phase={draw.phase}
        spinLabel={spinning ? t('jackpot.spinning') : t('jackpot.spin')}
        disabled={!draw.canSpin}
        busy={draw.busy}
        describedBy={statusId}
        onSpin={onSpin}
      />
      <div id={statusId} className={styles.status}>
        {!info.live ? (
          <p>{t('jackpot.closed')}</p>
        ) : (
          <>
            <p data-testid="jackpot-chances">{t('jackpot.chances', { count: info.chances })}</p>
            {info.chances > 0 && !info.canReceiveDrawChance && !draw.busy ? (
              <p className={pageStyles.muted}>{t('jackpot.drawsDone')}</p>
            ) : null}
            <p className={pageStyles.muted}>
              {info.needDeposit > 0
                ? t('jackpot.needDeposit', { amount: coinText(info.needDeposit) })
                : t('jackpot.allEarned')}
            </p>
          </>
        )}
      </div>
      <p className={styles.result} aria-live="polite" data-testid="jackpot-result">
        {draw.shown
          ? t(prizeWaits(draw.shown) ? 'jackpot.wonWaiting' : 'jackpot.won', {
              prize: prizeText(draw.shown),
            })
          : null}
      </p>
      {draw.error ? (
        <p role="alert" className={pageStyles.muted}>
          {t('jackpot.drawFailed', { reason: describeError(errorText(draw.error), t) })}
        </p>
      ) : null}
      <FairPanel
        info={info}
        clientSeed={clientSeed}
        setClientSeed={setClientSeed}
        invalid={seedInvalid}
      />
      {draw.drawn && (draw.phase === 'wheel' || draw.phase === 'award') ? (
        <JackpotWin
          draw={draw.drawn}
          wheel={info.wheel}
          turning={draw.phase === 'wheel'}
          reduced={prefersReducedMotion()}
          onClose={draw.closeAward}
        />
      ) : null}
    </>
  );
}

/**
 * The lucky jackpot as the page and the modal show it: the header's record, ranking and rules
 * icons, and under them the draw or the view picked. Only for a signed-in player. `onBusy` hears
 * whether a draw is under way (asked, running, or its wheel and award showing).
 */
export function JackpotBoard({ onBusy }: { onBusy?: (busy: boolean) => void }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('draw');
  const info = useJackpotDrawInfo(true);
  return (
    <div className={styles.board}>
      <div className={styles.head}>
        {/* The page's and the modal's own title name the draw; a view names itself. */}
        {view === 'draw' ? (
          <span className={styles.headTitle} />
        ) : (
          <h2 className={styles.headTitle}>{t(`jackpot.${view}`)}</h2>
        )}
        <div role="toolbar" aria-label={t('jackpot.views')} className={styles.head}>
          {VIEW_ICONS.map(([name, icon]) => (
            <button
              key={name}
              type="button"
              className={styles.iconButton}
              aria-label={t(`jackpot.${name}`)}
              aria-pressed={view === name}
              onClick={() => setView((v) => (v === name ? 'draw' : name))}
            >
              <Icon name={icon} size={22} />
            </button>
          ))}
        </div>
      </div>
      {view !== 'draw' ? (
        <Button small variant="ghost" onClick={() => setView('draw')} className={styles.more}>
          {t('jackpot.backToDraw')}
        </Button>
      ) : null}
      {info.isPending ? (
        <SkeletonList rows={4} />
      ) : info.isError ? (
        <EmptyState
          icon="gift"
          title={t('jackpot.loadFailed')}
          text={describeError(errorText(info.error), t)}
          action={<Button onClick={() => void info.refetch()}>{t('common.retry')}</Button>}
        />
      ) : (
        <>
          {/* The draw stays mounted under another view, so a run goes on while one is read. */}
          <div className={view === 'draw' ? styles.board : styles.hidden}>
            <DrawView info={info.data} onBusy={onBusy} />
          </div>
          {view === 'record' ? (
            <JackpotRecord info={info.data} />
          ) : view === 'rank' ? (
            <JackpotRank />
          ) : view === 'rules' ? (
            <JackpotRules info={info.data} />
          ) : null}
        </>
      )}
    </div>
  );
}
