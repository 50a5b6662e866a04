    create or replace function ledger_batch_refuse(reason text) returns boolean
    language plpgsql as $$
    begin
      raise exception 'ledger batch refused: %', reason using errcode = 'check_violation';
    end
    $$
