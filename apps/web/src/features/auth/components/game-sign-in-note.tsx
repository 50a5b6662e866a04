import { Link } from '@/components/link';
import { paths, pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import styles from './auth.module.css';

/** The game a sign-in was asked for: the real-play start page `redirect` leads back to. */
function gameOf(redirect: string | undefined): number | null {
  if (!redirect) return null;
  const url = new URL(redirect, 'http://lobby.invalid');
  if (url.pathname !== paths['game-start'] || url.searchParams.get('tryIt') === '1') return null;
  const id = Number(url.searchParams.get('gameId'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * Why a tap on Play asked a visitor to sign in (real play bets the account's own balance), and
 * the game's demo (Try for fun) for one who only wants a look.
 */
export function GameSignInNote({ redirect }: { redirect: string | undefined }) {
  const { t } = useTranslation();
  const gameId = gameOf(redirect);
  if (gameId === null) return null;
  return (
    <p className={styles.gameNote} data-testid="game-sign-in-note">
      {t('auth.gameSignInWhy')}{' '}
      <Link to={pathTo('game-start', { gameId, tryIt: 1 })}>{t('auth.tryForFun')}</Link>
    </p>
  );
}
