-- The outbox's `user.phoneVerified` (docs/rewards/tasks.md): a user row made with a verified
-- phone, or whose phone becomes verified.
create or replace function publish_user_phone_verified() returns trigger
language plpgsql
as $$
begin
  insert into domain_events (type, user_id, payload)
  values ('user.phoneVerified', new.id, jsonb_build_object('userId', new.id));
  return null;
end
$$;
