import { useId, useState, type FormEvent } from 'react';
import type { AppConfig, LengthLimit } from '@lobby/contract/app-config';
import { SmsPurpose } from '@lobby/contract/values/enums';
import { ErrorCode } from '@lobby/contract/values/errors';
import { Button } from '@/components/button';
import { ConfigGate } from '@/components/config-gate';
import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { Page } from '@/components/page';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-errors';
import { useBalances, useRefreshData } from '@/lib/balances';
import { fieldErrorsOf, type FieldErrors } from '@/lib/error-message';
import { useSessionStore } from '@/stores/session-store';
import { SmsCodeField } from '@/components/sms-code-field';
import { useSmsCode } from '@/lib/sms-code';
import { useSafeboxIn } from '../api/safebox-in';
import { useSafeboxOut } from '../api/safebox-out';
import { useSetSafeboxPassword } from '../api/set-safebox-password';
import { amountInputText, money, readAmount } from '../lib/amount';
import { markSafeboxPassword } from '../lib/balances';
import { phoneEnding } from '../lib/identity-proof';
import { useIdempotencyKey } from '../lib/idempotency';
import { checkNewPin, checkPin, moveProblem } from '../lib/safebox-rules';
import { AmountField, Notice, PinField } from './wallet-ui';
import shared from './wallet-shared.module.css';
import styles from './safebox-page.module.css';

type Direction = 'in' | 'out';
const FIELDS = ['amount', 'safeboxPassword', 'smsCode'] as const;

function Vault() {
  const { t } = useTranslation();
  const refresh = useRefreshData();
  const balances = useBalances();
  return (
    <section className={shared.hero} aria-label={t('wallet.safeboxTitle')}>
      <div className={styles.vault}>
        <div className={styles.vaultSide}>
          <p className={shared.label}>{t('wallet.balance')}</p>
          <p className={styles.vaultAmount} data-testid="safebox-coin">
            {money(balances?.coin)}
          </p>
        </div>
        <button
          type="button"
          className={styles.vaultIcon}
          onClick={() => void refresh.refetch()}
          disabled={refresh.isFetching}
          aria-label={t('wallet.refresh')}
        >
          <Icon name="lock" size={22} />
        </button>
        <div className={styles.vaultSide}>
          <p className={shared.label}>{t('wallet.safebox')}</p>
          <p className={styles.vaultAmount} data-testid="safebox-amount">
            {money(balances?.safebox)}
          </p>
        </div>
      </div>
      <p className={styles.intro}>{t('wallet.safeboxIntro')}</p>
    </section>
  );
}

