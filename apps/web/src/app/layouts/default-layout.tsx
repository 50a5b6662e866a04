import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigation } from 'react-router';
import { useTranslation } from '@/i18n/use-translation';
import { loadPageStrings } from '../load-page-strings';
import { LobbyBar } from '@/components/lobby-bar';
import { TabBar } from '@/components/tab-bar';
import { useAlertStore } from '@/lib/alert-store';
import { useDeviceCheckStore } from '@/lib/device-check';
import { useInviteVisit } from '@/lib/invite-link';
import { useModalManager } from '@/lib/modal-manager';
import { useRewardDots } from '@/lib/reward-dots';
import { useUpdateStore } from '@/lib/update-store';
import { track } from '@/lib/telemetry';
import { useJackpotBubbleShown } from '@/features/jackpot/lib/use-bubble-shown';
import { isRouteHandle, type RouteHandle } from '../route-handle';
import { RouteFallback } from './route-fallback';
import { useStartupModals } from '../startup-modals';
import styles from './layout.module.css';

// Overlays are code-split: none is needed for the lobby's first paint.
const UpdateToast = lazy(() =>
  import('@/components/update-toast').then((m) => ({ default: m.UpdateToast })),
);
const StartupModalHost = lazy(() =>
  import('@/components/startup-modal-host').then((m) => ({ default: m.StartupModalHost })),
);
// The sign-in modals bring the forms and their strings (app/page-strings.ts) only when one opens.
const AuthModalHost = lazy(() =>
  Promise.all([import('@/features/auth/components/auth-modal-host'), loadPageStrings()]).then(
    ([m]) => ({ default: m.AuthModalHost }),
  ),
);
// The jackpot's bubble and its strings come only for a signed-in player while it is live.
const JackpotBubble = lazy(() =>
  Promise.all([import('@/features/jackpot/components/jackpot-bubble'), loadPageStrings()]).then(
    ([m]) => ({ default: m.JackpotBubble }),
  ),
);
const AlertHost = lazy(() =>
  import('@/components/alert-host').then((m) => ({ default: m.AlertHost })),
);
const DeviceCheckToast = lazy(() =>
  import('@/components/device-check-toast').then((m) => ({ default: m.DeviceCheckToast })),
);
// The live chat: its launcher on the tab bar's pages, and the chat once opened or kept for its
// badge. Nothing of it is needed for the lobby's first paint.
const ChatHost = lazy(() =>
  import('@/features/chat/components/chat-host').then((m) => ({ default: m.ChatHost })),
);

// The lobby has neither a navigation bar nor a guard: both come with the other pages, whose code
// is fetched anyway before they render (a navigation keeps the lobby on screen meanwhile).
const NavBar = lazy(() => import('@/components/nav-bar').then((m) => ({ default: m.NavBar })));
const GuardGate = lazy(() => import('../guard').then((m) => ({ default: m.GuardGate })));

const fallbackHandle: RouteHandle = { name: 'index', title: 'index', navbar: false, guard: null };

/**
 * What the overlays must not cover on a page: a game (immersive: the start-up modals and the
 * update toast wait) and the sign-in pages (the start-up modals wait: nothing stands between a
 * player and the form they came for).
 */
export const overlayPlace = (handle: Pick<RouteHandle, 'name' | 'immersive'>) => ({
  immersive: handle.immersive === true,
  signingIn: handle.name.startsWith('auth-'),
});

/**
 * The floating buttons over the page (the chat launcher goes with the tab bar), as the layout's
 * CSS reads them to keep room at the page's end: "chat", "jackpot", both, or none ("").
 */
const floatsOf = (tabbar: boolean, jackpot: boolean) =>
  [tabbar ? 'chat' : '', jackpot ? 'jackpot' : ''].filter(Boolean).join(' ');

/** The default layout: navigation bar or lobby bar, the page, the tab bar and global overlays. */
export function DefaultLayout() {
  const { t } = useTranslation();
  const matches = useMatches();
  const location = useLocation();
  const navigation = useNavigation();
  const handles = matches.map((m) => m.handle).filter(isRouteHandle);
  const handle = handles.at(-1) ?? fallbackHandle;
  const guard = handles.map((h) => h.guard).find((g) => g !== null) ?? null;

  useStartupModals();
  useRewardDots(location.pathname);
  const jackpotBubble = useJackpotBubbleShown(handle.name);
  useInviteVisit();

  useEffect(() => {
    track('page_view', { path: location.pathname });
  }, [location.pathname]);

  useEffect(() => {
    document.title = `${t(`titles.${handle.title}`)} · ${t('app.name')}`;
  }, [handle.title, t]);

  return (
    <div
      className={styles.shell}
      data-floats={floatsOf(handle.tabbar === true, jackpotBubble) || undefined}
    >
      {navigation.state !== 'idle' ? (
        <div className={styles.progress} role="progressbar" aria-label={t('common.loading')} />
      ) : null}
      {handle.navbar ? (
        handle.lobbyBar ? (
          <LobbyBar />
        ) : (
          <Suspense fallback={<div className={styles.barSpace} />}>
            <NavBar
              title={t(`titles.${handle.title}`)}
              right={
                handle.right ? { to: handle.right.to, label: t(handle.right.labelKey) } : undefined
              }
            />
          </Suspense>
        )
      ) : null}
      <main className={styles.main}>
        {guard ? (
          <Suspense fallback={<RouteFallback />}>
            <GuardGate guard={guard}>
              <Outlet />
            </GuardGate>
          </Suspense>
        ) : (
          <Outlet />
        )}
      </main>
      {handle.tabbar ? <TabBar /> : null}
      {jackpotBubble ? (
        <Suspense fallback={null}>
          <JackpotBubble aboveTabs={handle.tabbar === true} />
        </Suspense>
      ) : null}
      <Overlays {...overlayPlace(handle)} />
      <Suspense fallback={null}>
        <ChatHost launcher={handle.tabbar === true} loadStrings={loadPageStrings} />
      </Suspense>
    </div>
  );
}

/**
 * The global overlays, in a component of their own: a modal opening (the first start-up modal,
 * as the cover goes) re-renders this, not the layout and the whole lobby under it. Over an
 * immersive page (a game) the start-up modal and the update toast wait for the player to leave;
 * over the sign-in pages the start-up modals wait too (nothing stands between a player and the
 * form they came for).
 */
function Overlays({ immersive, signingIn }: { immersive: boolean; signingIn: boolean }) {
  const hasModal = useModalManager((s) => s.current !== null);
  const hasAuthModal = useModalManager((s) => s.auth !== null);
  const hasAlert = useAlertStore((s) => s.alerts.length > 0);
  const hasUpdate = useUpdateStore((s) => s.available && !s.dismissed);
  const checkingDevice = useDeviceCheckStore((s) => s.solving > 0);
  return (
    <Suspense fallback={null}>
      {hasModal && !immersive && !signingIn ? <StartupModalHost /> : null}
      {hasAuthModal ? <AuthModalHost /> : null}
      {hasAlert ? <AlertHost /> : null}
      {hasUpdate && !immersive ? <UpdateToast /> : null}
      {checkingDevice ? <DeviceCheckToast /> : null}
    </Suspense>
  );
}
