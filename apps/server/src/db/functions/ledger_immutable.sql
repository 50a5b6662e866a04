    create or replace function ledger_immutable() returns trigger language plpgsql as $$
    begin
      raise exception 'ledger rows are immutable: % on %', tg_op, tg_table_name;
    end
    $$
