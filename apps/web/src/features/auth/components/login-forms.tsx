import { useId, useState, type FormEvent } from 'react';
import type { AppConfig } from '@lobby/contract/app-config';
import { LoginType, SmsPurpose } from '@lobby/contract/enums';
import { PasswordField, TextField } from '../../../components/field';
import { useTranslation } from '../../../i18n/use-translation';
import { useAccountLogin } from '../api/account-login';
import { useAccountLoginSms } from '../api/account-login-sms';
import { problemText } from '../lib/form-errors';
import { defaultCountry, toE164 } from '../../../lib/phone';
import { checkAccount, checkPhone, checkSmsCode, normalizeAccount } from '../lib/rules';
import { useSmsCode } from '../lib/use-sms-code';
import { AuthLink } from './auth-nav';
import { FormError, SubmitButton, useAuthForm, type OnSignedIn } from './form-parts';
import { OtpField } from './otp-field';
import { PhoneField, type PhoneValue } from './phone-field';
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
  const { limits } = config;
  const [phone, setPhone] = useState<PhoneValue>(() => ({
    country: defaultCountry(config.signIn.defaultCountryCode),
    national: '',
  }));
  const [code, setCode] = useState('');
  const form = useAuthForm(['mobile', 'smsCode', 'inviteCode']);
  const sms = useSmsCode(SmsPurpose.LoginAndRegister, form.fail);
  const login = useAccountLoginSms();

  const sendCode = () => {
    const problem = problemText(checkPhone(phone.country, phone.national), t);
    if (problem) {
      form.setErrors({ mobile: problem });
      return;
    }
    form.clear('smsCode');
    sms.send(toE164(phone.country, phone.national)!);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const mobile = toE164(phone.country, phone.national);
    void form.run(
      event.currentTarget,
      {
        mobile: problemText(checkPhone(phone.country, phone.national), t),
        smsCode: problemText(checkSmsCode(code, limits), t),
      },
      async () =>
        onSignedIn(
          await login.mutateAsync({
            mobile: mobile!,
            smsCode: code,
            ...(inviteCode ? { inviteCode } : {}),
          }),
        ),
    );
  };

  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={t('auth.tabCode')}
    >
      <PhoneField
        id={`${id}-mobile`}
        value={phone}
        onChange={form.edit('mobile', setPhone)}
        error={form.errors.mobile}
      />
      <OtpField
        id={`${id}-code`}
        value={code}
        onChange={form.edit('smsCode', setCode)}
        error={form.errors.smsCode}
        limit={limits.smsCode}
        onSend={sendCode}
        sending={sms.sending}
        remaining={sms.remaining}
        sent={sms.sentTo !== null}
      />
      <FormError message={form.errors.form ?? form.errors.inviteCode} />
      <SubmitButton busy={form.busy}>{t('auth.logIn')}</SubmitButton>
      <p className={styles.terms}>{t('auth.codeLoginNote')}</p>
    </form>
  );
}

/** Phone + password (loginType 1). */
function PhonePasswordForm({ config, onSignedIn }: FormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [phone, setPhone] = useState<PhoneValue>(() => ({
    country: defaultCountry(config.signIn.defaultCountryCode),
    national: '',
  }));
  const [password, setPassword] = useState('');
  const form = useAuthForm(['mobile', 'password']);
  const login = useAccountLogin();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.run(
      event.currentTarget,
      {
        mobile: problemText(checkPhone(phone.country, phone.national), t),
        password: password ? undefined : t('fields.passwordRequired'),
      },
      async () =>
        onSignedIn(
          await login.mutateAsync({
            loginType: LoginType.Phone,
            mobile: toE164(phone.country, phone.national)!,
            password,
          }),
        ),
    );
  };

  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={t('auth.tabPassword')}
    >
      <PhoneField
        id={`${id}-mobile`}
        name="username"
        autoComplete="username"
        value={phone}
        onChange={form.edit('mobile', setPhone)}
        error={form.errors.mobile}
      />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={t('fields.password')}
        autoComplete="current-password"
        maxLength={config.limits.password.max}
        value={password}
        onChange={form.editInput('password', setPassword)}
        error={form.errors.password}
      />
      <div className={styles.row}>
        <span />
        <AuthLink view="forget" className={styles.linkButton}>
          {t('auth.forgot')}
        </AuthLink>
      </div>
      <FormError message={form.errors.form} />
      <SubmitButton busy={form.busy}>{t('auth.logIn')}</SubmitButton>
    </form>
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

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.run(
      event.currentTarget,
      {
        account: problemText(checkAccount(account, config.limits), t),
        password: password ? undefined : t('fields.passwordRequired'),
      },
      async () =>
        onSignedIn(
          await login.mutateAsync({
            loginType: LoginType.Account,
            account: normalizeAccount(account),
            password,
          }),
        ),
    );
  };

  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={t('auth.tabAccount')}
    >
      <TextField
        id={`${id}-account`}
        name="username"
        label={t('fields.account')}
        icon="user"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={config.limits.account.max}
        placeholder={t('fields.accountPlaceholder')}
        value={account}
        onChange={form.editInput('account', setAccount)}
        error={form.errors.account}
      />
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={t('fields.password')}
        autoComplete="current-password"
        maxLength={config.limits.password.max}
        value={password}
        onChange={form.editInput('password', setPassword)}
        error={form.errors.password}
      />
      <div className={styles.row}>
        <span />
        <AuthLink view="forget" className={styles.linkButton}>
          {t('auth.forgot')}
        </AuthLink>
      </div>
      <FormError message={form.errors.form} />
      <SubmitButton busy={form.busy}>{t('auth.logIn')}</SubmitButton>
    </form>
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
