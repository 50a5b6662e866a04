import { useState } from 'react';
import type { LobbyBigWin } from '@lobby/contract/jackpot';
import { formatHundredths } from '@lobby/contract/values/money';
import { Link } from '@/components/link';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { useReducedMotion } from '@/lib/motion';
import { signInPath } from '@/lib/session';
import { useSignedIn } from '@/stores/session-store';
import { useLobbyLive } from '@/lib/lobby-live';
import styles from './big-wins-feed.module.css';
import { Amount } from '@/components/amount';

/** Rows the window shows at once; a longer list scrolls through it. */
const ROWS = 3;
/** Seconds each win takes to pass: slow enough to read a row. */
const SECONDS_A_ROW = 3;

function WinRow({ win, hidden }: { win: LobbyBigWin; hidden: boolean }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  let what;
  if (win.kind === 'jackpot' && win.tier) {
    what = (
      <span className={styles.tier}>
        {t('lobbyLive.tierJackpot', { tier: t(`lobbyLive.tier.${win.tier}`) })}
      </span>
    );
  } else if (win.gameId !== null) {
    const start = pathTo('game-start', { gameId: win.gameId });
    what = (
      <Link
        to={signedIn ? start : signInPath(start)}
        className={styles.game}
        tabIndex={hidden ? -1 : undefined}
      >
        {win.gameName}
      </Link>
    );
  } else {
    what = <span className={styles.game}>{win.gameName}</span>;
  }
  return (
    <li className={styles.win}>
      <span className={styles.who}>
        {win.nickname}
        <span className="visually-hidden"> {t('lobbyLive.won')}</span>
      </span>
      <strong className={styles.amount}>
        <Amount value={win.amount} />
      </strong>
      {what}
      {win.multiplier !== null ? (
        <span className={styles.multiplier}>
          {t('lobbyLive.multiplier', { value: formatHundredths(win.multiplier) })}
        </span>
      ) : null}
    </li>
  );
}

/**
 * Recent big wins (anonymous/lobbyLive, nicknames masked by the server): a window of a few rows
 * through which a longer list rises slowly, on the compositor. It holds still while a pointer or
 * the focus is on it, when paused with its button, and for reduced motion (then the newest rows
 * stand still). A plain list to screen readers, never announced as it changes.
 */
export function BigWinsFeed() {
  const { t } = useTranslation();
  const { data } = useLobbyLive();
  const reduced = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const wins = data?.bigWins ?? [];
  if (wins.length === 0) return null;
  const moving = !reduced && wins.length > ROWS;
  const shown = moving ? wins : wins.slice(0, ROWS);
  // A moving list is followed by a copy of itself, so the window loops without a gap; the copy
  // is out of the accessibility tree and the tab order.
  const list = (copy: boolean) => (
    <ul
      className={styles.list}
      aria-labelledby={copy ? undefined : 'big-wins-title'}
      aria-hidden={copy || undefined}
      inert={copy || undefined}
    >
      {shown.map((win) => (
        <WinRow key={win.key} win={win} hidden={copy} />
      ))}
    </ul>
  );
  return (
    <section className={styles.feed} aria-labelledby="big-wins-title">
      <div className={styles.head}>
        <h2 id="big-wins-title" className={styles.title}>
          {t('lobbyLive.bigWins')}
        </h2>
        {moving ? (
          <button
            type="button"
            className={styles.toggle}
            aria-label={paused ? t('lobbyLive.playWins') : t('lobbyLive.pauseWins')}
            aria-pressed={paused}
            onClick={() => setPaused((p) => !p)}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d={paused ? 'M8 5v14l11-7z' : 'M7 5h3v14H7zm7 0h3v14h-3z'} />
            </svg>
          </button>
        ) : null}
      </div>
      <div
        className={styles.window}
        data-moving={moving}
        data-paused={paused || hovered || focused}
        data-testid="big-wins-window"
        onPointerEnter={() => setHovered(true)}
        onPointerLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        <div
          className={styles.track}
          style={moving ? { animationDuration: `${wins.length * SECONDS_A_ROW}s` } : undefined}
        >
          {list(false)}
          {moving ? list(true) : null}
        </div>
      </div>
    </section>
  );
}
