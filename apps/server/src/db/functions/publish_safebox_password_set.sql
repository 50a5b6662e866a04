-- The outbox's `safebox.passwordSet` (docs/rewards/tasks.md): the safebox password set, its
-- row made (changing it is not setting it).
create or replace function publish_safebox_password_set() returns trigger
language plpgsql
as $$
begin
  insert into domain_events (type, user_id, payload)
  values ('safebox.passwordSet', new.user_id, jsonb_build_object('userId', new.user_id));
  return null;
end
$$;
