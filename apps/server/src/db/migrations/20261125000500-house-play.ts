import { sql, type Kysely } from 'kysely';

/**
 * A built-in game's round in one statement (docs/adr/0024): the player's nonce moves on only
 * if it is still the one the round was computed with (and the seed pair the same), then the
 * stake is debited and the payout credited through the seamless wallet's own functions. A
 * refusal of either raises HOUSE_REFUSED with the wallet's answer, so the statement, nonce
 * included, leaves nothing behind; a nonce that moved answers `{ retry: true }` and changes
 * nothing.
 *
 * `house_play` lives in db/functions and is applied after the migrations (ADR 0048); this
 * migration no longer creates it, and going down drops it.
 */
export async function up(): Promise<void> {}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists house_play`.execute(db);
}
