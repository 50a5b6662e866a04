import { useState } from 'react';
import type { AppConfig } from '@lobby/contract/app-config';
import type { SmsPurpose } from '@lobby/contract/values/enums';
import { SmsCodeField } from '@/components/sms-code-field';
import { useTranslation } from '@/i18n/use-translation';
import { defaultCountry, toE164 } from '@/lib/phone';
import { useSmsCode } from '@/lib/sms-code';
import { problemText } from '../lib/form-errors';
import { checkPhone, checkSmsCode } from '../lib/rules';
import type { AuthFormState } from './form-parts';
import { PhoneField, type PhoneValue } from './phone-field';

/** A phone number being typed: empty, in the config's default country. */
export function usePhone(config: AppConfig) {
  return useState<PhoneValue>(() => ({
    country: defaultCountry(config.signIn.defaultCountryCode),
    national: '',
  }));
}

/**
 * The phone and SMS code of the code forms (sign-in by code, sign-up by phone, forgotten
 * password, linking a phone): their values, "Send code" for `purpose` once the phone passes
 * its rule, and the rule problems of both for the form's submit.
 */
export function usePhoneCode(config: AppConfig, purpose: SmsPurpose, form: AuthFormState) {
  const { t } = useTranslation();
  const [phone, setPhone] = usePhone(config);
  const [code, setCode] = useState('');
  const sms = useSmsCode(purpose, form.fail);
  const phoneProblem = () => problemText(checkPhone(phone.country, phone.national), t);

  const sendCode = () => {
    const problem = phoneProblem();
    if (problem) {
      form.setErrors({ mobile: problem });
      return;
    }
    form.clear('smsCode');
    sms.send(toE164(phone.country, phone.national)!);
  };

  return {
    phone,
    setPhone,
    code,
    setCode,
    sms,
    sendCode,
    /** The phone in E.164; call once `problems()` found nothing. */
    mobile: () => toE164(phone.country, phone.national)!,
    problems: () => ({
      mobile: phoneProblem(),
      smsCode: problemText(checkSmsCode(code, config.limits), t),
    }),
  };
}

export type PhoneCode = ReturnType<typeof usePhoneCode>;

/**
 * The phone field and the code field with its send button. `asUsername`: the phone is the
 * account's name, so password managers file the password under it.
 */
export function PhoneCodeFields({
  id,
  pair,
  form,
  config,
  asUsername = false,
}: {
  id: string;
  pair: PhoneCode;
  form: AuthFormState;
  config: AppConfig;
  asUsername?: boolean;
}) {
  return (
    <>
      <PhoneField
        id={`${id}-mobile`}
        {...(asUsername ? { name: 'username', autoComplete: 'username' } : {})}
        value={pair.phone}
        onChange={form.edit('mobile', pair.setPhone)}
        error={form.errors.mobile}
      />
      <SmsCodeField
        id={`${id}-code`}
        value={pair.code}
        onChange={form.edit('smsCode', pair.setCode)}
        error={form.errors.smsCode}
        limit={config.limits.smsCode}
        onSend={pair.sendCode}
        sending={pair.sms.sending}
        remaining={pair.sms.remaining}
        sent={pair.sms.sent}
      />
    </>
  );
}
