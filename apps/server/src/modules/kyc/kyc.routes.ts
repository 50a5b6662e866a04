import type { CallRegistry } from '@lobby/contract/registry';
import { base64Length, FEEDBACK_IMAGE_MAX_BYTES } from '@lobby/contract/values/feedback';
import type { CallRoutes } from '@/core/call-routes';
import type { ConsoleRoutes } from '@/core/console-routes';
import { staffAuditBy } from '../audit/audit-by';
import type { KycStaffService } from './kyc-staff.service';
import type { KycService } from './kyc.service';

/** kycUploadDocument's body holds one image in base64 (ADR 0037, 0073), and the common fields. */
export const UPLOAD_BODY_LIMIT = base64Length(FEEDBACK_IMAGE_MAX_BYTES) + 64 * 1024;

export const kycRoutes = (kyc: KycService): CallRoutes<CallRegistry> => ({
  kycState: {
    handler: async (_input, ctx) => kyc.state((await ctx.requireSession()).userId),
  },
  kycSubmitDetails: {
    handler: async (input, ctx) => {
      const { userId } = await ctx.requireSession();
      return kyc.submitDetails(userId, {
        fullName: input.fullName,
        dateOfBirth: input.dateOfBirth,
        country: input.country,
        addressLine1: input.addressLine1,
        addressLine2: input.addressLine2,
        city: input.city,
        postalCode: input.postalCode,
      });
    },
  },
  kycUploadDocument: {
    bodyLimit: UPLOAD_BODY_LIMIT,
    handler: async (input, ctx) =>
      kyc.uploadDocument((await ctx.requireSession()).userId, {
        side: input.side,
        image: input.image,
      }),
  },
  kycSubmitReview: {
    handler: async (_input, ctx) => kyc.submitReview((await ctx.requireSession()).userId),
  },
});

/** The console's KYC calls: the queue, a case, a player ('kyc.read'), the decision ('kyc'). */
export const kycConsoleRoutes = (staff: KycStaffService): ConsoleRoutes => ({
  kycQueue: async (input) => staff.queue(input),
  kycCase: async (input) => staff.case(input.id),
  kycDecide: async (input, ctx) => staff.decide(staffAuditBy(ctx), input),
  kycPlayer: async (input) => staff.player(input.id),
});
