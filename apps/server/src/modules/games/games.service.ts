import { randomBytes } from 'node:crypto';
import type { Game } from '@lobby/contract/app-config';
import type { BetRecord } from '@lobby/contract/games';
import { cursorPageAnswer, type CursorPageRequest } from '@lobby/contract/pagination';
import type { Db } from '@/db/database';
import { isUniqueViolation } from '@/db/errors';
import { assertOpenForPlay } from '../kyc/kyc.reads';
import { AppError, ErrorCode } from '@/core/app-error';
import { keysetWindow } from '@/core/keyset-paging';
import { withTransactionRetry } from '@/db/transaction-retry';
import type { ConfigService } from '../config/config.service';
import { recordingLimitHits } from '../limits/limit-hits';
import type { LimitsService } from '../limits/limits.service';
import {
  betRecordPage,
  betTotals,
  closeIdleSessions,
  closeOpenSessions,
  closeSessionsOfOtherProviders,
  deleteLike,
  historyGameIds,
  insertLike,
  insertSession,
  likedGameIds,
  recordPlayed,
  touchSession,
} from './games.repo';
import { launchUrlOf } from './providers/launch-url';
import { BUILTIN, type ProviderRegistry } from './providers/provider-registry';
import type { GameProvider } from './providers/provider-settings';
import { HOUSE_PROVIDER, SESSION_IDLE_SECONDS } from './seamless/seamless.service';
import { epochSeconds } from '@/core/epoch-seconds';

export { BUILTIN };
/** What a launch URL names as the player's language: the lobby speaks en-US. */
const LANGUAGE = 'en-US';
/** A report covers at most this many days. */
export const REPORT_MAX_DAYS = 93;

export const walletProviderOf = (game: Game) =>
  game.provider === BUILTIN ? HOUSE_PROVIDER : game.provider;

const fromSeconds = (value: number | undefined) =>
  value === undefined ? undefined : new Date(value * 1000);

/**
 * Game sessions, likes, history and bet records (docs/rules.md "Games"). One open game session per
 * player: starting a game closes the others; `online` keeps it alive; a job closes sessions
 * silent for three minutes. A session is what a provider's wallet calls name.
 */
export class GamesService {
  constructor(
    private readonly deps: {
      db: Db;
      config: ConfigService;
      providers: ProviderRegistry;
      /** The player's session time limit (modules/limits): no game starts or goes on past it. */
      limits?: Pick<LimitsService, 'checkSessionTime'>;
    },
  ) {}

  game(gameId: number): Game {
    const game = this.deps.config.current().config.games.find((g) => g.id === gameId);
    // A game the operator switched off is not in the player's catalogue and does not start.
    if (!game || game.enabled === false) throw new AppError(ErrorCode.GAME_NOT_FOUND);
    return game;
  }

  private gameName(gameId: number) {
    return this.deps.config.current().config.games.find((g) => g.id === gameId)?.name ?? '';
  }

  /**
   * Where a game opens: our own games' pages at /play/<code>; a provider's at its launch URL
   * template (docs/providers.md). `sessionId` null is demo play.
   */
  private launchUrl(game: Game, provider: GameProvider | null, sessionId: string | null) {
    if (provider) {
      return launchUrlOf(provider.launchUrl, {
        gameCode: game.code,
        sessionId: sessionId ?? '',
        mode: sessionId === null ? 'demo' : 'real',
        currency: provider.currency,
        language: LANGUAGE,
      });
    }
    const query = sessionId ? `session=${encodeURIComponent(sessionId)}` : 'demo=1';
    return `/play/${encodeURIComponent(game.code)}?${query}`;
  }

  /**
   * Opens `gameId`: demo play (`tryIt`) needs no session and opens none; real play closes the
   * player's other game sessions and opens one, which the provider's wallet calls name. A
   * provider that cannot take players (disabled, down) is GAME_PROVIDER_UNAVAILABLE, checked
   * before anything is opened.
   */
  async startGame(userId: number | null, input: { gameId: number; tryIt?: boolean }) {
    const game = this.game(input.gameId);
    if (input.tryIt) {
      if (!game.supportsTryIt) throw new AppError(ErrorCode.GAME_TRY_IT_UNAVAILABLE);
      const provider = await this.deps.providers.available(game);
      if (provider && !provider.demoPlay) throw new AppError(ErrorCode.GAME_TRY_IT_UNAVAILABLE);
      return { launchUrl: this.launchUrl(game, provider, null) };
    }
    if (userId === null) throw new AppError(ErrorCode.UNAUTHORIZED);
    const { limits } = this.deps;
    if (limits)
      await recordingLimitHits(this.deps.db, userId, () => limits.checkSessionTime(userId));
    // An account closed for play (under the minimum age, ADR 0073) opens no game.
    await assertOpenForPlay(this.deps.db, userId);
    const provider = await this.deps.providers.available(game);
    const sessionId = randomBytes(24).toString('base64url');
    for (let attempt = 1; ; attempt++) {
      try {
        await withTransactionRetry(this.deps.db, async (trx) => {
          await closeOpenSessions(trx, userId, 'replaced');
          await insertSession(trx, {
            id: sessionId,
            userId,
            gameId: game.id,
            provider: walletProviderOf(game),
            // The wallet reads the game's terms from the session: a provider's calls name the
            // session, not the game.
            wagerWeightBp: game.wagerWeightBp,
            maxBet: game.maxBet,
          });
          await recordPlayed(trx, userId, game.id);
        });
        break;
      } catch (error) {
        // Two starts at once: the one-open-session index lets one win; the other starts again.
        if (!isUniqueViolation(error) || attempt >= 3) throw error;
      }
    }
    return { launchUrl: this.launchUrl(game, provider, sessionId), sessionId };
  }

