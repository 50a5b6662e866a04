import { useId, useState, type FormEvent } from 'react';
import type { AppConfig } from '@lobby/contract/app-config';
import { MINUS_SIGN, percentOf } from '@lobby/contract/values/money';
import type { ExchangeStatus } from '@lobby/contract/values/wallet';
import { Button, ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { fieldErrorsOf, formatEpoch, type FieldErrors } from '@/lib/error-message';
import { useSessionStore } from '@/stores/session-store';
import { useExchange } from '../api/exchange';
import { useGetExchange } from '../api/get-exchange';
import { amountInputText, money, percentText, readAmount } from '../lib/amount';
import { afterMoneyChange } from '../lib/balances';
import { useIdempotencyKey } from '../lib/idempotency';
import { identityProof, proofFields, proofProblems } from '../lib/identity-proof';
import { withdrawProblem, type ExchangeLimits } from '../lib/withdraw-rules';
import { tierNeedOf, withdrawTierNeed, type TierNeed } from '../lib/tier-limit';
import { ProofFields } from './proof-fields';
import { TierLeftNotice, TierNeedNotice } from './tier-need-notice';
import { AmountField, Notice, SummaryRow } from './wallet-ui';
import shared from './wallet-shared.module.css';
import { AccountPicker, accountsForMethod } from './withdraw-accounts';
import { RecentWithdrawals, Requested } from './withdraw-status';

const epochNow = () => Math.floor(Date.now() / 1000);

/** The fields a withdrawal's refusal may name. */
const WITHDRAW_FIELDS = ['amount', 'bankId', 'password', 'oldPassword', 'smsCode'] as const;

/**
 * The withdraw form (/wallets?name=withdraw and /withdrawal/<method>): what may be withdrawn and
 * why it may be less than the balance, the receiving account, the amount with "All", the fee and
 * the limits; every refusal in words.
 */
export function WithdrawPanel({
  config,
  method,
}: {
  config: AppConfig | undefined;
  method?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const info = useGetExchange();
  const exchange = useExchange();
  const keys = useIdempotencyKey();
  const [picked, setPicked] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  // A request past the verification tier: said with the tier it needs and the link to it.
  const [tierNeed, setTierNeed] = useState<TierNeed | null>(null);
  const user = useSessionStore((s) => s.user);
  const proof = identityProof(user);
  const mobile = user?.mobile ?? '';
  const [password, setPassword] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [endBonus, setEndBonus] = useState(false);
  const [result, setResult] = useState<{
    orderNo: string;
    status: ExchangeStatus;
    amount: number;
    fee: number;
  } | null>(null);

  if (info.isPending) return <SkeletonList rows={4} height={72} />;
  if (info.isError) {
    return (
      <EmptyState
        icon="refresh"
        title={t('wallet.withdrawUnavailable')}
        text={t('wallet.withdrawUnavailableText')}
        action={
          <Button onClick={() => void info.refetch()} disabled={info.isFetching}>
            {t('wallet.retry')}
          </Button>
        }
      />
    );
  }

  const data = info.data;
  const accounts = accountsForMethod(data.appUserBankList, config, method);
  const account =
    accounts.find((a) => a.id === picked) ?? accounts.find((a) => a.isDefault) ?? accounts[0];
  const limits: ExchangeLimits = data;
  const smsLimit = config?.limits.smsCode ?? { min: 6, max: 6 };
  const amount = readAmount(text);
  const fee = amount !== null ? percentOf(amount, data.feeBp) : 0;
  const timesLeft = Math.max(0, data.dailyTimes - data.usedTimesToday);
  // As of the answer: the form asks again after every refusal and on every visit.
  const blocked =
    data.blockedUntil !== null && data.blockedUntil > Math.floor(info.dataUpdatedAt / 1000);
  const allAmount = Math.min(data.exchange, data.maxAmount);
  const canAdd = data.appUserBankList.length < data.maxAccounts;

  if (result) {
    return (
      <Requested
        result={result}
        onDone={() => {
          setResult(null);
          setText('');
        }}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (exchange.isPending) return;
    const problem = withdrawProblem({
      amount,
      accountId: account?.id ?? null,
      limits,
      nowSeconds: epochNow(),
    });
    if (problem) {
      setErrors({
        [problem.field]: t(problem.key, {
          ...(problem.limit !== undefined ? { limit: money(problem.limit) } : {}),
          ...(problem.until !== undefined ? { until: formatEpoch(problem.until) } : {}),
          ...(problem.bet !== undefined ? { bet: money(problem.bet) } : {}),
        }),
      });
      return;
    }
    if (amount === null || !account) return;
    const overTier = withdrawTierNeed(amount, data.kyc);
    setTierNeed(overTier);
    if (overTier) return;
    const missing = proofProblems(proof, { password, smsCode }, smsLimit);
    if (missing.password || missing.smsCode) {
      setErrors({
        password: missing.password && t(missing.password.key),
        smsCode: missing.smsCode && t(missing.smsCode.key, missing.smsCode.values),
      });
      return;
    }
    if (data.openBonus && !endBonus) {
      setErrors({ form: t('errors.code.1219') });
      return;
    }
    setErrors({});
    // The key covers the request, not its proof: a retry with a corrected password is the
    // same request.
    const request = {
      amount,
      bankId: account.id,
      ...(data.openBonus ? { forfeitBonus: true } : {}),
    };
    const body = { ...request, ...proofFields(proof, { password, smsCode }) };
    exchange.mutate(
      { body, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: (answer) => {
          keys.done();
          setPassword('');
          setSmsCode('');
          setEndBonus(false);
          setResult({ ...answer, amount, fee });
          void afterMoneyChange();
        },
        onError: (error) => {
          const need = tierNeedOf(error);
          setTierNeed(need);
          setErrors(need ? {} : fieldErrorsOf(error, WITHDRAW_FIELDS, t));
          // What was refused (limits, balance, block, accounts) may have changed: ask again.
          void info.refetch();
        },
      },
    );
  };

  return (
    <>
      <form className={shared.form} noValidate onSubmit={submit}>
        <section className={shared.panel} aria-label={t('wallet.withdrawable')}>
          <div className={shared.heroTop}>
            <div>
              <p className={shared.label}>{t('wallet.withdrawable')}</p>
              <p className={shared.bigAmount}>
                <span data-testid="withdrawable">{money(data.exchange)}</span>
              </p>
            </div>
            <div style={{ textAlign: 'right' }}>
              <p className={shared.label}>{t('wallet.timesLeft')}</p>
              <p className={shared.figure}>
                {t('wallet.timesOf', { left: timesLeft, total: data.dailyTimes })}
              </p>
            </div>
          </div>
          <div className={shared.figures}>
            <div>
              <p className={shared.label}>{t('wallet.balance')}</p>
              <p className={shared.figure}>{money(data.coin)}</p>
            </div>
            <div>
              <p className={shared.label}>{t('wallet.wageringLeft')}</p>
              <p className={shared.figure} data-testid="wagering-left">
                {money(data.bet)}
              </p>
            </div>
          </div>
          {data.bet > 0 ? (
            <Notice tone="warn">{t('wallet.wageringNotice', { bet: money(data.bet) })}</Notice>
          ) : null}
          {blocked && data.blockedUntil !== null ? (
            <Notice tone="warn">
              {t('wallet.blockedNotice', { until: formatEpoch(data.blockedUntil) })}
            </Notice>
          ) : null}
          {data.rewardCashLocked ? (
            <Notice tone="warn">
              <span data-testid="reward-cash-locked">
                {t('wallet.rewardCashNotice', {
                  amount: money(data.rewardCashLocked.amount),
                  minDeposit: money(data.rewardCashLocked.minDeposit),
                })}
              </span>
            </Notice>
          ) : null}
          {timesLeft === 0 ? <Notice tone="warn">{t('wallet.noTimesLeft')}</Notice> : null}
          <TierLeftNotice kyc={data.kyc} />
        </section>

        <section className={shared.section}>
          <div className={shared.sectionHead}>
            <h2 className={shared.sectionTitle}>{t('wallet.receiveTo')}</h2>
            <Link to={pathTo('wallets-card-list')} className={shared.sectionLink}>
              {t('wallet.manageAccounts')}
            </Link>
          </div>
          {accounts.length > 0 ? (
            <AccountPicker
              accounts={accounts}
              selected={account?.id ?? null}
              onSelect={(next) => {
                setPicked(next);
                setErrors({});
              }}
              config={config}
              canAdd={canAdd}
            />
          ) : (
            <div className={shared.panel}>
              <p className={shared.statusText}>{t('wallet.noAccountsText')}</p>
              <ButtonLink to={pathTo('wallets-card-edit')} block>
                <Icon name="plus" size={18} />
                {t('wallet.addAccount')}
              </ButtonLink>
            </div>
          )}
          {errors.bankId ? <Notice tone="error">{errors.bankId}</Notice> : null}
        </section>

        <section className={shared.panel}>
          <AmountField
            id={`${id}-amount`}
            label={t('wallet.withdrawAmount')}
            value={text}
            onChange={(value) => {
              setText(value);
              setErrors({});
              setTierNeed(null);
            }}
            onAll={() => {
              setText(allAmount > 0 ? amountInputText(allAmount) : '');
              setErrors({});
              setTierNeed(null);
            }}
            error={errors.amount}
            hint={t('wallet.limitsHint', {
              min: money(data.minAmount),
              max: money(data.maxAmount),
            })}
          />
          <div className={shared.summary}>
            <SummaryRow label={t('wallet.withdrawAmount')} value={amount ? money(amount) : '—'} />
            <SummaryRow
              label={
                data.feeBp > 0
                  ? t('wallet.feeRate', { percent: percentText(data.feeBp) })
                  : t('wallet.fee')
              }
              value={
                data.feeBp === 0 ? t('wallet.free') : amount ? `${MINUS_SIGN}${money(fee)}` : '—'
              }
              valueClass={data.feeBp > 0 ? shared.minus : shared.plus}
            />
            <SummaryRow
              total
              label={t('wallet.youReceive')}
              value={amount ? money(Math.max(0, amount - fee)) : '—'}
            />
          </div>
        </section>

        {data.openBonus ? (
          <section className={shared.panel} aria-label={t('bonusWallet.kind.channel')}>
            <Notice tone="warn">
              {t('wallet.bonusEndsNotice', {
                returned: money(data.openBonus.forfeitReturn),
                balance: money(data.openBonus.balance),
              })}
            </Notice>
            <label className={shared.check}>
              <input
                type="checkbox"
                checked={endBonus}
                onChange={(e) => {
                  setEndBonus(e.target.checked);
                  setErrors((current) => ({ ...current, form: undefined }));
                }}
              />
              {t('wallet.bonusEndsConsent')}
            </label>
          </section>
        ) : null}

        <section className={shared.panel}>
          <h2 className={shared.sectionTitle}>{t('wallet.confirmHeading')}</h2>
          <p className={shared.fine}>{t('wallet.withdrawConfirmHint')}</p>
          <ProofFields
            id={id}
            proof={proof}
            mobile={mobile}
            password={password}
            onPassword={(value) => {
              setPassword(value);
              setErrors((current) => ({ ...current, password: undefined, oldPassword: undefined }));
            }}
            smsCode={smsCode}
            onSmsCode={(value) => {
              setSmsCode(value);
              setErrors((current) => ({ ...current, smsCode: undefined }));
            }}
            errors={{ password: errors.password ?? errors.oldPassword, smsCode: errors.smsCode }}
            smsLimit={smsLimit}
            onSendError={(error) => setErrors(fieldErrorsOf(error, WITHDRAW_FIELDS, t))}
          />
        </section>

        {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
        {tierNeed ? <TierNeedNotice need={tierNeed} /> : null}

        <Button
          type="submit"
          block
          className={shared.submit}
          disabled={exchange.isPending || proof === 'unavailable'}
          aria-busy={exchange.isPending}
        >
          {exchange.isPending ? t('wallet.sending') : t('wallet.withdraw')}
        </Button>
        <p className={shared.fine}>{t('wallet.withdrawNote')}</p>
      </form>
      <RecentWithdrawals />
    </>
  );
}
