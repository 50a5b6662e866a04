import { useId } from 'react';
import { ArtImage } from '@/components/art-image';
import { useTranslation } from '@/i18n/use-translation';
import type { VipLevel } from '../lib/levels';
import styles from './vip-pages.module.css';
import { points } from '../lib/points';
import { coinText } from '@/lib/coins';

/** Every level with what it needs and pays; the player's own is marked, in words too. */
export function LevelList({
  levels,
  current,
}: {
  levels: readonly VipLevel[];
  current: number | null;
}) {
  const { t } = useTranslation();
  const headId = useId();
  return (
    <section className={styles.section} aria-labelledby={headId}>
      <h2 id={headId} className={styles.sectionTitle}>
        {t('vip.levelsTitle')}
      </h2>
      <ul className={styles.levels} aria-labelledby={headId}>
        {levels.map((l) => (
          <li
            key={l.level}
            className={styles.level}
            data-current={current === l.level}
            aria-current={current === l.level ? 'true' : undefined}
          >
            <ArtImage
              className={styles.levelIcon}
              src={l.icon}
              label={l.name}
              width={48}
              height={48}
            />
            <div className={styles.levelMain}>
              <p className={styles.levelName}>
                {l.name}
                {current === l.level ? (
                  <span className={styles.yours}>{t('vip.yourLevel')}</span>
                ) : null}
              </p>
              <p className={styles.perks}>
                <span>{t('vip.needExp', { exp: points(l.needExp) })}</span>
                {l.dailyAward > 0 ? (
                  <span>
                    {t('vip.dailyShort')} <b>{coinText(l.dailyAward)}</b>
                  </span>
                ) : null}
                {l.levelUpBonus > 0 ? (
                  <span>
                    {t('vip.levelUpShort')} <b>{coinText(l.levelUpBonus)}</b>
                  </span>
                ) : null}
                {l.rebateBp > 0 ? (
                  <span>
                    {t('vip.rebateShort')} <b>{t('vip.percent', { value: l.rebateBp / 100 })}</b>
                  </span>
                ) : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
