import { useId, useState, type FormEvent } from 'react';
import type { AppConfig } from '@lobby/contract/app-config';
import { ErrorCode } from '@lobby/contract/values/errors';
import { Button } from '@/components/button';
import { ConfigGate } from '@/components/config-gate';
import { Icon } from '@/components/icon';
import { Page } from '@/components/page';
import { SegmentedTabs } from '@/components/segmented-tabs';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-errors';
import { useBalances, useRefreshData } from '@/lib/balances';
import { fieldErrorsOf, type FieldErrors } from '@/lib/error-message';
import { useSessionStore } from '@/stores/session-store';
import { useSafeboxIn } from '../api/safebox-in';
import { useSafeboxOut } from '../api/safebox-out';
import { amountInputText, money, readAmount } from '../lib/amount';
import { markSafeboxPassword } from '../lib/balances';
import { useIdempotencyKey } from '../lib/idempotency';
import { checkPin, moveProblem } from '../lib/safebox-rules';
import { AmountField, Notice, PinField } from './wallet-ui';
import shared from './wallet-shared.module.css';
import styles from './safebox-page.module.css';
import { PasswordForm, SAFEBOX_FIELDS } from './safebox-password-form';

type Direction = 'in' | 'out';
const DIRECTIONS: readonly Direction[] = ['in', 'out'];

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
      setErrors(fieldErrorsOf(error, SAFEBOX_FIELDS, t));
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

function Safebox({ config }: { config: AppConfig }) {
  const { t } = useTranslation();
  const hasPin = useSessionStore((s) => s.user?.hasSafeboxPassword === true);
  const [direction, setDirection] = useState<Direction>('in');
  const [changing, setChanging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const passwordSaved = () => {
    setChanging(false);
    setNotice(t('wallet.pinSaved'));
  };

  return (
    <Page>
      <Vault />
      <SegmentedTabs
        names={DIRECTIONS}
        selected={direction}
        onSelect={(name) => {
          setDirection(name);
          setNotice(null);
        }}
        label={t('wallet.safeboxTitle')}
        labelOf={(name) => (name === 'in' ? t('wallet.moveIn') : t('wallet.moveOut'))}
        className={shared.tabs}
        tabClassName={shared.tab}
        panelClassName={shared.section}
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
      </SegmentedTabs>
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