  /**
   * The game's heartbeat: keeps the session alive. Once the player's session time limit for the
   * day is reached, their game session ends and the heartbeat answers why
   * (PLAY_LIMIT_SESSION_TIME): the game takes no more bets.
   */
  async online(userId: number, gameId: number) {
    if (!(await touchSession(this.deps.db, userId, gameId, SESSION_IDLE_SECONDS)))
      throw new AppError(ErrorCode.GAME_SESSION_CLOSED);
    try {
      await this.deps.limits?.checkSessionTime(userId);
    } catch (error) {
      await closeOpenSessions(this.deps.db, userId, 'play-limit');
      throw error;
    }
    return {};
  }

  /**
   * Closes every open game session of the player in the caller's transaction (a time-out or
   * self-exclusion starting, modules/breaks): no new bet is taken; the wallet still settles the
   * credits and rollbacks of rounds already open.
   */
  async closeSessionsOfPlayer(db: Db, userId: number, reason: string) {
    await closeOpenSessions(db, userId, reason);
  }

  async exitGame(userId: number, only: { gameId?: number; sessionId?: string }) {
    await closeOpenSessions(this.deps.db, userId, 'exit', only);
    return {};
  }

  /**
   * A provider switched off (not in `listed`) takes no more bets: its open sessions close now,
   * while the wallet keeps settling their rounds.
   */
  closeSessionsOfUnlisted(listed: ReadonlySet<string>) {
    return closeSessionsOfOtherProviders(
      this.deps.db,
      [HOUSE_PROVIDER, ...listed],
      'provider-disabled',
    );
  }

  closeIdle() {
    return closeIdleSessions(this.deps.db, SESSION_IDLE_SECONDS);
  }

  async toggleLike(userId: number, gameId: number) {
    this.game(gameId);
    const liked = await withTransactionRetry(this.deps.db, async (trx) => {
      if (await insertLike(trx, userId, gameId)) return true;
      await deleteLike(trx, userId, gameId);
      return false;
    });
    return { liked, gameLikeIds: await likedGameIds(this.deps.db, userId) };
  }

  likes(userId: number) {
    return likedGameIds(this.deps.db, userId);
  }

  history(userId: number) {
    return historyGameIds(this.deps.db, userId);
  }

  async betRecord(
    userId: number,
    input: CursorPageRequest & { from?: number; to?: number; gameId?: number },
  ) {
    const { list, counted } = await betRecordPage(
      this.deps.db,
      userId,
      { from: fromSeconds(input.from), to: fromSeconds(input.to), gameId: input.gameId },
      keysetWindow(input),
    );
    const records = list.map((row) => ({
      id: row.id,
      record: {
        roundId: row.roundId,
        gameId: row.gameId,
        bet: row.bet,
        win: row.win,
        gameName: this.gameName(row.gameId),
        createdAt: epochSeconds(row.createdAt),
      } satisfies BetRecord,
    }));
    const page = cursorPageAnswer(records, counted, input, (row) => String(row.id));
    return { ...page, list: page.list.map((row) => row.record) };
  }

  async betRecordReport(userId: number, input: { from: number; to: number; utcOffset?: number }) {
    if (input.to <= input.from || input.to - input.from > REPORT_MAX_DAYS * 86_400) {
      throw new AppError(ErrorCode.BAD_REQUEST, {
        issues: [{ path: 'to', message: `after from, at most ${REPORT_MAX_DAYS} days later` }],
      });
    }
    const { byDay, byGame } = await betTotals(
      this.deps.db,
      userId,
      { from: fromSeconds(input.from), to: fromSeconds(input.to) },
      input.utcOffset ?? 0,
    );
    const total = { bets: 0, wins: 0, net: 0, rounds: 0 };
    for (const day of byDay) {
      total.bets += day.bets;
      total.wins += day.wins;
      total.net += day.net;
      total.rounds += day.rounds;
    }
    return {
      byDay,
      byGame: byGame.map((row) => ({ ...row, gameName: this.gameName(row.gameId) })),
      total,
    };
  }
}
