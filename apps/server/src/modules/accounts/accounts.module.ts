import type { ModuleDeps, ServerModule } from '../server-module';
import type { ConfigService } from '../config/config.service';
import type { RiskService } from '../risk/risk.service';
import { AccountsService, type AccountsDeps } from './accounts.service';
import { accountsRoutes } from './accounts.routes';
import { Challenges } from './challenges';
import { eraseAccount, exportAccount } from './accounts-data-rights';

/**
 * Sign-in, registration, credentials and the player's info: its service (`service`), which the
 * modules that ask for proofs or the user info are given, and its calls. Every sign-in and
 * sign-up tells the risk desk what it saw (NewSessions). What the environment
 * chooses (the SMS provider, the social verifier) comes built; the sessions' lifetime and cache
 * are the composition's, shared with the HTTP shell's session resolver.
 */
export const accountsModule = (
  deps: Pick<ModuleDeps, 'db' | 'env' | 'log' | 'settings' | 'securityEvents'>,
  config: ConfigService,
  risk: RiskService,
  parts: Pick<
    AccountsDeps,
    'sms' | 'social' | 'sessionLifetime' | 'sessionsEnded' | 'stateParts' | 'appOpened'
  >,
): ServerModule & { service: AccountsService } => {
  const service = new AccountsService({
    db: deps.db,
    config,
    settings: deps.settings,
    log: deps.log,
    securityEvents: deps.securityEvents,
    challenges: new Challenges({ db: deps.db, secret: deps.env.CHALLENGE_SECRET }),
    risk,
    ...parts,
  });
  return {
    name: 'accounts',
    service,
    routes: accountsRoutes(service, deps.env.SIGN_IN_RATE_LIMIT_MAX),
    // The profile, social identities and sessions; erased under the pseudonym erased-<id>.
    dataExport: exportAccount,
    dataErasure: eraseAccount,
  };
};
