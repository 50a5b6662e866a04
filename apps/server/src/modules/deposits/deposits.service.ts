import type { FastifyBaseLogger } from 'fastify';
import { pageAnswer, type PageRequest } from '@lobby/contract/pagination';
import { channelBonusBp, channelMinimum } from '@lobby/contract/values/deposits';
import type { RechargeStatus } from '@lobby/contract/values/wallet';
import type { Db } from '@/db/database';
import { AppError, ErrorCode, isAppError } from '@/core/app-error';
import { SecurityEventKind, type SecurityEvents } from '@/core/security-events';
import { withTransactionRetry } from '@/db/transaction-retry';
import type { BonusService } from '../bonus/bonus.service';
import type { CouponsService } from '../coupons/coupons.service';
import type { ConfigService } from '../config/config.service';
import type { RiskService } from '../risk/risk.service';
import type { LimitsService } from '../limits/limits.service';
import { paymentMethodOf, requestSignals } from '../risk/risk-signals';
import type { PaymentEvent, PaymentProvider, WebhookHeaders } from './payments/payment-provider';
import { WebhookRefused } from './payments/payment-provider';
import type { SettingsService } from '../settings/settings.service';
import { DepositCredit } from './deposit-credit';
import type { DepositGate } from './deposit-gate';
import type { EventOutcome, WebhookAnswer } from './deposit-events';
import { DepositReconciliation } from './deposit-reconciliation';
import { DEPOSIT_RULES_KEY, DepositRules } from './deposit-rules';
import {
  channelBonusToday,
  findOrder,
  findOrderByClientKey,
  findTotals,
  insertEvent,
  insertOrder,
  listOrders,
  lockOrder,
  markFailed,
  type DepositEvent,
  type DepositOrder,
} from './deposits.repo';
import { newOrderNo, replayRecharge, toRechargeOrder, type RechargeInput } from './recharge-orders';

const BODY_LOG_LIMIT = 4_000;

/**
 * Deposits (docs/rules.md "Deposits"): an order per recharge, paid at the
 * provider's checkout, credited once the provider's verified word arrives — by its signed
 * webhook or, when that never comes, by asking it (reconciliation). Money moves only through
 * the ledger, keyed by the order, in the same transaction as the order's move to credited, so
 * an order is credited once whatever is repeated, raced or killed half-way.
 */
export class DepositsService {
  private readonly providers: ReadonlyMap<string, PaymentProvider>;
  private readonly crediting: DepositCredit;
  private readonly reconciliation: DepositReconciliation;

  constructor(
    private readonly deps: {
      db: Db;
      config: ConfigService;
      settings: SettingsService;
      log: FastifyBaseLogger;
      /** Bonuses taken with a deposit (modules/bonus). */
      bonus: BonusService;
      /** Deposit coupons the player uses with a deposit (modules/coupons). */
      coupons: CouponsService;
      /** The risk desk, told the device and address of a recharge and the method that paid. */
      risk: Pick<RiskService, 'recordSignals'>;
      securityEvents?: SecurityEvents;
      /** Where new orders are paid. */
      provider: PaymentProvider;
      /**
       * The know-your-customer gate (modules/kyc, ADR 0073): a closed account and the tier's
       * monthly deposit limit, before the checkout and again in the order's transaction.
       */
      depositGate?: DepositGate;
      /** Providers earlier orders may still hear from, besides `provider`. */
      otherProviders?: readonly PaymentProvider[];
      /** The player's deposit limits (modules/limits), counted before a checkout is made. */
      limits?: Pick<LimitsService, 'chargeDeposit' | 'giveBackDeposit'>;
    },
  ) {
    this.providers = new Map(
      [deps.provider, ...(deps.otherProviders ?? [])].map((p) => [p.name, p]),
    );
    this.crediting = new DepositCredit(deps);
    this.reconciliation = new DepositReconciliation({
      db: deps.db,
      log: deps.log,
      providers: this.providers,
      rules: () => this.rules(),
      applyEvent: (providerName, event, source) => this.applyEvent(providerName, event, source),
      creditPaid: (orderNo) => this.creditPaid(orderNo),
    });
  }

  private get db() {
    return this.deps.db;
  }

  rules() {
    return this.deps.settings.get(DEPOSIT_RULES_KEY, DepositRules);
  }

  // ---- the player's calls ----

