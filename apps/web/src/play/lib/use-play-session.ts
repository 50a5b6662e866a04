import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCode } from '@lobby/contract/values/errors';
import type { FairSeeds, GamePlayParams } from '@lobby/contract/games';
import type { FairGameName } from '@lobby/contract/values/games';
import { IDEMPOTENCY_KEY_HEADER } from '@lobby/contract/values/wallet';
import { ApiError } from '@/lib/api-errors';
import { findBuiltinGame } from './game-catalogue';
import { accessToken, newRoundKey, playCall } from './play-api';
import { playErrorText, roundMayHavePlayed, type PlayErrorText } from './play-errors';
import type { PlayMode } from './route';

/** Demo coins a demo page starts with: 1,000.00. */
export const DEMO_START_BALANCE = 100_000;
/** The rounds of this visit the page keeps for their verify links. */
const ROUNDS_KEPT = 20;

export interface RoundRequest {
  bet: number;
  params: GamePlayParams;
}

/** A round as the server answered it, with the seeds it was played from. */
export interface PlayedRound {
  game: FairGameName;
  bet: number;
  payout: number;
  outcome: Record<string, unknown>;
  /** The commitment (signed-in rounds); demo rounds reveal their server seed at once. */
  serverSeedHash?: string;
  serverSeed?: string;
  clientSeed: string;
  nonce: number;
  /** The balance once the round is over. */
  coinAfter: number;
}

export interface RevealedPair extends FairSeeds {
  serverSeed: string;
}

export type SessionStatus =
  | { kind: 'loading' }
  | { kind: 'ready' }
  /** The page cannot play (not signed in, game unavailable, session over): why, in words. */
  | { kind: 'blocked'; error: PlayErrorText; canRetry: boolean };

/** The lobby frames this page: it updates its balance from this message after every round. */
export function postBalanceToLobby(coin: number) {
  if (window.parent === window) return;
  window.parent.postMessage({ type: 'lobby:balance', coin }, location.origin);
}

const sameRequest = (a: RoundRequest, b: RoundRequest) =>
  a.bet === b.bet && JSON.stringify(a.params) === JSON.stringify(b.params);

/** Errors after which this page cannot play on. */
const isFatal = (error: unknown) =>
  error instanceof ApiError &&
  (error.errcode === ErrorCode.UNAUTHORIZED ||
    error.errcode === ErrorCode.GAME_SESSION_CLOSED ||
    error.errcode === ErrorCode.PLAY_LIMIT_SESSION_TIME ||
    error.errcode === ErrorCode.GAME_NOT_FOUND ||
    error.errcode === ErrorCode.GAME_NOT_BUILTIN ||
    error.errcode === ErrorCode.GAME_TRY_IT_UNAVAILABLE);

/**
 * A game page's money and seeds: the balance (the player's coin, or demo coins kept in the
 * page), rounds played through gamePlay (one idempotency key per round, the same key when a
 * round whose answer was lost is sent again) or anonymous/demoPlay, the seed pair and its
 * rotation. A round is `start`ed (the bet leaves the balance shown), animated by the game, then
 * `settle`d (the win and the new balance show, and the lobby is told).
 */
