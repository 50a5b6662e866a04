import type { FeedbackSummary } from '@lobby/contract/feedback';
import { useTranslation } from '@/i18n/use-translation';
import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Link } from '@/components/link';
import { Page, pageStyles } from '@/components/page';
import { RecordList } from '@/components/record-list';
import { pathTo } from '@/config/paths';
import { formatEpoch } from '@/lib/error-message';
import { useSignedIn } from '@/stores/session-store';
import { useFeedbackList } from '../api/feedback';
import styles from './feedback-pages.module.css';
import { SignInFirst, StatusPill } from './feedback-fields';

function RecordRow({ item }: { item: FeedbackSummary }) {
  const { t } = useTranslation();
  return (
    <li>
      <Link className={styles.recordRow} to={pathTo('feedback-record-detail', { id: item.id })}>
        <span className={styles.recordMain}>
          <span className={styles.recordHead}>
            <span className={pageStyles.rowTitle}>{item.typeName}</span>
            <StatusPill status={item.status} />
          </span>
          <span className={styles.preview}>{item.preview}</span>
          <span className={pageStyles.rowSub}>
            {formatEpoch(item.updatedAt)} · {t('feedback.messages', { count: item.messages })}
          </span>
        </span>
        <Icon name="chevron" className={pageStyles.chevron} />
      </Link>
    </li>
  );
}

/** /feedback/record: the player's feedback with its status, the latest change first. */
export function FeedbackRecordPage() {
  const signedIn = useSignedIn();
  if (!signedIn) return <SignInFirst back={pathTo('feedback-record')} />;
  return <FeedbackRecords />;
}

function FeedbackRecords() {
  const { t } = useTranslation();
  const query = useFeedbackList();
  return (
    <Page>
      <RecordList
        query={query}
        label={t('feedback.recordsLabel')}
        failedTitle={t('feedback.recordsFailed')}
        row={(item) => <RecordRow key={item.id} item={item} />}
        empty={
          <EmptyState
            icon="document"
            title={t('feedback.recordsEmptyTitle')}
            text={t('feedback.recordsEmptyText')}
            action={<ButtonLink to={pathTo('feedback')}>{t('feedback.write')}</ButtonLink>}
          />
        }
      />
    </Page>
  );
}
