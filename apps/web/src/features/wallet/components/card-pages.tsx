import type { TFunction } from 'i18next';
import { useSearchParams } from 'react-router';
import type { AppConfig, Bank } from '@lobby/contract/app-config';
import type { CallAnswer } from '@lobby/contract/registry';
import { ArtImage } from '@/components/art-image';
import { ButtonLink } from '@/components/button';
import { ConfigGate } from '@/components/config-gate';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { LoadFailed } from '@/components/load-failed';
import { Page } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { useSignedIn } from '@/stores/session-store';
import { useBankInfoList } from '../api/bank-info-list';
import { Notice, SignInFirst } from './wallet-ui';
import shared from './wallet-shared.module.css';
import styles from './card-pages.module.css';
import { CardForm, type Account } from './card-form';

/** The accounts note: how many of the server's `maxAccounts`, and its pause after a change. */
const accountsNote = (t: TFunction, answer: CallAnswer<'bankInfoList'>) =>
  [
    t('wallet.accountsNote', { count: answer.appUserBankList.length, max: answer.maxAccounts }),
    t('wallet.pauseAfterChange', { count: answer.accountChangePauseHours }),
  ].join(' ');

function BankCard({ account, bank }: { account: Account; bank: Bank | undefined }) {
  const { t } = useTranslation();
  const name = bank?.name ?? t('wallet.bank');
  return (
    <article className={styles.bankCard} data-default={account.isDefault} aria-label={name}>
      <div className={styles.bankCardTop}>
        <ArtImage
          src={bank?.icon ?? ''}
          label={name}
          width={36}
          height={36}
          className={shared.bankIcon}
        />
        <span className={styles.bankName}>{name}</span>
        {account.isDefault ? <span className={shared.badge}>{t('wallet.default')}</span> : null}
      </div>
      <p className={styles.cardNumber}>{account.accountNo}</p>
      <div className={styles.cardBottom}>
        <span>{account.accountName}</span>
        <Link
          to={pathTo('wallets-card-edit', { id: account.id })}
          className={styles.cardEdit}
          aria-label={t('wallet.editAccount', { bank: name, number: account.accountNo })}
        >
          <Icon name="edit" size={14} />
          {t('wallet.edit')}
        </Link>
      </div>
    </article>
  );
}

/**
 * The receiving accounts: masked numbers, the default badge, edit, and add (up to the server's
 * `maxAccounts`).
 */
export function CardListPage() {
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst path={pathTo('wallets-card-list')} />;
  return <ConfigGate>{(config) => <CardList config={config} />}</ConfigGate>;
}

function CardList({ config }: { config: AppConfig }) {
  const { t } = useTranslation();
  const list = useBankInfoList();
  if (list.isPending) return <SkeletonList rows={2} height={150} />;
  if (list.isError) {
    return <LoadFailed title={t('wallet.loadFailed')} query={list} reason={false} />;
  }
  const accounts = list.data.appUserBankList;
  const canAdd = accounts.length < list.data.maxAccounts;
  if (accounts.length === 0) {
    return (
      <EmptyState
        icon="card"
        title={t('wallet.noAccounts')}
        text={t('wallet.noAccountsText')}
        action={
          <ButtonLink to={pathTo('wallets-card-edit')}>
            <Icon name="plus" size={18} />
            {t('wallet.addAccount')}
          </ButtonLink>
        }
      />
    );
  }
  return (
    <Page>
      <div className={shared.accounts}>
        {accounts.map((account) => (
          <BankCard
            key={account.id}
            account={account}
            bank={config.banks.find((b) => b.id === account.bankId)}
          />
        ))}
      </div>
      {canAdd ? (
        <Link to={pathTo('wallets-card-edit')} className={shared.addCard}>
          <Icon name="plus" size={20} />
          {t('wallet.addAccount')}
        </Link>
      ) : null}
      <Notice>{accountsNote(t, list.data)}</Notice>
    </Page>
  );
}

/** Back where the player came from (the withdraw form, the list), else to the list. */
/** Adding (no `id`) or editing (`?id=`) a receiving account. */
export function CardEditPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return <ConfigGate>{(config) => <CardEdit config={config} id={id} />}</ConfigGate>;
}

function CardEdit({ config, id }: { config: AppConfig; id: number | null }) {
  const { t } = useTranslation();
  const list = useBankInfoList();
  if (list.isPending) return <SkeletonList rows={4} height={64} />;
  if (list.isError) {
    return <LoadFailed title={t('wallet.loadFailed')} query={list} reason={false} />;
  }
  const accounts = list.data.appUserBankList;
  const editing = id === null ? null : (accounts.find((a) => a.id === id) ?? null);
  if (id !== null && !editing) {
    return (
      <EmptyState
        icon="card"
        title={t('wallet.accountMissing')}
        action={
          <ButtonLink to={pathTo('wallets-card-list')}>{t('titles.wallets-card-list')}</ButtonLink>
        }
      />
    );
  }
  if (!editing && accounts.length >= list.data.maxAccounts) {
    return (
      <EmptyState
        icon="card"
        title={t('errors.code.1211')}
        text={accountsNote(t, list.data)}
        action={
          <ButtonLink to={pathTo('wallets-card-list')}>{t('titles.wallets-card-list')}</ButtonLink>
        }
      />
    );
  }
  return (
    <CardForm
      key={editing?.id ?? 'new'}
      config={config}
      editing={editing}
      count={accounts.length}
      pauseHours={list.data.accountChangePauseHours}
    />
  );
}
