import type { ModuleDeps, ServerModule } from '../server-module';
import type { BonusService } from '../bonus/bonus.service';
import { KycLimits } from './kyc-limits';
import { kycRoutes } from './kyc.routes';
import { KycService } from './kyc.service';

/**
 * Know your customer (ADR 0073): the player's tiers, details and documents, the tier limits the
 * deposits and withdrawals ask (`limits`, handed to them by the composition), the console's
 * review queue and the documents' retention job.
 */
export const kycModule = (
  deps: Pick<ModuleDeps, 'db' | 'images' | 'log' | 'settings'>,
  bonus: BonusService,
): ServerModule & { limits: KycLimits; service: KycService } => {
  const limits = new KycLimits(deps.settings);
  // On disk under DATA_DIR or in the S3 bucket, by environment; never served publicly.
  const store = deps.images('kyc');
  const service = new KycService({
    db: deps.db,
    limits,
    store,
    closure: { bonus },
    log: deps.log,
  });
  return {
    name: 'kyc',
    limits,
    service,
    routes: kycRoutes(service),
  };
};
