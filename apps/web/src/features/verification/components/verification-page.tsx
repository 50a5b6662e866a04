import { useState } from 'react';
import type { KycStateAnswer } from '@lobby/contract/kyc';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import { useTranslation } from '@/i18n/use-translation';
import { useKycState } from '@/lib/kyc-state';
import { DetailsForm } from './details-form';
import { DocumentsStep } from './documents-step';
import { ReviewStatus } from './review-status';
import { TierCard, TierLimits } from './tier-overview';
import { YourDetails } from './your-details';
import styles from './verification.module.css';

/**
 * The step the player is at: the details (tier 0), the documents (tier 1, never sent or sent
 * again after a refusal), or the review's state (pending, approved, refused with its reason).
 */
function Steps({ state }: { state: KycStateAnswer }) {
  const [again, setAgain] = useState(false);
  const [editing, setEditing] = useState(false);
  if (state.closedForPlay) return null;
  if (state.tier === 0) return state.canSubmitDetails ? <DetailsForm state={state} /> : null;
  if (editing && state.canSubmitDetails)
    return <DetailsForm state={state} onDone={() => setEditing(false)} />;
  const refused = state.review.status === 'refused';
  const uploading = state.review.status === 'none' || (refused && again);
  return (
    <>
      {state.details ? (
        <YourDetails
          details={state.details}
          onChange={state.canSubmitDetails ? () => setEditing(true) : undefined}
        />
      ) : null}
      {refused && again ? null : (
        <ReviewStatus review={state.review} onSubmitAgain={() => setAgain(true)} />
      )}
      {uploading && state.tier === 1 ? <DocumentsStep state={state} /> : null}
    </>
  );
}

/** /member/verification: the player's tier, the next step, and what each tier allows. */
export function VerificationPage() {
  const { t } = useTranslation();
  const state = useKycState();
  if (state.isPending) {
    return (
      <Page>
        <SkeletonList rows={3} height={96} />
      </Page>
    );
  }
  if (state.isError) {
    return (
      <Page>
        <EmptyState
          icon="refresh"
          title={t('verification.loadFailed')}
          action={
            <Button onClick={() => void state.refetch()} disabled={state.isFetching}>
              {t('verification.retry')}
            </Button>
          }
        />
      </Page>
    );
  }
  return (
    <Page>
      <div className={styles.page}>
        <TierCard state={state.data} />
        <Steps state={state.data} />
        <TierLimits state={state.data} />
      </div>
    </Page>
  );
}
