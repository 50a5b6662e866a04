import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AppConfig, Bank } from '@lobby/contract/app-config';
import { ACCOUNT_HOLDER_MAX_LENGTH } from '@lobby/contract/values/wallet';
import type { CallAnswer } from '@lobby/contract/registry';
import { ArtImage } from '@/components/art-image';
import { Button, ButtonLink } from '@/components/button';
import { ConfigGate } from '@/components/config-gate';
import { EmptyState } from '@/components/empty-state';
import { TextField } from '@/components/field';
import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { Page } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { fieldErrorsOf, type FieldErrors } from '@/lib/error-message';
import { useSessionStore, useSignedIn } from '@/stores/session-store';
import { useAddBankInfo } from '../api/add-bank-info';
import { useBankInfoList } from '../api/bank-info-list';
import { useModifyBankInfo } from '../api/modify-bank-info';
import { identityProof, proofFields } from '../lib/identity-proof';
import { ProofFields } from './proof-fields';
import { checkCard, normalizeAccountNo, type CardProblems } from '../lib/card-rules';
import { Notice, SelectField, SignInFirst } from './wallet-ui';
import shared from './wallet-shared.module.css';
import styles from './card-pages.module.css';

type Account = CallAnswer<'bankInfoList'>['appUserBankList'][number];

/** The accounts note: how many of the server's `maxAccounts`, and its pause after a change. */
const accountsNoteValues = (answer: CallAnswer<'bankInfoList'>) => ({
  count: answer.appUserBankList.length,
  max: answer.maxAccounts,
  hours: answer.accountChangePauseHours,
});

const sortedBanks = (config: AppConfig) =>
  [...config.banks].sort((a, b) => a.sort - b.sort || a.id - b.id);

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
    return (
      <EmptyState
        icon="refresh"
        title={t('wallet.loadFailed')}
        action={
          <Button onClick={() => void list.refetch()} disabled={list.isFetching}>
            {t('wallet.retry')}
          </Button>
        }
      />
    );
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
      <Notice>{t('wallet.accountsNote', accountsNoteValues(list.data))}</Notice>
    </Page>
  );
}

/** Back where the player came from (the withdraw form, the list), else to the list. */
function useLeave() {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(pathTo('wallets-card-list'), { replace: true });
  };
}

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
    return (
      <EmptyState
        icon="refresh"
        title={t('wallet.loadFailed')}
        action={
          <Button onClick={() => void list.refetch()} disabled={list.isFetching}>
            {t('wallet.retry')}
          </Button>
        }
      />
    );
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
        text={t('wallet.accountsNote', accountsNoteValues(list.data))}
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

export const CARD_FIELDS = [
  'bankId',
  'accountName',
  'accountNo',
  'password',
  'oldPassword',
  'smsCode',
] as const;

