import type { CallRegistry } from '@lobby/contract/registry';
import { base64Length, FEEDBACK_IMAGE_MAX_BYTES } from '@lobby/contract/values/feedback';
import type { CallRoutes } from '@/core/call-routes';
import type { ConsoleRoutes } from '@/core/console-routes';
import { staffAuditBy } from '../audit/audit-by';
import { senderKeyOf, staffKeyOf } from './chat.repo';
import type { ChatService } from './chat.service';

/** chatImageUpload's body: one image in base64 and room for the common fields. */
export const CHAT_UPLOAD_BODY_LIMIT = base64Length(FEEDBACK_IMAGE_MAX_BYTES) + 16 * 1024;

export const chatRoutes = (chat: ChatService): CallRoutes<CallRegistry> => ({
  getCustomerServices: { handler: async () => chat.customerServices() },
  chatImageUpload: {
    bodyLimit: CHAT_UPLOAD_BODY_LIMIT,
    handler: async (input, ctx) => {
      const { userId } = await ctx.requireSession();
      return chat.images.upload(senderKeyOf({ userId }), input.image);
    },
  },
});

/** The staff side (the console's chat inbox). */
export const chatConsoleRoutes = (chat: ChatService): ConsoleRoutes => ({
  chatInbox: async (input, ctx) => chat.inbox(ctx.requireStaff().staff.id, input),
  chatConversation: async (input, ctx) => chat.conversation(ctx.requireStaff().staff.id, input.id),
  chatAssign: async (input, ctx) => chat.assign(staffAuditBy(ctx), input.id),
  chatClose: async (input, ctx) => chat.close(staffAuditBy(ctx), input.id),
  chatReopen: async (input, ctx) => chat.reopen(staffAuditBy(ctx), input.id),
  chatCannedReplies: async () => chat.cannedReplies(),
  chatImageUpload: async (input, ctx) =>
    chat.images.upload(staffKeyOf(ctx.requireStaff().staff.id), input.image),
});
