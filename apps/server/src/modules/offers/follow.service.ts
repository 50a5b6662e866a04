import type { FollowInfoAnswer, FollowState, OfferClaimAnswer } from '@lobby/contract/offers';
import { AppError, ErrorCode } from '@/core/app-error';
import type { Db } from '@/db/database';
import type { Award } from '../rewards/awards';
import { ActivityService, type ActivityServiceDeps } from '../rewards/activity-service';
import { OfferActivity, type FollowRules } from './offers.settings';
import { followKey, followOpened, followOpensOf, markFollowOpened } from './offers.repo';

/** What following a channel pays under the rules: its own award, else every channel's. */
const awardOf = (rules: FollowRules, channelId: number): Award | null => {
  const award = rules.channels[String(channelId)] ?? rules.award;
  return award.count > 0 ? { propId: award.propId, count: award.count } : null;
};

/**
 * Follow rewards (docs/rewards/offers.md "Follow rewards"): one reward per social channel of the app
 * config, once ever (grant keyed `channel:<id>`), claimable after the player opened the
 * channel's link through the page. The server cannot see a follow, so the reward is small and
 * behind the sign-up bonus's multi-account rules (a verified phone, one account per device):
 * checked before the grant is made, and again by the claim (rewards.module.ts adds the guard).
 */
export class FollowService extends ActivityService {
  constructor(
    deps: ActivityServiceDeps,
    /** The sign-up bonus's multi-account rules (multi-account-guard.ts). */
    private readonly guard: (trx: Db, userId: number) => Promise<void>,
  ) {
    super(deps);
  }

  /** The configured channel with a reward, or FOLLOW_CHANNEL_NOT_FOUND. */
  private async channel(channelId: number) {
    const channel = this.deps.config().socialMedia.find((c) => c.id === channelId);
    const award = channel ? awardOf((await this.rules()).follow, channelId) : null;
    if (!channel || !award) throw new AppError(ErrorCode.FOLLOW_CHANNEL_NOT_FOUND);
    return { channel, award };
  }

  /** The channels, their rewards and where each stands for the player (a visitor: open). */
  async info(userId: number | null): Promise<FollowInfoAnswer> {
    const [rules, opens] = await Promise.all([
      this.rules(),
      userId === null ? [] : followOpensOf(this.deps.db, userId),
    ]);
    const stateOf = (channelId: number): FollowState => {
      const open = opens.find((o) => o.channelId === channelId);
      if (!open) return 'open';
      return open.status === 'claimed' ? 'claimed' : 'opened';
    };
    return {
      channels: this.deps.config().socialMedia.map((c) => ({
        id: c.id,
        name: c.name,
        icon: c.icon,
        url: c.url,
        award: awardOf(rules.follow, c.id),
        state: stateOf(c.id),
      })),
      wageringMultiple: rules.coinTerms.wageringMultiple,
    };
  }

  /** Records that the player opened the channel's link (the page calls it before opening). */
  async open(userId: number, channelId: number) {
    await this.channel(channelId);
    await markFollowOpened(this.deps.db, userId, channelId);
    const state = (await this.info(userId)).channels.find((c) => c.id === channelId)!.state;
    return { channelId, state };
  }

  /**
   * Claims the channel's reward, once ever: FOLLOW_NOT_OPENED before its link was opened,
   * REWARD_NEEDS_PHONE / REWARD_DEVICE_USED by the multi-account rules. A repeat answers the
   * first claim.
   */
  async receive(userId: number, channelId: number): Promise<OfferClaimAnswer> {
    const { award } = await this.channel(channelId);
    const answer = await this.deps.grants.grantThenClaim(
      userId,
      { activity: OfferActivity.Follow, key: followKey(channelId), expiresAt: null },
      async (trx) => {
        if (!(await followOpened(trx, userId, channelId)))
          throw new AppError(ErrorCode.FOLLOW_NOT_OPENED);
        // Refused before a grant is made, so none waits that its claim would refuse.
        await this.guard(trx, userId);
        return [award];
      },
    );
    return {
      grantId: answer.grantId,
      awards: answer.awards,
      money: await this.deps.centre.money(userId),
    };
  }
}
