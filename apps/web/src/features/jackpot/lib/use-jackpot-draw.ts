import { useEffect, useRef, useState } from 'react';
import { afterClaim } from '@/lib/after-claim';
import { prefersReducedMotion } from '@/lib/cover';
import { queryClient } from '@/lib/query-client';
import type { JackpotInfo } from '../api/get-jackpot-draw-info';
import { useReceiveDrawChance, type JackpotDrawAnswer } from '../api/receive-draw-chance';
import { drawSteps, SPIN_DEBOUNCE_MS, WHEEL_SPIN_MS } from './draw-steps';
import { prizeWaits } from './prize';

/**
 * idle → asking (the draw is on its way) → running (the light runs over the grid) → idle with the
 * reward modal for a fixed prize; a jackpot goes on to the wheel (turning), then its award.
 */
export type DrawPhase = 'idle' | 'asking' | 'running' | 'wheel' | 'award';

/** What a draw makes stale, asked again once the player has seen what it paid. */
const STALE_AFTER_DRAW = ['getJackpotDrawInfo', 'getPersonJackpotDrawAwardLog', 'getJackpotRank'];

/**
 * After a draw is shown: the reward modal for a fixed prize paid (a jackpot has its own popup;
 * a prize left waiting in the bonus centre is said under the grid), the jackpot's queries and
 * what every claim makes stale (the red dots, the bonus centre), and the balances.
 */
function refreshAfterDraw(answer: JackpotDrawAnswer) {
  for (const key of STALE_AFTER_DRAW) void queryClient.invalidateQueries({ queryKey: [key] });
  const paid = answer.type === 1 && answer.count > 0 && !prizeWaits(answer);
  const awards = paid ? [{ propId: answer.propId, count: answer.count }] : [];
  void afterClaim(awards);
}

/**
 * The draw as the player sees it (the spec's §4/§9): SPIN asks for the draw with the nonce
 * shown, the light runs over the grid by `drawSteps` with one timer per step and stops on the
 * drawn cell; a jackpot cell then turns the wheel for WHEEL_SPIN_MS. Only then is the prize
 * shown and what it changed asked again. With reduced motion, the cell and the wheel are shown
 * where they land at once. A draw left before it was shown (the page closed) still refreshes.
 */
export function useJackpotDraw(info: JackpotInfo) {
  const mutation = useReceiveDrawChance();
  const [phase, setPhase] = useState<DrawPhase>('idle');
  const [lit, setLit] = useState<number | null>(null);
  /** The draw the wheel and the award popup show. */
  const [drawn, setDrawn] = useState<JackpotDrawAnswer | null>(null);
  /** The draw last shown, for the words under the grid. */
  const [shown, setShown] = useState<JackpotDrawAnswer | null>(null);
  const litRef = useRef<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const lastTap = useRef(Number.NEGATIVE_INFINITY);
  const unshown = useRef<JackpotDrawAnswer | null>(null);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      if (unshown.current) refreshAfterDraw(unshown.current);
    },
    [],
  );

  const light = (cell: number) => {
    litRef.current = cell;
    setLit(cell);
  };

  const reveal = (answer: JackpotDrawAnswer) => {
    unshown.current = null;
    setShown(answer);
    setPhase(answer.type === 2 ? 'award' : 'idle');
    refreshAfterDraw(answer);
  };

  const landed = (answer: JackpotDrawAnswer, reduced: boolean) => {
    if (answer.type !== 2) return reveal(answer);
    setDrawn(answer);
    if (reduced) return reveal(answer);
    setPhase('wheel');
    timer.current = window.setTimeout(() => reveal(answer), WHEEL_SPIN_MS);
  };

  const play = (answer: JackpotDrawAnswer) => {
    unshown.current = answer;
    const reduced = prefersReducedMotion();
    // A cell the grid does not show (its config changed under the draw) is shown at once.
    if (reduced || answer.cellIndex >= info.cells.length) {
      light(answer.cellIndex);
      return landed(answer, true);
    }
    const steps = drawSteps(litRef.current ?? -1, answer.cellIndex, info.cells.length);
    setPhase('running');
    let i = 0;
    const next = () => {
      const step = steps[i]!;
      timer.current = window.setTimeout(() => {
        light(step.cell);
        i += 1;
        if (i < steps.length) next();
        else landed(answer, false);
      }, step.delay);
    };
    next();
  };

  const busy = phase !== 'idle' || mutation.isPending;
  const canSpin = info.live && info.canReceiveDrawChance && !busy;

  /** SPIN: ignored while a draw is under way, without a chance, or within 300 ms of a tap. */
  const spin = (clientSeed?: string) => {
    const now = Date.now();
    if (now - lastTap.current < SPIN_DEBOUNCE_MS) return;
    lastTap.current = now;
    if (!canSpin) return;
    setShown(null);
    setDrawn(null);
    setPhase('asking');
    mutation
      .mutateAsync({ nonce: info.seeds.nonce, clientSeed })
      .then(play, () => setPhase('idle'));
  };

  const closeAward = () => {
    setDrawn(null);
    setPhase('idle');
  };

  return {
    phase,
    lit,
    drawn,
    shown,
    busy,
    canSpin,
    spin,
    closeAward,
    error: mutation.error,
  };
}
