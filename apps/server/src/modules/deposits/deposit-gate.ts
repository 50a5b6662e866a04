import type { Db } from '@/db/database';

/**
 * What a recharge asks before it makes an order, besides its own rules: the know-your-customer
 * module implements it (a closed account, the tier's monthly deposit limit; ADR 0073) and the
 * composition hands it to `depositsModule`; without one, nothing more is asked. It refuses by
 * throwing. Called before the checkout is made, and again with `lock` in the order's
 * transaction, where racing recharges of one player take turns.
 */
export interface DepositGate {
  /** The check under one reading of its settings, made before the order's transaction. */
  prepare(): Promise<{
    checkDeposit(db: Db, userId: number, amount: number, lock?: boolean): Promise<void>;
  }>;
}
