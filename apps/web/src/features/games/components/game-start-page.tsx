import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ErrorCode } from '@lobby/contract/values/errors';
import { useQuery } from '@tanstack/react-query';
import { WageringLine } from '@/components/wagering-summary';
import { ArtImage } from '@/components/art-image';
import { Button, ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ScreenHeader } from '@/components/page';
import { paths, pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-errors';
import { useAppConfig } from '@/lib/app-config';
import { refetchBalances, refreshDataQuery, setPlayableBalance } from '@/lib/balances';
import { queryClient } from '@/lib/query-client';
import { describeError, errorText } from '@/lib/error-message';
import { justLoggedOut, logout, signInPath } from '@/lib/session';
import { track } from '@/lib/telemetry';
import { useSignedIn } from '@/stores/session-store';
import { exitGameOnUnload, leaveGame } from '../api/exit-game';
import { useOnlineHeartbeat } from '../api/online';
import { useStartGame, type GameLaunch } from '../api/start-game';
import { balanceFromMessage } from '../lib/balance-message';
import { useRealityCheck } from '../lib/use-reality-check';
import { GameHandle } from './game-handle';
import { PayFromBar } from './pay-from-bar';
import { RealityCheckDialog } from './reality-check-dialog';
import styles from './game-start-page.module.css';

/** The built-in games' fairness page (seeds, rotation, verification), shown in the frame. */
export const FAIRNESS_URL = '/play/fairness';

/** The fairness page with its verify form set to the built-in game a launch URL opens. */
export const fairnessUrlFor = (launchUrl: string) => {
  const game = /^\/play\/([a-z]+)\?/.exec(launchUrl)?.[1];
  return game ? `${FAIRNESS_URL}?game=${game}` : FAIRNESS_URL;
};

const positiveId = (value: string | null) => {
  const n = Number(value);
  return value && Number.isSafeInteger(n) && n > 0 ? n : undefined;
};

/** Back where the player came from, or to the lobby when the game was their first page. */
function useLeave() {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(paths.index, { replace: true });
  };
}

/**
 * While `gameId` is set the game session is open; when that ends (leaving, another route, the
 * session closed by the server) it is closed with exitGame and the balance refreshed. It is set
 * only once startGame has answered, so React's development re-mount (StrictMode), which happens
 * while the launch is still on its way, never closes the session the page shows. The page
 * going away (tab closed, reload) closes it too; a page restored from the back-forward cache
 * then starts the game again rather than show one whose session is closed. A layout effect:
 * the listener is there before the game is painted, so a tab closed the moment the game shows
 * (a busy device runs passive effects late) still closes the session.
 */
function useExitOnLeave(gameId: number | null, sessionId: string | undefined) {
  useLayoutEffect(() => {
    if (gameId === null) return;
    const onPageHide = () => exitGameOnUnload(gameId, sessionId);
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      void leaveGame(gameId, sessionId);
    };
  }, [gameId, sessionId]);
}

/** Whether a launch URL opens one of our own games (/play/…) rather than a provider's page. */
export const isOwnGame = (launchUrl: string) => launchUrl.startsWith('/play/');

/**
 * The balance the game page posts after every round: from this frame only, and from the origin
 * the game was launched at (ours, or the provider's). Around a provider's game, while a bonus
 * balance is held, the balances are asked again too, so "Pay bets from" shows each one as it is.
 */
