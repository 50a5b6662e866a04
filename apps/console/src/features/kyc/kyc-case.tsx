import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { KycCaseAnswer } from '@lobby/contract/console';
import {
  consoleKycDocumentPath,
  KYC_REFUSAL_REASONS,
  type KycRefusalReason,
} from '@lobby/contract/values/kyc';
import { ErrorBox, Loading } from '@/components/error-box';
import ui from '@/components/ui.module.css';
import rowStyles from '@/components/rows.module.css';
import { t } from '@/i18n/i18n';
import { formatTime } from '@/lib/format';
import { allows, useStaff } from '@/lib/staff';
import { decideKyc, kycCaseKey, kycCaseQuery } from './api/kyc';
import styles from './kyc.module.css';

/**
 * One review: the details the player entered beside the documents (each image fetched through
 * the permission-checked, audited console route), and approve or refuse with a reason (a role
 * with `kyc`; a reader sees the case only).
 */
export function KycCase({ id, back }: { id: number; back: string }) {
  const kase = useQuery(kycCaseQuery(id));
  const mayDecide = allows(useStaff(), 'kyc');
  if (kase.isError) return <ErrorBox error={kase.error} onRetry={() => void kase.refetch()} />;
  if (!kase.data) return <Loading />;
  const review = kase.data;
  return (
    <div className={styles.case} data-testid="kyc-case">
      <Link to={back} className={styles.back}>
        {t('kyc.back')}
      </Link>
      <h2>{t('kyc.heading', { id: review.id })}</h2>
      <p className={rowStyles.rowMeta}>
        <Link to={`/players/${review.userId}`}>{t('kyc.player', { id: review.userId })}</Link>
        <span className={ui.pill} data-testid="kyc-case-status">
          {t(`kyc.statuses.${review.status}`)}
        </span>
        <span>{t('kyc.tier', { tier: review.tier })}</span>
        <span>{t('kyc.submitted', { time: formatTime(review.submittedAt) })}</span>
        {review.decidedAt !== null ? (
          <span>{t('kyc.decided', { time: formatTime(review.decidedAt) })}</span>
        ) : null}
        {review.reason ? (
          <span>{t('kyc.refusedFor', { reason: t(`kyc.reasons.${review.reason}`) })}</span>
        ) : null}
      </p>
      <div className={styles.sideBySide}>
        <section aria-labelledby="kyc-details-heading">
          <h3 id="kyc-details-heading">{t('kyc.details')}</h3>
          <Details details={review.details} />
        </section>
        <section aria-labelledby="kyc-documents-heading">
          <h3 id="kyc-documents-heading">{t('kyc.documents')}</h3>
          <p className={ui.muted}>{t('kyc.viewAudited')}</p>
          <ul className={styles.documents}>
            {review.documents.map((doc) => (
              <li key={doc.id} className={styles.document}>
                <strong>{t(`kyc.sides.${doc.side}`)}</strong>
                {doc.deleted ? (
                  <span className={ui.muted}>{t('kyc.deleted')}</span>
                ) : (
                  <a href={consoleKycDocumentPath(doc.id)} target="_blank" rel="noreferrer">
                    <img
                      className={styles.image}
                      src={consoleKycDocumentPath(doc.id)}
                      width={doc.width}
                      height={doc.height}
                      alt={t(`kyc.sides.${doc.side}`)}
                      data-testid={`kyc-document-${doc.side}`}
                    />
                  </a>
                )}
              </li>
            ))}
          </ul>
        </section>
      </div>
      {review.status !== 'pending' ? null : mayDecide ? (
        <DecideForm id={review.id} />
      ) : (
        <p className={ui.muted}>{t('kyc.readOnly')}</p>
      )}
    </div>
  );
}

function Details({ details }: { details: KycCaseAnswer['details'] }) {
  if (!details) return <p className={ui.muted}>{t('kyc.noDetails')}</p>;
  const address = [details.addressLine1, details.addressLine2].filter(Boolean).join(', ');
  return (
    <dl className={styles.details} data-testid="kyc-details">
      <dt>{t('kyc.fields.fullName')}</dt>
      <dd>{details.fullName}</dd>
      <dt>{t('kyc.fields.dateOfBirth')}</dt>
      <dd>{details.dateOfBirth}</dd>
      <dt>{t('kyc.fields.country')}</dt>
      <dd>{details.country}</dd>
      <dt>{t('kyc.fields.address')}</dt>
      <dd>{address}</dd>
      <dt>{t('kyc.fields.city')}</dt>
      <dd>{details.city}</dd>
      <dt>{t('kyc.fields.postalCode')}</dt>
      <dd>{details.postalCode || '—'}</dd>
    </dl>
  );
}

function DecideForm({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<KycRefusalReason | ''>('');
  const decide = useMutation({
    mutationFn: (request: Parameters<typeof decideKyc>[0]) => decideKyc(request),
    onSuccess: async (answer) => {
      queryClient.setQueryData(kycCaseKey(id), answer);
      await queryClient.invalidateQueries({ queryKey: ['kycQueue'] });
    },
  });
  const refuse = (event: FormEvent) => {
    event.preventDefault();
    if (reason !== '') decide.mutate({ id, decision: 'refuse', reason });
  };
  return (
    <form className={styles.decide} onSubmit={refuse}>
      <button
        type="button"
        className={ui.primary}
        disabled={decide.isPending}
        onClick={() => decide.mutate({ id, decision: 'approve' })}
        data-testid="kyc-approve"
      >
        {t('kyc.approve')}
      </button>
      <span className={ui.field}>
        <label htmlFor="kyc-reason">{t('kyc.reason')}</label>
        <select
          id="kyc-reason"
          className={ui.input}
          value={reason}
          onChange={(event) => setReason(event.target.value as KycRefusalReason | '')}
          data-testid="kyc-reason"
        >
          <option value="">{t('kyc.chooseReason')}</option>
          {KYC_REFUSAL_REASONS.map((r) => (
            <option key={r} value={r}>
              {t(`kyc.reasons.${r}`)}
            </option>
          ))}
        </select>
      </span>
      <button
        type="submit"
        className={ui.button}
        disabled={decide.isPending || reason === ''}
        data-testid="kyc-refuse"
      >
        {t('kyc.refuse')}
      </button>
      {decide.isError ? <ErrorBox error={decide.error} /> : null}
    </form>
  );
}
