import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { UserInfo } from '@lobby/contract/account';
import { INVITE_CODE_MAX_LENGTH } from '@lobby/contract/values/invite-link';
import type { AppConfig } from '@lobby/contract/app-config';
import { Avatar, avatarIds, isAvatarId } from '@/components/avatar';
import { Button, ButtonLink } from '@/components/button';
import { ConfigGate } from '@/components/config-gate';
import { EmptyState } from '@/components/empty-state';
import { TextField } from '@/components/field';
import { Icon, type IconName } from '@/components/icon';
import { Link } from '@/components/link';
import { Page } from '@/components/page';
import { SocialGlyph } from '@/components/social-glyph';
import { CopyButton } from '@/components/copy-button';
import { paths, pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { fieldErrorsOf, type FieldErrors } from '@/lib/error-message';
import { formatPhone } from '@/lib/phone';
import { signInPath } from '@/lib/session';
import { configuredSocial, startSocialAuth, type SocialName } from '@/lib/social-auth';
import { useSessionStore, useSignedIn } from '@/stores/session-store';
import { useAgentFill } from '../api/agent-fill';
import { useUpdateProfile } from '../api/update-profile';
import { DevicesSection } from './devices-section';
import styles from './profile-page.module.css';

/** The avatar set as a radio group; a pick is saved at once. */
function AvatarPicker({ current }: { current: string }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [error, setError] = useState<string | null>(null);
  const chosen = update.isPending ? (update.variables.avatar ?? current) : current;
  return (
    <section className={styles.card}>
      <fieldset className={styles.avatars} disabled={update.isPending}>
        <legend className={styles.cardTitle}>{t('member.chooseAvatar')}</legend>
        {avatarIds.map((id, index) => (
          <label key={id} className={styles.avatarOption}>
            <input
              type="radio"
              name="avatar"
              value={id}
              checked={chosen === id}
              aria-label={t('member.avatarN', { n: index + 1 })}
              onChange={() => {
                setError(null);
                update.mutate(
                  { avatar: id },
                  { onError: (e) => setError(fieldErrorsOf(e, [], t).form ?? null) },
                );
              }}
            />
            <Avatar id={id} size={64} />
            {chosen === id ? (
              <span className={styles.check} aria-hidden="true">
                <Icon name="check" size={14} />
              </span>
            ) : null}
          </label>
        ))}
      </fieldset>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function NicknameForm({ config, user }: { config: AppConfig; user: UserInfo }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdateProfile();
  const [nickname, setNickname] = useState(user.nickname ?? '');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);
  const limit = config.limits.username;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = nickname.trim().replace(/\s+/g, ' ');
    const length = [...name].length;
    const problem = !name
      ? t('fields.nicknameRequired')
      : length < limit.min || length > limit.max
        ? t('fields.nicknameLength', limit)
        : /[<>]/.test(name)
          ? t('fields.nicknameChars')
          : null;
    if (problem) {
      setErrors({ nickname: problem });
      return;
    }
    setErrors({});
    update.mutate(
      { nickname: name },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => setErrors(fieldErrorsOf(error, ['nickname'], t)),
      },
    );
  };

  return (
    <form className={styles.card} noValidate onSubmit={submit}>
      <div className={styles.inline}>
        <TextField
          id={`${id}-nickname`}
          name="nickname"
          label={t('member.fieldNickname')}
          icon="edit"
          autoComplete="nickname"
          maxLength={limit.max}
          value={nickname}
          hint={saved ? t('member.saved') : t('fields.nicknameHint', limit)}
          error={errors.nickname ?? errors.form}
          onChange={(e) => {
            setNickname(e.target.value);
            setSaved(false);
            setErrors({});
          }}
        />
        <Button
          type="submit"
          small
          aria-label={t('member.saveNickname')}
          disabled={update.isPending || nickname === (user.nickname ?? '')}
        >
          {t('member.save')}
        </Button>
      </div>
    </form>
  );
}

function Row({
  icon,
  label,
  value,
  action,
  iconClass,
  glyph,
}: {
  icon?: IconName;
  label: string;
  value: string | null;
  action?: ReactNode;
  iconClass?: string;
  glyph?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.row}>
      <span className={[styles.rowIcon, iconClass].filter(Boolean).join(' ')}>
        {glyph ?? (icon ? <Icon name={icon} size={20} /> : null)}
      </span>
      <span className={styles.rowMain}>
        <span className={styles.rowLabel}>{label}</span>
        <span className={value ? styles.rowValue : `${styles.rowValue} ${styles.muted}`}>
          {value || t('member.notSet')}
        </span>
      </span>
      {action}
    </div>
  );
}

const socialBound = (user: UserInfo, name: SocialName): string | null => {
  return user[`${name}Name`] || user[`${name}Account`] || null;
};

