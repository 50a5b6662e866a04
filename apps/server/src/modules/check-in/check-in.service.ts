import { daysAfter } from '@/core/days';
import type {
  LoginBonus3UserAnswer,
  LoginBonus3UserReceiveAnswer,
  SignInCalendarAnswer,
  SignInClaimAnswer,
  SignInMakeUpAnswer,
} from '@lobby/contract/sign-in';
import { ActivityType } from '@lobby/contract/values/enums';
import { AppError, ErrorCode } from '@/core/app-error';
import { epochSeconds } from '@/core/epoch-seconds';
import { HouseAccount, lockUserBalance, transfer, UserAccount, userBalance } from '@/ledger/ledger';
import { withTransactionRetry } from '@/db/transaction-retry';
import { BUILT_ACTIVITY_TYPES } from '../activities/built-activities';
import { fillText, figuresOf, readFigureSettings } from '../config/promised-figures';
import { ActivityService } from '../rewards/activity-service';
import { grantByKey } from '../rewards/rewards.reads';
import { momentOf } from '../rewards/reward-moment';
import { addDays, cycleOf, dayStates } from './check-in-cycle';
import {
  checkInClaimable,
  cycleDayOfGrant,
  insertSignedDay,
  latestCycle,
  LOGIN_BONUS_DAYS,
  recordAppOpen,
  signInFlagSql,
  type LoginBonusRefusal,
} from './check-in.repo';
import { lockPlayer } from '../rewards/reward-locks';
import { CheckInActivity } from './check-in.settings';

/** The errcode of each refusal of the login bonus's claim. */
const loginBonusRefusal: Record<LoginBonusRefusal, ErrorCode> = {
  claimedToday: ErrorCode.LOGIN_BONUS_CLAIMED_TODAY,
  done: ErrorCode.LOGIN_BONUS_DONE,
  closed: ErrorCode.LOGIN_BONUS_CLOSED,
  notSignedIn: ErrorCode.LOGIN_BONUS_NOT_SIGNED_IN,
};
type Moment = Awaited<ReturnType<typeof momentOf>>;

/** The operator day of a moment, YYYY-MM-DD (its day key is `d:` and it). */
const todayOf = (moment: Moment) => moment.keys.day.slice(2);
const dayKey = (day: string) => `d:${day}`;

/**
 * The free sign-in calendar and the login bonus (docs/rewards/check-in.md). A day's sign-in is its grant (activity `sign-in`, keyed by the operator day), made
 * with the day's row of the calendar under the player's lock, so a day is signed once however
 * many calls race; the grant is then claimed like any other, and a repeat answers the first
 * claim's answer. A make-up pays its points, signs the missed day and claims it in one
 * transaction. The login bonus grants `day:<n>` (once per account) and claims it in one.
 */
export class CheckInService extends ActivityService {
  private configured(type: ActivityType) {
    if (!BUILT_ACTIVITY_TYPES.has(type)) return [];
    return this.deps.config().activities.filter((a) => a.type === type);
  }

  async calendar(userId: number): Promise<SignInCalendarAnswer> {
    const rules = await this.rules();
    const db = this.deps.db;
    const moment = await momentOf(db, rules.timeZone);
    const [latest, points, figures] = await Promise.all([
      latestCycle(db, userId),
      userBalance(db, userId, UserAccount.Points),
      readFigureSettings(this.deps.settings),
    ]);
    const cycle = cycleOf(latest, todayOf(moment), rules.signIn.missedDayRestarts);
    const states = dayStates(cycle);
    return {
      days: rules.signIn.days.map((awards, i) => ({ day: i + 1, awards, state: states[i]! })),
      todayIndex: cycle.todayIndex,
      signedToday: cycle.signedToday,
      restartsOnSignIn: cycle.restartsOnSignIn,
      live: this.live(ActivityType.FreeSign, moment.now),
      rule: fillText(rules.signIn.rule, figuresOf(this.deps.config(), figures)),
      makeUp: {
        enabled: rules.signIn.makeUp.enabled,
        pricePoints: rules.signIn.makeUp.pricePoints,
      },
      points,
      dayEndsAt: epochSeconds(moment.dayEnds),
    };
  }

