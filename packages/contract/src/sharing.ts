import { z } from 'zod';
import { InviteCode } from './account';
import { bodyOf } from './common';

/** Sharing and invite links, docs/rewards/sharing.md. */

const Count = z.number().int().min(0);

export const ShareInfoRequest = bodyOf({});
export const ShareInfoAnswer = z.object({
  inviteCode: z.string().describe('The player’s invite code.'),
  invitePath: z
    .string()
    .describe('The path of the invite link (`/?inviteCode=<code>`): the client adds its origin.'),
  invitees: Count.describe('Players registered with this player as their inviter.'),
  validInvitees: Count.describe(
    'Of them, those whose deposits reached appConfig agent5.validInviteDeposit.',
  ),
  clicks: Count.describe('Devices that opened the player’s invite link (one per device).'),
});
export type ShareInfoAnswer = z.infer<typeof ShareInfoAnswer>;

export const ActInviteClickInviteRequest = bodyOf({ inviteCode: InviteCode });
/** The same answer for every code, known or not: the call tells nobody which codes exist. */
export const ActInviteClickInviteAnswer = z.object({});
