-- A player on a time-out or self-exclusion gets no new session but a cash-out-only one
-- (docs/player-protection.md "Time-out and self-exclusion", ADR 0071). Like the lock's trigger
-- (ADR 0044) it waits on the user's row first, which taking a break holds, so a sign-in racing
-- the break either reads it committed or is ended by the break's revocation. The refusal's
-- detail is `<kind>:<until epoch seconds, empty when permanent>`, the break lasting longest.
create or replace function sessions_refuse_player_on_break() returns trigger
language plpgsql
as $$
declare
  held record;
begin
  if new.cash_out_only then
    return new;
  end if;
  perform 1 from users where id = new.user_id for share;
  select b.kind, b.ends_at into held
    from play_breaks b
   where b.user_id = new.user_id
     and (b.released_at is null or b.released_at > app_now())
   order by b.ends_at desc nulls first
   limit 1;
  if found then
    raise exception 'the player is on a break' using
      errcode = 'PBR01',
      detail = held.kind || ':' || coalesce(floor(extract(epoch from held.ends_at))::bigint::text, '');
  end if;
  return new;
end
$$;
