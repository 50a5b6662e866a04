import type { AppConfig } from '@lobby/contract/app-config';
import { ErrorCode } from '@lobby/contract/values/errors';
import { invitePathOf } from '@lobby/contract/values/invite-link';
import type { ShareInfoAnswer } from '@lobby/contract/sharing';
import type { Db } from '@/db/database';
import { AppError } from '@/core/app-error';
import { findInviter } from '../accounts/inviters';
import { recordClick, shareStatsOf } from './sharing.repo';
import type { SettingsService } from '../settings/settings.service';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import { validInviteTerms } from '../rewards/valid-invitee';

/** The longest fingerprint header recorded; a longer one is no device id the app made. */
const MAX_FINGERPRINT = 128;

/**
 * Sharing and invite links (docs/rewards/sharing.md): the player's link and
 * who came through it, and the clicks of shared links, once per inviter and device.
 */
export class SharingService {
  constructor(
    private readonly deps: { db: Db; config: () => AppConfig; settings: SettingsService },
  ) {}

  async info(userId: number): Promise<ShareInfoAnswer> {
    const rules = await this.deps.settings.get(REWARDS_RULES_KEY, RewardsRules);
    const stats = await shareStatsOf(
      this.deps.db,
      userId,
      validInviteTerms(this.deps.config(), rules),
    );
    if (!stats) throw new AppError(ErrorCode.UNAUTHORIZED);
    return { ...stats, invitePath: invitePathOf(stats.inviteCode) };
  }

  /**
   * A device opened a shared link. An unknown code, a device without a fingerprint and the
   * inviter's own click are not recorded, and every case answers the same: no oracle of codes.
   */
  async click(inviteCode: string, fingerprint: string, viewerId: number | null) {
    if (fingerprint === '' || fingerprint.length > MAX_FINGERPRINT) return {};
    const inviter = await findInviter(this.deps.db, inviteCode);
    if (inviter && inviter.id !== viewerId) {
      await recordClick(this.deps.db, inviter.id, fingerprint);
    }
    return {};
  }
}
