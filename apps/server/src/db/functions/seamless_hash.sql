    -- sha256 of JSON.stringify({ kind, userId, wagering, legs }) with the legs sorted by account
    -- ('<user>:coin' and '<user>:bonus' sort before 'house:games'), as ledger.ts's requestHash.
    create or replace function seamless_hash(
      p_kind text, p_user bigint, p_wagering bigint, p_account text, p_coin bigint
    ) returns bytea
    language sql immutable as $$
      select sha256(convert_to(format(
        '{"kind":"%s","userId":%s,"wagering":%s,"legs":[["%s:%s",%s],["house:games",%s]]}',
        p_kind, p_user, p_wagering, p_user, p_account, p_coin, -p_coin
      ), 'UTF8'))
    $$