function CardForm({
  config,
  editing,
  count,
  pauseHours,
}: {
  config: AppConfig;
  editing: Account | null;
  count: number;
  /** The server's `accountChangePauseHours`. */
  pauseHours: number;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const leave = useLeave();
  const user = useSessionStore((s) => s.user);
  const banks = sortedBanks(config);
  const limit = config.limits.withdrawAccount;
  const [bankId, setBankId] = useState<number | ''>(editing?.bankId ?? '');
  const [accountName, setAccountName] = useState(editing?.accountName ?? '');
  const [accountNo, setAccountNo] = useState('');
  const [isDefault, setIsDefault] = useState(editing?.isDefault ?? false);
  const [password, setPassword] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddBankInfo();
  const modify = useModifyBankInfo();
  const busy = add.isPending || modify.isPending;

  const proof = identityProof(user);
  // The first account blocks nothing; adding another or changing one pauses withdrawals.
  const pauses = editing !== null || count > 0;
  const mobile = user?.mobile ?? '';
  const clear = (field: keyof FieldErrors) =>
    setErrors((e) => (e[field] || e.form ? { ...e, [field]: undefined, form: undefined } : e));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problems: CardProblems = checkCard(
      { bankId: bankId === '' ? null : bankId, accountName, accountNo, password, smsCode },
      { limit, smsCode: config.limits.smsCode, proof },
    );
    const found = Object.fromEntries(
      Object.entries(problems)
        .filter(([, p]) => p)
        .map(([field, p]) => [field, t(p!.key, p!.values)]),
    );
    if (Object.keys(found).length > 0) {
      setErrors(found);
      return;
    }
    if (bankId === '') return;
    setErrors({});
    const body = {
      bankId,
      accountName: accountName.trim().replace(/\s+/g, ' '),
      accountNo: normalizeAccountNo(accountNo),
      isDefault,
      ...proofFields(proof, { password, smsCode }),
    };
    const onError = (error: unknown) => setErrors(fieldErrorsOf(error, CARD_FIELDS, t));
    if (editing) modify.mutate({ ...body, id: editing.id }, { onSuccess: leave, onError });
    else add.mutate(body, { onSuccess: leave, onError });
  };

  return (
    <Page>
      <form className={shared.form} noValidate onSubmit={submit}>
        <div className={shared.panel}>
          <h2 className={shared.sectionTitle}>
            {editing ? t('wallet.editHeading') : t('wallet.addHeading')}
          </h2>
          <SelectField
            id={`${formId}-bank`}
            name="bankId"
            label={t('wallet.bankLabel')}
            value={bankId === '' ? '' : String(bankId)}
            error={errors.bankId}
            onChange={(e) => {
              setBankId(e.target.value === '' ? '' : Number(e.target.value));
              clear('bankId');
            }}
          >
            <option value="" disabled>
              {t('wallet.chooseBank')}
            </option>
            {banks.map((bank) => (
              <option key={bank.id} value={bank.id}>
                {bank.name}
              </option>
            ))}
          </SelectField>
          <TextField
            id={`${formId}-holder`}
            name="accountName"
            label={t('wallet.holderLabel')}
            icon="user"
            autoComplete="name"
            maxLength={ACCOUNT_HOLDER_MAX_LENGTH}
            value={accountName}
            error={errors.accountName}
            hint={t('wallet.holderHint')}
            onChange={(e) => {
              setAccountName(e.target.value);
              clear('accountName');
            }}
          />
          <TextField
            id={`${formId}-number`}
            name="accountNo"
            label={t('wallet.numberLabel')}
            icon="card"
            inputMode="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={limit.max + 10}
            placeholder={editing ? t('wallet.numberAgain') : undefined}
            value={accountNo}
            error={errors.accountNo}
            hint={
              editing
                ? t('wallet.numberNow', {
                    number: editing.accountNo,
                    min: limit.min,
                    max: limit.max,
                  })
                : t('wallet.numberHint', { min: limit.min, max: limit.max })
            }
            onChange={(e) => {
              setAccountNo(e.target.value);
              clear('accountNo');
            }}
          />
          {count > 0 && !(editing?.isDefault ?? false) ? (
            <label className={shared.check}>
              <input
                type="checkbox"
                checked={isDefault}
                onChange={(e) => setIsDefault(e.target.checked)}
              />
              {t('wallet.makeDefault')}
            </label>
          ) : null}
        </div>

        <div className={shared.panel}>
          <h2 className={shared.sectionTitle}>{t('wallet.confirmHeading')}</h2>
          {pauses ? (
            <Notice tone="warn">{t('wallet.pauseWarning', { hours: pauseHours })}</Notice>
          ) : null}
          <ProofFields
            id={formId}
            proof={proof}
            mobile={mobile}
            password={password}
            onPassword={(value) => {
              setPassword(value);
              clear('password');
              clear('oldPassword');
            }}
            smsCode={smsCode}
            onSmsCode={(value) => {
              setSmsCode(value);
              clear('smsCode');
            }}
            errors={{ password: errors.password ?? errors.oldPassword, smsCode: errors.smsCode }}
            smsLimit={config.limits.smsCode}
            onSendError={(error) => setErrors(fieldErrorsOf(error, CARD_FIELDS, t))}
          />
        </div>

        {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}

        <Button
          type="submit"
          block
          className={shared.submit}
          disabled={busy || proof === 'unavailable'}
          aria-busy={busy}
        >
          {busy ? t('wallet.sending') : t('wallet.saveAccount')}
        </Button>
      </form>
    </Page>
  );
}
