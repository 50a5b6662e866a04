import { useParams } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../components/empty-state';

/** Feedback arrives with the support issue; until then the pages say so plainly. */
export function FeedbackPage() {
  const { t } = useTranslation();
  return (
    <EmptyState icon="document" title={t('feedback.title')} text={t('feedback.unavailable')} />
  );
}

export function FeedbackRecordPage() {
  const { t } = useTranslation();
  return (
    <EmptyState icon="inbox" title={t('feedback.recordsTitle')} text={t('feedback.recordsText')} />
  );
}

export function FeedbackDetailPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <EmptyState
      icon="document"
      title={t('feedback.detailTitle', { id })}
      text={t('feedback.detailText')}
    />
  );
}
