import type { z } from 'zod';
import { accountCalls } from './registry/account';
import { walletCalls } from './registry/wallet';
import { gamesCalls } from './registry/games';
import { rewardsCalls } from './registry/rewards';
import { offersCalls } from './registry/offers';
import { invitesCalls } from './registry/invites';
import { contentCalls } from './registry/content';
import { prizeDrawsCalls } from './registry/prize-draws';
import { limitsCalls } from './registry/limits';
import { realityCheckCalls } from './registry/reality-check';
import { kycCalls } from './registry/kyc';
import { breaksCalls } from './registry/breaks';

export type { CallDef } from './registry/define-call';

/**
 * The one call registry: name → request schema, answer schema, access (PUBLIC_CALLS of
 * values/calls.ts, which the browser reads too). Each call is served at POST /app/v1/<name>
 * (callPath). Each area's calls are in registry/<area>.ts, spread here in the order of the
 * OpenAPI document.
 */
export const callRegistry = {
  ...accountCalls,
  ...walletCalls,
  ...gamesCalls,
  ...rewardsCalls,
  ...offersCalls,
  ...invitesCalls,
  ...contentCalls,
  ...prizeDrawsCalls,
  ...limitsCalls,
  ...realityCheckCalls,
  ...kycCalls,
  ...breaksCalls,
} as const;

export type CallRegistry = typeof callRegistry;
export type CallName = keyof CallRegistry;
export type CallRequest<N extends CallName> = z.input<CallRegistry[N]['request']>;
export type CallAnswer<N extends CallName> = z.output<CallRegistry[N]['answer']>;

export const callNames = Object.keys(callRegistry) as CallName[];
