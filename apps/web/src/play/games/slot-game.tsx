// The stage card's styles first, so the game's own stage styles come after and win.
import stage from './stage.module.css';
import { useState } from 'react';
import type { SlotRound, SlotSpin, SlotSymbol } from '@lobby/games/slot';
import { BetControl } from '../components/bet-control';
import { Icon } from '../components/icons';
import { SlotSymbolArt } from '../components/slot-symbol';
import { PlayButton, RoundError } from '../components/round-controls';
import { DEFAULT_BET } from '../lib/bet';
import { PlayAmount } from '../components/play-amount';
import { formatCoins } from '../lib/format';
import { t } from '../lib/i18n';
import { useDelay, useReducedMotion } from '@/lib/motion';
import {
  SLOT_FREE_SPIN_MULTIPLIER,
  SLOT_FREE_SPINS,
  SLOT_REEL_COUNT,
  SLOT_REELS,
  SLOT_ROWS,
  slotPayout,
} from '@lobby/games/slot-table';
import { isSlotRound, winningCells } from '../lib/slot-round';
import { FREE_SPIN_PAUSE_MS, FREE_SPIN_PAUSE_WIN_MS, planStops } from '../lib/slot-timing';
import type { PlaySession } from '../lib/use-play-session';
import { SlotPaytable } from './slot-paytable';
import { SlotReels, type ReelPhase, type ReelsView } from './slot-reels';
import styles from './slot-game.module.css';

/** What the reels show before the first spin. */
const FIRST_STOPS = [2, 3, 1, 4, 17];
const windowAt = (stops: number[]): SlotSymbol[][] =>
  stops.map((stop, reel) =>
    Array.from({ length: SLOT_ROWS }, (_, row) => {
      const strip = SLOT_REELS[reel]!;
      return strip[(stop + row) % strip.length]!;
    }),
  );

const BANNER_FREE_MS = 1_600;
const WIN_BANNER_MS = 2_400;
const BIG_WIN_BETS = 10;

type Banner =
  { kind: 'free'; count: number; more: boolean } | { kind: 'win'; amount: number } | null;

const allPhases = (phase: ReelPhase): ReelPhase[] =>
  Array.from({ length: SLOT_REEL_COUNT }, () => phase);

/**
 * The video slot: 5 reels, 3 rows, 10 paylines; wilds stand in for every symbol but the free
 * spins symbol, three of which award 8 free spins that pay triple. A paid spin lasts at least
 * 2.5 s; each free spin plays out on the reels in turn.
 */
