import { sql } from 'kysely';
import type { JackpotTierValue } from '@lobby/contract/jackpot';
import { houseBalanceSql, jackpotPoolAccount } from '@/ledger/ledger';
import { JACKPOT_TIERS } from './jackpot.settings';

/**
 * What the jackpot's statements share: the pools' balances as columns of a caller's one
 * statement (the draw page's, the lobby's ticker's), and json columns read back.
 */

/** A json column's value, parsed when it is answered as text. */
export const json = <T>(value: unknown): T =>
  (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The balance of each pool, as SQL columns `pool_<tier>` of a caller's one statement. */
export const poolColumns = () =>
  sql.join(
    JACKPOT_TIERS.map(
      (tier) => sql`${houseBalanceSql(jackpotPoolAccount(tier))} as ${sql.ref(`pool_${tier}`)}`,
    ),
  );

/** The pools' balances of a row read with poolColumns. */
export const poolsOf = (row: Record<string, unknown>) =>
  Object.fromEntries(JACKPOT_TIERS.map((t) => [t, Number(row[`pool_${t}`] ?? 0)])) as Record<
    JackpotTierValue,
    number
  >;
