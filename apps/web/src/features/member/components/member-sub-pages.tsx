import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { ScreenHeader } from '../../../components/page';

export function MemberGamesPage() {
  const { t } = useTranslation();
  return <EmptyState icon="star" title={t('member.gamesTitle')} text={t('member.gamesText')} />;
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
