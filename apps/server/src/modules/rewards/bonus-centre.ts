import { sql, type RawBuilder } from 'kysely';
import { cursorPageAnswer, type CursorPageRequest } from '@lobby/contract/pagination';
import { isAppError } from '@/core/app-error';
import type { Db } from '@/db/database';
import { keysetWindow } from '@/core/keyset-paging';
import { balances } from '@/ledger/ledger';
import type { BonusService } from '../bonus/bonus.service';
import type { SettingsService } from '../settings/settings.service';
import type { Award } from './awards';
import { claimableByActivity, grantsPage, type GrantFilter } from './grants.repo';
import { claimableGrants, type Grant } from './grants.repo';
import type { GrantsService } from './grants.service';
import {
  activityTypes,
  BONUS_TYPES,
  REWARDS_RULES_KEY,
  RewardsRules,
  type BonusType,
} from './rewards.settings';
import { epochSeconds } from '@/core/epoch-seconds';

const itemOf = (grant: Grant) => ({
  id: grant.id,
  activity: grant.activity,
  awards: grant.awards,
  status: grant.status,
  createdAt: epochSeconds(grant.createdAt),
  expiresAt: grant.expiresAt ? epochSeconds(grant.expiresAt) : null,
  claimedAt: grant.claimedAt ? epochSeconds(grant.claimedAt) : null,
});

/** Awards added up per prop, in the order the props first appear. */
const summed = (awards: readonly Award[]) => {
  const byProp = new Map<number, number>();
  for (const a of awards) byProp.set(a.propId, (byProp.get(a.propId) ?? 0) + a.count);
  return [...byProp].map(([propId, count]) => ({ propId, count }));
};

/** How many recent claimed or expired rewards a tab shows below the ones to claim. */
const RECENT = 20;

/** The status flags a system's own activities light instead of hasFreeBonus. */
type OwnFlag = 'hasSignUpBonus' | 'hasFund' | 'hasAgent';

/**
 * The bonus centre (/bonus and its tabs) and the award log (/reward/record), on the grants of the
 * rewards engine: each activity belongs to one tab (`rewards.activities.<name>.type`, `event` for
 * any not listed). Beside the rewards, the player always sees where their money stands: cash,
 * bonus money, and the bonus's wagering done of required.
 */
export class BonusCentre {
  /** Rewards claimable but not granted until claimed (VIP's daily award …), for the red dots. */
  private readonly open: ((userId: number) => Promise<RawBuilder<unknown>>)[] = [];
  /** Each built-in activity's tab, as its system registered it. */
  private readonly builtInTabs: Record<string, BonusType> = {};
  /** The activities whose rewards light a status flag of their own rather than hasFreeBonus. */
  private readonly ownFlags: Record<OwnFlag, string[]> = {
    hasSignUpBonus: [],
    hasFund: [],
    hasAgent: [],
  };

  constructor(
    private readonly deps: {
      db: Db;
      settings: SettingsService;
      grants: GrantsService;
      bonus: BonusService;
    },
  ) {}

  /**
   * Adds rows (`select activity, n`) of rewards a player can claim that are granted only when
   * claimed, read in the red dots' one statement: no SQL may run to build them.
   */
  addOpenAwards(rows: (userId: number) => Promise<RawBuilder<unknown>>) {
    this.open.push(rows);
  }

  /** A system's activities and the tab each is listed on unless the operator lists it otherwise. */
  addTabs(tabs: Readonly<Record<string, BonusType>>) {
    Object.assign(this.builtInTabs, tabs);
  }

  /** A system's activities whose rewards to claim light `flag` (hasFund …) in the status. */
  addFlagActivities(flag: OwnFlag, activities: readonly string[]) {
    this.ownFlags[flag].push(...activities);
  }

  /** Each activity's tab (the built-in ones and those the operator lists; others: event). */
  private async types(): Promise<(activity: string) => BonusType> {
    const types = activityTypes(
      await this.deps.settings.get(REWARDS_RULES_KEY, RewardsRules),
      this.builtInTabs,
    );
    return (activity) => types[activity] ?? 'event';
  }

  /** Which activities a tab lists: those of its type; `event` takes every one not typed. */
  private async filterOf(type: BonusType | undefined): Promise<GrantFilter> {
    if (type === undefined) return {};
    const typed = Object.entries(
      activityTypes(
        await this.deps.settings.get(REWARDS_RULES_KEY, RewardsRules),
        this.builtInTabs,
      ),
    );
    if (type === 'event')
      return { activities: { notIn: typed.filter(([, t]) => t !== 'event').map(([a]) => a) } };
    return { activities: { in: typed.filter(([, t]) => t === type).map(([a]) => a) } };
  }

  /** Cash, bonus money and the open bonus's wagering, as every bonus page shows them. */
  async money(userId: number) {
    const [b, wagering] = await Promise.all([
      balances(this.deps.db, userId),
      this.deps.bonus.openWagering(this.deps.db, userId),
    ]);
    return {
      cash: b.coin,
      bonus: b.bonus,
      wageringDone: wagering ? wagering.required - wagering.left : 0,
      wageringRequired: wagering?.required ?? 0,
    };
  }

