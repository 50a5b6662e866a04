import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { Page, ScreenHeader, pageStyles } from '../../../components/page';
import { useSessionStore } from '../../../stores/session-store';

export function MemberGamesPage() {
  const { t } = useTranslation();
  return <EmptyState icon="star" title={t('member.gamesTitle')} text={t('member.gamesText')} />;
}

/** The profile as the session holds it; editing comes with the accounts issue. */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.user);
  const rows: [string, unknown][] = [
    ['member.fieldId', user?.id],
    ['member.fieldNickname', user?.nickname],
    ['member.fieldAccount', user?.account],
    ['member.fieldMobile', user?.mobile],
  ];
  return (
    <Page>
      <div className={pageStyles.list}>
        {rows.map(([key, value]) => (
          <div key={key} className={pageStyles.row}>
            <span className={pageStyles.rowMain}>
              <span className={pageStyles.rowSub}>{t(key)}</span>
            </span>
            <span className={pageStyles.rowTitle}>
              {value ? String(value) : t('member.notSet')}
            </span>
          </div>
        ))}
      </div>
    </Page>
  );
}

export function ReportPage() {
  const { t } = useTranslation();
  return (
    <>
      <ScreenHeader title={t('titles.member-report')} />
      <EmptyState icon="grid" title={t('member.reportTitle')} text={t('member.reportText')} />
    </>
  );
}

export function RetrieveBalancePage() {
  const { t } = useTranslation();
  return (
    <EmptyState icon="refresh" title={t('member.retrieveTitle')} text={t('member.retrieveText')} />
  );
}
