-- The outbox's producers for what the rewards engine counts (domain_events, docs/rewards/README.md):
-- each is published in the transaction that makes it true, whichever code path that is.
create or replace function publish_user_registered() returns trigger
language plpgsql
as $$
begin
  insert into domain_events (type, user_id, payload)
  values ('user.registered', new.id, jsonb_build_object('userId', new.id, 'pid', new.pid));
  return null;
end
$$;
