import { useId, useState } from 'react';
import type { AppConfig } from '@lobby/contract/app-config';
import { SmsPurpose } from '@lobby/contract/values/enums';
import { INVITE_CODE_MAX_LENGTH } from '@lobby/contract/values/invite-link';
import { TextField } from '@/components/field';
import { Link } from '@/components/link';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { useAccountRegist } from '../api/account-regist';
import { useAccountRegist4 } from '../api/account-regist4';
import { problemText } from '../lib/form-errors';
import { checkAccount, checkInviteCode, checkPassword, normalizeAccount } from '../lib/rules';
import { AccountField, NewPasswordField } from './account-fields';
import { AuthForm, useAuthForm, type OnSignedIn } from './form-parts';
import { PhoneCodeFields, usePhoneCode } from './phone-code-fields';
import { Tabs } from './tabs';
import styles from './auth.module.css';

export type RegisterTab = 'phone' | 'account';

interface FormProps {
  config: AppConfig;
  onSignedIn: OnSignedIn;
  initialInviteCode: string;
}

/** The optional invite code: shown at once when one came with the link, else behind a tap. */
function InviteField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(value !== '');
  if (!open && !error) {
    return (
      <div className={styles.row}>
        <button type="button" className={styles.linkButton} onClick={() => setOpen(true)}>
          {t('auth.haveInvite')}
        </button>
      </div>
    );
  }
  return (
    <TextField
      id={id}
      name="inviteCode"
      label={t('fields.inviteCode')}
      icon="gift"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={INVITE_CODE_MAX_LENGTH}
      placeholder={t('fields.optional')}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\s/g, ''))}
      error={error}
    />
  );
}

function Terms() {
  const { t } = useTranslation();
  return (
    <p className={styles.terms}>
      {t('auth.termsLead')} <Link to={pathTo('terms-of-use')}>{t('titles.terms-of-use')}</Link>{' '}
      {t('auth.and')} <Link to={pathTo('privacy-policy')}>{t('titles.privacy-policy')}</Link>.
    </p>
  );
}

const invite = (code: string) => (code.trim() ? { inviteCode: code.trim() } : {});

/** Phone + code (purpose 0) + password → accountRegist4. */
function PhoneRegisterForm({ config, onSignedIn, initialInviteCode }: FormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { limits } = config;
  const [password, setPassword] = useState('');
  const [inviteCode, setInviteCode] = useState(initialInviteCode);
  const form = useAuthForm(['mobile', 'smsCode', 'password', 'inviteCode']);
  const pair = usePhoneCode(config, SmsPurpose.Register, form);
  const register = useAccountRegist4();

  return (
    <AuthForm
      form={form}
      label={t('auth.tabPhone')}
      problems={() => ({
        ...pair.problems(),
        password: problemText(checkPassword(password, limits), t),
        inviteCode: problemText(checkInviteCode(inviteCode), t),
      })}
      send={async () =>
        onSignedIn(
          await register.mutateAsync({
            mobile: pair.mobile(),
            smsCode: pair.code,
            password,
            ...invite(inviteCode),
          }),
        )
      }
      submitLabel={t('auth.signUp')}
      after={<Terms />}
    >
      <PhoneCodeFields id={id} pair={pair} form={form} config={config} asUsername />
      <NewPasswordField
        id={`${id}-password`}
        limits={limits}
        value={password}
        onChange={form.editInput('password', setPassword)}
        error={form.errors.password}
      />
      <InviteField
        id={`${id}-invite`}
        value={inviteCode}
        onChange={form.edit('inviteCode', setInviteCode)}
        error={form.errors.inviteCode}
      />
    </AuthForm>
  );
}

/** Account name + password → accountRegist. */
function AccountRegisterForm({ config, onSignedIn, initialInviteCode }: FormProps) {
  const { t } = useTranslation();
  const id = useId();
  const { limits } = config;
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [inviteCode, setInviteCode] = useState(initialInviteCode);
  const form = useAuthForm(['account', 'password', 'inviteCode']);
  const register = useAccountRegist();
  const accountProblem = () => problemText(checkAccount(account, limits), t);
  const passwordProblem = () => problemText(checkPassword(password, limits), t);

  return (
    <AuthForm
      form={form}
      label={t('auth.tabAccount')}
      problems={() => ({
        account: accountProblem(),
        password: passwordProblem(),
        inviteCode: problemText(checkInviteCode(inviteCode), t),
      })}
      send={async () =>
        onSignedIn(
          await register.mutateAsync({
            account: normalizeAccount(account),
            password,
            ...invite(inviteCode),
          }),
        )
      }
      submitLabel={t('auth.signUp')}
      after={<Terms />}
    >
      <AccountField
        id={`${id}-account`}
        limits={limits}
        hint={t('fields.accountHint', limits.account)}
        value={account}
        onChange={form.editInput('account', setAccount)}
        onBlur={() => {
          if (account) form.setErrors((e) => ({ ...e, account: accountProblem() }));
        }}
        error={form.errors.account}
      />
      <NewPasswordField
        id={`${id}-password`}
        limits={limits}
        value={password}
        onChange={form.editInput('password', setPassword)}
        onBlur={() => {
          if (password) form.setErrors((e) => ({ ...e, password: passwordProblem() }));
        }}
        error={form.errors.password}
      />
      <InviteField
        id={`${id}-invite`}
        value={inviteCode}
        onChange={form.edit('inviteCode', setInviteCode)}
        error={form.errors.inviteCode}
      />
    </AuthForm>
  );
}

/** Sign-up: by phone (with a code) or by account name. */
export function RegisterForms({
  initialTab = 'phone',
  ...props
}: FormProps & { initialTab?: RegisterTab }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<RegisterTab>(initialTab);
  return (
    <Tabs
      label={t('auth.registerMethods')}
      value={tab}
      onChange={setTab}
      items={[
        { id: 'phone', label: t('auth.tabPhone') },
        { id: 'account', label: t('auth.tabAccount') },
      ]}
    >
      {tab === 'phone' ? <PhoneRegisterForm {...props} /> : <AccountRegisterForm {...props} />}
    </Tabs>
  );
}