  async recharge(
    userId: number,
    input: RechargeInput,
    clientKey?: string,
    client: { ip: string | null; fingerprint: string | null } = { ip: null, fingerprint: null },
  ) {
    // docs/rules.md: a money call's key is checked before any other rule.
    if (clientKey) {
      const first = await findOrderByClientKey(this.db, userId, clientKey);
      if (first) return replayRecharge(first, input);
    }
    const { config } = this.deps.config.current();
    const channel = config.rechargeTypes.find((c) => c.id === input.rechargeTypeId);
    if (!channel) throw new AppError(ErrorCode.RECHARGE_TYPE_UNAVAILABLE);
    const totals = await findTotals(this.db, userId);
    const minAmount = channelMinimum(
      channel,
      config.clientConfig.minRechargeStatus,
      (totals?.deposits ?? 0) > 0,
    );
    if (input.amount < minAmount) throw new AppError(ErrorCode.AMOUNT_BELOW_MIN, { minAmount });
    if (channel.maxAmount > 0 && input.amount > channel.maxAmount) {
      throw new AppError(ErrorCode.AMOUNT_ABOVE_MAX, { maxAmount: channel.maxAmount });
    }
    const { couponId } = input;
    // Refused before a checkout is made; the reservation below decides a race. A parallel call
    // with the same key may have taken the coupon a moment ago: this call answers its order.
    if (couponId !== undefined) {
      try {
        await this.deps.coupons.check(userId, couponId, input.amount);
      } catch (error) {
        const first = await this.orderOfKeyHoldingCoupon(error, userId, clientKey);
        if (!first) throw error;
        return replayRecharge(first, input);
      }
    }

    const gate = await this.deps.depositGate?.prepare();
    await gate?.checkDeposit(this.db, userId, input.amount);

    const rules = await this.rules();
    // The player's deposit limits, before any checkout: counted now (a parallel recharge waits
    // for this one's count), refused with nothing made, given back if no order is made below.
    const { limits } = this.deps;
    await limits?.chargeDeposit(userId, input.amount);
    let made = false;
    try {
      const answer = await this.createOrder(userId, input, channel, rules, clientKey, client, gate);
      made = answer.made;
      return answer.answer;
    } finally {
      if (!made) await limits?.giveBackDeposit(userId, input.amount);
    }
  }

  /** The checkout and the order of a recharge whose rules passed; `made` false for a replay. */
  private async createOrder(
    userId: number,
    input: RechargeInput,
    channel: { id: number } & Parameters<typeof channelBonusBp>[0],
    rules: Awaited<ReturnType<DepositsService['rules']>>,
    clientKey: string | undefined,
    client: { ip: string | null; fingerprint: string | null },
    /** The tier limits' check (modules/kyc), asked again under the order's lock. */
    gate: Awaited<ReturnType<DepositGate['prepare']>> | undefined,
  ) {
    const { couponId } = input;
    const now = new Date();
    const orderNo = newOrderNo(now);
    const expiresAt = new Date(now.getTime() + rules.orderTtlMinutes * 60_000);
    const { provider } = this.deps;
    let checkout;
    try {
      checkout = await provider.createCheckout({
        orderNo,
        amount: input.amount,
        currency: rules.currency,
        expiresAt,
      });
    } catch (error) {
      // The provider is down or answers nonsense: the player may try again; nothing was made.
      this.deps.log.error({ err: error, provider: provider.name }, 'checkout not created');
      throw new AppError(ErrorCode.UNAVAILABLE);
    }
    const { payUrl, checkoutId } = checkout;
    // The order and its coupon's reservation together: an order holds its coupon, or is not
    // made. The coupon first: its row lock orders racing recharges (the order's reference to
    // it would otherwise share-lock it in each, and their reservations wait on one another).
    const order = await withTransactionRetry(this.db, async (trx) => {
      // Racing recharges take turns here: each counts the orders made before it.
      await gate?.checkDeposit(trx, userId, input.amount, true);
      if (couponId !== undefined) await this.deps.coupons.reserve(trx, userId, couponId, orderNo);
      const made = await insertOrder(trx, {
        orderNo,
        userId,
        rechargeTypeId: channel.id,
        amount: input.amount,
        currency: rules.currency,
        provider: provider.name,
        payUrl,
        clientKey: clientKey ?? null,
        channelBonusBp: channelBonusBp(channel),
        takeBonus: input.takeBonus,
        checkoutId: checkoutId ?? null,
        couponId: couponId ?? null,
        expiresAt,
      });
      // The key's first order won meanwhile: this one is not made, nor holds the coupon.
      if (!made && couponId !== undefined) await this.deps.coupons.release(trx, couponId);
      if (made) await this.deps.risk.recordSignals(trx, userId, requestSignals(client));
      return made;
    }).catch(async (error: unknown) => {
      // The same key's first order holds the coupon: a repeat answers that order.
      if (!(await this.orderOfKeyHoldingCoupon(error, userId, clientKey))) throw error;
      return null;
    });
    if (!order) {
      // The same key won a moment ago in a parallel request; its checkout is the one kept.
      const first = await findOrderByClientKey(this.db, userId, clientKey!);
      if (!first) throw new Error(`recharge key ${clientKey} vanished`);
      return { made: false, answer: replayRecharge(first, input) };
    }
    return { made: true, answer: { orderNo, payUrl, status: 'created' as const } };
  }

