create or replace function publish_deposit_credited() returns trigger
language plpgsql
as $$
begin
  insert into domain_events (type, user_id, payload)
  values ('deposit.credited', new.user_id, jsonb_build_object(
    'userId', new.user_id, 'orderNo', new.order_no, 'amount', new.amount, 'bonus', new.bonus
  ));
  return null;
end
$$;
