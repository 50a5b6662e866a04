import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { ArtImage } from '../../../components/art-image';
import { ButtonLink } from '../../../components/button';
import { ConfigGate } from '../../../components/config-gate';
import { EmptyState } from '../../../components/empty-state';
import { ScreenHeader } from '../../../components/page';
import { pathTo } from '../../../config/paths';

/** The game's full-screen frame. Launching (startGame, the iframe) comes with the games issue. */
export function GameStartPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const gameId = Number(params.get('gameId'));
  return (
    <ConfigGate>
      {(config) => {
        const game = config.games.find((g) => g.id === gameId);
        if (!game) {
          return (
            <>
              <ScreenHeader title={t('titles.game-start')} />
              <EmptyState
                icon="grid"
                title={t('game.notFound')}
                action={<ButtonLink to={pathTo('index')}>{t('errors.backHome')}</ButtonLink>}
              />
            </>
          );
        }
        return (
          <>
            <ScreenHeader title={game.name} />
            <div style={{ display: 'grid', placeItems: 'center', padding: '12px 0 0' }}>
              <ArtImage
                src={game.icon}
                label={game.name}
                width={160}
                height={160}
                eager
                style={{ width: 160, height: 160, borderRadius: 24 }}
              />
            </div>
            <EmptyState
              icon="info"
              title={t('game.launchTitle')}
              text={t('game.launchText')}
              action={<ButtonLink to={pathTo('index')}>{t('game.backToLobby')}</ButtonLink>}
            />
          </>
        );
      }}
    </ConfigGate>
  );
}
