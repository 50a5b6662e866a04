import {
  MailBroadcastCancelRequest,
  MailBroadcastCreateRequest,
  MailBroadcastIdAnswer,
  MailBroadcastItem,
  MailBroadcastsAnswer,
  MailBroadcastsRequest,
  MailSegmentCountAnswer,
  MailSegmentCountRequest,
  MailSendRequest,
} from '../console-mail';
import { defineConsoleCall } from './define-console-call';

/** Mail: broadcasts and single mails. */
export const mailConsoleCalls = {
  mailBroadcastCreate: defineConsoleCall({
    name: 'mailBroadcastCreate',
    permission: 'mail.broadcast',
    effect: 'audited',
    summary:
      'Stores a broadcast to a segment, from a start time until it expires, with an attachment.',
    request: MailBroadcastCreateRequest,
    answer: MailBroadcastItem,
  }),
  mailBroadcasts: defineConsoleCall({
    name: 'mailBroadcasts',
    permission: 'mail.read',
    effect: 'read',
    summary: 'The latest broadcasts and mails to one player, with copies made and claimed.',
    request: MailBroadcastsRequest,
    answer: MailBroadcastsAnswer,
  }),
  mailBroadcastCancel: defineConsoleCall({
    name: 'mailBroadcastCancel',
    permission: 'mail.broadcast',
    effect: 'audited',
    summary: 'Cancels a broadcast that has not started: nobody gets it.',
    request: MailBroadcastCancelRequest,
    answer: MailBroadcastItem,
  }),
  mailSegmentCount: defineConsoleCall({
    name: 'mailSegmentCount',
    permission: 'mail.read',
    effect: 'read',
    summary: 'How many players a segment reaches now.',
    request: MailSegmentCountRequest,
    answer: MailSegmentCountAnswer,
  }),
  mailSend: defineConsoleCall({
    name: 'mailSend',
    permission: 'mail',
    effect: 'audited',
    summary: 'A mail to one player, without attachment.',
    request: MailSendRequest,
    answer: MailBroadcastIdAnswer,
  }),
} as const;
