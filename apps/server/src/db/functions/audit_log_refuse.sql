-- The audit log is append-only (ADR 0043): its triggers refuse UPDATE, DELETE and TRUNCATE.
create or replace function audit_log_refuse() returns trigger
language plpgsql
as $$
begin
  raise exception 'audit_log is append-only: % refused', tg_op
    using errcode = 'insufficient_privilege';
end
$$;
