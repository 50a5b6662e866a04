create or replace function publish_withdrawal_settled() returns trigger
language plpgsql
as $$
begin
  if new.status = 'paid' then
    insert into domain_events (type, user_id, payload)
    values ('withdrawal.paid', new.user_id, jsonb_build_object(
      'userId', new.user_id, 'orderNo', new.order_no, 'amount', new.amount, 'fee', new.fee
    ));
  else
    -- Rejected by an operator (their note) or failed at the payout provider (its reason).
    insert into domain_events (type, user_id, payload)
    values ('withdrawal.refused', new.user_id, jsonb_build_object(
      'userId', new.user_id, 'orderNo', new.order_no, 'amount', new.amount,
      'status', new.status,
      'reason', coalesce(nullif(btrim(new.review_note), ''), nullif(btrim(new.failure_reason), ''), '')
    ));
  end if;
  return null;
end
$$;