  /**
   * Signs in today and claims the day's award: SIGN_IN_CLOSED when the calendar is not live.
   * Today's grant found answers its claim again (a repeat, or a claim refused before by a
   * budget and tried again).
   */
  async signInToday(userId: number): Promise<SignInClaimAnswer> {
    const rules = await this.rules();
    const grantId = await withTransactionRetry(this.deps.db, async (trx) => {
      await lockPlayer(trx, userId, 'sign-in');
      const moment = await momentOf(trx, rules.timeZone);
      const today = todayOf(moment);
      const { signIn } = await checkInClaimable(trx, userId, this.claimableInput(rules));
      if (signIn === 'signed')
        return (await grantByKey(trx, userId, CheckInActivity.Day, dayKey(today)))!.id;
      if (signIn === 'closed') throw new AppError(ErrorCode.SIGN_IN_CLOSED);
      const cycle = cycleOf(await latestCycle(trx, userId), today, rules.signIn.missedDayRestarts);
      const [start, cycleDay] = cycle.restartsOnSignIn
        ? [today, 1]
        : [cycle.start, cycle.todayIndex];
      const id = await this.deps.grants.grant(trx, {
        userId,
        activity: CheckInActivity.Day,
        key: dayKey(today),
        awards: rules.signIn.days[cycleDay - 1]!,
        expiresAt: daysAfter(moment.now, rules.signIn.claimDays),
      });
      // Under the player's lock no other call made it: the key was free a statement ago.
      await insertSignedDay(trx, userId, {
        day: today,
        cycleStart: start,
        cycleDay,
        madeUp: false,
        grantId: id!,
      });
      return id!;
    });
    const answer = await this.deps.grants.claim(userId, grantId);
    return {
      grantId,
      day: await cycleDayOfGrant(this.deps.db, grantId),
      awards: answer.awards,
      money: await this.deps.centre.money(userId),
    };
  }

  /**
   * Signs a missed day of this cycle for the make-up price in points and claims its award, all
   * in one transaction: SIGN_IN_MAKE_UP_DISABLED when not offered, SIGN_IN_NOTHING_TO_MAKE_UP
   * when the day is not a missed day of this cycle, POINTS_NOT_ENOUGH below the price (checked
   * under the points account's row lock). A day made up already answers its first answer.
   */
  async makeUp(userId: number, day: number): Promise<SignInMakeUpAnswer> {
    const rules = await this.rules();
    const price = rules.signIn.makeUp.pricePoints;
    const terms = await this.deps.grants.claimTerms();
    const made = await withTransactionRetry(this.deps.db, async (trx) => {
      await lockPlayer(trx, userId, 'sign-in');
      const moment = await momentOf(trx, rules.timeZone);
      const cycle = cycleOf(
        await latestCycle(trx, userId),
        todayOf(moment),
        rules.signIn.missedDayRestarts,
      );
      const signed = cycle.signed.get(day);
      if (signed?.madeUp) return { grantId: signed.grantId, replay: true };
      if (!rules.signIn.makeUp.enabled) throw new AppError(ErrorCode.SIGN_IN_MAKE_UP_DISABLED);
      if (!this.live(ActivityType.FreeSign, moment.now))
        throw new AppError(ErrorCode.SIGN_IN_CLOSED);
      if (!cycle.missed.includes(day)) throw new AppError(ErrorCode.SIGN_IN_NOTHING_TO_MAKE_UP);
      const date = addDays(cycle.start, day - 1);
      if ((await lockUserBalance(trx, userId, UserAccount.Points)) < price)
        throw new AppError(ErrorCode.POINTS_NOT_ENOUGH);
      const grantId = await this.deps.grants.grant(trx, {
        userId,
        activity: CheckInActivity.Day,
        key: dayKey(date),
        awards: rules.signIn.days[day - 1]!,
        expiresAt: daysAfter(moment.now, rules.signIn.claimDays),
      });
      await transfer(trx, {
        key: `sign-in-make-up:${grantId}`,
        kind: 'sign_in_make_up',
        userId,
        legs: [
          { account: { userId, kind: UserAccount.Points }, amount: -price },
          { account: { house: HouseAccount.Points }, amount: price },
        ],
        memo: { ref: String(grantId), activity: CheckInActivity.Day, day: date },
      });
      await insertSignedDay(trx, userId, {
        day: date,
        cycleStart: cycle.start,
        cycleDay: day,
        madeUp: true,
        grantId: grantId!,
      });
      await this.deps.grants.claimIn(trx, userId, grantId!, terms);
      return { grantId: grantId!, replay: false };
    });
    const answer = await this.deps.grants.claim(userId, made.grantId);
    return {
      grantId: made.grantId,
      day,
      awards: answer.awards,
      pricePoints: price,
      points: await userBalance(this.deps.db, userId, UserAccount.Points),
      money: await this.deps.centre.money(userId),
    };
  }

