-- A deposit order that fails or expires gives back the coupon it held, in the statement that
-- closes it, whichever code path closes it (a provider's word, the expiry job, an operator).
create or replace function release_order_coupon() returns trigger
language plpgsql as $$
begin
  update coupons set status = 'available', order_no = null
  where order_no = new.order_no and status = 'reserved';
  return new;
end;
$$
