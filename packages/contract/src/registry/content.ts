import * as CH from '../chat';
import * as FB from '../feedback';
import * as M from '../mail';
import { defineCall } from './define-call';

/**
 * Mail, feedback and the customer service chat (docs/rewards/README.md, docs/content.md,
 * docs/service.md).
 */
export const contentCalls = {
  // ---- mail (docs/rewards/mail.md) ----
  getMail2: defineCall({
    name: 'getMail2',
    summary:
      'The inbox, newest first (keyset paged): system mails and the operator’s broadcasts the player matches (their copies made on this first open), each read or unread with its attachment’s state; how many are unread and unclaimed.',
    request: M.GetMail2Request,
    answer: M.GetMail2Answer,
  }),
  getMailDetail: defineCall({
    name: 'getMailDetail',
    summary: 'A mail with its body and attachment, marked read.',
    request: M.GetMailDetailRequest,
    answer: M.GetMailDetailAnswer,
  }),
  receiveMail: defineCall({
    name: 'receiveMail',
    summary:
      'Claims a mail’s attachment (id), several (ids) or every one claimable (all), each once and in its own transaction; answers what was paid for the reward modal, the refusals and the money.',
    request: M.ReceiveMailRequest,
    answer: M.ReceiveMailAnswer,
  }),
  delMail: defineCall({
    name: 'delMail',
    summary:
      'Deletes mails; one with an attachment still to claim is refused (1514) unless claimFirst, which claims it first.',
    request: M.DelMailRequest,
    answer: M.DelMailAnswer,
  }),
  // ---- feedback (docs/content.md "Feedback") ----
  feedbackSubmit: defineCall({
    name: 'feedbackSubmit',
    summary:
      'Sends feedback: a type of the config, a text and images in base64 (JPEG, PNG or WebP by content; 2 MiB each, 6 MiB in all).',
    request: FB.FeedbackSubmitRequest,
    answer: FB.FeedbackSubmitAnswer,
  }),
  feedbackList: defineCall({
    name: 'feedbackList',
    summary: 'The player’s feedback with its status, the latest activity first.',
    request: FB.FeedbackListRequest,
    answer: FB.FeedbackListAnswer,
  }),
  feedbackDetail: defineCall({
    name: 'feedbackDetail',
    summary:
      'One of the player’s feedback threads: their messages and staff replies, oldest first.',
    request: FB.FeedbackDetailRequest,
    answer: FB.FeedbackDetailAnswer,
  }),
  feedbackReply: defineCall({
    name: 'feedbackReply',
    summary: 'The player’s follow-up message in one of their open feedback threads.',
    request: FB.FeedbackReplyRequest,
    answer: FB.FeedbackReplyAnswer,
  }),
  // ---- customer service and its chat (docs/service.md) ----
  getCustomerServices: defineCall({
    name: 'getCustomerServices',
    summary:
      'Customer service: the online chat (itemType 1) and the outside channels of the config, with the chat’s working hours.',
    request: CH.GetCustomerServicesRequest,
    answer: CH.GetCustomerServicesAnswer,
  }),
  chatImageUpload: defineCall({
    name: 'chatImageUpload',
    summary:
      'Uploads an image for the player’s chat (JPEG, PNG or WebP by content, 2 MiB); its key then goes in a send frame of the chat socket.',
    request: CH.ChatImageUploadRequest,
    answer: CH.ChatImage,
  }),
} as const;
