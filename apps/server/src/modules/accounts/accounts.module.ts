import type { ModuleDeps, ServerModule } from '../server-module';
import { accountsRoutes } from './accounts.routes';

/**
 * Sign-in, registration, credentials and the player's info. The service itself is built before
 * the modules (every module may ask it for proofs and the user info, ModuleDeps.accounts); this
 * module serves its calls.
 */
export const accountsModule = (deps: ModuleDeps): ServerModule => ({
  name: 'accounts',
  routes: accountsRoutes(deps.accounts, deps.env.SIGN_IN_RATE_LIMIT_MAX),
});
