import type { AppConfig } from '@lobby/contract/app-config';
import { formatHundredths } from '@lobby/contract/values/money';
import { BONUS_RULES_KEY, BonusRules } from '../bonus/bonus-rules';
import { DEPOSIT_RULES_KEY, DepositRules } from '../deposits/deposit-rules';
import { REWARDS_RULES_KEY, RewardsRules } from '../rewards/rewards.settings';
import type { SettingsService } from '../settings/settings.service';
import { WITHDRAWAL_RULES_KEY, WithdrawalRules } from '../withdrawals/withdrawal-rules';
import { PropId, type Award } from '../rewards/awards';
import { FIGURE_PLACEHOLDER, type FigureName } from './figure-names';

/**
 * The figures an operator's texts (notices, activities, banners, FAQ, share texts) name as
 * `{{name}}` instead of writing the number (docs/rewards/engine.md "Promises kept"): each is read from
 * the setting or config that pays it, so a text cannot promise what is not paid, and changing
 * what is paid changes every text that states it.
 */
const FIGURES = {
  /** The sign-up bonus (`clientConfig.lobbyBonusAmount`), e.g. 20.00. */
  signUpBonus: ({ config }) => money(config.clientConfig.lobbyBonusAmount),
  /** Days a sign-up bonus stays claimable. */
  signUpBonusDays: ({ rewards }) => String(rewards.signUp.expiryDays),
  /** Times reward coin is wagered before it is cash. */
  rewardWagering: ({ rewards }) => String(rewards.coinTerms.wageringMultiple),
  /** The first-deposit bonus, percent of the deposit. */
  firstDepositPercent: ({ deposits }) => percent(deposits.firstDepositBonusBp),
  /** The first deposit of each day's bonus, percent. */
  dailyFirstDepositPercent: ({ deposits }) => percent(deposits.dailyFirstDepositBonusBp),
  /** The most a deposit bonus pays. */
  depositBonusMax: ({ deposits }) => money(deposits.maxBonus),
  /** The smallest deposit that takes a bonus. */
  bonusMinDeposit: ({ bonus }) => money(bonus.minDeposit),
  /** Times a first-deposit bonus (with its deposit) is wagered. */
  firstDepositWagering: ({ bonus }) => String(bonus.terms.first_deposit.wageringMultiple),
  /** Times the other deposit bonuses are wagered. */
  depositBonusWagering: ({ bonus }) => String(bonus.terms.daily_first.wageringMultiple),
  withdrawMin: ({ withdrawals }) => money(withdrawals.minAmount),
  withdrawMax: ({ withdrawals }) => money(withdrawals.maxAmount),
  /** Hours withdrawals pause after a receiving account or the password changes. */
  withdrawPauseHours: ({ withdrawals }) => String(withdrawals.changeBlockHours),
  /** What a friend deposits to be a valid invite, and what that pays the inviter. */
  validInviteDeposit: ({ config }) => money(config.agent5.validInviteDeposit),
  validInviteReward: ({ config }) => money(config.agent5.validInviteReward),
  /** What a full week of the sign-in calendar pays: its coin, and its points. */
  signInWeekPoints: ({ rewards }) => money(pointsOf(rewards.signIn.days.flat())),
  /** The points a missed day of the sign-in calendar costs to make up. */
  signInMakeUpPrice: ({ rewards }) => money(rewards.signIn.makeUp.pricePoints),
  /** The coin of the login bonus's three days together. */
} satisfies Record<FigureName, (sources: FigureSources) => string>;

export type { FigureName };
type Figures = Readonly<Record<FigureName, string>>;

interface FigureSources {
  config: AppConfig;
  rewards: RewardsRules;
  deposits: DepositRules;
  bonus: BonusRules;
  withdrawals: WithdrawalRules;
}

const money = (hundredths: number) => formatHundredths(hundredths);
/** Basis points as a percent, without a trailing .00 (2000 → 20, 250 → 2.5). */
const percent = (bp: number) => String(bp / 100);

const PLACEHOLDER = FIGURE_PLACEHOLDER;
const pointsOf = (awards: readonly Award[]) =>
  awards.filter((a) => a.propId === PropId.Points).reduce((sum, a) => sum + a.count, 0);

const isFigure = (name: string): name is FigureName => Object.hasOwn(FIGURES, name);

/** The settings the figures come from (the config's own are read from the config served). */
export type FigureSettings = Omit<FigureSources, 'config'>;

export const readFigureSettings = async (settings: SettingsService): Promise<FigureSettings> => {
  const [rewards, deposits, bonus, withdrawals] = await Promise.all([
    settings.get(REWARDS_RULES_KEY, RewardsRules),
    settings.get(DEPOSIT_RULES_KEY, DepositRules),
    settings.get(BONUS_RULES_KEY, BonusRules),
    settings.get(WITHDRAWAL_RULES_KEY, WithdrawalRules),
  ]);
  return { rewards, deposits, bonus, withdrawals };
};

/** Every figure, as `config` and the settings hold them. */
export const figuresOf = (config: AppConfig, settings: FigureSettings): Figures => {
  const sources = { config, ...settings };
  return Object.fromEntries(
    Object.entries(FIGURES).map(([name, read]) => [name, read(sources)]),
  ) as Figures;
};

/** Every string anywhere in `value`, rewritten by `edit` (a copy; `value` is left as it is). */
const mapStrings = (value: unknown, edit: (text: string) => string): unknown => {
  if (typeof value === 'string') return edit(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, edit));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, mapStrings(item, edit)]),
    );
  return value;
};

/** A text with every `{{name}}` replaced by its figure (a rule text of a setting). */
export const fillText = (text: string, figures: Figures) =>
  text.replace(PLACEHOLDER, (whole, name: string) => (isFigure(name) ? figures[name] : whole));

/** `config` with every `{{name}}` replaced by its figure. */
export const fillFigures = (config: AppConfig, settings: FigureSettings): AppConfig => {
  const figures = figuresOf(config, settings);
  return mapStrings(config, (text) =>
    text.includes('{{') ? fillText(text, figures) : text,
  ) as AppConfig;
};

/** The placeholders of `config` that name no figure (a config holding one is refused). */
export const unknownPlaceholders = (config: AppConfig): string[] => {
  const unknown = new Set<string>();
  mapStrings(config, (text) => {
    for (const [, name] of text.matchAll(PLACEHOLDER)) if (!isFigure(name!)) unknown.add(name!);
    return text;
  });
  return [...unknown].sort();
};

/** The names an operator's text may use, for the refusal's message and the docs. */
export const figureNames = () => Object.keys(FIGURES) as FigureName[];
