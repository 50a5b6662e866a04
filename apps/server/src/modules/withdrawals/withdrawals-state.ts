import type { AfterLoginPart } from '../accounts/player-state';
import { receivingAccountsJson, type ListedAccount } from './receiving-accounts.repo';
import { toAppUserBank } from './receiving-accounts.service';

/** The withdrawals' part of the after-login state: the receiving accounts, the default apart. */
export const withdrawalsAfterLogin: AfterLoginPart = {
  columns: (userId) => ({ accounts: receivingAccountsJson(userId) }),
  read: (c) => {
    const appUserBankList = (c.accounts as ListedAccount[]).map(toAppUserBank);
    return { appUserBank: appUserBankList.find((a) => a.isDefault) ?? null, appUserBankList };
  },
};
