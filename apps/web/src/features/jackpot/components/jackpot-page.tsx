import { ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Page, ScreenHeader } from '@/components/page';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { signInPath } from '@/lib/session';
import { useSignedIn } from '@/stores/session-store';
import { JackpotBoard } from './jackpot-board';

/**
 * /activity/jackpot (no navigation bar): the same board the bubble's modal shows. A visitor is
 * asked to log in first: every figure on it is the player's own.
 */
export function JackpotPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <>
      <ScreenHeader title={t('titles.activity-jackpot')} />
      <Page>
        {signedIn ? (
          <JackpotBoard />
        ) : (
          <EmptyState
            icon="gift"
            title={t('jackpot.signInTitle')}
            text={t('jackpot.signInText')}
            action={
              <ButtonLink small to={signInPath(pathTo('activity-jackpot'))}>
                {t('jackpot.logIn')}
              </ButtonLink>
            }
          />
        )}
      </Page>
    </>
  );
}
