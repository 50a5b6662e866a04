import { sql, type Kysely } from 'kysely';
import housePlay from './20261125000500-house-play/house_play.sql';

/**
 * A built-in game's round in one statement (docs/adr/0024): the player's nonce moves on only
 * if it is still the one the round was computed with (and the seed pair the same), then the
 * stake is debited and the payout credited through the seamless wallet's own functions. A
 * refusal of either raises HOUSE_REFUSED with the wallet's answer, so the statement, nonce
 * included, leaves nothing behind; a nonce that moved answers `{ retry: true }` and changes
 * nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(housePlay).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function house_play(bigint, bigint, text, jsonb, jsonb, int)`.execute(db);
}
