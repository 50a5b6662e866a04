import { useEffect, useState } from 'react';
import { LOBBY_PAUSE, LOBBY_RESUME } from '@lobby/contract/values/reality-check';

/**
 * Whether the lobby around this page holds the game (its reality check shows, ADR 0072): it posts
 * `lobby:pause` and then `lobby:resume` to the frame. Only the parent frame on our own origin is
 * heard: another page or origin cannot pause, nor resume, a game.
 */
export function useLobbyPause(): boolean {
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (window.parent === window) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent || event.origin !== location.origin) return;
      const type = (event.data as { type?: unknown } | null)?.type;
      if (type === LOBBY_PAUSE) setPaused(true);
      else if (type === LOBBY_RESUME) setPaused(false);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return paused;
}
