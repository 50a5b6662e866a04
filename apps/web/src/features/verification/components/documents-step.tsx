import { useState } from 'react';
import type { KycStateAnswer } from '@lobby/contract/kyc';
import { KYC_SIDES, type KycSide } from '@lobby/contract/values/kyc';
import { Button } from '@/components/button';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText } from '@/lib/error-message';
import { useKycSubmitReview } from '../api/kyc';
import { SideCard } from './side-card';
import styles from './verification.module.css';

/** Tier 2: both sides of the document and a selfie, each uploaded as picked, then the review. */
export function DocumentsStep({ state }: { state: KycStateAnswer }) {
  const { t } = useTranslation();
  const review = useKycSubmitReview();
  const [previews, setPreviews] = useState<Partial<Record<KycSide, string>>>({});
  const uploaded = (side: KycSide) =>
    state.documents.find((document) => document.side === side)?.uploaded === true;
  const count = KYC_SIDES.filter(uploaded).length;

  return (
    <section className={styles.panel} aria-labelledby="kyc-documents">
      <h2 id="kyc-documents" className={styles.title}>
        {t('verification.documentsTitle')}
      </h2>
      <p className={styles.muted}>{t('verification.documentsIntro')}</p>
      <progress
        className={styles.progress}
        max={KYC_SIDES.length}
        value={count}
        aria-label={t('verification.progressLabel')}
      />
      <p className={styles.muted} data-testid="kyc-progress">
        {t('verification.progress', { count, total: KYC_SIDES.length })}
      </p>
      <ul className={styles.sides}>
        {KYC_SIDES.map((side) => (
          <SideCard
            key={side}
            side={side}
            uploaded={uploaded(side)}
            disabled={!state.canUpload || review.isPending}
            preview={previews[side] ?? null}
            onUploaded={(preview) => setPreviews((current) => ({ ...current, [side]: preview }))}
          />
        ))}
      </ul>
      {!state.canSubmitReview ? (
        <p className={styles.muted}>{t('verification.needAllSides')}</p>
      ) : null}
      {review.isError ? (
        <p className={styles.error} role="alert">
          {describeError(errorText(review.error), t)}
        </p>
      ) : null}
      <Button
        block
        disabled={!state.canSubmitReview || review.isPending}
        aria-busy={review.isPending}
        onClick={() => review.mutate()}
      >
        {review.isPending ? t('verification.sending') : t('verification.sendReview')}
      </Button>
    </section>
  );
}
