import { Outlet } from 'react-router';
import { Link } from '../../../components/link';
import { useTranslation } from '../../../i18n/use-translation';
import type { AppConfig } from '@lobby/contract/app-config';
import { formatReward } from '@lobby/contract/values/money';
import { ArtImage } from '../../../components/art-image';
import { ButtonLink } from '../../../components/button';
import { ConfigGate } from '../../../components/config-gate';
import { LevelTable } from '../../../components/level-table';
import { EmptyState } from '../../../components/empty-state';
import { Page, pageStyles } from '../../../components/page';
import { pathTo } from '../../../config/paths';
import { signInPath } from '../../../lib/session';
import { useSessionStore, useSignedIn } from '../../../stores/session-store';
import { useVipStore } from '../../../stores/vip-store';

import styles from './vip-pages.module.css';

export function VipLayout() {
  return <Outlet />;
}

interface Level {
  level: number;
  name: string;
  icon: string;
  needExp: number;
  dailyAward: number;
  signInAward: number;
  levelUpBonus: number;
  rebateBp: number;
}

/** VIP levels joined from vipMap (name, icon) and levelConfigs (thresholds and awards). */
export function vipLevels(config: AppConfig, fallbackName: (level: number) => string): Level[] {
  return [...config.levelConfigs]
    .sort((a, b) => a.level - b.level)
    .map((l) => {
      const entry = config.vipMap[String(l.level)];
      return {
        ...l,
        name: entry?.name ?? fallbackName(l.level),
        icon: entry?.icon ?? '',
        needExp: entry?.needExp ?? l.needExp,
      };
    });
}

function Hero({ levels }: { levels: Level[] }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const user = useSessionStore((s) => s.user);
  const storeLevel = useVipStore((s) => s.level);
  const storeExp = useVipStore((s) => s.exp);
  if (!signedIn) {
    return (
      <div className={styles.hero}>
        <div>
          {levels[1]?.icon ? (
            <ArtImage src={levels[1].icon} label="VIP" width={64} height={64} eager />
          ) : null}
        </div>
        <div style={{ flex: 1 }}>
          <p className={styles.heroTitle}>{t('vip.heroTitle')}</p>
          <p className={pageStyles.muted}>{t('vip.heroText')}</p>
        </div>
        <ButtonLink small to={signInPath(pathTo('vip'))}>
          {t('home.logIn')}
        </ButtonLink>
      </div>
    );
  }
  const level = storeLevel ?? user?.vip ?? 0;
  const exp = storeExp ?? user?.vipExp ?? 0;
  const current = levels.find((l) => l.level === level);
  const next = levels.find((l) => l.level === level + 1);
  const pct = next ? Math.min(100, Math.floor((exp / Math.max(1, next.needExp)) * 100)) : 100;
  return (
    <div className={styles.hero}>
      <div>
        {current?.icon ? (
          <ArtImage src={current.icon} label={current.name} width={64} height={64} eager />
        ) : null}
      </div>
      <div style={{ flex: 1 }}>
        <p className={styles.heroTitle}>{current?.name ?? t('vip.levelN', { level })}</p>
        <p className={pageStyles.muted}>
          {next
            ? t('vip.toNext', { exp: Math.max(0, next.needExp - exp), name: next.name })
            : t('vip.top')}
        </p>
        <div
          className={styles.progress}
          role="progressbar"
          aria-label={t('vip.progress')}
          aria-valuenow={pct}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <span style={{ width: `${pct}%` }} />
        </div>
      </div>
    </div>
  );
}

function LevelList({ levels, current }: { levels: Level[]; current: number | null }) {
  const { t } = useTranslation();
  return (
    <div className={styles.levels}>
      {levels.map((l) => (
        <div key={l.level} className={styles.level} data-current={current === l.level}>
          <ArtImage
            className={styles.levelIcon}
            src={l.icon}
            label={l.name}
            width={48}
            height={48}
          />
          <div className={styles.levelMain}>
            <p className={styles.levelName}>{l.name}</p>
            <p className={styles.perks}>
              <span>{t('vip.needExp', { exp: l.needExp })}</span>
              {l.dailyAward > 0 ? (
                <span>
                  {t('vip.dailyShort')} <b>{formatReward(l.dailyAward)}</b>
                </span>
              ) : null}
              {l.levelUpBonus > 0 ? (
                <span>
                  {t('vip.levelUpShort')} <b>{formatReward(l.levelUpBonus)}</b>
                </span>
              ) : null}
              {l.rebateBp > 0 ? (
                <span>
                  {t('vip.rebateShort')} <b>{t('vip.percent', { value: l.rebateBp / 100 })}</b>
                </span>
              ) : null}
            </p>
          </div>
        </div>
      ))}
    </div>
  );
}

/** VIP: your level and progress, then every level with its benefits, from config. */
export function VipRootPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const storeLevel = useVipStore((s) => s.level);
  const userVip = useSessionStore((s) => s.user?.vip);
  const current = signedIn ? (storeLevel ?? userVip ?? 0) : null;
  return (
    <ConfigGate>
      {(config) => {
        const levels = vipLevels(config, (level) => t('vip.levelN', { level }));
        if (levels.length === 0) return <EmptyState icon="crown" title={t('vip.noLevels')} />;
        return (
          <Page withTabs>
            <Hero levels={levels} />
            <div style={{ display: 'flex', gap: 10 }}>
              <ButtonLink variant="ghost" small to={pathTo('vip-level')}>
                {t('titles.vip-level')}
              </ButtonLink>
              <ButtonLink variant="ghost" small to={pathTo('vip-rebate')}>
                {t('titles.vip-rebate')}
              </ButtonLink>
            </div>
            <LevelList levels={levels} current={current} />
          </Page>
        );
      }}
    </ConfigGate>
  );
}

/** Every level's thresholds and awards side by side. */
export function VipLevelPage() {
  const { t } = useTranslation();
  return (
    <ConfigGate>
      {(config) => (
        <Page>
          <div className={pageStyles.card}>
            <LevelTable
              levels={vipLevels(config, (level) => t('vip.levelN', { level }))}
              name={(l) => l.name}
              columns={[
                { head: t('vip.exp'), cell: (l) => l.needExp },
                { head: t('vip.daily'), cell: (l) => formatReward(l.dailyAward), gold: true },
                { head: t('vip.levelUp'), cell: (l) => formatReward(l.levelUpBonus), gold: true },
              ]}
            />
          </div>
        </Page>
      )}
    </ConfigGate>
  );
}

/** Rebate of valid bets per level, from config; the player's own rebate comes with the VIP issue. */
export function VipRebatePage() {
  const { t } = useTranslation();
  return (
    <ConfigGate>
      {(config) => (
        <Page>
          <p className={pageStyles.muted}>{t('bonus.rebateText')}</p>
          <div className={pageStyles.list}>
            {vipLevels(config, (level) => t('vip.levelN', { level })).map((l) => (
              <div key={l.level} className={pageStyles.row}>
                <span className={pageStyles.rowMain}>
                  <span className={pageStyles.rowTitle}>{l.name}</span>
                </span>
                <span className={pageStyles.gold}>
                  {t('vip.percent', { value: l.rebateBp / 100 })}
                </span>
              </div>
            ))}
          </div>
          <Link className={pageStyles.goldLink} to={pathTo('vip-rebate-record')}>
            {t('titles.vip-rebate-record')}
          </Link>
        </Page>
      )}
    </ConfigGate>
  );
}

export function VipRebateRecordPage() {
  const { t } = useTranslation();
  return <EmptyState icon="document" title={t('vip.recordTitle')} text={t('vip.recordText')} />;
}
