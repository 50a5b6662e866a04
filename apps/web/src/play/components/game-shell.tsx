import { useEffect, useState, type ReactNode } from 'react';
import type { FairGameName } from '@lobby/contract/values/games';
import { PlayAmount } from './play-amount';
import { t } from '../lib/i18n';
import { fairnessPath, gamePath, type PlayMode } from '../lib/route';
import { usePlaySession, type PlaySession } from '../lib/use-play-session';
import { BetFundingContext, useBetFunding } from '../lib/use-bet-funding';
import { useLobbyPause } from '../lib/use-lobby-pause';
import { Icon } from './icons';
import { PayFromControl } from './pay-from';
import { SeedsSheet } from './seeds-sheet';
import styles from './game-shell.module.css';

/**
 * A game page: the header (game, Demo, balance), the game itself, the last win, and the
 * provably fair sheet. Until the balance and seeds are in, a skeleton; a page that cannot play
 * says why.
 */
export function GameShell({
  game,
  mode,
  children,
}: {
  game: FairGameName;
  mode: PlayMode;
  children: (session: PlaySession) => ReactNode;
}) {
  const session = usePlaySession(game, mode);
  const [sheetOpen, setSheetOpen] = useState(false);
  // The lobby's reality check holds the game: every control disabled, a veil over the page.
  const paused = useLobbyPause();
  const { status, balance, lastWin, demo } = session;
  // Read again after each settled round, while a bonus balance is there.
  const betFunding = useBetFunding(!demo && status.kind === 'ready', session.rounds[0] ?? null);
  const back = gamePath(game, mode);
  const name = session.gameName ?? t(`games.${game}.name`);

  useEffect(() => {
    document.title = t('shell.documentTitle', { game: name });
  }, [name]);

  return (
    <div className={styles.page} data-game={game}>
      <header className={styles.top}>
        <div className={styles.heading}>
          <h1 className={styles.title}>{name}</h1>
          {mode.kind === 'demo' && <span className={styles.demo}>{t('shell.demo')}</span>}
        </div>
        <div className={styles.balance} aria-live="polite">
          <span className={styles.balanceCaption}>
            {demo ? t('shell.demoBalance') : t('shell.balance')}
          </span>
          <span className={styles.balanceValue}>
            {balance === null ? (
              <span data-testid="balance">—</span>
            ) : (
              <PlayAmount value={balance} testId="balance" />
            )}
          </span>
        </div>
      </header>

      {status.kind === 'loading' && (
        <div className={styles.skeleton} role="status" aria-label={t('shell.loading')}>
          <div className={styles.skeletonStage} />
          <div className={styles.skeletonRow} />
          <div className={styles.skeletonRow} />
          <div className={styles.skeletonButton} />
        </div>
      )}

      {status.kind === 'blocked' && (
        <div className={styles.blocked} role="alert">
          <Icon name="info" width={36} height={36} />
          <p>{t(status.error.key, status.error.values)}</p>
          {status.canRetry && (
            <button type="button" className={styles.retry} onClick={session.reload}>
              {t('shell.tryAgain')}
            </button>
          )}
          {mode.kind === 'none' && (
            <a className={styles.retry} href={gamePath(game, { kind: 'demo' })}>
              {t('shell.tryDemo')}
            </a>
          )}
        </div>
      )}

      {status.kind === 'ready' && (
        <>
          <main className={styles.main}>
            <fieldset disabled={paused} className={styles.controls}>
              <BetFundingContext.Provider
                value={{ funding: betFunding.funding, wagerWeightBp: session.wagerWeightBp }}
              >
                {children(session)}
              </BetFundingContext.Provider>
              <PayFromControl
                funding={betFunding.funding}
                onChoose={(payFrom) => void betFunding.choose(payFrom)}
                disabled={session.busy || betFunding.saving}
                error={betFunding.error}
              />
            </fieldset>
          </main>
          <footer className={styles.footer}>
            <div className={styles.lastWin} aria-live="polite">
              <span>{t('shell.lastWin')}</span>
              <strong className={lastWin ? styles.won : undefined} data-testid="last-win">
                {lastWin === null ? '—' : <PlayAmount value={lastWin} />}
              </strong>
            </div>
            <button
              type="button"
              className={styles.fair}
              onClick={() => setSheetOpen(true)}
              aria-haspopup="dialog"
            >
              <Icon name="shield" width={18} height={18} />
              {t('shell.provablyFair')}
            </button>
          </footer>
          {sheetOpen && (
            <SeedsSheet
              game={game}
              session={session}
              back={back}
              onClose={() => setSheetOpen(false)}
            />
          )}
        </>
      )}
      {paused && (
        <div className={styles.paused} role="status" data-testid="lobby-paused">
          {t('shell.paused')}
        </div>
      )}
      {status.kind !== 'ready' && (
        <footer className={styles.footer}>
          <a className={styles.fair} href={fairnessPath({ game, back })}>
            <Icon name="shield" width={18} height={18} />
            {t('shell.provablyFair')}
          </a>
        </footer>
      )}
    </div>
  );
}