  /**
   * When a coupon is refused as held (COUPON_UNAVAILABLE) and the call has a key: the order the
   * same key made meanwhile, which holds it. Its repeat answers that order.
   */
  private async orderOfKeyHoldingCoupon(error: unknown, userId: number, clientKey?: string) {
    if (!clientKey || !isAppError(error) || error.code !== ErrorCode.COUPON_UNAVAILABLE)
      return undefined;
    return findOrderByClientKey(this.db, userId, clientKey);
  }

  /** One order of the player's; anyone else's is "not found", as an unknown one is. */
  async order(userId: number, orderNo: string) {
    const row = await findOrder(this.db, orderNo);
    if (!row || Number(row.userId) !== userId) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
    return toRechargeOrder(row);
  }

  async orders(userId: number, request: PageRequest & { status?: RechargeStatus | undefined }) {
    const [rows, count] = await listOrders(this.db, userId, {
      status: request.status,
      limit: request.pageSize,
      offset: (request.pageNum - 1) * request.pageSize,
    });
    return pageAnswer(rows.map(toRechargeOrder), Number(count.n), request);
  }

  async tradeInfo(userId: number) {
    const [totals, rules, bonusOpen, channelToday] = await Promise.all([
      findTotals(this.db, userId),
      this.rules(),
      this.deps.bonus.hasOpen(this.db, userId),
      channelBonusToday(this.db, userId),
    ]);
    const firstEver = (totals?.deposits ?? 0) === 0;
    // Kept until a deposit takes it, as the credit decides it (ADR 0056).
    const firstBonusOpen = !(totals?.firstBonusTaken ?? false);
    // "Today" by the lobby's clock (the test clock moves it), as the credit decides it.
    const firstToday = totals?.firstToday ?? true;
    return {
      totalRecharge: Number(totals?.total ?? 0),
      lastRechargeTypeId: totals?.lastRechargeTypeId ?? null,
      firstRecharge: firstEver,
      // One bonus at a time: while one is open, a deposit earns none.
      nextDepositBonusBp: bonusOpen
        ? 0
        : Math.max(
            firstBonusOpen ? rules.firstDepositBonusBp : 0,
            firstToday ? rules.dailyFirstDepositBonusBp : 0,
          ),
      maxBonus: rules.maxBonus,
      channelBonusLeft:
        rules.channelBonusDailyCap > 0
          ? Math.max(0, rules.channelBonusDailyCap - channelToday)
          : null,
      bonusOpen,
      firstDepositBonusBp: firstBonusOpen ? rules.firstDepositBonusBp : 0,
      minBonusDeposit: (await this.deps.bonus.rules()).minDeposit,
    };
  }

  // ---- the provider's word ----

  /**
   * A webhook as it arrived: verified over its raw body, then applied. Answers what to tell the
   * provider: 2xx for an event taken (a repeat too), 4xx for one refused, which a provider
   * retries or shows to its operator; nothing refused changes an order.
   */
  async handleWebhook(
    providerName: string,
    headers: WebhookHeaders,
    rawBody: string,
  ): Promise<WebhookAnswer> {
    const provider = this.providers.get(providerName);
    if (!provider) return { statusCode: 404, body: { ok: false } };
    let event: PaymentEvent | null;
    try {
      event = provider.verifyWebhook(headers, rawBody);
    } catch (error) {
      if (!(error instanceof WebhookRefused)) throw error;
      this.deps.log.warn({ provider: providerName, reason: error.reason }, 'webhook refused');
      if (error.reason !== 'malformed') {
        this.deps.securityEvents?.record(SecurityEventKind.SignatureRefused, {
          call: `webhook:${providerName}`,
          detail: { reason: error.reason },
        });
      }
      return {
        statusCode: error.reason === 'malformed' ? 400 : 401,
        body: { ok: false, reason: error.reason },
      };
    }
    // A genuine event about nothing we act on: acknowledged, so the provider stops sending it.
    if (!event) return { statusCode: 200, body: { ok: true, reason: 'ignored' } };
    const { outcome, order } = await this.applyEvent(providerName, event, 'webhook', rawBody);
    if (outcome === 'unknown_order') {
      return { statusCode: 404, body: { ok: false, reason: outcome } };
    }
    if (outcome === 'mismatch') return { statusCode: 409, body: { ok: false, reason: outcome } };
    return {
      statusCode: 200,
      body: { ok: true, reason: outcome, ...(order ? { status: order.status } : {}) },
    };
  }