  /** Where the player stands in the login bonus today, by the claim's own predicate. */
  async loginBonus(userId: number): Promise<LoginBonus3UserAnswer> {
    const rules = await this.rules();
    const state = await checkInClaimable(this.deps.db, userId, this.claimableInput(rules));
    const claimable = state.loginBonus === null;
    return {
      days: rules.loginBonus.days.map((awards, i) => ({
        day: i + 1,
        awards,
        state:
          i < state.claimed ? 'claimed' : i === state.claimed && claimable ? 'claimable' : 'locked',
      })),
      // The day claimed today, else the day a claim today pays; null once all are claimed.
      todayIndex: state.claimedToday
        ? state.claimed
        : state.claimed < LOGIN_BONUS_DAYS
          ? state.claimed + 1
          : null,
      claimable,
      signedInToday: state.signedInToday,
      claimedToday: state.claimedToday,
      done: state.claimed >= LOGIN_BONUS_DAYS,
      live: state.loginBonusLive,
    };
  }

  /**
   * Claims the login bonus's next day, granted and claimed in one transaction under the
   * player's lock, when the predicate says it pays (docs/rewards/check-in.md): else
   * LOGIN_BONUS_CLAIMED_TODAY after today's, LOGIN_BONUS_DONE after the third,
   * LOGIN_BONUS_CLOSED when not live, LOGIN_BONUS_NOT_SIGNED_IN without a sign-in today.
   */
  async receiveLoginBonus(userId: number): Promise<LoginBonus3UserReceiveAnswer> {
    const rules = await this.rules();
    const terms = await this.deps.grants.claimTerms();
    const made = await withTransactionRetry(this.deps.db, async (trx) => {
      await lockPlayer(trx, userId, 'login-bonus');
      const state = await checkInClaimable(trx, userId, this.claimableInput(rules));
      if (state.loginBonus !== null) throw new AppError(loginBonusRefusal[state.loginBonus]);
      const day = state.claimed + 1;
      const grantId = await this.deps.grants.grant(trx, {
        userId,
        activity: CheckInActivity.LoginBonus,
        key: `day:${day}`,
        awards: rules.loginBonus.days[day - 1]!,
        expiresAt: null,
      });
      const answer = await this.deps.grants.claimIn(trx, userId, grantId!, terms);
      return { grantId: grantId!, day, awards: answer.awards };
    });
    return { ...made, money: await this.deps.centre.money(userId) };
  }

  /**
   * Records that the player opened the app today (the operator's day): the login bonus counts
   * the day from the first open, as from a sign-in. Once per player and day however many opens
   * race (the day's row is the key).
   */
  async appOpened(userId: number): Promise<void> {
    const rules = await this.rules();
    await recordAppOpen(this.deps.db, userId, rules.timeZone);
  }

  /** What the predicate reads: the zone, and the calendar's and the login bonus's activities. */
  private claimableInput(rules: { timeZone: string }) {
    return {
      tz: rules.timeZone,
      calendar: this.configured(ActivityType.FreeSign),
      loginBonus: this.configured(ActivityType.FreeLoginBonus),
    };
  }

  /** The red dot's row of the calendar and the login bonus, for the one statement. */
  async flagRows(userId: number) {
    return signInFlagSql(userId, this.claimableInput(await this.rules()));
  }
}
