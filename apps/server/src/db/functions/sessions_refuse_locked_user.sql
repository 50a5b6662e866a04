-- A locked account gets no new session (docs/console.md "Players", ADR 0044): the trigger
-- before an insert on sessions waits on the user's row, so a sign-in racing the lock either
-- ends with the lock's revocation or is refused.
create or replace function sessions_refuse_locked_user() returns trigger
language plpgsql
as $$
declare
  locked timestamptz;
begin
  -- The row by id alone, under a share lock: a lock being written is waited for and its
  -- committed row read (a condition on locked_at would skip the row unlocked).
  select locked_at into locked from users where id = new.user_id for share;
  if locked is not null then
    raise exception 'the account is locked' using errcode = 'PLK01';
  end if;
  return new;
end
$$;
