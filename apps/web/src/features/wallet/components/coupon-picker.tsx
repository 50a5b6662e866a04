import type { Coupon } from '@lobby/contract/coupons';
import type { Hundredths } from '@lobby/contract/values/money';
import { useTranslation } from '@/i18n/use-translation';
import { money, percentText } from '../lib/amount';
import { couponBonusFor, couponProblem } from '../lib/coupons';
import bonusStyles from './bonus-card.module.css';
import styles from './coupon-picker.module.css';

/** A date the server named (epoch seconds), short, in the player's locale. */
const dateOf = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** A coupon's terms in words: what it adds, on what deposit, its wagering and its expiry. */
function CouponTerms({ coupon }: { coupon: Coupon }) {
  const { t } = useTranslation();
  const { terms } = coupon;
  const title =
    terms.kind === 'give'
      ? t('coupons.give', { bonus: money(terms.bonus) })
      : terms.kind === 'fixed'
        ? t('coupons.fixed', {
            percent: percentText(terms.percentBp),
            deposit: money(terms.exactDeposit),
          })
        : terms.maxBonus > 0
          ? t('coupons.general', {
              percent: percentText(terms.percentBp),
              max: money(terms.maxBonus),
            })
          : t('coupons.generalNoCap', { percent: percentText(terms.percentBp) });
  return (
    <span className={styles.text}>
      <span className={styles.name}>{title}</span>
      <span className={styles.sub}>
        {terms.kind === 'fixed'
          ? t('coupons.exactDeposit', { deposit: money(terms.exactDeposit) })
          : t('coupons.minDeposit', { min: money(terms.minDeposit) })}
        {' · '}
        {t('coupons.wagering', { multiple: terms.wageringMultiple })}
        {' · '}
        {t('coupons.until', { date: dateOf(coupon.expiresAt) })}
      </span>
    </span>
  );
}

/**
 * The player's coupons on the deposit form: none, or one that fits the amount (a coupon that
 * does not says what deposit it needs), each with its terms, expiry and the bonus it adds.
 */
export function CouponPicker({
  coupons,
  amount,
  selected,
  onSelect,
  blocked,
}: {
  coupons: readonly Coupon[];
  amount: Hundredths | null;
  selected: number | null;
  onSelect: (id: number | null) => void;
  /** A bonus is in play: no coupon can be used now. */
  blocked: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className={bonusStyles.offer}>
      <div className={styles.list} role="radiogroup" aria-label={t('coupons.title')}>
        <button
          type="button"
          role="radio"
          className={styles.coupon}
          aria-checked={selected === null}
          onClick={() => onSelect(null)}
        >
          <span className={styles.name}>{t('coupons.none')}</span>
        </button>
        {coupons.map((coupon) => {
          const problem = couponProblem(coupon, amount);
          const bonus = couponBonusFor(coupon, amount);
          return (
            <button
              key={coupon.id}
              type="button"
              role="radio"
              className={styles.coupon}
              aria-checked={selected === coupon.id}
              disabled={blocked || problem !== null}
              onClick={() => onSelect(coupon.id)}
              data-testid={`coupon-${coupon.id}`}
            >
              <CouponTerms coupon={coupon} />
              {problem ? (
                <span className={styles.problem}>
                  {t(problem.key, { limit: money(problem.limit) })}
                </span>
              ) : (
                <span className={styles.adds}>{t('coupons.adds', { bonus: money(bonus) })}</span>
              )}
            </button>
          );
        })}
      </div>
      <p className={bonusStyles.fine}>{t(blocked ? 'coupons.bonusOpen' : 'coupons.note')}</p>
    </div>
  );
}
