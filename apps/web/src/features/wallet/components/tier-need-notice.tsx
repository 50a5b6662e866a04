import type { KycWithdrawLimit } from '@lobby/contract/kyc';
import { Link } from '@/components/link';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { money } from '../lib/amount';
import type { TierNeed } from '../lib/tier-limit';
import { Notice } from './wallet-ui';

/** The link to the verification step a larger request needs. */
function VerifyLink() {
  const { t } = useTranslation();
  return (
    <Link to={pathTo('member-verification')} data-testid="verify-link">
      {t('tierLimit.verify')}
    </Link>
  );
}

/**
 * A request refused (or caught before sending) because the player's verification tier does not
 * allow it: what is left under the tier, the tier the request needs, and the link to that step.
 */
export function TierNeedNotice({ need }: { need: TierNeed }) {
  const { t } = useTranslation();
  const left = money(need.left);
  return (
    <Notice tone="error" testId="tier-need">
      <p>
        {need.limit === null
          ? t('tierLimit.overLeft', { left })
          : t(`tierLimit.left.${need.limit}`, { tier: need.tier, left })}{' '}
        {need.requiredTier === null
          ? t('tierLimit.noTier')
          : // Caught before sending, the page knows only the next tier that allows more.
            t(need.limit === null ? 'tierLimit.withdrawMore' : 'tierLimit.needs', {
              tier: need.requiredTier,
            })}
      </p>
      {need.requiredTier === null ? null : <VerifyLink />}
    </Notice>
  );
}

/** The withdrawal page's standing line: what the tier leaves, and the tier that allows more. */
export function TierLeftNotice({ kyc }: { kyc: KycWithdrawLimit | undefined }) {
  const { t } = useTranslation();
  if (!kyc || kyc.withdrawLeft === null) return null;
  return (
    <Notice tone="info" testId="tier-left">
      <p>
        {t('tierLimit.withdrawLeft', { tier: kyc.tier, left: money(kyc.withdrawLeft) })}
        {kyc.nextTier === null ? null : <> {t('tierLimit.withdrawMore', { tier: kyc.nextTier })}</>}
      </p>
      {kyc.nextTier === null ? null : <VerifyLink />}
    </Notice>
  );
}
