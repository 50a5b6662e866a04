import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { AppConfig } from '@lobby/contract/app-config';
import { ACCOUNT_HOLDER_MAX_LENGTH } from '@lobby/contract/values/wallet';
import type { CallAnswer } from '@lobby/contract/registry';
import { Button } from '@/components/button';
import { TextField } from '@/components/field';
import { Page } from '@/components/page';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { fieldErrorsOf, type FieldErrors } from '@/lib/error-message';
import { useSessionStore } from '@/stores/session-store';
import { useAddBankInfo } from '../api/add-bank-info';
import { useModifyBankInfo } from '../api/modify-bank-info';
import { identityProof, proofFields } from '../lib/identity-proof';
import { ProofFields } from './proof-fields';
import { checkCard, normalizeAccountNo, type CardProblems } from '../lib/card-rules';
import { Notice, SelectField } from './wallet-ui';
import shared from './wallet-shared.module.css';

export type Account = CallAnswer<'bankInfoList'>['appUserBankList'][number];

const sortedBanks = (config: AppConfig) =>
  [...config.banks].sort((a, b) => a.sort - b.sort || a.id - b.id);
function useLeave() {
  const navigate = useNavigate();
  return () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) void navigate(-1);
    else void navigate(pathTo('wallets-card-list'), { replace: true });
  };
}

export const CARD_FIELDS = [
  'bankId',
  'accountName',
  'accountNo',
  'password',
  'oldPassword',
  'smsCode',
] as const;

/** The form that adds or changes a receiving account (CardEditPage). */
export function CardForm({
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
            <Notice tone="warn">{t('wallet.pauseWarning', { count: pauseHours })}</Notice>
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