/** Moving coin in (freely) or out (with the safebox password). */
function MoveForm({
  direction,
  config,
  onNeedsPassword,
}: {
  direction: Direction;
  config: AppConfig;
  onNeedsPassword: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const balances = useBalances();
  const [text, setText] = useState('');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [moved, setMoved] = useState<number | null>(null);
  const moveIn = useSafeboxIn();
  const moveOut = useSafeboxOut();
  const keys = useIdempotencyKey();
  const busy = moveIn.isPending || moveOut.isPending;
  const available = (direction === 'in' ? balances?.coin : balances?.safebox) ?? 0;
  const limit = config.limits.safeboxPassword;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const amount = readAmount(text);
    const problems: FieldErrors = {};
    const amountProblem = moveProblem(amount, available);
    if (amountProblem) problems.amount = t(amountProblem.key);
    if (direction === 'out') {
      const pinProblem = checkPin(pin, limit);
      if (pinProblem) problems.safeboxPassword = t(pinProblem.key, pinProblem.values);
    }
    if (Object.keys(problems).length > 0 || amount === null) {
      setErrors(problems);
      return;
    }
    setErrors({});
    setMoved(null);
    const onSuccess = () => {
      keys.done();
      setMoved(amount);
      setText('');
      setPin('');
    };
    const onError = (error: unknown) => {
      if (error instanceof ApiError && error.errcode === ErrorCode.SAFEBOX_PASSWORD_NOT_SET) {
        markSafeboxPassword(false);
        onNeedsPassword();
      }
      setErrors(fieldErrorsOf(error, FIELDS, t));
    };
    if (direction === 'in') {
      const body = { amount };
      moveIn.mutate({ body, idempotencyKey: keys.keyFor(body) }, { onSuccess, onError });
    } else {
      const body = { amount, safeboxPassword: pin };
      // The key covers the amount only: a retry with a corrected password is the same move.
      moveOut.mutate({ body, idempotencyKey: keys.keyFor({ amount }) }, { onSuccess, onError });
    }
  };

  return (
    <form className={shared.panel} noValidate onSubmit={submit}>
      <AmountField
        id={`${id}-amount`}
        label={direction === 'in' ? t('wallet.moveInAmount') : t('wallet.moveOutAmount')}
        value={text}
        onChange={(value) => {
          setText(value);
          setErrors({});
          setMoved(null);
        }}
        onAll={() => {
          setText(available > 0 ? amountInputText(available) : '');
          setErrors({});
        }}
        error={errors.amount}
        hint={t('wallet.available', { amount: money(available) })}
      />
      {direction === 'out' ? (
        <PinField
          id={`${id}-pin`}
          label={t('wallet.safeboxPassword')}
          value={pin}
          onChange={(value) => {
            setPin(value);
            setErrors((e) => ({ ...e, safeboxPassword: undefined, form: undefined }));
          }}
          error={errors.safeboxPassword}
          limit={limit}
        />
      ) : null}
      {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
      {moved !== null ? (
        <Notice tone="success" testId="safebox-moved">
          {t(direction === 'in' ? 'wallet.movedIn' : 'wallet.movedOut', { amount: money(moved) })}
        </Notice>
      ) : null}
      <Button type="submit" block className={shared.submit} disabled={busy} aria-busy={busy}>
        {busy ? t('wallet.sending') : direction === 'in' ? t('wallet.moveIn') : t('wallet.moveOut')}
      </Button>
    </form>
  );
}

/**
 * Setting the safebox password: the first time freely; a change with an SMS code (purpose
 * forget) sent to the bound phone.
 */
function PasswordForm({
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
  const sms = useSmsCode(SmsPurpose.Forget, (error) => setErrors(fieldErrorsOf(error, FIELDS, t)));
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
          setErrors(fieldErrorsOf(error, FIELDS, t));
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

function Safebox({ config }: { config: AppConfig }) {
  const { t } = useTranslation();
  const hasPin = useSessionStore((s) => s.user?.hasSafeboxPassword === true);
  const [direction, setDirection] = useState<Direction>('in');
  const [changing, setChanging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const base = useId();

  const passwordSaved = () => {
    setChanging(false);
    setNotice(t('wallet.pinSaved'));
  };

  return (
    <Page>
      <Vault />
      <div className={shared.tabs} role="tablist" aria-label={t('wallet.safeboxTitle')}>
        {(['in', 'out'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${base}-${name}`}
            aria-selected={direction === name}
            aria-controls={`${base}-panel`}
            className={shared.tab}
            onClick={() => {
              setDirection(name);
              setNotice(null);
            }}
          >
            {name === 'in' ? t('wallet.moveIn') : t('wallet.moveOut')}
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-${direction}`}
        className={shared.section}
      >
        {notice ? (
          <Notice tone="success" testId="safebox-notice">
            {notice}
          </Notice>
        ) : null}
        {changing || (direction === 'out' && !hasPin) ? (
          // One element for both, so a first-time form that learns a password exists already
          // becomes the change form in place, keeping what was typed and the server's words.
          <PasswordForm
            config={config}
            change={changing}
            onDone={passwordSaved}
            onNeedsCode={() => setChanging(true)}
            onCancel={changing ? () => setChanging(false) : undefined}
          />
        ) : (
          <MoveForm
            key={direction}
            direction={direction}
            config={config}
            onNeedsPassword={() => setNotice(null)}
          />
        )}
      </div>
      {hasPin && !changing ? (
        <button
          type="button"
          className={styles.linkRow}
          onClick={() => {
            setChanging(true);
            setNotice(null);
          }}
        >
          <Icon name="key" size={20} />
          {t('wallet.changePin')}
          <Icon name="chevron" size={18} />
        </button>
      ) : null}
      <p className={shared.fine}>{t('wallet.safeboxNote')}</p>
    </Page>
  );
}

/** /activity/bank: the safebox (coin kept aside, not playable). */
export function SafeboxPage() {
  return <ConfigGate>{(config) => <Safebox config={config} />}</ConfigGate>;
}