export function SlotGame({ session }: { session: PlaySession }) {
  const reduced = useReducedMotion();
  const delay = useDelay();
  const [bet, setBet] = useState(DEFAULT_BET);
  const [view, setView] = useState<ReelsView>(() => ({
    windows: windowAt(FIRST_STOPS),
    stops: FIRST_STOPS,
    phases: allPhases('still'),
    cells: null,
    lines: [],
  }));
  const [banner, setBanner] = useState<Banner>(null);
  const [freeSpins, setFreeSpins] = useState<{ current: number; total: number } | null>(null);
  /** What the round has paid so far, as its spins land (hundredths). */
  const [roundWin, setRoundWin] = useState<number | null>(null);
  const [paytable, setPaytable] = useState(false);
  const locked = session.busy || session.pending !== null;

  /** One spin on the reels: each reel lands in turn, then the spin's wins light up. */
  const playSpin = async (spin: SlotSpin, answeredAfter: number) => {
    const plan = planStops(spin.freeSpin, answeredAfter);
    let at = answeredAfter;
    for (let reel = 0; reel < SLOT_REEL_COUNT; reel++) {
      await delay(plan.stopAt[reel]! - at);
      at = plan.stopAt[reel]!;
      setView((current) => ({
        ...current,
        windows: current.windows.map((column, i) => (i === reel ? spin.window[reel]! : column)),
        stops: current.stops.map((stop, i) => (i === reel ? spin.stops[reel]! : stop)),
        phases: current.phases.map((phase, i) => (i === reel ? 'landing' : phase)),
      }));
    }
    await delay(plan.doneAt - at);
    const cells = winningCells(spin);
    setView((current) => ({
      ...current,
      phases: allPhases('still'),
      cells,
      lines: spin.lineWins.map((win) => win.line),
    }));
  };

  const startSpinning = () => {
    setView((current) => ({ ...current, phases: allPhases('spinning'), cells: null, lines: [] }));
  };

  const play = async () => {
    setBanner(null);
    setFreeSpins(null);
    setRoundWin(null);
    startSpinning();
    const started = performance.now();
    const round = await session.start({ bet, params: {} });
    if (!round || !isSlotRound(round.outcome)) {
      setView((current) => ({ ...current, phases: allPhases('still') }));
      if (round) session.settle(round);
      return;
    }
    const outcome: SlotRound = round.outcome;
    const [base, ...free] = outcome.spins;
    let won = 0;
    await playSpin(base!, Math.max(0, performance.now() - started));
    won += base!.win;
    if (won > 0) setRoundWin(slotPayout(round.bet, won));

    let total = free.length > 0 ? SLOT_FREE_SPINS : 0;
    if (free.length > 0) {
      setBanner({ kind: 'free', count: SLOT_FREE_SPINS, more: false });
      await delay(BANNER_FREE_MS);
      setBanner(null);
    }
    for (let i = 0; i < free.length; i++) {
      const spin = free[i]!;
      setFreeSpins({ current: i + 1, total });
      startSpinning();
      await playSpin(spin, 0);
      won += spin.win;
      if (won > 0) setRoundWin(slotPayout(round.bet, won));
      if (spin.scatters >= 3) {
        total += SLOT_FREE_SPINS;
        setFreeSpins({ current: i + 1, total });
        setBanner({ kind: 'free', count: SLOT_FREE_SPINS, more: true });
        await delay(BANNER_FREE_MS);
        setBanner(null);
      } else if (i < free.length - 1) {
        await delay(spin.win > 0 ? FREE_SPIN_PAUSE_WIN_MS : FREE_SPIN_PAUSE_MS);
      }
    }
    // A big win takes the stage; any other win shows on its lines and in the win bar.
    const winBanner: Banner =
      round.payout >= round.bet * BIG_WIN_BETS ? { kind: 'win', amount: round.payout } : null;
    setBanner(winBanner);
    setRoundWin(round.payout);
    session.settle(round);
    if (winBanner) {
      await delay(WIN_BANNER_MS);
      setBanner((shown) => (shown === winBanner ? null : shown));
    }
  };

  const lineBet = Math.floor(bet / 10);

  return (
    <>
      <section className={`${stage.card} ${styles.stage}`} aria-label={t('slot.stage')}>
        <div className={styles.logo} aria-hidden="true">
          <SlotSymbolArt symbol="crown" className={styles.logoCrown} />
          <span>{session.gameName ?? t('games.slot.name')}</span>
        </div>
        <div className={styles.marquee}>
          <span className={styles.lamp} aria-hidden="true" />
          {freeSpins ? (
            <strong className={styles.freeCounter} data-testid="free-spins">
              {t('slot.freeSpinOf', { current: freeSpins.current, total: freeSpins.total })}
              <span>{t('slot.freeMultiplier', { multiplier: SLOT_FREE_SPIN_MULTIPLIER })}</span>
            </strong>
          ) : (
            <span className={styles.linesInfo}>
              {t('slot.linesInfo', { lineBet: formatCoins(lineBet) })}
            </span>
          )}
          <span className={styles.lamp} aria-hidden="true" />
        </div>

        <SlotReels view={view} reduced={reduced} />

        <div className={styles.winBar} aria-live="polite" data-testid="round-result">
          {roundWin !== null && roundWin > 0 ? (
            <span className={styles.winAmount}>
              {t('slot.win', { amount: formatCoins(roundWin) })}
            </span>
          ) : roundWin === 0 ? (
            <span className={styles.noWin}>{t('slot.noWin')}</span>
          ) : (
            <span className={styles.noWin}>{t('slot.goodLuck')}</span>
          )}
        </div>

        {banner && (
          <div className={styles.banner} data-kind={banner.kind} role="status">
            {banner.kind === 'free' ? (
              <>
                <strong>
                  {banner.more
                    ? t('slot.moreFreeSpins', { count: banner.count })
                    : t('slot.freeSpinsWon', { count: banner.count })}
                </strong>
                <span>{t('slot.freeSpinsPay', { multiplier: SLOT_FREE_SPIN_MULTIPLIER })}</span>
              </>
            ) : (
              <>
                <strong>{t('slot.bigWin')}</strong>
                <PlayAmount className={styles.bannerAmount} value={banner.amount} />
              </>
            )}
          </div>
        )}
      </section>

      <div className={styles.betRow}>
        <BetControl value={bet} onChange={setBet} disabled={locked} />
        <button
          type="button"
          className={styles.paytableButton}
          onClick={() => setPaytable(true)}
          aria-haspopup="dialog"
        >
          <Icon name="info" />
          <span>{t('slot.paytable')}</span>
        </button>
      </div>
      <RoundError session={session} />
      <PlayButton session={session} label={t('slot.spin')} onPlay={() => void play()} />
      {paytable && <SlotPaytable bet={bet} onClose={() => setPaytable(false)} />}
    </>
  );
}