function LinkedAccounts({ config, user }: { config: AppConfig; user: UserInfo }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  const names = configuredSocial(config.signIn);
  if (names.length === 0) return null;
  const link = (name: SocialName) => {
    setNotice(null);
    void startSocialAuth(config.signIn, name, {
      mode: 'bind',
      redirect: paths['member-profile'],
    }).then((started) => {
      if (!started) setNotice(t('auth.socialUnavailable', { provider: t(`social.${name}`) }));
    });
  };
  return (
    <section aria-label={t('member.linkedAccounts')}>
      <div className={styles.list}>
        {names.map((name) => {
          const bound = socialBound(user, name);
          return (
            <Row
              key={name}
              glyph={<SocialGlyph name={name} size={22} />}
              iconClass={styles.social}
              label={t(`social.${name}`)}
              value={bound}
              action={
                bound ? (
                  <Icon name="check" size={20} style={{ color: 'var(--green)' }} />
                ) : (
                  <button type="button" className={styles.action} onClick={() => link(name)}>
                    {t('member.link')}
                  </button>
                )
              }
            />
          );
        })}
      </div>
      {notice ? (
        <p className={styles.error} role="alert">
          {notice}
        </p>
      ) : null}
    </section>
  );
}

/** The inviter, set once: by the inviter's code or user id (agentFill). */
function InviterForm() {
  const { t } = useTranslation();
  const id = useId();
  const fill = useAgentFill();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = code.trim();
    if (!/^[A-Za-z0-9]{1,16}$/.test(value)) {
      setErrors({ inviteCode: t('fields.inviteInvalid') });
      return;
    }
    setErrors({});
    fill.mutate(
      { pid: /^\d+$/.test(value) ? Number(value) : value },
      { onError: (error) => setErrors(fieldErrorsOf(error, ['inviteCode'], t)) },
    );
  };
  return (
    <form className={styles.card} noValidate onSubmit={submit}>
      <div className={styles.inline}>
        <TextField
          id={`${id}-inviter`}
          name="inviteCode"
          label={t('member.inviterTitle')}
          icon="gift"
          autoComplete="off"
          spellCheck={false}
          maxLength={INVITE_CODE_MAX_LENGTH}
          placeholder={t('member.inviterPlaceholder')}
          value={code}
          error={errors.inviteCode ?? errors.form}
          onChange={(e) => {
            setCode(e.target.value);
            setErrors({});
          }}
        />
        <Button
          type="submit"
          small
          aria-label={t('member.saveInviter')}
          disabled={fill.isPending || !code.trim()}
        >
          {t('member.save')}
        </Button>
      </div>
    </form>
  );
}

/** /member/profile: avatar, nickname, bound phone and social accounts, password, inviter. */
export function ProfilePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const signedIn = useSignedIn();
  const user = useSessionStore((s) => s.user);
  const notice = (location.state as { notice?: unknown } | null)?.notice;

  if (!signedIn || !user) {
    return (
      <EmptyState
        icon="lock"
        title={t('auth.signInFirstTitle')}
        text={t('auth.signInFirstText')}
        action={
          <ButtonLink to={signInPath(pathTo('member-profile'))}>{t('auth.logIn')}</ButtonLink>
        }
      />
    );
  }

  const id = String(user.id);
  const name = user.nickname || user.account || id;
  return (
    <Page>
      {notice === 'passwordSaved' || notice === 'phoneLinked' ? (
        <p className={styles.notice} role="status">
          {t(notice === 'passwordSaved' ? 'member.passwordSaved' : 'member.phoneLinked')}
        </p>
      ) : null}
      <div className={styles.hero}>
        <span className={styles.heroAvatar}>
          <Avatar id={isAvatarId(user.avatar) ? user.avatar : 'a1'} size={84} />
        </span>
        <p className={styles.heroName}>{name}</p>
      </div>
      <AvatarPicker current={isAvatarId(user.avatar) ? user.avatar : 'a1'} />
      <ConfigGate>{(config) => <NicknameForm config={config} user={user} />}</ConfigGate>
      <section aria-label={t('member.accountTitle')}>
        <div className={styles.list}>
          <Row
            icon="user"
            label={t('member.fieldId')}
            value={id}
            action={
              <CopyButton
                value={id}
                label={t('member.copyId')}
                copiedText={t('member.copied')}
                className={styles.copy}
              />
            }
          />
          <Row icon="shield" label={t('member.fieldAccount')} value={user.account || null} />
          <Row
            icon="phone"
            label={t('member.fieldMobile')}
            value={user.mobile ? formatPhone(user.mobile) : null}
            action={
              user.mobile ? null : (
                <Link to={pathTo('auth-bind')} className={styles.action}>
                  {t('member.link')}
                </Link>
              )
            }
          />
          <Row
            icon="key"
            label={t('member.fieldPassword')}
            value={user.hasPassword ? '••••••••' : null}
            action={
              <Link to={pathTo('auth-set-password')} className={styles.action}>
                {user.hasPassword ? t('member.change') : t('member.set')}
              </Link>
            }
          />
          {user.pid > 0 ? (
            <Row icon="gift" label={t('member.inviterTitle')} value={String(user.pid)} />
          ) : null}
        </div>
      </section>
      <ConfigGate fallback={null}>
        {(config) => <LinkedAccounts config={config} user={user} />}
      </ConfigGate>
      {user.pid === 0 ? <InviterForm /> : null}
      <DevicesSection />
    </Page>
  );
}
