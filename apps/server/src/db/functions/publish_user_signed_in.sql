create or replace function publish_user_signed_in() returns trigger
language plpgsql
as $$
begin
  insert into domain_events (type, user_id, payload)
  values ('user.signedIn', new.user_id, jsonb_build_object('userId', new.user_id));
  return null;
end
$$;
