import i18n from 'i18next';
import { DEFAULT_LOCALE } from '../../../config/constants';
import { lobbyLiveStrings } from '../strings.en-US';

// The lobby renders this chunk without waiting for the page strings: its own come with it.
i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', lobbyLiveStrings, true, false);

export { BigWinsFeed } from './big-wins-feed';
export { JackpotTicker } from './jackpot-ticker';
