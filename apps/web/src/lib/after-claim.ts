import { refreshDataQuery } from './balances';
import { openRewardModal, type RewardLine } from './modal-manager';
import { queryClient } from './query-client';

/**
 * The server state any reward claim makes stale, wherever it was claimed (the bonus centre, the
 * VIP pages): the bonus centre's tabs and bonus money, both records, the red dots and the VIP
 * club's answer (its awards and what waits unclaimed), the tasks and chests, and the slots
 * hack's tiers, the agent programme's figures and history.
 */
const STALE_AFTER_CLAIM = [
  'betBonus',
  'bonusWallet',
  'betBonusLog',
  'activityAwardGetLog',
  'activityGetStatusList',
  'getVipInfo',
  'slotsHackInfo',
  'getTaskUser',
  'appAgent5User',
  'appAgent5UserLog',
] as const;

/**
 * After a claim: the reward modal shows what it paid (nothing when it paid nothing), the
 * queries above are asked again, and the balances (refreshData) at once, so the bar's balance
 * shows what was paid.
 */
export async function afterClaim(awards: readonly RewardLine[]) {
  openRewardModal([...awards]);
  for (const key of STALE_AFTER_CLAIM) void queryClient.invalidateQueries({ queryKey: [key] });
  try {
    await queryClient.fetchQuery({ ...refreshDataQuery(), staleTime: 0 });
  } catch {
    // The balances shown are refreshed on the next page that asks.
  }
}
