import { cursorPageAnswer, type CursorPageRequest } from '@lobby/contract/pagination';
import type {
  PointsExchangeAnswer,
  PointsInfoAnswer,
  PointsStockPeriod,
} from '@lobby/contract/points';
import { ActivityType } from '@lobby/contract/values/enums';
import { AppError, ErrorCode } from '@/core/app-error';
import { epochSeconds } from '@/core/epoch-seconds';
import type { Db } from '@/db/database';
import { keysetWindow } from '@/core/keyset-paging';
import {
  accountHistory,
  HouseAccount,
  lockUserBalance,
  transfer,
  UserAccount,
  userBalance,
} from '@/ledger/ledger';
import { withTransactionRetry } from '@/db/transaction-retry';
import type { Award } from '../rewards/awards';
import { ActivityService } from '../rewards/activity-service';
import type { ClaimTerms } from '../rewards/grants.service';
import { lockPlayer } from '../rewards/reward-locks';
import { momentOf } from '../rewards/reward-moment';
import { boughtByItem, insertOrder, orderByRequest } from './points.repo';
import { POINTS_SHOP_ACTIVITY, type PointsShopItemRule } from './points.settings';

type Moment = Awaited<ReturnType<typeof momentOf>>;

/** The key of the period an item's stock counts in, now. */
const periodKeyOf = (period: PointsStockPeriod | undefined, moment: Moment) =>
  period === undefined || period === 'life' ? 'life' : moment.keys[period];

/** A purchase's first answer, kept with its order (the money is read fresh every time). */
type StoredAnswer = Omit<PointsExchangeAnswer, 'money'>;

/**
 * Points (prop 2002) and the points shop (docs/rewards/points.md): the balance is the
 * player's `points` ledger account, the history its postings. A purchase takes the player's
 * lock, answers its request id's first answer when there is one, then in one transaction
 * debits the price (under the points account's row lock, never below 0) and grants and claims
 * the item's award (activity `points-shop`, coin from its promotions account).
 */
export class PointsService extends ActivityService {
  async info(userId: number): Promise<PointsInfoAnswer> {
    const rules = await this.rules();
    const db = this.deps.db;
    const moment = await momentOf(db, rules.timeZone);
    const items = rules.pointsShop.items;
    const [points, bought] = await Promise.all([
      userBalance(db, userId, UserAccount.Points),
      boughtByItem(
        db,
        userId,
        items
          .filter((i) => i.stock)
          .map((i) => ({ itemId: i.id, periodKey: periodKeyOf(i.stock?.period, moment) })),
      ),
    ]);
    return {
      points,
      live: this.live(ActivityType.Points, moment.now),
      items: items.map((item) => ({
        id: item.id,
        title: item.title,
        pricePoints: item.pricePoints,
        awards: item.awards,
        stock: item.stock
          ? {
              ...item.stock,
              left: Math.max(0, item.stock.limit - (bought.get(item.id) ?? 0)),
            }
          : null,
      })),
    };
  }

  /** The movements of the player's points, newest first. */
  async log(userId: number, input: CursorPageRequest) {
    const window = keysetWindow(input);
    const { list, counted } = await accountHistory(this.deps.db, userId, UserAccount.Points, {
      before: window.after,
      limit: window.limit,
      offset: window.offset,
      countCap: window.countCap,
    });
    return cursorPageAnswer(
      list.map((m) => ({
        id: m.transferId,
        kind: m.kind,
        activity: typeof m.memo?.activity === 'string' ? m.memo.activity : null,
        amount: m.amount,
        after: m.balanceAfter,
        createdAt: epochSeconds(m.createdAt),
      })),
      counted,
      input,
      (item) => String(item.id),
    );
  }

  /**
   * Buys an item: POINTS_REQUEST_REUSED when the request id bought another item,
   * POINTS_SHOP_CLOSED when the shop is not live, POINTS_ITEM_NOT_FOUND, POINTS_ITEM_SOLD_OUT
   * when the player's stock of the period is used, POINTS_NOT_ENOUGH below the price; a refused
   * claim (the activity's budget or cap) undoes the debit with it.
   */
  async exchange(userId: number, itemId: number, requestId: string): Promise<PointsExchangeAnswer> {
    const rules = await this.rules();
    const terms = await this.deps.grants.claimTerms();
    const answer = await withTransactionRetry(this.deps.db, async (trx) => {
      await lockPlayer(trx, userId, 'points-shop');
      const first = await orderByRequest(trx, userId, requestId);
      if (first) {
        if (first.itemId !== itemId) throw new AppError(ErrorCode.POINTS_REQUEST_REUSED);
        return { orderId: first.id, ...(first.answer as Omit<StoredAnswer, 'orderId'>) };
      }
      const moment = await momentOf(trx, rules.timeZone);
      if (!this.live(ActivityType.Points, moment.now))
        throw new AppError(ErrorCode.POINTS_SHOP_CLOSED);
      const item = rules.pointsShop.items.find((i) => i.id === itemId);
      if (!item) throw new AppError(ErrorCode.POINTS_ITEM_NOT_FOUND);
      return this.buy(trx, userId, { item, requestId, moment, terms });
    });
    return { ...answer, money: await this.deps.centre.money(userId) };
  }

  private async buy(
    trx: Db,
    userId: number,
    {
      item,
      requestId,
      moment,
      terms,
    }: { item: PointsShopItemRule; requestId: string; moment: Moment; terms: ClaimTerms },
  ): Promise<StoredAnswer> {
    const periodKey = periodKeyOf(item.stock?.period, moment);
    if (item.stock) {
      const bought = (await boughtByItem(trx, userId, [{ itemId: item.id, periodKey }])).get(
        item.id,
      );
      if ((bought ?? 0) >= item.stock.limit) throw new AppError(ErrorCode.POINTS_ITEM_SOLD_OUT);
    }
    if ((await lockUserBalance(trx, userId, UserAccount.Points)) < item.pricePoints)
      throw new AppError(ErrorCode.POINTS_NOT_ENOUGH);
    const grantId = (await this.deps.grants.grant(trx, {
      userId,
      activity: POINTS_SHOP_ACTIVITY,
      key: `order:${requestId}`,
      awards: item.awards,
      expiresAt: null,
    }))!;
    await transfer(trx, {
      key: `points-shop:${grantId}`,
      kind: 'points_exchange',
      userId,
      legs: [
        { account: { userId, kind: UserAccount.Points }, amount: -item.pricePoints },
        { account: { house: HouseAccount.Points }, amount: item.pricePoints },
      ],
      memo: { ref: String(grantId), activity: POINTS_SHOP_ACTIVITY, itemId: item.id },
    });
    const claimed = await this.deps.grants.claimIn(trx, userId, grantId, terms);
    const stored = {
      itemId: item.id,
      pricePoints: item.pricePoints,
      awards: claimed.awards as Award[],
      points: await userBalance(trx, userId, UserAccount.Points),
    };
    const orderId = await insertOrder(trx, {
      userId,
      requestId,
      itemId: item.id,
      price: item.pricePoints,
      periodKey,
      grantId,
      answer: stored,
    });
    const answer = { orderId, ...stored };
    return answer;
  }
}
