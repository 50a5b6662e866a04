import type { UserInfo } from '@lobby/contract/account';
import { SocialProvider } from '@lobby/contract/values/enums';
import type { User } from './accounts.repo';
import { DAY_MS } from '@/core/days';

/**
 * What other modules know about a player: balances (wallet), draw chances (jackpot), levels and
 * turnover (VIP, wagering). Each module that lands fills its part; until then a player holds
 * what a new account holds, which is what every account holds before money moves.
 */
export interface PlayerState {
  coin: number;
  safebox: number;
  lottery: number;
  totalRecharge: number;
  vip: number;
  vipExp: number;
  userLevel: number;
  bet: number;
  exchange: number;
  bonusCoin: number;
  bonusBet: number;
  bonusPayFrom: 'cash' | 'bonus';
  hasSafeboxPassword: boolean;
}

export type PlayerStateSource = (userId: number) => Promise<PlayerState>;

export const newPlayerState: PlayerStateSource = async () => ({
  coin: 0,
  safebox: 0,
  lottery: 0,
  totalRecharge: 0,
  vip: 0,
  vipExp: 0,
  userLevel: 0,
  bet: 0,
  exchange: 0,
  bonusCoin: 0,
  bonusBet: 0,
  bonusPayFrom: 'cash',
  hasSafeboxPassword: false,
});

export interface SocialLink {
  provider: number;
  subject: string;
  name: string;
}

export const toUserInfo = (
  row: User,
  socials: readonly SocialLink[],
  state: PlayerState,
  now = Date.now(),
): UserInfo => {
  const social = (provider: number) => socials.find((s) => s.provider === provider);
  const facebook = social(SocialProvider.Facebook);
  const google = social(SocialProvider.Google);
  const line = social(SocialProvider.Line);
  return {
    id: row.id,
    uuid: row.uuid,
    account: row.account ?? '',
    password: '',
    accountType: row.accountType,
    avatar: row.avatar,
    avatarOther: row.avatarOther,
    nickname: row.nickname,
    mobile: row.mobile ?? '',
    facebookAccount: facebook?.subject ?? '',
    facebookName: facebook?.name ?? '',
    googleAccount: google?.subject ?? '',
    googleName: google?.name ?? '',
    lineAccount: line?.subject ?? '',
    lineName: line?.name ?? '',
    hasPassword: row.passwordHash !== null,
    hasSafeboxPassword: state.hasSafeboxPassword,
    hasKyc: row.hasKyc,
    hasUserOther: socials.length > 0,
    regPeriod: Math.max(0, Math.floor((now - row.createdAt.getTime()) / DAY_MS)),
    pid: row.pid ?? 0,
    coin: state.coin,
    safebox: state.safebox,
    lottery: state.lottery,
    totalRecharge: state.totalRecharge,
    vip: state.vip,
    vipExp: state.vipExp,
    userLevel: state.userLevel,
    bet: state.bet,
    exchange: state.exchange,
    bonusCoin: state.bonusCoin,
    bonusBet: state.bonusBet,
    bonusPayFrom: state.bonusPayFrom,
  };
};
