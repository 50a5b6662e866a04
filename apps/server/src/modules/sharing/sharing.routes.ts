import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import type { SharingService } from './sharing.service';

/** actInviteClickInvite is public: it takes the sign-in calls' per-IP limit (`limit`, a minute). */
export const sharingRoutes = (
  sharing: SharingService,
  limit: number,
): CallRoutes<CallRegistry> => ({
  shareInfo: {
    handler: async (_input, ctx) => sharing.info((await ctx.requireSession()).userId),
  },
  actInviteClickInvite: {
    ...(limit > 0 ? { rateLimit: { max: limit, timeWindowMs: 60_000 } } : {}),
    handler: async (input, ctx) => {
      const fingerprint = ctx.request.headers.fingerprint;
      return sharing.click(
        input.inviteCode,
        typeof fingerprint === 'string' ? fingerprint : '',
        (await ctx.session())?.userId ?? null,
      );
    },
  },
});
