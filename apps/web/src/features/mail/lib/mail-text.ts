import type { TFunction } from 'i18next';
import type { MailItem } from '@lobby/contract/mail';
import { formatReward } from '@lobby/contract/values/money';
import { pathTo } from '@/config/paths';
import { coinText } from '@/lib/coins';

/** The templates this app words; a newer one is shown as a message to reload for. */
const TEMPLATES = new Set([
  'welcome',
  'depositPaid',
  'withdrawalPaid',
  'withdrawalRefused',
  'vipLevelUp',
  'rankPrize',
]);

const numberOf = (params: MailItem['params'], key: string) => {
  const value = params[key];
  return typeof value === 'number' ? value : 0;
};
const textOf = (params: MailItem['params'], key: string) => {
  const value = params[key];
  return typeof value === 'string' ? value : '';
};
const money = (amount: number) => coinText(amount);

/** A system mail's template, or `unknown` for one this app does not know yet. */
const templateOf = (mail: Pick<MailItem, 'template'>) =>
  mail.template !== null && TEMPLATES.has(mail.template) ? mail.template : 'unknown';

/** A mail's title: a broadcast's own, a system mail's from its template (its params filled). */
export function mailTitle(mail: Pick<MailItem, 'template' | 'params' | 'title'>, t: TFunction) {
  if (mail.title !== null) return mail.title;
  return t(`email.templates.${templateOf(mail)}.title`, {
    level: numberOf(mail.params, 'level'),
  });
}

/** The prize a leaderboard mail names, in words: "7.00 coin and 3.00 points". */
const prizeText = (params: MailItem['params'], t: TFunction) => {
  const coin = numberOf(params, 'coin');
  const points = numberOf(params, 'points');
  if (coin > 0 && points > 0)
    return t('email.prize.both', { coin: formatReward(coin), points: formatReward(points) });
  if (points > 0) return t('email.prize.points', { points: formatReward(points) });
  return t('email.prize.coin', { coin: formatReward(coin) });
};

/** A system mail's text, from its template and params (amounts floored to two decimals). */
export function systemMailBody(mail: Pick<MailItem, 'template' | 'params'>, t: TFunction) {
  const p = mail.params;
  const orderNo = textOf(p, 'orderNo');
  const amount = money(numberOf(p, 'amount'));
  switch (templateOf(mail)) {
    case 'depositPaid': {
      const bonus = numberOf(p, 'bonus');
      return bonus > 0
        ? t('email.templates.depositPaid.bodyBonus', { amount, orderNo, bonus: money(bonus) })
        : t('email.templates.depositPaid.body', { amount, orderNo });
    }
    case 'withdrawalPaid': {
      const fee = numberOf(p, 'fee');
      return fee > 0
        ? t('email.templates.withdrawalPaid.bodyFee', {
            amount,
            orderNo,
            fee: money(fee),
            sent: money(numberOf(p, 'amount') - fee),
          })
        : t('email.templates.withdrawalPaid.body', { amount, orderNo });
    }
    case 'withdrawalRefused': {
      const reason = textOf(p, 'reason');
      return reason
        ? t('email.templates.withdrawalRefused.bodyReason', { amount, orderNo, reason })
        : t('email.templates.withdrawalRefused.body', { amount, orderNo });
    }
    case 'vipLevelUp': {
      const level = numberOf(p, 'level');
      const bonus = numberOf(p, 'bonus');
      return bonus > 0
        ? t('email.templates.vipLevelUp.bodyBonus', { level, bonus: money(bonus) })
        : t('email.templates.vipLevelUp.body', { level });
    }
    case 'rankPrize':
      return t(
        textOf(p, 'board') === 'week'
          ? 'email.templates.rankPrize.bodyWeek'
          : 'email.templates.rankPrize.bodyDay',
        { rank: numberOf(p, 'rank'), period: textOf(p, 'period'), prize: prizeText(p, t) },
      );
    case 'welcome':
      return t('email.templates.welcome.body');
    default:
      return t('email.templates.unknown.body');
  }
}

/** Where a system mail leads next (its rewards, the records), and the words of the way. */
export function mailAction(
  mail: Pick<MailItem, 'template' | 'params'>,
): { to: string; label: string } | null {
  switch (templateOf(mail)) {
    case 'welcome':
      return { to: pathTo('bonus-reward'), label: 'email.actions.bonusCentre' };
    case 'depositPaid':
    case 'withdrawalPaid':
    case 'withdrawalRefused':
      return { to: pathTo('wallets-record'), label: 'email.actions.records' };
    case 'vipLevelUp':
      return numberOf(mail.params, 'bonus') > 0
        ? { to: pathTo('bonus-vip'), label: 'email.actions.claimBonus' }
        : { to: pathTo('vip'), label: 'email.actions.vip' };
    case 'rankPrize':
      return { to: pathTo('bonus-event'), label: 'email.actions.claimPrize' };
    default:
      return null;
  }
}
