import { useId, useState, type FormEvent } from 'react';
import type { AppConfig } from '@lobby/contract/app-config';
import { SmsPurpose } from '@lobby/contract/enums';
import { PasswordField } from '../../../components/field';
import { useTranslation } from '../../../i18n/use-translation';
import { useForgetPassword } from '../api/forget-password';
import { problemText } from '../lib/form-errors';
import { defaultCountry, toE164 } from '../../../lib/phone';
import { checkPassword, checkPhone, checkSmsCode } from '../lib/rules';
import { useSmsCode } from '../lib/use-sms-code';
import { FormError, SubmitButton, useAuthForm, type OnSignedIn } from './form-parts';
import { OtpField } from './otp-field';
import { PhoneField, type PhoneValue } from './phone-field';
import styles from './auth.module.css';

/** Phone + code (purpose 2) + new password → forgetPassword, which also signs in. */
export function ForgetForm({ config, onSignedIn }: { config: AppConfig; onSignedIn: OnSignedIn }) {
  const { t } = useTranslation();
  const id = useId();
  const { limits } = config;
  const [phone, setPhone] = useState<PhoneValue>(() => ({
    country: defaultCountry(config.signIn.defaultCountryCode),
    national: '',
  }));
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const form = useAuthForm(['mobile', 'smsCode', 'password']);
  const sms = useSmsCode(SmsPurpose.Forget, form.fail);
  const reset = useForgetPassword();

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
    void form.run(
      event.currentTarget,
      {
        mobile: problemText(checkPhone(phone.country, phone.national), t),
        smsCode: problemText(checkSmsCode(code, limits), t),
        password: problemText(checkPassword(password, limits), t),
      },
      async () =>
        onSignedIn(
          await reset.mutateAsync({
            mobile: toE164(phone.country, phone.national)!,
            smsCode: code,
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
      aria-label={t('auth.forgetTitle')}
    >
      <PhoneField
        id={`${id}-mobile`}
        name="username"
        autoComplete="username"
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
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={t('fields.newPassword')}
        autoComplete="new-password"
        maxLength={limits.password.max}
        hint={t('fields.passwordHint', limits.password)}
        value={password}
        onChange={form.editInput('password', setPassword)}
        error={form.errors.password}
      />
      <FormError message={form.errors.form} />
      <SubmitButton busy={form.busy}>{t('auth.resetPassword')}</SubmitButton>
    </form>
  );
}
