import { useEffect, useRef } from 'react';
import { ONLINE_HEARTBEAT_MS } from '@/config/constants';
import { call } from '@/lib/api-client';

/** Keeps the open game session alive; like telemetry it never shows the timeout tip (docs/api.md). */
export const online = (gameId: number) => call('online', { gameId }, { timeoutTip: false });

/**
 * `online {gameId}` every 60 s while `gameId` is set; `onError` hears a failed beat (the session
 * closed on the server, for one).
 */
export function useOnlineHeartbeat(gameId: number | null, onError: (error: unknown) => void) {
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });
  useEffect(() => {
    if (gameId === null) return;
    const timer = window.setInterval(() => {
      online(gameId).catch((error: unknown) => onErrorRef.current(error));
    }, ONLINE_HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [gameId]);
}
