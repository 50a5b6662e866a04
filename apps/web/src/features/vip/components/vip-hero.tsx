import { useId } from 'react';
import { ArtImage } from '@/components/art-image';
import { ButtonLink } from '@/components/button';
import { pageStyles } from '@/components/page';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { signInPath } from '@/lib/session';
import type { VipInfo } from '../api/get-vip-info';
import type { VipLevel } from '../lib/levels';
import styles from './vip-pages.module.css';
import { points } from '../lib/points';

/** A visitor's hero: what the club is, and a way to sign in and come back here. */
export function VisitorHero({ levels }: { levels: readonly VipLevel[] }) {
  const { t } = useTranslation();
  const icon = levels.find((l) => l.level > 0)?.icon ?? levels[0]?.icon;
  return (
    <section className={styles.hero} aria-label={t('titles.vip')}>
      <div className={styles.heroIcon}>
        {icon ? <ArtImage src={icon} label="VIP" width={64} height={64} eager /> : null}
      </div>
      <div className={styles.heroMain}>
        <h2 className={styles.heroTitle}>{t('vip.heroTitle')}</h2>
        <p className={pageStyles.muted}>{t('vip.heroText')}</p>
      </div>
      <ButtonLink small to={signInPath(pathTo('vip'))}>
        {t('vip.logIn')}
      </ButtonLink>
    </section>
  );
}

/** The player's level, experience and the way to the next level, as getVipInfo tells them. */
export function PlayerHero({ info, levels }: { info: VipInfo; levels: readonly VipLevel[] }) {
  const { t } = useTranslation();
  const labelId = useId();
  const nameOf = (level: number) =>
    levels.find((l) => l.level === level)?.name ?? t('vip.levelN', { level });
  const current = levels.find((l) => l.level === info.level);
  const next =
    info.nextLevel !== null && info.needExp !== null
      ? { name: nameOf(info.nextLevel), need: info.needExp }
      : null;
  return (
    <section className={styles.hero} aria-label={t('titles.vip')} data-testid="vip-hero">
      <div className={styles.heroIcon}>
        {current?.icon ? (
          <ArtImage src={current.icon} label={current.name} width={64} height={64} eager />
        ) : null}
      </div>
      <div className={styles.heroMain}>
        <h2 className={styles.heroTitle}>{nameOf(info.level)}</h2>
        <p className={styles.heroExp}>{t('vip.expNow', { exp: points(info.exp) })}</p>
        {next ? (
          <>
            <p id={labelId} className={pageStyles.muted}>
              {t('vip.toNext', {
                exp: points(Math.max(0, next.need - info.exp)),
                name: next.name,
              })}
            </p>
            <div
              className={styles.progress}
              role="progressbar"
              aria-label={t('vip.progressTo', { name: next.name })}
              aria-describedby={labelId}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={info.progress}
              aria-valuetext={t('vip.progressText', {
                exp: points(info.exp),
                need: points(next.need),
              })}
            >
              <span style={{ width: `${info.progress}%` }} />
            </div>
          </>
        ) : (
          <p className={pageStyles.muted}>{t('vip.top')}</p>
        )}
      </div>
    </section>
  );
}
