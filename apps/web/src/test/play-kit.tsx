import { render } from '@testing-library/react';
import { vi } from 'vitest';
import type { AppConfig } from '@lobby/contract/app-config';
import { PlayApp } from '../play/play-app';
import { configFixture } from './fixtures/app-config';
import { stubApi } from './fetch-stub';

/** The catalogue with the four built-in games, as the demo config has them. */
export const GAME_IDS = { dice: 901, crash: 902, mines: 903, slot: 904 } as const;
const GAME_NAMES: Record<keyof typeof GAME_IDS, string> = {
  dice: 'Neon Dice',
  crash: 'Rocket Rush',
  mines: 'Gem Mines',
  slot: 'Golden Sevens',
};

export const playConfig: AppConfig = {
  ...configFixture,
  games: [
    ...configFixture.games,
    ...(Object.keys(GAME_IDS) as (keyof typeof GAME_IDS)[]).map((code) => ({
      id: GAME_IDS[code],
      name: GAME_NAMES[code],
      typeId: 1,
      brandId: 1,
      icon: `/art/games/${code}.svg`,
      hot: false,
      new: false,
      sort: 0,
      provider: 'builtin',
      code,
      supportsTryIt: true,
      wagerWeightBp: code === 'slot' ? 10_000 : 2_500,
      maxBet: 1_000_000,
      maxWin: 50_000_000,
    })),
  ],
};

type Handler = Parameters<typeof stubApi>[0][string];

/** The server as the game pages see it: the config with the built-in games, and `calls`. */
export const stubPlayApi = (calls: Record<string, Handler>) => stubApi(calls, playConfig);

/** A game page at `path` (/play/dice?demo=1 …), as main.tsx renders it. */
export function renderPlay(path: string) {
  window.history.replaceState(null, '', path);
  return render(<PlayApp pathname={location.pathname} search={location.search} />);
}

/** Signed in on this device, as the lobby leaves it. */
export const signIn = (token = 'token-1') => {
  localStorage.setItem('lobby.token', token);
  localStorage.setItem('lobby.user', JSON.stringify({ id: 1, coin: 0 }));
};

/** prefers-reduced-motion as the player set it. */
export const preferReducedMotion = (reduce = true) => {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
};

/** The lobby framing the page: what it is sent. */
export const frameInLobby = () => {
  const postMessage = vi.fn();
  vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
  return postMessage;
};
