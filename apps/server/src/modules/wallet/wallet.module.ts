import type { ModuleDeps, ServerModule } from '../server-module';
import { walletState } from './wallet-state';
import { walletRoutes } from './wallet.routes';
import { WalletService } from './wallet.service';

export const walletModule = (deps: ModuleDeps): ServerModule & { service: WalletService } => {
  const service = new WalletService(deps);
  return {
    name: 'wallet',
    service,
    routes: walletRoutes(service),
    playerState: walletState,
  };
};
