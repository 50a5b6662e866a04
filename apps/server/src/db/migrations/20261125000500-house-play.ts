import { sql, type Kysely } from 'kysely';

/**
 * A built-in game's round in one statement (docs/adr/0024): the player's nonce moves on only
 * if it is still the one the round was computed with (and the seed pair the same), then the
 * stake is debited and the payout credited through the seamless wallet's own functions. A
 * refusal of either raises HOUSE_REFUSED with the wallet's answer, so the statement, nonce
 * included, leaves nothing behind; a nonce that moved answers `{ retry: true }` and changes
 * nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function house_play(
      p_user bigint, p_nonce bigint, p_seed_hash text,
      p_debit jsonb, p_credit jsonb, p_idle_seconds int
    ) returns jsonb
    language plpgsql as $$
    declare
      v_debit jsonb;
      v_credit jsonb;
    begin
      update fair_seeds set nonce = nonce + 1
        where user_id = p_user and nonce = p_nonce and server_seed_hash = p_seed_hash;
      if not found then
        return jsonb_build_object('retry', true);
      end if;
      v_debit := seamless_debit(
        p_debit->>'provider', p_debit->>'txId', p_debit->>'hash', p_debit->>'sessionId',
        p_debit->>'roundId', (p_debit->>'amount')::bigint, p_idle_seconds,
        (p_debit->>'weightBp')::int
      );
      if not coalesce((v_debit->>'ok')::boolean, false) then
        raise exception 'HOUSE_REFUSED' using detail = v_debit::text;
      end if;
      v_credit := seamless_credit(
        p_credit->>'provider', p_credit->>'txId', p_credit->>'hash', p_credit->>'sessionId',
        p_credit->>'roundId', (p_credit->>'amount')::bigint, (p_credit->>'final')::boolean,
        p_credit->'detail'
      );
      if not coalesce((v_credit->>'ok')::boolean, false) then
        raise exception 'HOUSE_REFUSED' using detail = v_credit::text;
      end if;
      return jsonb_build_object('debit', v_debit, 'credit', v_credit);
    end
    $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function house_play(bigint, bigint, text, jsonb, jsonb, int)`.execute(db);
}
