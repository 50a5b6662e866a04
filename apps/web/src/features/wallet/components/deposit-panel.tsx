import { useId, useState, type FormEvent } from 'react';
import type { AppConfig, RechargeType } from '@lobby/contract/app-config';
import { packageTerms } from '@lobby/contract/values/bonus-terms';
import { channelMinimum } from '@lobby/contract/values/deposits';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { GameWeights } from '@/components/wagering-summary';
import { pathTo } from '@/config/paths';
import { Skeleton } from '@/components/skeleton';
import { useTranslation } from '@/i18n/use-translation';
import { fieldErrorsOf, type FieldErrors } from '@/lib/error-message';
import { track } from '@/lib/telemetry';
import { useSessionStore } from '@/stores/session-store';
import { useBonusWallet } from '@/lib/bonus-wallet';
import { useCouponList } from '../api/coupon-list';
import { useRecharge } from '../api/recharge';
import { useTradeInfo } from '@/lib/trade-info';
import { amountInputText, money, percentText, readAmount } from '../lib/amount';
import { termsRules } from '../lib/bonus';
import { couponBonusFor, couponPackage, couponProblem } from '../lib/coupons';
import {
  amountsFor,
  bonusOffer,
  channelMaximum,
  defaultChannel,
  defaultItem,
  depositProblem,
  sortedChannels,
  type NextBonus,
} from '../lib/deposit-amounts';
import { checkoutUrl, openCheckout, rememberPendingDeposit } from '../lib/checkout';
import { useIdempotencyKey } from '../lib/idempotency';
import { tierNeedOf, type TierNeed } from '../lib/tier-limit';
import bonusStyles from './bonus-card.module.css';
import { BonusTermsList } from './bonus-terms-list';
import { ChannelPicker } from './channel-picker';
import { CouponPicker } from './coupon-picker';
import { FirstDepositOffer } from './first-deposit-offer';
import { TierNeedNotice } from './tier-need-notice';
import { AmountField, Notice, SummaryRow } from './wallet-ui';
import shared from './wallet-shared.module.css';
import styles from './deposit-panel.module.css';

/**
 * The deposit form: channel, preset or typed amount, the bonus the player may take with it (off
 * until they choose it: it locks the deposit with the bonus, docs/rules.md "Bonus money"; on
 * from the start when they came to take it, `takeBonus`: the first-deposit page's button) and
 * its terms, and "Deposit".
 */
