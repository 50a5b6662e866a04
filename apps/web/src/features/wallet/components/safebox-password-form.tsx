import { useId, useState, type FormEvent } from 'react';
import type { AppConfig, LengthLimit } from '@lobby/contract/app-config';
import { SmsPurpose } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { Button } from '@/components/button';
import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-errors';
import { fieldErrorsOf, type FieldErrors } from '@/lib/error-message';
import { useSessionStore } from '@/stores/session-store';
import { SmsCodeField } from '@/components/sms-code-field';
import { useSmsCode } from '@/lib/sms-code';
import { useSetSafeboxPassword } from '../api/set-safebox-password';
import { markSafeboxPassword } from '../lib/balances';
import { phoneEnding } from '../lib/identity-proof';
import { checkNewPin } from '../lib/safebox-rules';
import { Notice, PinField } from './wallet-ui';
import shared from './wallet-shared.module.css';

/** The safebox forms' fields, as the server's field errors name them. */
export const SAFEBOX_FIELDS = ['amount', 'safeboxPassword', 'smsCode'] as const;

/**
 * Setting the safebox password: the first time freely; a change with an SMS code (purpose
 * forget) sent to the bound phone.
 */
export function PasswordForm({
  config,
  change,
  onDone,
  onNeedsCode,
  onCancel,
}: {
  config: AppConfig;
  change: boolean;
  onDone: () => void;
  /** The server says a password is set already (on another device): this is a change now. */
  onNeedsCode?: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const user = useSessionStore((s) => s.user);
  const mobile = user?.mobile ?? '';
  const [pin, setPin] = useState('');
  const [again, setAgain] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors & { again?: string }>({});
  const [needsCode, setNeedsCode] = useState(change);
  const save = useSetSafeboxPassword();
  const sms = useSmsCode(SmsPurpose.Forget, (error) =>
    setErrors(fieldErrorsOf(error, SAFEBOX_FIELDS, t)),
  );
  const limit: LengthLimit = config.limits.safeboxPassword;

  if (needsCode && !mobile) {
    return (
      <div className={shared.panel}>
        <Notice tone="warn">{t('wallet.linkPhoneFirst')}</Notice>
        <Link
          to={pathTo('auth-bind', { redirect: pathTo('activity-bank') })}
          className={shared.addCard}
        >
          <Icon name="phone" size={18} />
          {t('wallet.linkPhone')}
        </Link>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {t('wallet.cancel')}
          </Button>
        ) : null}
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const problems: FieldErrors & { again?: string } = {};
    const pinProblem = checkNewPin(pin, again, limit);
    if (pinProblem.pin) problems.safeboxPassword = t(pinProblem.pin.key, pinProblem.pin.values);
    if (pinProblem.again) problems.again = t(pinProblem.again.key);
    if (needsCode && !code) problems.smsCode = t('wallet.codeRequired');
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    setErrors({});
    save.mutate(
      { safeboxPassword: pin, ...(needsCode ? { smsCode: code } : {}) },
      {
        onSuccess: () => {
          onDone();
          markSafeboxPassword(true);
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error, SAFEBOX_FIELDS, t));
          if (
            error instanceof ApiError &&
            error.errcode === ErrorCode.SAFEBOX_PASSWORD_CHANGE_NEEDS_CODE &&
            !needsCode
          ) {
            setNeedsCode(true);
            onNeedsCode?.();
            markSafeboxPassword(true);
          }
        },
      },
    );
  };

  return (
    <form className={shared.panel} noValidate onSubmit={submit}>
      <h2 className={shared.sectionTitle}>
        {needsCode ? t('wallet.changePinHeading') : t('wallet.setPinHeading')}
      </h2>
      <p className={shared.statusText} style={{ maxWidth: 'none' }}>
        {needsCode
          ? t('wallet.changePinText', { last4: phoneEnding(mobile) })
          : t('wallet.setPinText', { count: limit.max })}
      </p>
      {needsCode ? (
        <SmsCodeField
          id={`${id}-code`}
          value={code}
          onChange={(value) => {
            setCode(value);
            setErrors((e) => ({ ...e, smsCode: undefined, form: undefined }));
          }}
          error={errors.smsCode}
          limit={config.limits.smsCode}
          onSend={() => sms.send(mobile)}
          sending={sms.sending}
          remaining={sms.remaining}
          sent={sms.sent}
          sendClassName={shared.sendButton}
        />
      ) : null}
      <PinField
        id={`${id}-new`}
        label={t('wallet.newSafeboxPassword')}
        value={pin}
        autoComplete="new-password"
        onChange={(value) => {
          setPin(value);
          setErrors((e) => ({ ...e, safeboxPassword: undefined, form: undefined }));
        }}
        error={errors.safeboxPassword}
        hint={t('wallet.pinHint', { count: limit.max })}
        limit={limit}
      />
      <PinField
        id={`${id}-again`}
        label={t('wallet.repeatSafeboxPassword')}
        value={again}
        autoComplete="new-password"
        onChange={(value) => {
          setAgain(value);
          setErrors((e) => ({ ...e, again: undefined, form: undefined }));
        }}
        error={errors.again}
        limit={limit}
      />
      {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
      <Button
        type="submit"
        block
        className={shared.submit}
        disabled={save.isPending}
        aria-busy={save.isPending}
      >
        {save.isPending ? t('wallet.sending') : t('wallet.savePin')}
      </Button>
      {onCancel ? (
        <Button variant="ghost" block onClick={onCancel}>
          {t('wallet.cancel')}
        </Button>
      ) : null}
    </form>
  );
}
