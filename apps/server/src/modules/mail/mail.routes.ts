import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import type { MailService } from './mail.service';

export const mailRoutes = (mail: MailService): CallRoutes<CallRegistry> => ({
  getMail2: {
    handler: async (input, ctx) => mail.inbox((await ctx.requireSession()).userId, input),
  },
  getMailDetail: {
    handler: async (input, ctx) => mail.detail((await ctx.requireSession()).userId, input.id),
  },
  receiveMail: {
    handler: async (input, ctx) =>
      mail.receive((await ctx.requireSession()).userId, {
        id: input.id,
        ids: input.ids,
        all: input.all === true,
      }),
  },
  delMail: {
    handler: async (input, ctx) =>
      mail.delete((await ctx.requireSession()).userId, {
        ids: input.ids,
        claimFirst: input.claimFirst,
      }),
  },
});
