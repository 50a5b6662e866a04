import { afterCommit, rootDb, type Db } from '../db/database';

/** Told the player whose balance a committed transfer changed (never for a replay). */
export type BalanceListener = (userId: number) => void;

const listeners = new WeakMap<Db, Set<BalanceListener>>();

/**
 * Listens to the balance changes of transfers posted on `db` (or in a transaction opened on it),
 * each told once its transfer has committed, never for a rolled-back one. The composition wires
 * the players' sockets here (docs/adr/0063): the ledger knows no module. Answers the stop.
 */
export const onBalanceChange = (db: Db, listener: BalanceListener): (() => void) => {
  let set = listeners.get(db);
  if (!set) listeners.set(db, (set = new Set()));
  set.add(listener);
  return () => set.delete(listener);
};

/** A transfer moved `userId`'s money on `db`: their listeners hear it after the commit. */
export const balanceChanged = (db: Db, userId: number) => {
  const set = listeners.get(rootDb(db));
  if (!set || set.size === 0) return;
  afterCommit(db, () => {
    for (const listener of set) listener(userId);
  });
};
