import type { KycStateAnswer } from '@lobby/contract/kyc';
import { KYC_REFUSAL_REASONS } from '@lobby/contract/values/kyc';
import { Button } from '@/components/button';
import { useTranslation } from '@/i18n/use-translation';
import { formatEpoch } from '@/lib/error-message';
import styles from './verification.module.css';

type Review = KycStateAnswer['review'];

const reasonKey = (reason: Review['reason']) =>
  reason !== null && (KYC_REFUSAL_REASONS as readonly string[]).includes(reason)
    ? `verification.reason.${reason}`
    : 'verification.reason.unknown';

/**
 * The tier-2 review as staff left it: pending, approved, or refused with their reason and the
 * way to submit again.
 */
export function ReviewStatus({
  review,
  onSubmitAgain,
}: {
  review: Review;
  onSubmitAgain: () => void;
}) {
  const { t } = useTranslation();
  if (review.status === 'none') return null;
  const title = {
    pending: 'verification.pendingTitle',
    approved: 'verification.approvedTitle',
    refused: 'verification.refusedTitle',
  }[review.status];
  return (
    <section className={styles.panel} aria-labelledby="kyc-review" data-testid="kyc-review">
      <h2 id="kyc-review" className={`${styles.pill} ${styles[review.status]}`}>
        {t(title)}
      </h2>
      {review.status === 'pending' ? (
        <p className={styles.muted}>
          {t('verification.pendingText', {
            date: review.submittedAt !== null ? formatEpoch(review.submittedAt) : '—',
          })}
        </p>
      ) : null}
      {review.status === 'approved' ? (
        <p className={styles.muted}>{t('verification.approvedText')}</p>
      ) : null}
      {review.status === 'refused' ? (
        <>
          <p>{t('verification.refusedText', { reason: t(reasonKey(review.reason)) })}</p>
          <p className={styles.muted}>{t('verification.submitAgainText')}</p>
          <Button block onClick={onSubmitAgain}>
            {t('verification.submitAgain')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
