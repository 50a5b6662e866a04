import { useLayoutEffect, useState } from 'react';
import { moneyFigure } from '@lobby/contract/values/money';
import { Icon } from '@/components/icon';
import { CoinGlyph, Emblem } from '@/components/logo';
import { storageKeys } from '@/config/storage-keys';
import { useTranslation } from '@/i18n/use-translation';
import { usePlayableBalance } from '@/lib/balances';
import { local } from '@/lib/storage';
import { useDraggable } from '@/lib/use-draggable';
import styles from './game-start-page.module.css';

/** Where the handle first sits: the strip's left end. */
const START = { x: 8, y: 2 };
/** The strip above the game the handle lives in (--handle-strip in the page's CSS), in px. */
const HANDLE_STRIP_PX = 52;
/**
 * The handle moves along the strip above the game, never over it: a game's title, buttons and
 * last row stay uncovered on every screen (see game-start-page.module.css).
 */
const strip = () => ({ width: window.innerWidth, height: HANDLE_STRIP_PX });

function Balance() {
  const { t } = useTranslation();
  const coin = usePlayableBalance();
  return (
    <span className={styles.balance} aria-label={t('game.balance')} data-testid="game-balance">
      <CoinGlyph size={16} />
      {moneyFigure(coin)}
    </span>
  );
}

/**
 * The small handle above a game: the emblem (drag it along the strip above the game; a tap folds
 * the menu away or back), leave, the balance (not for demo play) and, for our own provably fair
 * games, the fairness page (`onFairness`; a provider's games have none of ours).
 */
export function GameHandle({
  demo,
  fairness,
  onLeave,
  onFairness,
}: {
  demo: boolean;
  fairness: boolean;
  onLeave: () => void;
  onFairness?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const { ref, keepInside, handlers } = useDraggable<HTMLDivElement>(
    START,
    storageKeys.gameHandle,
    local,
    strip,
  );
  // Unfolding makes it wider: it may have to move back inside the screen.
  useLayoutEffect(keepInside, [open, keepInside]);
  return (
    <div
      ref={ref}
      role="toolbar"
      aria-label={t('game.menu')}
      className={styles.handle}
      data-testid="game-handle"
      {...handlers}
    >
      <button
        type="button"
        className={styles.grip}
        aria-expanded={open}
        aria-label={open ? t('game.hideMenu') : t('game.showMenu')}
        onClick={() => setOpen((o) => !o)}
      >
        <Emblem size={30} />
      </button>
      {open ? (
        <>
          <button
            type="button"
            className={styles.action}
            aria-label={t('game.leave')}
            title={t('game.leave')}
            onClick={onLeave}
          >
            <Icon name="back" size={22} />
          </button>
          {demo ? <span className={styles.demo}>{t('game.demo')}</span> : <Balance />}
          {onFairness ? (
            <button
              type="button"
              className={styles.action}
              aria-label={fairness ? t('game.backToGame') : t('game.fairness')}
              title={fairness ? t('game.backToGame') : t('game.fairness')}
              aria-pressed={fairness}
              onClick={onFairness}
            >
              <Icon name="shield" size={22} />
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
