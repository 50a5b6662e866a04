import { useId, useState } from 'react';
import type { AppConfig } from '@lobby/contract/app-config';
import { SmsPurpose } from '@lobby/contract/values/enums';
import { useTranslation } from '@/i18n/use-translation';
import { useForgetPassword } from '../api/forget-password';
import { problemText } from '../lib/form-errors';
import { checkPassword } from '../lib/rules';
import { NewPasswordField } from './account-fields';
import { AuthForm, useAuthForm, type OnSignedIn } from './form-parts';
import { PhoneCodeFields, usePhoneCode } from './phone-code-fields';

/** Phone + code (purpose 2) + new password → forgetPassword, which also signs in. */
export function ForgetForm({ config, onSignedIn }: { config: AppConfig; onSignedIn: OnSignedIn }) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const form = useAuthForm(['mobile', 'smsCode', 'password']);
  const pair = usePhoneCode(config, SmsPurpose.Forget, form);
  const reset = useForgetPassword();

  return (
    <AuthForm
      form={form}
      label={t('auth.forgetTitle')}
      problems={() => ({
        ...pair.problems(),
        password: problemText(checkPassword(password, config.limits), t),
      })}
      send={async () =>
        onSignedIn(await reset.mutateAsync({ mobile: pair.mobile(), smsCode: pair.code, password }))
      }
      submitLabel={t('auth.resetPassword')}
    >
      <PhoneCodeFields id={id} pair={pair} form={form} config={config} asUsername />
      <NewPasswordField
        id={`${id}-password`}
        limits={config.limits}
        label={t('fields.newPassword')}
        value={password}
        onChange={form.editInput('password', setPassword)}
        error={form.errors.password}
      />
    </AuthForm>
  );
}
