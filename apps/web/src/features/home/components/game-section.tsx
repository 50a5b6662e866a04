import type { ReactNode } from 'react';
import { Link } from '@/components/link';
import { useTranslation } from '@/i18n/use-translation';
import type { Brand, Game } from '@lobby/contract/app-config';
import { Icon } from '@/components/icon';
import { rangeText } from '@/lib/game-weights';
import { useGameLikeList } from '../api/game-like-list';
import { GameTile } from './game-tile';
import styles from './game-section.module.css';

/** A titled 3-column grid of game tiles, with "All" leading to the full list. */
export function GameSection({
  title,
  icon,
  games,
  total,
  brands,
  allTo,
  eagerCount = 0,
  empty,
}: {
  title: string;
  icon?: string;
  games: Game[];
  total: number;
  brands: Brand[];
  allTo?: string;
  eagerCount?: number;
  empty?: ReactNode;
}) {
  const { t } = useTranslation();
  const likedIds = useGameLikeList().data;
  const brandName = (id: number) => brands.find((b) => b.id === id)?.name;
  // How the section's games count toward wagering (docs/rules.md "Valid bets").
  const weights = games.map((g) => g.wagerWeightBp);
  return (
    <section className={styles.section} aria-label={title}>
      <div className={styles.head}>
        {icon ? <img src={icon} alt="" width={24} height={24} loading="lazy" /> : null}
        <h2 className={styles.title}>{title}</h2>
        <span className={styles.count}>{t('home.gameCount', { count: total })}</span>
        {allTo ? (
          <Link to={allTo} className={styles.all} preventScrollReset={false}>
            {t('home.all')}
            <Icon name="chevron" size={16} />
          </Link>
        ) : null}
      </div>
      {weights.length > 0 ? (
        <p className={styles.weight} data-testid="section-weight">
          {t('home.wagerWeight', {
            weight: rangeText({ min: Math.min(...weights), max: Math.max(...weights) }),
          })}
        </p>
      ) : null}
      {games.length === 0 ? (
        empty
      ) : (
        <div className={styles.grid}>
          {games.map((game, i) => (
            <GameTile
              key={game.id}
              game={game}
              brand={brandName(game.brandId)}
              eager={i < eagerCount}
              liked={likedIds?.includes(game.id) === true}
            />
          ))}
        </div>
      )}
    </section>
  );
}
