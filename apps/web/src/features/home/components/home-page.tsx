import { lazy, Suspense, useDeferredValue, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import type { AppConfig } from '@lobby/contract/app-config';
import { ActivityType } from '@lobby/contract/values/enums';
import { ConfigGate } from '@/components/config-gate';
import { EmptyState } from '@/components/empty-state';
import { Skeleton } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useInstallStore } from '@/lib/install-prompt';
import { useActivityIds, useLiveActivities } from '@/lib/use-live-activities';
import { noticesFor } from '@/lib/notices';
import { useDotStore } from '@/stores/dot-store';
import { useSignedIn } from '@/stores/session-store';
import {
  bannersOf,
  gamesOf,
  FAVOURITES,
  HOT,
  RECENT,
  lobbySections,
  shortcutActivities,
  stillTakeable,
  sortedBrands,
  sortedTypes,
} from '../lib/lobby';
import { ActivityShortcuts } from './activity-shortcuts';
import { BannerCarousel } from './banner-carousel';
import { BrandChips } from './brand-chips';
import { CategoryTabs } from './category-tabs';
import { GameSection } from './game-section';
import { NoticeMarquee } from './notice-marquee';
import styles from './home-page.module.css';

// Below the first section, and the player's Favourites and Recent tabs: one chunk whose code
// and work come after the first screenful.
const lobbyRest = () => import('./lobby-rest');
const LobbyRest = lazy(() => lobbyRest().then((m) => ({ default: m.LobbyRest })));
const PlayerGamesTab = lazy(() => lobbyRest().then((m) => ({ default: m.PlayerGamesTab })));

// The jackpot ticker polls anonymous/lobbyLive, as the big-wins feed below does: its code comes
// with theirs in the same lazy chunks, shown only while the jackpot is live here.
const JackpotTicker = lazy(() => lobbyRest().then((m) => ({ default: m.JackpotTicker })));

// Shown only once the browser offers installation, so it is not part of the lobby's first paint.
const InstallBanner = lazy(() =>
  import('@/components/install-banner').then((m) => ({ default: m.InstallBanner })),
);

/** Subscribes on its own, so the browser offering installation re-renders only this. */
function InstallSlot() {
  const offerInstall = useInstallStore((s) => s.deferred !== null && !s.bannerDismissed);
  return offerInstall ? (
    <Suspense fallback={null}>
      <InstallBanner />
    </Suspense>
  ) : null;
}

function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} role="status" aria-label={t('common.loading')}>
      <Skeleton height={150} radius={14} />
      <Skeleton height={36} radius={18} />
      <div className={styles.skeletonRow}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} width={52} height={52} radius={16} />
        ))}
      </div>
      <div className={styles.skeletonGrid}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={110} radius={14} />
        ))}
      </div>
    </div>
  );
}

function Lobby({ config }: { config: AppConfig }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // Only live activities are offered: in their window by the lobby's clock, their system built.
  const all = useLiveActivities(config.activities);
  const signedIn = useSignedIn();
  const { data: ids } = useActivityIds();
  const signUpClaimable = useDotStore((d) => d.hasSignUpBonus);
  // Banners and shortcuts offer only what the player can still take.
  const live = useMemo(
    () =>
      stillTakeable(all, { signedIn, deposited: (ids?.totalRecharge ?? 0) > 0, signUpClaimable }),
    [all, signedIn, ids, signUpClaimable],
  );
  const notices = useMemo(() => noticesFor(config.notices, signedIn), [config.notices, signedIn]);
  const jackpot = live.find((a) => a.type === ActivityType.LuckyJackpot);
  const types = sortedTypes(config);
  const brands = sortedBrands(config);
  const typeParam = params.get('type');
  // Codes reserved for the player's tabs; no game type uses them.
  const playerTab = typeParam === FAVOURITES || typeParam === RECENT ? typeParam : null;
  const activeType =
    typeParam === HOT || types.some((x) => x.code === typeParam) ? typeParam : null;
  const brand = brands.some((b) => b.code === params.get('brand')) ? params.get('brand') : null;

  const setBrand = (code: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (code) next.set('brand', code);
        else next.delete('brand');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  const noGames = <EmptyState icon="grid" title={t('home.noGames')} text={t('home.noGamesText')} />;

  // The first section comes with the first screenful; the other sections and the footer follow
  // from LobbyRest, when idle.
  let sections: ReactNode[];
  if (playerTab) {
    sections = [
      <Suspense key={playerTab} fallback={null}>
        <PlayerGamesTab tab={playerTab} config={config} />
      </Suspense>,
    ];
  } else if (activeType) {
    const type = types.find((x) => x.code === activeType);
    const list = gamesOf(config, activeType, brand);
    sections = [
      <GameSection
        key={activeType}
        title={type?.name ?? t('home.hot')}
        icon={type?.icon}
        games={list}
        total={list.length}
        brands={config.brands}
        eagerCount={3}
        empty={noGames}
      />,
    ];
  } else {
    const hot = gamesOf(config, HOT, brand);
    sections = lobbySections(config, brand).map((s) => (
      <GameSection
        key={s.type.id}
        title={s.type.name}
        icon={s.type.icon}
        games={s.games}
        total={s.total}
        brands={config.brands}
        allTo={pathTo('index', { type: s.type.code })}
      />
    ));
    if (hot.length > 0) {
      sections.unshift(
        <GameSection
          key={HOT}
          title={t('home.hot')}
          games={hot.slice(0, config.gameShowNum)}
          total={hot.length}
          brands={config.brands}
          allTo={pathTo('index', { type: HOT })}
          eagerCount={3}
        />,
      );
    }
  }
  const [first = noGames, ...rest] = sections;

  return (
    <div className={styles.home}>
      <BannerCarousel banners={bannersOf(live, notices)} />
      <NoticeMarquee notices={notices} />
      <ActivityShortcuts activities={shortcutActivities(live)} />
      {jackpot ? (
        <Suspense fallback={<div className={styles.tickerSlot} />}>
          <JackpotTicker activity={jackpot} />
        </Suspense>
      ) : null}
      <InstallSlot />
      <CategoryTabs types={types} active={activeType ?? playerTab} />
      {playerTab ? null : <BrandChips brands={brands} active={brand} onChange={setBrand} />}
      {first}
      <Suspense fallback={null}>
        <LobbyRest sections={rest} />
      </Suspense>
    </div>
  );
}

/**
 * The config arrives in one update; the lobby (hundreds of elements) is built from a deferred
 * copy, which React renders in short slices instead of one long task. The cover stays up until
 * that render has committed (Bootstrap defers its signal the same way).
 */
function DeferredLobby({ config }: { config: AppConfig }) {
  const deferred = useDeferredValue(config, null);
  return deferred ? <Lobby config={deferred} /> : <HomeSkeleton />;
}

/** The lobby: banners, notices, activity shortcuts, category tabs, brand filter, game sections. */
export function HomePage() {
  return (
    <ConfigGate fallback={<HomeSkeleton />}>
      {(config) => <DeferredLobby config={config} />}
    </ConfigGate>
  );
}
