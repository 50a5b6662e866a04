import { STARTUP_MODALS_PER_DAY } from '@lobby/contract/values/startup-modals';
import type { ClaimStartupModalsAnswer } from '@lobby/contract/startup-modals';
import type { ModuleDeps } from '../server-module';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import { recordShown, shownToday } from './startup-modals.repo';

/**
 * The start-up modals' daily limit, kept by the server (docs/adr/0063): at most
 * STARTUP_MODALS_PER_DAY a player per operator day (the rewards' time zone, by the lobby's
 * clock), never the same one twice, whichever device asks. The app names what it would show,
 * highest value first; the service records and answers the first it may show. Each record takes
 * one of the day's numbered slots, unique with the key per player and day, so parallel requests
 * share the slots and never record a third or a repeat.
 */
export class StartupModalsService {
  constructor(private readonly deps: Pick<ModuleDeps, 'db' | 'settings'>) {}

  async claim(userId: number, asked: readonly string[]): Promise<ClaimStartupModalsAnswer> {
    const { timeZone } = await this.deps.settings.get(REWARDS_RULES_KEY, RewardsRules);
    const { db } = this.deps;
    let today = await shownToday(db, userId, timeZone);
    const keys: string[] = [];
    for (const key of new Set(asked)) {
      for (;;) {
        const slot = freeSlot(today.slots);
        if (slot === null) return { keys };
        if (today.keys.includes(key)) break;
        if (await recordShown(db, { userId, day: today.day, slot, key })) {
          keys.push(key);
          today = { ...today, slots: [...today.slots, slot], keys: [...today.keys, key] };
          break;
        }
        // A parallel request took the slot or showed the key first: read the day again (each
        // miss is a record it made, so this ends within the day's slots).
        today = await shownToday(db, userId, timeZone);
      }
    }
    return { keys };
  }
}

/** The day's first slot not taken; null when the day's modals are all shown. */
const freeSlot = (taken: readonly number[]) => {
  for (let slot = 1; slot <= STARTUP_MODALS_PER_DAY; slot++) if (!taken.includes(slot)) return slot;
  return null;
};
