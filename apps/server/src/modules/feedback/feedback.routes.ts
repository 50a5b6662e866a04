import type { CallRegistry } from '@lobby/contract/registry';
import { base64Length, FEEDBACK_IMAGES_MAX_TOTAL_BYTES } from '@lobby/contract/values/feedback';
import type { CallRoutes } from '@/core/call-routes';
import type { ConsoleRoutes } from '@/core/console-routes';
import { staffAuditBy } from '../audit/audit-by';
import type { FeedbackStaffService } from './feedback-staff.service';
import type { FeedbackService } from './feedback.service';

/**
 * feedbackSubmit's body holds its images in base64 (docs/adr/0037): the most images allowed in
 * all, and room for the text and the common fields. Every other call keeps the small limit.
 */
export const SUBMIT_BODY_LIMIT = base64Length(FEEDBACK_IMAGES_MAX_TOTAL_BYTES) + 64 * 1024;

export const feedbackRoutes = (feedback: FeedbackService): CallRoutes<CallRegistry> => ({
  feedbackSubmit: {
    bodyLimit: SUBMIT_BODY_LIMIT,
    handler: async (input, ctx) => feedback.submit((await ctx.requireSession()).userId, input),
  },
  feedbackList: {
    handler: async (input, ctx) => feedback.list((await ctx.requireSession()).userId, input),
  },
  feedbackDetail: {
    handler: async (input, ctx) => feedback.detail((await ctx.requireSession()).userId, input.id),
  },
  feedbackReply: {
    handler: async (input, ctx) =>
      feedback.reply((await ctx.requireSession()).userId, input.id, input.text),
  },
});

/** The console's feedback calls: the queue and a thread ('feedback.read'), a reply ('feedback'). */
export const feedbackConsoleRoutes = (staff: FeedbackStaffService): ConsoleRoutes => ({
  feedbackQueue: async (input) => staff.queue(input),
  feedbackThread: async (input) => staff.thread(input.id),
  feedbackAnswer: async (input, ctx) =>
    staff.staffReply(input.id, input.text, ctx.requireStaff().staff.name, {
      close: input.close,
      by: staffAuditBy(ctx),
    }),
});
