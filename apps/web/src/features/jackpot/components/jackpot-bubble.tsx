import { lazy, Suspense, useCallback, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { storageKeys } from '@/config/storage-keys';
import { useTranslation } from '@/i18n/use-translation';
import { rewardDotsQuery } from '@/lib/reward-dots';
import { session } from '@/lib/storage';
import { useDraggable, type Point } from '@/lib/use-draggable';
import { jackpotDrawInfoQuery } from '../api/get-jackpot-draw-info';
import styles from './jackpot.module.css';

const JackpotModal = lazy(() =>
  import('./jackpot-modal').then((m) => ({ default: m.JackpotModal })),
);

/** The app's column is at most this wide (--col); the bubble starts at its right edge. */
const COLUMN_PX = 480;
const BUBBLE_PX = 56;
/** The tab bar's height (--tab-h) and the chat button's size and gap above it (floating.module.css). */
const TAB_BAR_PX = 64;
const CHAT_SLOT_PX = 14 + 48 + 10;
/** From this width the screen has room beside the column: the floating buttons move there. */
const ASIDE_FROM_PX = 624;

/**
 * Where the bubble first floats: on a wide screen beside the column, clear of the page, above
 * the chat button that waits there too (floating.module.css); on a phone at the right edge,
 * above the chat button where there is a tab bar (`aboveTabs`), else near the bottom. The page
 * keeps that much room at its end (layout.module.css: data-floats), so its last row is never
 * under the bubble.
 */
const startPoint = (aboveTabs: boolean): Point => {
  const width = window.innerWidth;
  if (width >= ASIDE_FROM_PX) {
    const right = (width + COLUMN_PX) / 2;
    return { x: right + 12, y: window.innerHeight - TAB_BAR_PX - CHAT_SLOT_PX - BUBBLE_PX };
  }
  const below = aboveTabs ? TAB_BAR_PX + CHAT_SLOT_PX : 14;
  return { x: width - BUBBLE_PX - 12, y: window.innerHeight - below - BUBBLE_PX };
};

/**
 * The red dot: a draw waits. Whichever answer is newer says so: the red dots' status list, or
 * the draw info once the jackpot has been opened (it changes with every draw).
 */
function useDrawWaiting(): boolean {
  const status = useQuery({ ...rewardDotsQuery(), enabled: false });
  const info = useQuery({ ...jackpotDrawInfoQuery(), enabled: false });
  if (info.data && info.dataUpdatedAt >= status.dataUpdatedAt) {
    return info.data.canReceiveDrawChance;
  }
  return status.data?.canReceiveDrawChance === true;
}

/**
 * The floating jackpot bubble (lobby, Me, game lists; see use-bubble-shown.ts): a button the
 * player drags anywhere on screen (kept inside it, where it was left for the rest of the visit)
 * and taps, or presses with the keyboard, to open the jackpot's modal.
 */
export function JackpotBubble({ aboveTabs = false }: { aboveTabs?: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const waiting = useDrawWaiting();
  const { ref, handlers } = useDraggable<HTMLDivElement>(
    startPoint(aboveTabs),
    storageKeys.jackpotBubble,
    session,
  );
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <div ref={ref} className={styles.bubble} data-testid="jackpot-bubble" {...handlers}>
        <button
          type="button"
          className={styles.bubbleButton}
          aria-label={waiting ? t('jackpot.bubbleReady') : t('jackpot.bubble')}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M12 2l2.6 5.6 6.1.7-4.5 4.2 1.2 6L12 15.5 6.6 18.5l1.2-6L3.3 8.3l6.1-.7z"
            />
          </svg>
          <span className={styles.bubbleLabel} aria-hidden="true">
            {t('jackpot.bubbleShort')}
          </span>
          {waiting ? <span className={styles.dot} data-testid="jackpot-bubble-dot" /> : null}
        </button>
      </div>
      {open ? (
        <Suspense fallback={null}>
          <JackpotModal onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
