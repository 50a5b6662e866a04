import { sql } from 'kysely';
import type { AfterLoginPart } from '../accounts/player-state';
import type { ReceivingAccountRow } from './withdrawals.repo';
import { toAppUserBank } from './receiving-accounts.service';

type Listed = Pick<
  ReceivingAccountRow,
  'id' | 'bank_id' | 'account_name' | 'account_no' | 'is_default'
>;

/** The withdrawals' part of the after-login state: the receiving accounts, the default apart. */
export const withdrawalsAfterLogin: AfterLoginPart = {
  columns: (userId) => ({
    accounts: sql`coalesce((
      select json_agg(json_build_object(
        'id', id, 'bank_id', bank_id, 'account_name', account_name,
        'account_no', account_no, 'is_default', is_default
      ) order by id)
      from receiving_accounts where user_id = ${userId}
    ), '[]'::json)`,
  }),
  read: (c) => {
    const appUserBankList = (c.accounts as Listed[]).map((row) =>
      toAppUserBank(row as ReceivingAccountRow),
    );
    return { appUserBank: appUserBankList.find((a) => a.isDefault) ?? null, appUserBankList };
  },
};
