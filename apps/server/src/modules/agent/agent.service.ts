import { invitePathOf } from '@lobby/contract/values/invite-link';
import type { CursorPageRequest } from '@lobby/contract/pagination';
import type { AgentLevel, AppAgent5UserAnswer } from '@lobby/contract/agent';
import { ActivityType } from '@lobby/contract/values/enums';
import { daysAfter } from '@/core/days';
import { inTransaction } from '@/db/database';
import { PropId } from '../rewards/awards';
import { ActivityService } from '../rewards/activity-service';
import type { RewardsEngine } from '../rewards/rewards-engine';
import type { RewardsRules } from '../rewards/rewards.settings';
import { momentOf } from '../rewards/reward-moment';
import { AGENT_ACTIVITIES, AGENT_DEPTH, AgentActivity } from './agent.settings';
import { commissionOf, inviteCodeOf, settleCommission, teamOf, validInvitesOf } from './agent.repo';
import { agentRedDotSql, claimableInvitesOf } from './agent-claimable';
import { validInviteTerms, type ValidInviteTerms } from '../rewards/valid-invitee';

/**
 * The five-level agent programme (docs/rewards/agent.md): commission on the
 * downline's valid bets, settled daily by a job into one grant per agent and day; the valid
 * invite's reward, granted when claimed, once per invitee. Everything it pays is coin, bonus
 * money, through the engine's grants and claims.
 */
export class AgentService extends ActivityService {
  private config() {
    return this.deps.config().agent5;
  }

  /** The commission rate of each level 1..5 (basis points; a level the config omits pays 0). */
  rates(): number[] {
    const levels = this.config().levels;
    return Array.from(
      { length: AGENT_DEPTH },
      (_, i) => levels.find((l) => l.level === i + 1)?.rebateBp ?? 0,
    );
  }

  private validTerms(rules: RewardsRules): ValidInviteTerms {
    return validInviteTerms(this.deps.config(), rules);
  }

  /**
   * The settlement job: once the engine has counted every event it can read, grants every agent
   * the commission of the operator's previous day (one statement). Nothing while the programme
   * (type 41) is not live. Answers how many grants it made.
   */
  async settle(engine: RewardsEngine) {
    await engine.consumeAll();
    const rules = await this.rules();
    const { now } = await momentOf(this.deps.db, rules.timeZone);
    if (!this.live(ActivityType.Agent5, now)) return 0;
    return inTransaction(this.deps.db, (trx) =>
      settleCommission(trx, {
        tz: rules.timeZone,
        rebateBp: this.rates(),
        claimDays: rules.agent5.claimDays,
      }),
    );
  }

  async info(userId: number): Promise<AppAgent5UserAnswer> {
    const rules = await this.rules();
    const db = this.deps.db;
    const terms = this.validTerms(rules);
    const [inviteCode, team, commission, invites] = await Promise.all([
      inviteCodeOf(db, userId),
      teamOf(db, userId, rules.timeZone),
      commissionOf(db, userId, rules.timeZone),
      validInvitesOf(db, userId, terms),
    ]);
    const rates = this.rates();
    const of = (bets: number, bp: number) => Math.floor((bets * bp) / 10_000);
    const levels: AgentLevel[] = rates.map((rebateBp, i) => {
      const row = team.find((r) => r.depth === i + 1);
      const todayValidBets = row?.todayBets ?? 0;
      const yesterdayValidBets = row?.yesterdayBets ?? 0;
      return {
        level: i + 1,
        rebateBp,
        members: row?.members ?? 0,
        newToday: row?.newToday ?? 0,
        todayValidBets,
        todayCommission: of(todayValidBets, rebateBp),
        yesterdayValidBets,
        yesterdayCommission: of(yesterdayValidBets, rebateBp),
      };
    });
    const sum = (pick: (l: AgentLevel) => number) => levels.reduce((s, l) => s + pick(l), 0);
    // The settled sum is floored once over the levels, as the job does; before it runs, the same.
    const total = (pick: (l: AgentLevel) => number) =>
      Math.floor(levels.reduce((s, l) => s + pick(l) * l.rebateBp, 0) / 10_000);
    return {
      inviteCode,
      invitePath: invitePathOf(inviteCode),
      levels,
      team: { members: sum((l) => l.members), newToday: sum((l) => l.newToday) },
      today: {
        validBets: sum((l) => l.todayValidBets),
        commission: total((l) => l.todayValidBets),
      },
      yesterday: {
        validBets: sum((l) => l.yesterdayValidBets),
        commission: commission.yesterday ?? total((l) => l.yesterdayValidBets),
      },
      totalEarned: commission.earned,
      claimable: commission.claimable,
      validInvites: {
        count: invites.count,
        claimable: invites.unrewarded.length,
        reward: this.config().validInviteReward,
        deposit: terms.deposit,
        validBets: terms.validBets,
      },
    };
  }

  /** Claims every settled commission waiting, each in its own transaction. */
  claimCommission(userId: number) {
    return this.deps.centre.receiveAll(userId, {
      activities: { in: [AgentActivity.Commission] },
    });
  }

  /**
   * Grants the valid-invite reward of each invite the predicate lets the player claim (keyed by
   * the invitee: once per invitee, however many calls race), then claims every one waiting.
   */
  async claimInvites(userId: number) {
    const rules = await this.rules();
    const reward = this.config().validInviteReward;
    await inTransaction(this.deps.db, async (trx) => {
      const terms = this.validTerms(rules);
      for (const invite of await claimableInvitesOf(trx, userId, terms, reward)) {
        await this.deps.grants.grant(trx, {
          userId,
          activity: AgentActivity.Invite,
          key: invite.grant_key,
          awards: [{ propId: PropId.Coin, count: reward }],
          expiresAt: daysAfter(new Date(invite.now), rules.agent5.claimDays),
        });
      }
    });
    return this.deps.centre.receiveAll(userId, { activities: { in: [AgentActivity.Invite] } });
  }

  /** The programme's history: commission days and valid-invite rewards, newest first. */
  log(userId: number, input: CursorPageRequest) {
    return this.deps.centre.logOf(userId, { activities: { in: AGENT_ACTIVITIES } }, input);
  }

  /**
   * The red dot's row of valid invites the predicate lets a claim reward (granted only when
   * claimed), as SQL for `activityGetStatusList`'s one statement.
   */
  async openAwards(userId: number) {
    const rules = await this.rules();
    return agentRedDotSql(userId, this.validTerms(rules), this.config().validInviteReward);
  }
}
