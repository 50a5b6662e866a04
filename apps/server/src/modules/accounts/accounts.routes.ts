import type { FastifyRequest } from 'fastify';
import type { CommonBody } from '@lobby/contract/common';
import { SocialProvider } from '@lobby/contract/values/enums';
import type { CallRegistry } from '@lobby/contract/registry';
import type { CallRoutes } from '@/core/call-routes';
import type { AccountsService, Caller } from './accounts.service';

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
};

const callerOf = (request: FastifyRequest, body: CommonBody): Caller => ({
  fingerprint: header(request, 'fingerprint') ?? '',
  ip: request.ip,
  userAgent: header(request, 'user-agent'),
  client: {
    appId: body.appId,
    channel: body.channel,
    clientReferrer: body.clientReferrer,
    platform: body.platform,
    appVersion: body.appVersion,
  },
});

/** Sign-in calls answer per IP within `signInRateLimit` a minute (docs/rules.md "Rate limits"). */
export const accountsRoutes = (
  accounts: AccountsService,
  signInRateLimit?: number,
): CallRoutes<CallRegistry> => {
  // Every way in: a player on a break is answered with the break and a cash-out-only session.
  const onBreak = <T>(caller: Caller, work: (caller: Caller) => Promise<T>) =>
    accounts.breaks.signIn(caller, () => work(caller));
  const limited = signInRateLimit
    ? { rateLimit: { max: signInRateLimit, timeWindowMs: 60_000 } }
    : {};
  return {
    smsSend: {
      ...limited,
      handler: (input, { request }) =>
        accounts.codes.send(input, {
          ip: request.ip,
          fingerprint: header(request, 'fingerprint') ?? '',
          requestId: request.id,
        }),
    },
    accountLoginSms: {
      ...limited,
      handler: (input, { request }) =>
        onBreak(callerOf(request, input), (caller) => accounts.signIn.loginBySms(input, caller)),
    },
    accountRegist4: {
      ...limited,
      handler: (input, { request }) =>
        onBreak(callerOf(request, input), (caller) =>
          accounts.signIn.registerByPhone(input, caller),
        ),
    },
    accountRegist: {
      ...limited,
      handler: (input, { request }) =>
        onBreak(callerOf(request, input), (caller) =>
          accounts.signIn.registerByAccount(input, caller),
        ),
    },
    accountLogin: {
      ...limited,
      handler: (input, { request }) =>
        onBreak(callerOf(request, input), (caller) =>
          accounts.signIn.loginByPassword(input, caller),
        ),
    },
    forgetPassword: {
      ...limited,
      handler: (input, { request }) =>
        onBreak(callerOf(request, input), (caller) => accounts.signIn.resetPassword(input, caller)),
    },
    googleLogin: {
      ...limited,
      handler: (input, { request }) =>
        onBreak(callerOf(request, input), (caller) =>
          accounts.signIn.loginBySocial(SocialProvider.Google, input, caller),
        ),
    },
    facebookLogin: {
      ...limited,
      handler: (input, { request }) =>
        onBreak(callerOf(request, input), (caller) =>
          accounts.signIn.loginBySocial(SocialProvider.Facebook, input, caller),
        ),
    },
    lineLogin: {
      ...limited,
      handler: (input, { request }) =>
        onBreak(callerOf(request, input), (caller) =>
          accounts.signIn.loginBySocial(SocialProvider.Line, input, caller),
        ),
    },
    logout: {
      handler: async (_input, ctx) => {
        await accounts.devices.logout(await ctx.requireSession());
        return {};
      },
    },
    sessionList: {
      handler: async (_input, ctx) => accounts.devices.listSessions(await ctx.requireSession()),
    },
    sessionEnd: {
      handler: async (input, ctx) =>
        accounts.devices.endSession(
          await ctx.requireSession(),
          input.id,
          callerOf(ctx.request, input),
        ),
    },
    sessionEndOthers: {
      handler: async (input, ctx) =>
        accounts.devices.endOtherSessions(await ctx.requireSession(), callerOf(ctx.request, input)),
    },
    initPassword: {
      ...limited,
      handler: async (input, ctx) =>
        accounts.credentials.setPassword(
          await ctx.requireSession(),
          input,
          callerOf(ctx.request, input),
        ),
    },
    bindAccount: {
      handler: async (input, ctx) =>
        accounts.credentials.bindPhone(await ctx.requireSession(), input),
    },
    bindSocialAccount: {
      handler: async (input, ctx) =>
        accounts.credentials.bindSocial(await ctx.requireSession(), input),
    },
    updateProfile: {
      handler: async (input, ctx) =>
        accounts.profile.updateProfile(await ctx.requireSession(), input),
    },
    agentFill: {
      handler: async (input, ctx) =>
        accounts.profile.fillInviter(await ctx.requireSession(), input.pid),
    },
    getAfterLoginInfoWeb: {
      handler: async (input, ctx) =>
        accounts.player.afterLoginInfo(await ctx.requireSession(), input),
    },
    getAfterLoginInfo: {
      handler: async (input, ctx) => {
        const info = await accounts.player.afterLoginInfo(await ctx.requireSession(), input);
        return { ...info, config: accounts.player.configVersionFor(input.gameListVersion) };
      },
    },
    refreshData: {
      handler: async (_input, ctx) => accounts.player.refreshData(await ctx.requireSession()),
    },
  };
};
