import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { ErrorCode } from '@lobby/contract/values/errors';
import { LOBBY_PAUSE, LOBBY_RESUME } from '@lobby/contract/values/reality-check';
import { ApiError } from '@/lib/api-errors';
import { gameSessionSummary } from '../api/game-session-summary';
import { anchorOf, nextCheckAt, playedMs, type SessionAnchor } from './reality-check-time';

/** What the reality check shows: the time played in the session and its net (null: unknown). */
export interface RealityCheckShown {
  playedMs: number;
  net: number | null;
}

/**
 * The reality check of an open game session (docs/player-protection.md "Reality check", ADR
 * 0072): every N minutes of play from the session's start (the server's), `shown` holds the time
 * played and the net result, and the game is held — `lobby:pause` posted to the frame (our own
 * games disable their controls; a provider's may listen too), `lobby:resume` when the player keeps
 * playing. `gameId` null: no session, no check.
 */
export function useRealityCheck(
  gameId: number | null,
  frame: RefObject<HTMLIFrameElement | null>,
  launchUrl: string | undefined,
) {
  const [shown, setShown] = useState<RealityCheckShown | null>(null);
  const [held, setHeld] = useState(false);
  const [dueAt, setDueAt] = useState<number | null>(null);
  const anchor = useRef<SessionAnchor | null>(null);
  const paused = useRef(false);

  const hold = useCallback((on: boolean) => {
    paused.current = on;
    setHeld(on);
  }, []);

  const post = useCallback(
    (type: string) => {
      if (!launchUrl) return;
      const origin = new URL(launchUrl, window.location.href).origin;
      frame.current?.contentWindow?.postMessage({ type }, origin);
    },
    [frame, launchUrl],
  );

  // The session's start and the interval, once the session is open.
  useEffect(() => {
    if (gameId === null) return;
    let live = true;
    gameSessionSummary(gameId)
      .then((summary) => {
        if (!live) return;
        anchor.current = anchorOf(summary, Date.now());
        setDueAt(nextCheckAt(anchor.current, Date.now()));
      })
      .catch(() => {
        // No open session: the heartbeat tells the page so.
      });
    return () => {
      live = false;
      anchor.current = null;
      hold(false);
      setDueAt(null);
      setShown(null);
    };
  }, [gameId, hold]);

  // The check, when due: the game held at once, the figures as the server has them.
  useEffect(() => {
    if (gameId === null || dueAt === null) return;
    let live = true;
    const timer = window.setTimeout(
      () => {
        hold(true);
        post(LOBBY_PAUSE);
        const show = (net: number | null) => {
          if (live && anchor.current)
            setShown({ playedMs: playedMs(anchor.current, Date.now()), net });
        };
        gameSessionSummary(gameId).then(
          (summary) => {
            if (anchor.current)
              anchor.current = { ...anchor.current, everyMs: summary.minutes * 60_000 };
            show(summary.net);
          },
          (error: unknown) => {
            // The session is over (the heartbeat ends the page): nothing to hold; otherwise the
            // time alone.
            if (error instanceof ApiError && error.errcode === ErrorCode.GAME_SESSION_CLOSED) {
              if (live) hold(false);
              return;
            }
            show(null);
          },
        );
      },
      Math.max(0, dueAt - Date.now()),
    );
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [gameId, dueAt, post, hold]);

  const keepPlaying = useCallback(() => {
    hold(false);
    setShown(null);
    post(LOBBY_RESUME);
    if (anchor.current) setDueAt(nextCheckAt(anchor.current, Date.now()));
  }, [post, hold]);

  /** A page loaded into the frame while the check shows is held too. */
  const onFrameLoad = useCallback(() => {
    if (paused.current) post(LOBBY_PAUSE);
  }, [post]);

  /** `held`: the game is held (the frame takes no input); `shown`: the dialog's figures. */
  return { held, shown, keepPlaying, onFrameLoad };
}
