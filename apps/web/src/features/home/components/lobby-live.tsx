import i18n from 'i18next';
import { DEFAULT_LOCALE } from '@/config/constants';
import { lobbyLiveStrings } from '../strings.en-US';

// The ticker and the feed come in the lobby's lazy chunk (lobby-rest.tsx), which the lobby renders
// without waiting for the page strings: theirs come with them.
i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', lobbyLiveStrings, true, false);

export { BigWinsFeed } from './big-wins-feed';
export { JackpotTicker } from './jackpot-ticker';
