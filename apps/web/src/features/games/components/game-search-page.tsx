import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { ArtImage } from '@/components/art-image';
import { BackButton } from '@/components/back-button';
import { ConfigGate } from '@/components/config-gate';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { pathTo } from '@/config/paths';
import { signInPath } from '@/lib/session';
import { track } from '@/lib/telemetry';
import { useSignedIn } from '@/stores/session-store';
import { SEARCH_DEBOUNCE_MS, searchGames } from '../lib/search';
import { useDebouncedValue } from '../lib/use-debounced-value';
import styles from './game-search-page.module.css';

/**
 * Search the catalogue by name; results start the game like a lobby tile does. The list follows
 * the typing once it pauses (SEARCH_DEBOUNCE_MS), and the query is kept in the URL (?q=) so
 * coming back from a game shows the same results.
 */
export function GameSearchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('q') ?? '');
  const query = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if ((params.get('q') ?? '') === query) return;
    setParams(query ? { q: query } : {}, { replace: true });
  }, [query, params, setParams]);

  return (
    <>
      <div className={styles.head}>
        <BackButton className={styles.back} />
        <label className={styles.field}>
          <Icon name="search" size={20} />
          <span className="visually-hidden">{t('search.label')}</span>
          <input
            type="search"
            value={text}
            placeholder={t('search.placeholder')}
            autoFocus
            enterKeyHint="search"
            onChange={(e) => setText(e.target.value)}
          />
        </label>
      </div>
      <ConfigGate>
        {(config) => {
          const results = searchGames(config.games, query);
          if (!query.trim())
            return (
              <p className={styles.hint}>{t('search.hint', { count: config.games.length })}</p>
            );
          if (results.length === 0) {
            return (
              <EmptyState
                icon="search"
                title={t('search.noneTitle')}
                text={t('search.noneText', { query })}
              />
            );
          }
          return (
            <div className={styles.grid}>
              {results.map((game) => {
                const start = pathTo('game-start', { gameId: game.id });
                return (
                  <button
                    key={game.id}
                    type="button"
                    className={styles.tile}
                    onClick={() => {
                      track('game_click', { gameId: game.id, from: 'search' });
                      void navigate(signedIn ? start : signInPath(start));
                    }}
                  >
                    <ArtImage src={game.icon} label={game.name} width={120} height={120} />
                    <span className={styles.name}>{game.name}</span>
                  </button>
                );
              })}
            </div>
          );
        }}
      </ConfigGate>
    </>
  );
}
