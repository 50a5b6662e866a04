import type { AppConfig } from '@lobby/contract/app-config';
import type { ActivityType } from '@lobby/contract/values/enums';
import type { Db } from '@/db/database';
import { liveActivities } from '../activities/live-activities';
import type { SettingsService } from '../settings/settings.service';
import type { BonusCentre } from './bonus-centre';
import type { GrantsService } from './grants.service';
import { REWARDS_RULES_KEY, RewardsRules } from './rewards.settings';

/** What a system of the engine with calls of its own (the sign-in calendar, points) uses. */
export interface ActivityServiceDeps {
  db: Db;
  settings: SettingsService;
  config: () => AppConfig;
  grants: GrantsService;
  centre: BonusCentre;
}

/** The base of such a system: the engine's rules, and whether an activity type is live. */
export abstract class ActivityService {
  constructor(protected readonly deps: ActivityServiceDeps) {}

  protected rules() {
    return this.deps.settings.get(REWARDS_RULES_KEY, RewardsRules);
  }

  /** Whether an activity of the type is live at `now` (the lobby's clock, the built list). */
  protected live(type: ActivityType, now: Date) {
    return liveActivities(this.deps.config().activities, now).some((a) => a.type === type);
  }
}
