import { SmsPurpose } from '@lobby/contract/values/enums';
import type { LengthLimit } from '@lobby/contract/app-config';
import { PasswordField } from '@/components/field';
import { Link } from '@/components/link';
import { SmsCodeField } from '@/components/sms-code-field';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { useSmsCode } from '@/lib/sms-code';
import { phoneEnding, type IdentityProof } from '../lib/identity-proof';
import { Notice } from './wallet-ui';
import shared from './wallet-shared.module.css';

/**
 * "Confirm it is you" inside a money form: the sign-in password, or a code (purpose bind) sent to
 * the bound phone for a player without one, or the way to set a password for a player with
 * neither (lib/identity-proof.ts).
 */
export function ProofFields({
  id,
  proof,
  mobile,
  password,
  onPassword,
  smsCode,
  onSmsCode,
  errors,
  smsLimit,
  onSendError,
}: {
  id: string;
  proof: IdentityProof;
  mobile: string;
  password: string;
  onPassword: (value: string) => void;
  smsCode: string;
  onSmsCode: (value: string) => void;
  errors: { password?: string | undefined; smsCode?: string | undefined };
  smsLimit: LengthLimit;
  onSendError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const sms = useSmsCode(SmsPurpose.Bind, onSendError);
  if (proof === 'password') {
    return (
      <PasswordField
        id={`${id}-password`}
        name="password"
        label={t('wallet.signInPassword')}
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(e) => onPassword(e.target.value)}
      />
    );
  }
  if (proof === 'sms') {
    return (
      <>
        <p className={shared.statusText} style={{ maxWidth: 'none' }}>
          {t('wallet.codeTo', { last4: phoneEnding(mobile) })}
        </p>
        <SmsCodeField
          id={`${id}-code`}
          value={smsCode}
          onChange={onSmsCode}
          error={errors.smsCode}
          limit={smsLimit}
          onSend={() => sms.send(mobile)}
          sending={sms.sending}
          remaining={sms.remaining}
          sent={sms.sent}
          sendClassName={shared.sendButton}
        />
      </>
    );
  }
  return (
    <Notice tone="error">
      {t('wallet.proofUnavailable')}{' '}
      <Link to={pathTo('auth-set-password')} className={shared.sectionLink}>
        {t('wallet.setPassword')}
      </Link>
    </Notice>
  );
}