function useBalanceMessages(
  frame: RefObject<HTMLIFrameElement | null>,
  launchUrl: string | undefined,
  enabled: boolean,
) {
  useEffect(() => {
    if (!enabled || !launchUrl) return;
    const origin = new URL(launchUrl, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      const source = frame.current?.contentWindow;
      if (!source || event.source !== source) return;
      const coin = balanceFromMessage(event, origin);
      // The game reports what the player can bet with, cash and bonus balance together.
      if (coin === null) return;
      setPlayableBalance(coin);
      const bonusCoin = queryClient.getQueryData(refreshDataQuery().queryKey)?.bonusCoin ?? 0;
      if (!isOwnGame(launchUrl) && bonusCoin > 0) refetchBalances().catch(() => undefined);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, launchUrl, enabled]);
}

/** A full-screen state of the page (starting, refused, ended) with its own back button. */
function Screen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.screen}>
      <ScreenHeader title={title} />
      {children}
    </div>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <Screen title={t('titles.game-start')}>
      <EmptyState
        icon="grid"
        title={t('game.notFound')}
        text={t('game.notFoundText')}
        action={<ButtonLink to={pathTo('index')}>{t('game.backToLobby')}</ButtonLink>}
      />
    </Screen>
  );
}

/** A refusal of startGame in words, with the way on that fits it and a way back. */
function StartFailed({
  error,
  launch,
  name,
  onRetry,
}: {
  error: unknown;
  launch: GameLaunch;
  name: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const code = error instanceof ApiError ? error.errcode : null;
  if (code === ErrorCode.GAME_NOT_FOUND) return <NotFound />;
  const back = (
    <ButtonLink variant="outline" to={pathTo('index')}>
      {t('game.backToLobby')}
    </ButtonLink>
  );
  if (code === ErrorCode.GAME_PROVIDER_UNAVAILABLE) {
    return (
      <Screen title={name}>
        <EmptyState
          icon="clock"
          title={t('game.providerDownTitle', { name })}
          text={describeError(errorText(error), t)}
          action={
            <Actions>
              {back}
              <Button variant="outline" onClick={onRetry}>
                {t('game.retry')}
              </Button>
            </Actions>
          }
        />
      </Screen>
    );
  }
  if (code === ErrorCode.GAME_TRY_IT_UNAVAILABLE) {
    const realGame = pathTo('game-start', { gameId: launch.gameId, activityId: launch.activityId });
    return (
      <Screen title={name}>
        <EmptyState
          icon="lock"
          title={t('game.demoTitle')}
          text={describeError(errorText(error), t)}
          action={
            <Actions>
              <ButtonLink to={signedIn ? realGame : signInPath(realGame)}>
                {signedIn ? t('game.playWithCoins') : t('game.logInToPlay')}
              </ButtonLink>
              {back}
            </Actions>
          }
        />
      </Screen>
    );
  }
  return (
    <Screen title={name}>
      <EmptyState
        icon="alert"
        title={t('game.startFailed')}
        text={describeError(errorText(error), t)}
        action={
          <Actions>
            <Button onClick={onRetry}>{t('game.retry')}</Button>
            {back}
          </Actions>
        }
      />
    </Screen>
  );
}

/** A started game: the launch URL full screen, the handle over it, the session kept alive. */
function GameSession({ launch }: { launch: GameLaunch }) {
  const { t } = useTranslation();
  const leave = useLeave();
  const game = useAppConfig().data?.games.find((g) => g.id === launch.gameId);
  const name = game?.name ?? t('titles.game-start');
  const start = useStartGame(launch, true);
  const [fairness, setFairness] = useState(false);
  const [ended, setEnded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const real = !launch.tryIt;
  const open = real && start.isSuccess && !ended ? launch.gameId : null;

  // The balance the handle shows, fresh as the game opens.
  useQuery({ ...refreshDataQuery(), enabled: open !== null });
  useExitOnLeave(open, start.data?.sessionId);
  // The session ended: closed (idle, replaced), or the player's daily play time limit reached.
  const [endedBy, setEndedBy] = useState<number>(ErrorCode.GAME_SESSION_CLOSED);
  useOnlineHeartbeat(open, (error) => {
    if (
      error instanceof ApiError &&
      (error.errcode === ErrorCode.GAME_SESSION_CLOSED ||
        error.errcode === ErrorCode.PLAY_LIMIT_SESSION_TIME)
    ) {
      setEndedBy(error.errcode);
      setEnded(true);
    }
  });
  useBalanceMessages(frame, start.data?.launchUrl, real);
  const reality = useRealityCheck(open, frame, start.data?.launchUrl);

  const unauthorized = start.error instanceof ApiError && start.error.errcode === 401;
  useEffect(() => {
    // startGame is public (demo play), so the client does not sign out on its 401 by itself.
    if (unauthorized) logout();
  }, [unauthorized]);

  useEffect(() => {
    if (start.isSuccess) track('game_start', { gameId: launch.gameId, tryIt: launch.tryIt });
  }, [start.isSuccess, launch.gameId, launch.tryIt]);

  if (start.isFetching || start.isPending) {
    return (
      <Screen title={name}>
        <div className={styles.starting} role="status">
          {game ? (
            <ArtImage
              src={game.icon}
              label={game.name}
              width={120}
              height={120}
              eager
              className={styles.startingArt}
            />
          ) : null}
          <span className={styles.spinner} aria-hidden="true" />
          <p>{t('game.starting', { name })}</p>
          {real ? <WageringLine weightBp={game?.wagerWeightBp} /> : null}
        </div>
      </Screen>
    );
  }
  if (start.isError) {
    return (
      <StartFailed
        error={start.error}
        launch={launch}
        name={name}
        onRetry={() => void start.refetch()}
      />
    );
  }
  if (ended) {
    return (
      <Screen title={name}>
        <EmptyState
          icon="clock"
          title={t('game.endedTitle')}
          text={t(`errors.code.${endedBy}`)}
          action={
            <Actions>
              <Button
                onClick={() => {
                  setEnded(false);
                  setFairness(false);
                  void start.refetch();
                }}
              >
                {t('game.reopen')}
              </Button>
              <ButtonLink variant="outline" to={pathTo('index')}>
                {t('game.backToLobby')}
              </ButtonLink>
            </Actions>
          }
        />
      </Screen>
    );
  }
  const src = fairness ? fairnessUrlFor(start.data.launchUrl) : start.data.launchUrl;
  return (
    <div className={styles.stage}>
      {/* A new frame per page rather than a new src: swapping pages adds no history entry, so
          leaving goes back to the lobby, not to the previous page of the frame. */}
      <iframe
        key={src}
        ref={frame}
        src={src}
        title={fairness ? t('game.fairness') : name}
        className={styles.frame}
        allow="autoplay; fullscreen"
        data-testid="game-frame"
        inert={reality.held}
        onLoad={reality.onFrameLoad}
      />
      {/* Our own games show the same choice on their page, under their bet. */}
      {real && !isOwnGame(start.data.launchUrl) ? <PayFromBar /> : null}
      <GameHandle
        demo={!real}
        fairness={fairness}
        onLeave={leave}
        onFairness={isOwnGame(start.data.launchUrl) ? () => setFairness((f) => !f) : undefined}
      />
      {reality.shown ? (
        <RealityCheckDialog
          shown={reality.shown}
          onKeepPlaying={reality.keepPlaying}
          onStop={leave}
        />
      ) : null}
    </div>
  );
}

/**
 * /game/start?gameId&tryIt&activityId: the game full screen in an iframe. Real play needs a
 * session (signed out → sign-in, then back here); demo play (tryIt=1) does not.
 */
export function GameStartPage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const signedIn = useSignedIn();
  const gameId = positiveId(params.get('gameId'));
  const tryIt = params.get('tryIt') === '1';
  const activityId = positiveId(params.get('activityId'));
  if (gameId === undefined) return <NotFound />;
  if (!tryIt && !signedIn) {
    const to = justLoggedOut() ? paths.index : signInPath(`${location.pathname}${location.search}`);
    return <Navigate to={to} replace />;
  }
  return (
    <GameSession
      key={`${gameId}:${tryIt}:${activityId ?? ''}`}
      launch={{ gameId, tryIt, activityId }}
    />
  );
}