export function DepositForm({
  config,
  takeBonus: takeBonusAtFirst = false,
}: {
  config: AppConfig;
  takeBonus?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const trade = useTradeInfo();
  const bonusWallet = useBonusWallet();
  const [takeBonus, setTakeBonus] = useState(takeBonusAtFirst);
  const coupons = useCouponList();
  const [couponId, setCouponId] = useState<number | null>(null);
  const userTotal = useSessionStore((s) => s.user?.totalRecharge);
  // tradeInfo tells whether the first deposit is still to come; until it answers, the stored
  // user's total stands in.
  const hasRecharged = trade.data ? !trade.data.firstRecharge : (userTotal ?? 0) > 0;
  const channels = sortedChannels(config);
  const [channelId, setChannelId] = useState<number | null>(null);
  const channel = channels.find((c) => c.id === channelId) ?? defaultChannel(channels);
  const [typed, setTyped] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // A deposit past the verification tier's month: said with the tier it needs and the link.
  const [tierNeed, setTierNeed] = useState<TierNeed | null>(null);
  const [leaving, setLeaving] = useState(false);
  const recharge = useRecharge();
  const keys = useIdempotencyKey();

  if (!channel) {
    return (
      <EmptyState icon="wallet" title={t('wallet.noChannels')} text={t('wallet.noChannelsText')} />
    );
  }

  const minOf = (c: RechargeType) =>
    channelMinimum(c, config.clientConfig.minRechargeStatus, hasRecharged);
  const items = amountsFor(config, channel, hasRecharged);
  const min = minOf(channel);
  const max = channelMaximum(channel);
  const preset = defaultItem(items);
  const text = typed ?? (preset ? amountInputText(preset.price) : '');
  const amount = readAmount(text);
  // Until tradeInfo answers, only the channel's own bonus is certain.
  const next: NextBonus = trade.data ?? {
    nextDepositBonusBp: 0,
    maxBonus: 0,
    firstRecharge: !hasRecharged,
    channelBonusLeft: null,
  };
  const bonusOpen = trade.data?.bonusOpen ?? false;
  const firstBp = trade.data?.firstDepositBonusBp ?? 0;
  const minBonusDeposit = trade.data?.minBonusDeposit ?? 0;
  const offerFor = (value: number | null) =>
    bonusOpen || value === null || value < minBonusDeposit
      ? null
      : bonusOffer(channel, value, next);
  // The rate on offer, whatever the amount, for the choice's label.
  const rate = bonusOpen ? null : bonusOffer(channel, Math.max(amount ?? 0, 10_000), next);
  const available = coupons.data?.available ?? [];
  // A picked coupon goes with the deposit only while it fits the amount; it replaces the offer
  // (one bonus per deposit).
  const coupon =
    bonusOpen || amount === null
      ? null
      : (available.find((c) => c.id === couponId && couponProblem(c, amount) === null) ?? null);
  const offer = coupon ? null : offerFor(amount);
  const taking = takeBonus && offer !== null;
  const bonus = coupon ? couponBonusFor(coupon, amount) : taking ? offer.bonus : 0;
  const terms =
    amount !== null && bonusWallet.data
      ? coupon
        ? couponPackage(coupon, amount, bonusWallet.data.terms)
        : offer
          ? // Shown before the player opts in: the terms are what they decide on.
            packageTerms(offer.kind, amount, offer.bonus, termsRules(bonusWallet.data.terms))
          : null
      : null;
  const expiryDays = bonusWallet.data?.terms.expiryDays ?? 0;
  const busy = recharge.isPending || leaving;

  const pickChannel = (next: RechargeType) => {
    setChannelId(next.id);
    setTyped(null);
    setErrors({});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = depositProblem(amount, min, max);
    if (problem || amount === null) {
      setErrors({
        amount: problem
          ? t(problem.key, { limit: money(problem.values?.limit) })
          : t('wallet.amountRequired'),
      });
      return;
    }
    setErrors({});
    setTierNeed(null);
    const body = {
      rechargeTypeId: channel.id,
      amount,
      ...(taking ? { takeBonus: true } : {}),
      ...(coupon ? { couponId: coupon.id } : {}),
    };
    recharge.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (answer) => {
          // The button stays busy: a second tap while the checkout loads must not order again.
          setLeaving(true);
          rememberPendingDeposit(answer.orderNo);
          track('deposit_order', { channel: channel.id, amount, bonus: taking || coupon !== null });
          openCheckout(checkoutUrl(answer.payUrl, answer.orderNo));
        },
        onError: (error) => {
          const need = tierNeedOf(error);
          setTierNeed(need);
          setErrors(need ? {} : fieldErrorsOf(error, ['amount'], t));
        },
      },
    );
  };

  return (
    <form className={shared.form} noValidate onSubmit={submit} aria-busy={busy}>
      <FirstDepositOffer
        firstBp={firstBp}
        maxBonus={next.maxBonus}
        bonusOpen={bonusOpen}
        figure={offer?.kind === 'first_deposit' ? offer.bonus : null}
        amount={amount}
      />
      {rate && !coupon ? (
        <div className={bonusStyles.offer}>
          <label className={bonusStyles.offerLabel}>
            <input
              type="checkbox"
              checked={taking}
              disabled={offer === null}
              onChange={(event) => setTakeBonus(event.target.checked)}
              data-testid="take-bonus"
            />
            {offer
              ? t('bonusWallet.take', {
                  percent: percentText(offer.bp),
                  bonus: money(offer.bonus),
                })
              : t('bonusWallet.takeRate', { percent: percentText(rate.bp) })}
          </label>
          {offer === null ? (
            <p className={bonusStyles.fine}>
              {t('bonusWallet.fromDeposit', { min: money(minBonusDeposit) })}
            </p>
          ) : null}
          {terms ? (
            <>
              <BonusTermsList terms={terms} expiryDays={expiryDays} testId="bonus-terms" />
              <GameWeights />
              <Link to={pathTo('rules')} className={shared.sectionLink}>
                {t('bonusWallet.rulesLink')}
              </Link>
            </>
          ) : (
            <p className={bonusStyles.fine}>{t('bonusWallet.offerNote')}</p>
          )}
        </div>
      ) : null}
      <section className={shared.section}>
        <h2 className={shared.sectionTitle}>{t('wallet.channel')}</h2>
        <ChannelPicker
          channels={channels}
          selected={channel}
          onSelect={pickChannel}
          minOf={minOf}
        />
      </section>

      <section className={shared.panel}>
        <div className={shared.sectionHead}>
          <h2 className={shared.sectionTitle}>{t('wallet.amount')}</h2>
          {trade.isPending ? <Skeleton width={80} height={12} /> : null}
        </div>
        {items.length > 0 ? (
          <div className={styles.amounts} role="radiogroup" aria-label={t('wallet.presets')}>
            {items.map((item) => {
              const itemBonus = coupon
                ? couponBonusFor(coupon, item.price)
                : takeBonus
                  ? (offerFor(item.price)?.bonus ?? 0)
                  : 0;
              return (
                <button
                  key={item.id}
                  type="button"
                  role="radio"
                  className={styles.amount}
                  aria-checked={amount === item.price}
                  onClick={() => {
                    setTyped(amountInputText(item.price));
                    setErrors({});
                    setTierNeed(null);
                  }}
                >
                  {money(item.price)}
                  {itemBonus > 0 ? (
                    <span className={shared.amountBonus}>
                      {t('wallet.presetBonus', { bonus: money(itemBonus) })}
                    </span>
                  ) : null}
                  {item.hot ? <span className={styles.hot}>{t('wallet.hot')}</span> : null}
                </button>
              );
            })}
          </div>
        ) : null}
        <AmountField
          id={`${id}-amount`}
          label={t('wallet.orType')}
          value={text}
          onChange={(value) => {
            setTyped(value);
            setErrors({});
            setTierNeed(null);
          }}
          error={errors.amount}
          hint={
            max === null
              ? t('wallet.minHint', { min: money(min) })
              : t('wallet.limitsHint', { min: money(min), max: money(max) })
          }
        />
        {available.length > 0 ? (
          <section aria-label={t('coupons.title')} className={shared.section}>
            <h3 className={shared.sectionTitle}>{t('coupons.title')}</h3>
            <CouponPicker
              coupons={available}
              amount={amount}
              selected={coupon?.id ?? null}
              onSelect={(id) => {
                setCouponId(id);
                if (id !== null) setTakeBonus(false);
              }}
              blocked={bonusOpen}
            />
          </section>
        ) : null}
        {coupon && terms ? (
          <BonusTermsList
            terms={terms}
            expiryDays={expiryDays}
            games={false}
            testId="coupon-terms"
          />
        ) : null}
        <div className={shared.summary}>
          <SummaryRow label={t('wallet.youPay')} value={amount ? money(amount) : '—'} />
          {coupon ? (
            <SummaryRow
              label={t('coupons.summary')}
              value={`+${money(bonus)}`}
              valueClass={shared.plus}
              testId="coupon-bonus"
            />
          ) : null}
          {taking ? (
            <SummaryRow
              label={t('wallet.channelBonus', { percent: percentText(offer.bp) })}
              value={`+${money(bonus)}`}
              valueClass={shared.plus}
              testId="deposit-bonus"
            />
          ) : null}
          <SummaryRow
            total
            label={t(taking || coupon ? 'bonusWallet.intoBonusBalance' : 'wallet.youGet')}
            value={amount ? money(amount + bonus) : '—'}
          />
        </div>
      </section>

      {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
      {tierNeed ? <TierNeedNotice need={tierNeed} /> : null}

      <Button type="submit" block className={shared.submit} disabled={busy} aria-busy={busy}>
        {busy
          ? t('wallet.toCheckout')
          : // Only an amount the channel takes is named: never one over the maximum (or under the
            // minimum) that the tap would refuse.
            amount && depositProblem(amount, min, max) === null
            ? t('wallet.depositAmount', { amount: money(amount) })
            : t('wallet.deposit')}
      </Button>
      <p className={shared.fine}>
        <Icon name="shield" size={14} style={{ verticalAlign: '-2px', marginRight: 4 }} />
        {t('wallet.secureNote')}
      </p>
    </form>
  );
}