  /**
   * Applies what a provider says about an order (a verified webhook or a status answer), after
   * matching it on the order, the amount and the currency. `paid` moves created, expired or
   * failed to paid and credits; `failed` moves only created. Every event is logged.
   */
  async applyEvent(
    providerName: string,
    event: PaymentEvent,
    source: 'webhook' | 'status_query',
    rawBody?: string,
  ): Promise<{ outcome: EventOutcome; order?: DepositOrder }> {
    const logLine = (outcome: EventOutcome, detail: string | null = null): DepositEvent => ({
      provider: providerName,
      source,
      orderNo: event.orderNo,
      eventId: event.eventId,
      outcome,
      detail,
      body: rawBody ? rawBody.slice(0, BODY_LOG_LIMIT) : null,
    });
    const log = (outcome: EventOutcome, detail: string | null = null) =>
      insertEvent(this.db, logLine(outcome, detail));
    if (event.outcome === 'paid') {
      const paid = await this.applyPaid(providerName, event, logLine);
      if (paid) return paid;
    }
    const order = await findOrder(this.db, event.orderNo);
    if (!order || order.provider !== providerName) {
      await log('unknown_order');
      this.deps.log.warn({ provider: providerName, orderNo: event.orderNo }, 'unknown order');
      return { outcome: 'unknown_order' };
    }
    if (Number(order.amount) !== event.amount || order.currency !== event.currency) {
      const detail = `order ${order.amount} ${order.currency}, event ${event.amount} ${event.currency}`;
      await log('mismatch', detail);
      // Money may have moved at the provider for another sum: an operator has to look.
      this.deps.log.error({ orderNo: order.orderNo, detail }, 'payment event does not match');
      return { outcome: 'mismatch', order };
    }
    // A matching "paid" was applied above, in its own transaction; only a failure comes here.
    if (event.outcome === 'paid') throw new Error(`paid event for ${order.orderNo} not applied`);
    const outcome: EventOutcome = (await markFailed(this.db, order.orderNo, event.providerRef))
      ? 'failed'
      : 'ignored';
    await log(outcome);
    return { outcome, order: (await findOrder(this.db, order.orderNo))! };
  }

  /**
   * paid → credited, in one transaction under the order's row lock: the order's new state, the
   * player's deposit summary and the money by keyed ledger transfers — to cash, or, when the
   * player took the bonus and one applies, to a bonus opened with the deposit locked in it
   * (docs/rules.md "Bonus money"). Answers whether this call credited it (false when it was
   * credited already or is not paid).
   */
  async creditPaid(orderNo: string): Promise<boolean> {
    // Read before the transaction: on PGlite a query outside it would wait for it forever.
    const [rules, bonusRules] = await Promise.all([this.rules(), this.deps.bonus.rules()]);
    return withTransactionRetry(this.db, async (trx) => {
      const order = await lockOrder(trx, orderNo);
      if (!order || order.status !== 'paid') return false;
      await this.crediting.credit(trx, order, { rules, bonusRules });
      return true;
    });
  }

  /**
   * A provider's "paid" for an order that matches it, applied in one transaction under the
   * order's lock: the order moves to paid and is credited at once (or, credited already, is a
   * duplicate), and the event is logged with it. Undefined when the event does not match an
   * order of this provider with its amount and currency, which applyEvent logs and answers.
   */
  private async applyPaid(
    providerName: string,
    event: PaymentEvent,
    logLine: (outcome: EventOutcome) => DepositEvent,
  ): Promise<{ outcome: EventOutcome; order: DepositOrder } | undefined> {
    const [rules, bonusRules] = await Promise.all([this.rules(), this.deps.bonus.rules()]);
    return withTransactionRetry(this.db, async (trx) => {
      const order = await lockOrder(trx, event.orderNo);
      if (
        !order ||
        order.provider !== providerName ||
        Number(order.amount) !== event.amount ||
        order.currency !== event.currency
      ) {
        return undefined;
      }
      if (order.status === 'credited') {
        await insertEvent(trx, logLine('duplicate'));
        return { outcome: 'duplicate' as const, order };
      }
      if (event.paymentMethod) {
        const method = paymentMethodOf(providerName, event.paymentMethod);
        await this.deps.risk.recordSignals(trx, Number(order.userId), [method]);
      }
      const credited = await this.crediting.credit(trx, order, {
        rules,
        bonusRules,
        ...(order.status === 'paid' ? {} : { paidNow: { providerRef: event.providerRef } }),
        event: logLine('credited'),
      });
      return { outcome: 'credited' as const, order: credited };
    });
  }

  // ---- jobs (deposit-reconciliation.ts) ----

  /** The expiry job (DepositReconciliation.expireDue). */
  expireDue(): Promise<number> {
    return this.reconciliation.expireDue();
  }

  /** The reconciliation job (DepositReconciliation.reconcile). */
  reconcile(): Promise<number> {
    return this.reconciliation.reconcile();
  }
}
