import type { FundInfoAnswer, FundMilestoneState, OfferClaimAnswer } from '@lobby/contract/offers';
import { AppError, ErrorCode } from '@/core/app-error';
import { epochSeconds } from '@/core/epoch-seconds';
import type { Db } from '@/db/database';
import { balances, promotionsAccount, transfer, UserAccount } from '@/ledger/ledger';
import { withTransactionRetry } from '@/db/transaction-retry';
import type { SettingsService } from '../settings/settings.service';
import { PropId } from '../rewards/awards';
import type { BonusCentre } from '../rewards/bonus-centre';
import type { GrantsService } from '../rewards/grants.service';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import type { VipService } from '../vip/vip.service';
import { OfferActivity } from './offers.settings';
import { fundBought, fundKey, fundOf, insertFundPurchase } from './offers.repo';
import { fundMilestoneOf, fundRedDotSql } from './fund-claimable';

/** The ledger key of a player's purchase: one purchase, one debit, ever. */
const purchaseKey = (userId: number) => `fund_purchase:${userId}`;

/**
 * The growth fund (docs/rewards/offers.md "The growth fund", ADR 0032): bought once for `rewards.fund
 * .price` of cash coin, paid to the fund's promotions account (`house:promo:fund`, so the
 * fund's cost is its returns less its sales); as the player's VIP level (the VIP service's)
 * reaches each milestone, its return is claimed once (grant keyed `fund:<level>`) as bonus coin
 * from the same account.
 */
export class FundService {
  constructor(
    private readonly deps: {
      db: Db;
      settings: SettingsService;
      grants: GrantsService;
      centre: BonusCentre;
      vip: VipService;
    },
  ) {}

  private async rules() {
    return (await this.deps.settings.get(REWARDS_RULES_KEY, RewardsRules)).fund;
  }

  /** The fund's terms, and for a player whether they bought it and each milestone's state. */
  async info(userId: number | null): Promise<FundInfoAnswer> {
    const all = await this.deps.settings.get(REWARDS_RULES_KEY, RewardsRules);
    const rules = all.fund;
    const [fund, money] =
      userId === null
        ? [null, null]
        : await Promise.all([
            fundOf(
              this.deps.db,
              userId,
              rules.milestones.map((m) => m.vipLevel),
              this.deps.vip.levelSql(userId),
            ),
            balances(this.deps.db, userId),
          ]);
    const level = fund?.level ?? 0;
    // By its grant when granted, else by the fund's predicate.
    const stateOf = (vipLevel: number): FundMilestoneState => {
      const milestone = fund?.milestones.find((m) => m.level === vipLevel);
      if (milestone?.status) return milestone.status === 'claimed' ? 'claimed' : 'claimable';
      return milestone?.refusal === null ? 'claimable' : 'locked';
    };
    return {
      enabled: rules.enabled,
      price: rules.price,
      boughtAt: fund?.boughtAt ? epochSeconds(fund.boughtAt) : null,
      level,
      milestones: [...rules.milestones]
        .sort((a, b) => a.vipLevel - b.vipLevel)
        .map((m) => ({ vipLevel: m.vipLevel, award: m.award, state: stateOf(m.vipLevel) })),
      wageringMultiple: all.coinTerms.wageringMultiple,
      cash: money?.coin ?? 0,
    };
  }

  /**
   * Buys the fund, once: the purchase row (unique per player) and the debit of the price from
   * cash coin, in one transaction. A repeat, or a purchase racing it, answers the fund bought and
   * debits nothing; FUND_CLOSED when it is not on sale; INSUFFICIENT_BALANCE without the cash.
   */
  async buy(userId: number): Promise<FundInfoAnswer> {
    const rules = await this.rules();
    await withTransactionRetry(this.deps.db, async (trx) => {
      if (await fundBought(trx, userId)) return;
      if (!rules.enabled) throw new AppError(ErrorCode.FUND_CLOSED);
      if (!(await insertFundPurchase(trx, userId, rules.price))) return;
      // Cash only: the bonus balance is not the player's money until it converts.
      await transfer(trx, {
        key: purchaseKey(userId),
        kind: 'fund_purchase',
        userId,
        legs: [
          { account: { userId, kind: UserAccount.Coin }, amount: -rules.price },
          { account: { house: promotionsAccount(OfferActivity.Fund) }, amount: rules.price },
        ],
        memo: { activity: OfferActivity.Fund },
      });
    });
    return this.info(userId);
  }

  /**
   * Claims the return of the milestone at VIP `level`, once: FUND_NO_MILESTONE when the fund has
   * none there, FUND_NOT_BOUGHT before buying, FUND_LEVEL_NOT_REACHED below the level.
   */
  async receive(userId: number, level: number): Promise<OfferClaimAnswer> {
    const milestone = (await this.rules()).milestones.find((m) => m.vipLevel === level);
    if (!milestone) throw new AppError(ErrorCode.FUND_NO_MILESTONE);
    const answer = await this.deps.grants.grantThenClaim(
      userId,
      { activity: OfferActivity.Fund, key: fundKey(level), expiresAt: null },
      async (trx) => {
        const { refusal } = await fundMilestoneOf(
          trx,
          userId,
          level,
          this.deps.vip.levelSql(userId),
        );
        if (refusal !== null) throw new AppError(refusal);
        return [{ propId: PropId.Coin, count: milestone.award }];
      },
    );
    return {
      grantId: answer.grantId,
      awards: answer.awards,
      money: await this.deps.centre.money(userId),
    };
  }

  /**
   * The red dot's rows (hasFund): the milestones the fund's predicate lets a claim have, not
   * granted yet.
   */
  async openAwards(userId: number) {
    const rules = await this.rules();
    return fundRedDotSql(
      userId,
      rules.milestones.map((m) => m.vipLevel),
      this.deps.vip.levelSql(userId),
    );
  }
}
