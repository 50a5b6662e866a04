/**
 * The lobby's jackpot ticker and big-wins feed, in the lobby's lazy chunk: components/lobby-live
 * adds these itself as it loads, since the lobby does not wait for the page strings.
 */
export const lobbyLiveStrings = {
  lobbyLive: {
    jackpot: 'Lucky jackpot',
    openJackpot: 'Open the lucky jackpot',
    tier: { mega: 'Mega', major: 'Major', minor: 'Minor', mini: 'Mini' },
    tierJackpot: '{{tier}} jackpot',
    bigWins: 'Big wins',
    pauseWins: 'Pause the big wins',
    playWins: 'Play the big wins',
    won: 'won',
    multiplier: '×{{value}}',
  },
} as const;

/** en-US strings of the home pages, merged with the others by app/page-strings.ts. */
export const homeStrings = {
  ...lobbyLiveStrings,
  memberGames: {
    tabs: 'My games',
    liked: 'Liked',
    recent: 'Recent',
    likedEmptyTitle: 'No liked games yet',
    likedEmptyText: 'Tap the heart on any game to keep it here.',
    recentEmptyTitle: 'No games played yet',
    recentEmptyText: 'The games you open will be listed here, the latest first.',
    browse: 'Browse the lobby',
    loadFailed: 'We could not load your games',
    retry: 'Retry',
    signInTitle: 'Log in to see your games',
    signInText: 'Your liked and recently played games are kept with your account.',
    logIn: 'Log in',
  },
} as const;
