import { useId } from 'react';
import { useNavigate } from 'react-router';
import type { AppConfig } from '@lobby/contract/app-config';
import { SmsPurpose } from '@lobby/contract/values/enums';
import { ButtonLink } from '@/components/button';
import { ConfigGate } from '@/components/config-gate';
import { Icon } from '@/components/icon';
import { paths, pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { applyUser } from '@/lib/user-state';
import { useSessionStore, useSignedIn } from '@/stores/session-store';
import { useBindAccount } from '../api/bind-account';
import { formatPhone } from '@/lib/phone';
import { AuthForm, useAuthForm } from './form-parts';
import { PhoneCodeFields, usePhoneCode } from './phone-code-fields';
import styles from './auth.module.css';
import { AuthScreen, SignInFirst, useRedirectParam } from './auth-screen';

function BindForm({ config }: { config: AppConfig }) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const redirect = useRedirectParam();
  const form = useAuthForm(['mobile', 'smsCode']);
  const pair = usePhoneCode(config, SmsPurpose.Bind, form);
  const bind = useBindAccount();

  return (
    <AuthForm
      form={form}
      label={t('auth.bindHeading')}
      problems={pair.problems}
      send={async () => {
        const answer = await bind.mutateAsync({ mobile: pair.mobile(), smsCode: pair.code });
        applyUser(answer.user);
        await navigate(redirect ?? paths['member-profile'], {
          replace: true,
          state: { notice: 'phoneLinked' },
        });
      }}
      submitLabel={t('auth.bindSubmit')}
    >
      <PhoneCodeFields id={id} pair={pair} form={form} config={config} />
    </AuthForm>
  );
}

/** /auth/bind (no navbar): link a phone, proved by a code of purpose 1. */
export function BindPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const mobile = useSessionStore((s) => s.user?.mobile);
  return (
    <AuthScreen heading={t('auth.bindHeading')} tagline={t('auth.bindTagline')}>
      {!signedIn ? (
        <SignInFirst />
      ) : mobile ? (
        <div className={styles.form}>
          <div className={styles.status}>
            <span className={styles.statusIcon}>
              <Icon name="check" />
            </span>
            <span>
              <strong>{t('auth.phoneLinked')}</strong>
              <br />
              {formatPhone(mobile)}
            </span>
          </div>
          <ButtonLink block to={pathTo('member-profile')}>
            {t('auth.backToProfile')}
          </ButtonLink>
        </div>
      ) : (
        <ConfigGate>{(config) => <BindForm config={config} />}</ConfigGate>
      )}
    </AuthScreen>
  );
}
