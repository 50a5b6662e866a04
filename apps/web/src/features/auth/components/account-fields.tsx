import type { AppConfig } from '@lobby/contract/app-config';
import { PasswordField, TextField, type FieldProps } from '@/components/field';
import { useTranslation } from '@/i18n/use-translation';
import { AuthLink } from './auth-nav';
import styles from './auth.module.css';

type Limits = AppConfig['limits'];

/** What a form gives each of these fields; the rest is the field's kind. */
type Props = Omit<FieldProps, 'label' | 'type' | 'trail' | 'maxLength' | 'autoComplete'> & {
  limits: Limits;
  label?: string;
};

/** The account name: the login's username, never capitalised or corrected by the keyboard. */
export function AccountField({ limits, label, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <TextField
      name="username"
      label={label ?? t('fields.account')}
      icon="user"
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={limits.account.max}
      placeholder={t('fields.accountPlaceholder')}
      {...props}
    />
  );
}

/** The password the player has, for password managers to fill in. */
export function CurrentPasswordField({ limits, label, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <PasswordField
      name="password"
      label={label ?? t('fields.password')}
      autoComplete="current-password"
      maxLength={limits.password.max}
      {...props}
    />
  );
}

/** A password being chosen, with its length rule as the hint, for password managers to save. */
export function NewPasswordField({ limits, label, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <PasswordField
      name="password"
      label={label ?? t('fields.password')}
      autoComplete="new-password"
      maxLength={limits.password.max}
      hint={t('fields.passwordHint', limits.password)}
      {...props}
    />
  );
}

/** "Forgot password?" under a password sign-in form. */
export function ForgotRow() {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <span />
      <AuthLink view="forget" className={styles.linkButton}>
        {t('auth.forgot')}
      </AuthLink>
    </div>
  );
}
