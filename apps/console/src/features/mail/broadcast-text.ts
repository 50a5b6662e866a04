import type { MailBroadcastItem } from '@lobby/contract/console-mail';
import { t } from '@/i18n/i18n';
import { formatMoney, formatTime } from '@/lib/format';
import { propKey } from './props';

/** Whom a broadcast reaches, in words (a mail to one player: the player). */
export const segmentText = (b: MailBroadcastItem) => {
  if (b.userId !== null) return t('mail.onePlayer', { id: b.userId });
  const s = b.segment;
  const parts = [
    s.vipMin !== null || s.vipMax !== null
      ? t('mail.segmentText.vip', {
          min: s.vipMin ?? 0,
          max: s.vipMax ?? t('mail.segmentText.any'),
        })
      : '',
    s.registeredFrom !== null
      ? t('mail.segmentText.registeredFrom', { at: formatTime(s.registeredFrom) })
      : '',
    s.registeredTo !== null
      ? t('mail.segmentText.registeredTo', { at: formatTime(s.registeredTo) })
      : '',
    s.deposited === null
      ? ''
      : s.deposited
        ? t('mail.segmentText.deposited')
        : t('mail.segmentText.neverDeposited'),
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : t('mail.everyone');
};

/** What one copy's attachment carries, named. */
export const attachmentText = (b: MailBroadcastItem) =>
  b.awards.length === 0
    ? t('mail.noAttachment')
    : b.awards.map((a) => `${t(propKey(a.propId))} (${a.propId}) × ${a.count}`).join(', ');

/**
 * An amount of coin (hundredths) as money; one beyond what a number holds exactly (a row stored
 * before the attachments' bound) is said to be so rather than failing the page.
 */
export const coinText = (hundredths: number) =>
  Number.isSafeInteger(hundredths) ? formatMoney(hundredths) : t('mail.tooLarge');
