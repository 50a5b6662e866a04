import { useId, useState } from 'react';
import type { AppConfig } from '@lobby/contract/app-config';
import { LoginType, SmsPurpose } from '@lobby/contract/values/enums';
import type { TFunction } from 'i18next';
import { useTranslation } from '@/i18n/use-translation';
import { useAccountLogin } from '../api/account-login';
import { useAccountLoginSms } from '../api/account-login-sms';
import { problemText } from '../lib/form-errors';
import { toE164 } from '@/lib/phone';
import { checkAccount, checkPhone, normalizeAccount } from '../lib/rules';
import { AccountField, CurrentPasswordField, ForgotRow } from './account-fields';
import { AuthForm, useAuthForm, type OnSignedIn } from './form-parts';
import { PhoneCodeFields, usePhone, usePhoneCode } from './phone-code-fields';
import { PhoneField } from './phone-field';
import { Tabs } from './tabs';
import styles from './auth.module.css';

export type LoginTab = 'code' | 'password' | 'account';

interface FormProps {
  config: AppConfig;
  onSignedIn: OnSignedIn;
  inviteCode?: string | undefined;
}

/** Phone + SMS code (purpose 3): signs in, registering the phone on first use. */
function CodeLoginForm({ config, onSignedIn, inviteCode }: FormProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useAuthForm(['mobile', 'smsCode', 'inviteCode']);
  const pair = usePhoneCode(config, SmsPurpose.LoginAndRegister, form);
  const login = useAccountLoginSms();
  return (
    <AuthForm
      form={form}
      label={t('auth.tabCode')}
      problems={pair.problems}
      send={async () =>
        onSignedIn(
          await login.mutateAsync({
            mobile: pair.mobile(),
            smsCode: pair.code,
            ...(inviteCode ? { inviteCode } : {}),
          }),
        )
      }
      submitLabel={t('auth.logIn')}
      error={form.errors.form ?? form.errors.inviteCode}
      after={<p className={styles.terms}>{t('auth.codeLoginNote')}</p>}
    >
      <PhoneCodeFields id={id} pair={pair} form={form} config={config} />
    </AuthForm>
  );
}

const passwordProblem = (password: string, t: TFunction) =>
  password ? undefined : t('fields.passwordRequired');

/** Phone + password (loginType 1). */
function PhonePasswordForm({ config, onSignedIn }: FormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [phone, setPhone] = usePhone(config);
  const [password, setPassword] = useState('');
  const form = useAuthForm(['mobile', 'password']);
  const login = useAccountLogin();
  return (
    <AuthForm
      form={form}
      label={t('auth.tabPassword')}
      problems={() => ({
        mobile: problemText(checkPhone(phone.country, phone.national), t),
        password: passwordProblem(password, t),
      })}
      send={async () =>
        onSignedIn(
          await login.mutateAsync({
            loginType: LoginType.Phone,
            mobile: toE164(phone.country, phone.national)!,
            password,
          }),
        )
      }
      submitLabel={t('auth.logIn')}
    >
      <PhoneField
        id={`${id}-mobile`}
        name="username"
        autoComplete="username"
        value={phone}
        onChange={form.edit('mobile', setPhone)}
        error={form.errors.mobile}
      />
      <CurrentPasswordField
        id={`${id}-password`}
        limits={config.limits}
        value={password}
        onChange={form.editInput('password', setPassword)}
        error={form.errors.password}
      />
      <ForgotRow />
    </AuthForm>
  );
}

/** Account name + password (loginType 2). */
function AccountPasswordForm({
  config,
  onSignedIn,
  initialAccount,
}: FormProps & { initialAccount: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [account, setAccount] = useState(initialAccount);
  const [password, setPassword] = useState('');
  const form = useAuthForm(['account', 'password']);
  const login = useAccountLogin();
  return (
    <AuthForm
      form={form}
      label={t('auth.tabAccount')}
      problems={() => ({
        account: problemText(checkAccount(account, config.limits), t),
        password: passwordProblem(password, t),
      })}
      send={async () =>
        onSignedIn(
          await login.mutateAsync({
            loginType: LoginType.Account,
            account: normalizeAccount(account),
            password,
          }),
        )
      }
      submitLabel={t('auth.logIn')}
    >
      <AccountField
        id={`${id}-account`}
        limits={config.limits}
        value={account}
        onChange={form.editInput('account', setAccount)}
        error={form.errors.account}
      />
      <CurrentPasswordField
        id={`${id}-password`}
        limits={config.limits}
        value={password}
        onChange={form.editInput('password', setPassword)}
        error={form.errors.password}
      />
      <ForgotRow />
    </AuthForm>
  );
}

/** Sign-in: phone code, phone + password, account + password. */
export function LoginForms({
  config,
  onSignedIn,
  initialTab = 'code',
  initialAccount = '',
  inviteCode,
}: FormProps & { initialTab?: LoginTab; initialAccount?: string }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LoginTab>(initialTab);
  return (
    <Tabs
      label={t('auth.loginMethods')}
      value={tab}
      onChange={setTab}
      items={[
        { id: 'code', label: t('auth.tabCode') },
        { id: 'password', label: t('auth.tabPassword') },
        { id: 'account', label: t('auth.tabAccount') },
      ]}
    >
      {tab === 'code' ? (
        <CodeLoginForm config={config} onSignedIn={onSignedIn} inviteCode={inviteCode} />
      ) : tab === 'password' ? (
        <PhonePasswordForm config={config} onSignedIn={onSignedIn} />
      ) : (
        <AccountPasswordForm
          config={config}
          onSignedIn={onSignedIn}
          initialAccount={initialAccount}
        />
      )}
    </Tabs>
  );
}
