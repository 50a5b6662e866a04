import { z } from 'zod';
import { CHAT_TEXT_MAX } from '@lobby/contract/values/chat';
import { CustomerServiceItemType } from '@lobby/contract/values/enums';
import { httpsOrMailtoUrl, httpsUrl } from '@lobby/contract/link-urls';

/** The operator's setting of customer service (docs/service.md "Settings"). */
export const CUSTOMER_SERVICE_KEY = 'customerService';

const HourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'HH:MM');

/**
 * The built-in chat alone: an outside channel (Telegram, WhatsApp, LINE, e-mail) is the
 * operator's own account, listed only once they name it (console › Config › serviceChannels);
 * a channel not configured is not shown to a player.
 */
const DEFAULT_CHANNELS = [
  { itemType: CustomerServiceItemType.Online, param1: 'Live chat', param2: '' },
];

const DEFAULT_CANNED = [
  {
    id: 1,
    title: 'Greeting',
    text: 'Hello! Thank you for contacting us. How can I help you today?',
  },
  {
    id: 2,
    title: 'Withdrawal timing',
    text: 'Withdrawals are reviewed within 30 minutes and then paid to your account. You can follow each one under Withdraw › Records.',
  },
  {
    id: 3,
    title: 'Deposit not credited',
    text: 'Please send us the payment reference and a screenshot of the payment, and we will check it with the payment provider right away.',
  },
  { id: 4, title: 'Closing', text: 'Is there anything else I can help you with? Have a nice day!' },
];

/**
 * A channel's link (docs/security.md, L11): none for the built-in chat; an https: page for the
 * others, and for the e-mail channel alone a mailto: link too. Never javascript:, data: nor plain
 * http:.
 */
const channelLinkIssue = (channel: { itemType: number; param2: string }): string | null => {
  if (channel.itemType === CustomerServiceItemType.Online)
    return channel.param2 === '' ? null : 'the online chat has no link';
  const rule = channel.itemType === CustomerServiceItemType.Email ? httpsOrMailtoUrl() : httpsUrl();
  const checked = rule.safeParse(channel.param2);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'not a link');
};

export const CustomerServiceSettings = z.object({
  /** In order; itemType 1 is the built-in chat (its param2 empty), the others outside links. */
  channels: z
    .array(
      z
        .object({
          itemType: z.enum(CustomerServiceItemType),
          param1: z.string().min(1).max(128),
          param2: z.string().max(512),
        })
        .superRefine((channel, ctx) => {
          const issue = channelLinkIssue(channel);
          if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['param2'] });
        }),
    )
    .max(12)
    .default(DEFAULT_CHANNELS),
  /**
   * When staff answer, in the operator's time zone: windows per weekday (0 Sunday). None: always
   * open. Outside them the chat still takes messages and says when staff are back.
   */
  hours: z
    .object({
      timeZone: z.string().default('Asia/Manila'),
      week: z
        .array(
          z
            .object({ day: z.number().int().min(0).max(6), from: HourMinute, to: HourMinute })
            .refine((w) => w.from < w.to, 'from before to'),
        )
        .max(28)
        .default([]),
    })
    .default({ timeZone: 'Asia/Manila', week: [] }),
  /** Replies staff insert with one click. */
  cannedReplies: z
    .array(
      z.object({
        id: z.number().int().positive(),
        title: z.string().min(1).max(64),
        text: z.string().min(1).max(CHAT_TEXT_MAX),
      }),
    )
    .max(100)
    .default(DEFAULT_CANNED),
});
export type CustomerServiceSettings = z.infer<typeof CustomerServiceSettings>;
