import type { ModuleDeps, ServerModule } from '../server-module';
import type { AccountsService } from '../accounts/accounts.service';
import type { ConfigService } from '../config/config.service';
import { walletState } from './wallet-state';
import { walletRoutes } from './wallet.routes';
import { WalletService } from './wallet.service';

export const walletModule = (
  deps: Pick<ModuleDeps, 'db'>,
  config: ConfigService,
  accounts: AccountsService,
): ServerModule & { service: WalletService } => {
  const service = new WalletService({ db: deps.db, accounts, config });
  return {
    name: 'wallet',
    service,
    routes: walletRoutes(service),
    playerState: walletState,
  };
};
