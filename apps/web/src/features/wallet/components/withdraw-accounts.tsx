import type { AppConfig, Bank } from '@lobby/contract/app-config';
import type { CallAnswer } from '@lobby/contract/registry';
import { ArtImage } from '@/components/art-image';
import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import shared from './wallet-shared.module.css';
import styles from './withdraw-panel.module.css';

export type Account = CallAnswer<'getExchange'>['appUserBankList'][number];

const bankOf = (config: AppConfig | undefined, bankId: number): Bank | undefined =>
  config?.banks.find((b) => b.id === bankId);

/**
 * The accounts a withdrawal method offers: `/withdrawal/<code>` names a bank of appConfig and
 * offers only the player's accounts at that bank; any other name ("bank") offers them all.
 */
export const accountsForMethod = (
  accounts: Account[],
  config: AppConfig | undefined,
  method: string | undefined,
): Account[] => {
  const bank = method ? config?.banks.find((b) => b.code === method) : undefined;
  return bank ? accounts.filter((a) => a.bankId === bank.id) : accounts;
};

export function AccountPicker({
  accounts,
  selected,
  onSelect,
  config,
  canAdd,
}: {
  accounts: Account[];
  selected: number | null;
  onSelect: (id: number) => void;
  config: AppConfig | undefined;
  canAdd: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={shared.accounts}>
      <div role="radiogroup" aria-label={t('wallet.receiveTo')} className={shared.accounts}>
        {accounts.map((account) => {
          const bank = bankOf(config, account.bankId);
          return (
            <button
              key={account.id}
              type="button"
              role="radio"
              aria-checked={account.id === selected}
              className={styles.account}
              onClick={() => onSelect(account.id)}
            >
              <ArtImage
                src={bank?.icon ?? ''}
                label={bank?.name ?? t('wallet.bank')}
                width={36}
                height={36}
                className={shared.bankIcon}
              />
              <span className={styles.accountMain}>
                <span className={styles.accountName}>{bank?.name ?? t('wallet.bank')}</span>
                <span className={styles.accountNo}>
                  {account.accountNo} · {account.accountName}
                </span>
              </span>
              {account.isDefault ? (
                <span className={shared.badge}>{t('wallet.default')}</span>
              ) : null}
              <span className={styles.radio} aria-hidden="true">
                {account.id === selected ? <Icon name="check" size={14} strokeWidth={3} /> : null}
              </span>
            </button>
          );
        })}
      </div>
      {canAdd ? (
        <Link to={pathTo('wallets-card-edit')} className={shared.addCard}>
          <Icon name="plus" size={20} />
          {t('wallet.addAccount')}
        </Link>
      ) : null}
    </div>
  );
}
