-- A closed account gets no new session (docs/player-protection.md "Data rights", ADR 0074): like
-- the lock's trigger, it waits on the user's row, so a sign-in racing the closure either ends
-- with the closure's revocation or is refused.
create or replace function sessions_refuse_closed_user() returns trigger
language plpgsql
as $$
declare
  closed timestamptz;
begin
  select closed_at into closed from users where id = new.user_id for share;
  if closed is not null then
    raise exception 'the account is closed' using errcode = 'PCL01';
  end if;
  return new;
end
$$;