export function usePlaySession(game: FairGameName, mode: PlayMode) {
  const [status, setStatus] = useState<SessionStatus>({ kind: 'loading' });
  const [gameId, setGameId] = useState<number | null>(null);
  /** The game's name in the catalogue (what the lobby's tile says), once loaded. */
  const [gameName, setGameName] = useState<string | null>(null);
  /** How much of a bet counts toward a bonus's wagering (bp), from the catalogue. */
  const [wagerWeightBp, setWagerWeightBp] = useState<number | null>(null);
  /** The balance shown: during a round, before its bet. */
  const [balance, setBalance] = useState<number | null>(null);
  const [lastWin, setLastWin] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<PlayErrorText | null>(null);
  const [pending, setPending] = useState<{ key: string; request: RoundRequest } | null>(null);
  const [seeds, setSeeds] = useState<FairSeeds | null>(null);
  const [revealed, setRevealed] = useState<RevealedPair | null>(null);
  const [rounds, setRounds] = useState<PlayedRound[]>([]);
  const [attempt, setAttempt] = useState(0);
  /** The balance once every settled round is counted (the server's coin, or the demo coins). */
  const settledRef = useRef<number | null>(null);
  const busyRef = useRef(false);
  const signedIn = mode.kind === 'session';

  useEffect(() => {
    let cancelled = false;
    const load = async () => {
      if (mode.kind === 'none') {
        setStatus({ kind: 'blocked', error: { key: 'errors.openFromLobby' }, canRetry: false });
        return;
      }
      if (signedIn && !accessToken()) {
        setStatus({ kind: 'blocked', error: { key: 'errors.code.401' }, canRetry: false });
        return;
      }
      try {
        const found = await findBuiltinGame(game);
        if (!found) throw new ApiError(ErrorCode.GAME_NOT_FOUND, 'not found', 200);
        const [coin, pair] = signedIn
          ? await Promise.all([
              // What the player can bet with: cash and an open bonus's balance.
              playCall('refreshData', {}).then((data) => data.coin + data.bonusCoin),
              playCall('fairSeeds', {}),
            ])
          : [DEMO_START_BALANCE, null];
        if (cancelled) return;
        setGameId(found.id);
        setGameName(found.name);
        setWagerWeightBp(found.wagerWeightBp);
        settledRef.current = coin;
        setBalance(coin);
        setSeeds(pair);
        setStatus({ kind: 'ready' });
      } catch (caught) {
        if (cancelled) return;
        setStatus({ kind: 'blocked', error: playErrorText(caught), canRetry: !isFatal(caught) });
      }
    };
    void load();
    return () => {
      cancelled = true;
    };
  }, [game, mode.kind, signedIn, attempt]);

  const reload = useCallback(() => {
    setStatus({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  const start = useCallback(
    async (request: RoundRequest): Promise<PlayedRound | null> => {
      const before = settledRef.current;
      if (busyRef.current || gameId === null || before === null) return null;
      setError(null);
      if (request.bet > before) {
        setError({ key: signedIn ? 'errors.code.1201' : 'errors.demoBalance' });
        return null;
      }
      busyRef.current = true;
      setBusy(true);
      setBalance(before - request.bet);
      const key = pending && sameRequest(pending.request, request) ? pending.key : newRoundKey();
      try {
        let round: PlayedRound;
        if (signedIn) {
          const answer = await playCall(
            'gamePlay',
            { gameId, bet: request.bet, params: request.params },
            { headers: { [IDEMPOTENCY_KEY_HEADER]: key } },
          );
          round = {
            game: answer.game,
            bet: answer.bet,
            payout: answer.payout,
            outcome: answer.outcome,
            serverSeedHash: answer.serverSeedHash,
            clientSeed: answer.clientSeed,
            nonce: answer.nonce,
            coinAfter: answer.coin,
          };
          setSeeds({
            serverSeedHash: answer.serverSeedHash,
            clientSeed: answer.clientSeed,
            nonce: answer.nonce + 1,
          });
        } else {
          const answer = await playCall('anonymous/demoPlay', {
            gameId,
            bet: request.bet,
            params: request.params,
          });
          round = {
            game: answer.game,
            bet: answer.bet,
            payout: answer.payout,
            outcome: answer.outcome,
            serverSeed: answer.serverSeed,
            clientSeed: answer.clientSeed,
            nonce: answer.nonce,
            coinAfter: before - answer.bet + answer.payout,
          };
        }
        setPending(null);
        settledRef.current = round.coinAfter;
        return round;
      } catch (caught) {
        busyRef.current = false;
        setBusy(false);
        setBalance(before);
        setPending(signedIn && roundMayHavePlayed(caught) ? { key, request } : null);
        if (isFatal(caught)) {
          setStatus({ kind: 'blocked', error: playErrorText(caught), canRetry: false });
        } else {
          setError(playErrorText(caught));
        }
        return null;
      }
    },
    [gameId, pending, signedIn],
  );

  /** The round is over on screen: its win and the new balance show; the lobby is told. */
  const settle = useCallback(
    (round: PlayedRound) => {
      busyRef.current = false;
      setBusy(false);
      setBalance(round.coinAfter);
      setLastWin(round.payout);
      setRounds((list) => [round, ...list].slice(0, ROUNDS_KEPT));
      if (signedIn) postBalanceToLobby(round.coinAfter);
    },
    [signedIn],
  );

  /** Gives up on a round whose answer was lost: the balance is asked again, the key dropped. */
  const dropPending = useCallback(async () => {
    setPending(null);
    setError(null);
    if (!signedIn) return;
    try {
      const { coin } = await playCall('refreshData', {});
      settledRef.current = coin;
      setBalance(coin);
      postBalanceToLobby(coin);
    } catch (caught) {
      setError(playErrorText(caught));
    }
  }, [signedIn]);

  /** Demo coins back to 1,000.00. */
  const resetDemo = useCallback(() => {
    if (signedIn || busyRef.current) return;
    settledRef.current = DEMO_START_BALANCE;
    setBalance(DEMO_START_BALANCE);
    setError(null);
  }, [signedIn]);

  /** A new seed pair (the client seed chosen, or random): reveals the pair it replaces. */
  const rotate = useCallback(
    async (clientSeed?: string): Promise<boolean> => {
      if (!signedIn || busyRef.current) return false;
      setError(null);
      try {
        const answer = await playCall('fairRotate', clientSeed ? { clientSeed } : {});
        setSeeds(answer.current);
        setRevealed(answer.previous);
        setRounds((list) =>
          list.map((round) =>
            round.serverSeedHash === answer.previous.serverSeedHash
              ? { ...round, serverSeed: answer.previous.serverSeed }
              : round,
          ),
        );
        return true;
      } catch (caught) {
        setError(playErrorText(caught));
        return false;
      }
    },
    [signedIn],
  );

  return {
    status,
    gameName,
    wagerWeightBp,
    demo: !signedIn,
    balance,
    lastWin,
    busy,
    error,
    setError,
    /** A round whose answer was lost: playing it again resends it under the same key. */
    pending: pending?.request ?? null,
    seeds,
    revealed,
    rounds,
    start,
    settle,
    dropPending,
    resetDemo,
    rotate,
    reload,
  };
}

export type PlaySession = ReturnType<typeof usePlaySession>;