  /** A tab: its rewards to claim, then its latest claimed or expired ones; every tab's count. */
  async list(userId: number, type: BonusType) {
    const filter = await this.filterOf(type);
    const [open, recent, counts, money] = await Promise.all([
      claimableGrants(this.deps.db, userId, filter),
      grantsPage(
        this.deps.db,
        userId,
        { ...filter, statuses: ['claimed', 'expired'] },
        { limit: RECENT, offset: 0, after: undefined, countCap: RECENT },
      ),
      claimableByActivity(this.deps.db, userId),
      this.money(userId),
    ]);
    const claimable = Object.fromEntries(BONUS_TYPES.map((t) => [t, 0])) as Record<
      BonusType,
      number
    >;
    const typeOf = await this.types();
    for (const row of counts) claimable[typeOf(row.activity)] += row.n;
    return {
      list: [...open, ...recent.list].map(itemOf),
      claimable,
      money,
    };
  }

  /**
   * The award flags and red dots, from one read of what the player can claim now: VIP and task
   * rewards by their tabs, the sign-up bonus by its activity, any other claimable reward as a
   * free bonus, the growth fund's milestones as hasFund, the sign-in calendar and login bonus by
   * their `flag:signIn` row, the agent programme's commission and valid invites as agent5AwardFlag
   * and hasAgent, the invite spin by its `flag:spin` row, the lucky jackpot by its
   * `flag:jackpot` row, mail's unread mails and attachments by its `flag:mail` and
   * `flag:mailAward` rows.
   */
  async status(userId: number) {
    const typeOf = await this.types();
    const open = await Promise.all(this.open.map((rows) => rows(userId)));
    const claimable = await claimableByActivity(
      this.deps.db,
      userId,
      open.length ? sql.join(open, sql` union all `) : undefined,
    );
    // Rows named `flag:<name>` light a flag of their own (the sign-in calendar's), no tab.
    const has = (test: (activity: string) => boolean) =>
      claimable.some((row) => row.n > 0 && !row.activity.startsWith('flag:') && test(row.activity));
    const flag = (name: string) => claimable.some((row) => row.n > 0 && row.activity === name);
    const tasks = has((a) => typeOf(a) === 'tasks');
    const own = (flag: OwnFlag) => has((a) => this.ownFlags[flag].includes(a));
    const owned = Object.values(this.ownFlags).flat();
    const agent = own('hasAgent');
    return {
      spinAwardFlag: flag('flag:spin'),
      taskAwardFlag: tasks,
      agent5AwardFlag: agent,
      vipAwardFlag: has((a) => typeOf(a) === 'vip'),
      signInFlag: flag('flag:signIn'),
      emailAwardFlag: flag('flag:mailAward'),
      canReceiveDrawChance: flag('flag:jackpot'),
      hasTask: tasks,
      hasMail: flag('flag:mail'),
      hasSignUpBonus: own('hasSignUpBonus'),
      hasFund: own('hasFund'),
      hasAgent: agent,
      hasFreeBonus: has((a) => !owned.includes(a) && typeOf(a) !== 'vip' && typeOf(a) !== 'tasks'),
    };
  }

  /**
   * Claims one reward (`id`), or every one a tab (`type`) or the whole centre can claim now, each
   * in a transaction of its own: a refusal (budget spent, cap reached, expired) leaves the others
   * paid and is answered with its errcode.
   */
  async receive(userId: number, input: { id?: number | undefined; type?: BonusType | undefined }) {
    if (input.id !== undefined) return this.claimEach(userId, [input.id], true);
    return this.receiveAll(userId, await this.filterOf(input.type));
  }

  /** Claims every reward of the filter the player can claim now, as `receive` does a tab. */
  async receiveAll(userId: number, filter: GrantFilter) {
    const ids = (await claimableGrants(this.deps.db, userId, filter)).map((g) => g.id);
    return this.claimEach(userId, ids, false);
  }

  private async claimEach(userId: number, ids: readonly number[], byId: boolean) {
    const claimed: number[] = [];
    const awards: Award[] = [];
    const refused: { id: number; errcode: number }[] = [];
    for (const id of ids) {
      try {
        const answer = await this.deps.grants.claim(userId, id);
        claimed.push(id);
        awards.push(...answer.awards);
      } catch (error) {
        // One reward asked for by id answers its own refusal, as any call does.
        if (!isAppError(error) || byId) throw error;
        refused.push({ id, errcode: error.code });
      }
    }
    return { claimed, awards: summed(awards), refused, money: await this.money(userId) };
  }

  /** The centre's history (or a tab's): every reward, newest first, whatever its state. */
  async log(userId: number, input: CursorPageRequest & { type?: BonusType | undefined }) {
    return this.logOf(userId, await this.filterOf(input.type), input);
  }

  /** The rewards of a filter (a system's activities), newest first, whatever their state. */
  async logOf(userId: number, filter: GrantFilter, input: CursorPageRequest) {
    const { list, counted } = await grantsPage(this.deps.db, userId, filter, keysetWindow(input));
    return cursorPageAnswer(list.map(itemOf), counted, input, (item) => String(item.id));
  }

  /** Every award the player received, newest first, of one activity when asked. */
  async awardLog(userId: number, input: CursorPageRequest & { activity?: string | undefined }) {
    const { list, counted } = await grantsPage(
      this.deps.db,
      userId,
      {
        statuses: ['claimed'],
        ...(input.activity === undefined ? {} : { activities: { in: [input.activity] } }),
      },
      keysetWindow(input),
    );
    return cursorPageAnswer(
      list.map((g) => ({
        id: g.id,
        activity: g.activity,
        awards: g.awards,
        claimedAt: epochSeconds(g.claimedAt ?? g.createdAt),
      })),
      counted,
      input,
      (item) => String(item.id),
    );
  }
}
