import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ButtonLink } from '@/components/button';
import { ConfigGate } from '@/components/config-gate';
import { EmptyState } from '@/components/empty-state';
import { LoadFailed } from '@/components/load-failed';
import { LevelTable } from '@/components/level-table';
import { Link } from '@/components/link';
import { Page, pageStyles } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { useSignedIn } from '@/stores/session-store';
import { useVipInfo } from '../api/get-vip-info';
import { vipLevels, type VipLevel } from '../lib/levels';
import { ClaimAll } from './claim-all';
import { LevelList } from './level-list';
import { RebateRates, RebateSummary } from './vip-rebate';
import { RebateRecord } from './rebate-record';
import { VipAwards } from './vip-awards';
import { PlayerHero, VisitorHero } from './vip-hero';
import { VipTasks } from './vip-tasks';
import styles from './vip-pages.module.css';
import { points } from '../lib/points';
import { coinText } from '@/lib/coins';

export function VipLayout() {
  return <Outlet />;
}

/** The levels of the config, named; the page's empty state when the operator set none. */
function WithLevels({ children }: { children: (levels: VipLevel[]) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <ConfigGate>
      {(config) => {
        const levels = vipLevels(config, (level) => t('vip.levelN', { level }));
        if (levels.length === 0) return <EmptyState icon="crown" title={t('vip.noLevels')} />;
        return children(levels);
      }}
    </ConfigGate>
  );
}

/** The player's level of the VIP answer, once it came; null signed out or before it. */
const usePlayerLevel = () => {
  const signedIn = useSignedIn();
  return useVipInfo(signedIn).data?.level ?? null;
};

function Shortcuts() {
  const { t } = useTranslation();
  return (
    <div className={styles.shortcuts}>
      <ButtonLink variant="ghost" small to={pathTo('vip-level')}>
        {t('titles.vip-level')}
      </ButtonLink>
      <ButtonLink variant="ghost" small to={pathTo('vip-rebate')}>
        {t('titles.vip-rebate')}
      </ButtonLink>
    </div>
  );
}

/** Signed in: the hero, claim all, the awards and tasks from getVipInfo, then the levels. */
function PlayerClub({ levels }: { levels: VipLevel[] }) {
  const { t } = useTranslation();
  const query = useVipInfo(true);
  if (query.isPending) {
    return (
      <>
        <SkeletonList rows={1} height={112} />
        <SkeletonList rows={2} height={96} />
        <LevelList levels={levels} current={null} />
      </>
    );
  }
  if (query.isError) {
    return (
      <>
        <LoadFailed title={t('vip.loadFailed')} query={query} />
        <LevelList levels={levels} current={null} />
      </>
    );
  }
  const info = query.data;
  const refetch = () => void query.refetch();
  return (
    <>
      <PlayerHero info={info} levels={levels} />
      <Shortcuts />
      <ClaimAll unclaimed={info.unclaimed} />
      <VipAwards
        info={info}
        levels={levels}
        dataUpdatedAt={query.dataUpdatedAt}
        refetch={refetch}
      />
      <VipTasks
        tasks={info.tasks}
        level={info.level}
        levels={levels}
        dataUpdatedAt={query.dataUpdatedAt}
      />
      <LevelList levels={levels} current={info.level} />
    </>
  );
}

/**
 * /vip: signed in, the player's level and progress, what the club pays now (daily, sign-in,
 * tasks, claim all) and every level; signed out, what the club is, a way to sign in and the levels.
 */
export function VipRootPage() {
  const signedIn = useSignedIn();
  return (
    <WithLevels>
      {(levels) => (
        <Page withTabs>
          {signedIn ? (
            <PlayerClub levels={levels} />
          ) : (
            <>
              <VisitorHero levels={levels} />
              <Shortcuts />
              <LevelList levels={levels} current={null} />
            </>
          )}
        </Page>
      )}
    </WithLevels>
  );
}

/** What the player needs for the next level, above the table. */
function NextLevelNote({ levels }: { levels: VipLevel[] }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const info = useVipInfo(signedIn).data;
  if (!info) return null;
  const next = levels.find((l) => l.level === info.nextLevel);
  return (
    <p className={styles.note} data-testid="vip-next">
      {info.nextLevel !== null && info.needExp !== null
        ? t('vip.toNext', {
            exp: points(Math.max(0, info.needExp - info.exp)),
            name: next?.name ?? t('vip.levelN', { level: info.nextLevel }),
          })
        : t('vip.top')}
    </p>
  );
}

/** /vip/level: every level's threshold and awards side by side, the player's own highlighted. */
export function VipLevelPage() {
  const { t } = useTranslation();
  const current = usePlayerLevel();
  return (
    <WithLevels>
      {(levels) => (
        <Page>
          <NextLevelNote levels={levels} />
          <div className={pageStyles.card}>
            <LevelTable
              levels={levels}
              name={(l) => l.name}
              current={current}
              columns={[
                { head: t('vip.exp'), cell: (l) => points(l.needExp) },
                { head: t('vip.daily'), cell: (l) => coinText(l.dailyAward), gold: true },
                { head: t('vip.signIn'), cell: (l) => coinText(l.signInAward), gold: true },
                { head: t('vip.levelUp'), cell: (l) => coinText(l.levelUpBonus), gold: true },
                {
                  head: t('vip.rebate'),
                  cell: (l) => t('vip.percent', { value: l.rebateBp / 100 }),
                },
              ]}
            />
          </div>
        </Page>
      )}
    </WithLevels>
  );
}

/** /vip/rebate: the player's rate, today's estimate and the rebate to claim; every level's rate. */
export function VipRebatePage() {
  const { t } = useTranslation();
  const current = usePlayerLevel();
  return (
    <WithLevels>
      {(levels) => (
        <Page>
          <RebateSummary levels={levels} />
          <RebateRates levels={levels} current={current} />
          <Link className={pageStyles.goldLink} to={pathTo('vip-rebate-record')}>
            {t('titles.vip-rebate-record')}
          </Link>
        </Page>
      )}
    </WithLevels>
  );
}

/** /vip/rebate/record: the rebate history. */
export function VipRebateRecordPage() {
  return (
    <Page>
      <RebateRecord />
    </Page>
  );
}
