import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText } from '@/lib/error-message';
import { useSignedIn } from '@/stores/session-store';
import { useRetrieveBalance } from '../api/retrieve-balance';
import { money } from '../lib/amount';
import { BalanceHero } from './balance-hero';
import { Notice, SignInFirst } from './wallet-ui';
import shared from './wallet-shared.module.css';

/** Brings back to the balance what an open game of a transfer-mode provider still holds. */
export function RetrieveBalancePage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const retrieve = useRetrieveBalance();
  if (!signedIn) return <SignInFirst path={pathTo('member-retrieve-balance')} />;
  return (
    <Page>
      <BalanceHero />
      <section className={shared.panel}>
        <h2 className={shared.sectionTitle}>{t('wallet.retrieveHeading')}</h2>
        <p className={shared.statusText} style={{ maxWidth: 'none' }}>
          {t('wallet.retrieveText')}
        </p>
        {retrieve.isSuccess ? (
          <Notice tone="success" testId="retrieved">
            {t('wallet.retrieved', { coin: money(retrieve.data.coin) })}
          </Notice>
        ) : null}
        {retrieve.isError ? (
          <Notice tone="error">{describeError(errorText(retrieve.error), t)}</Notice>
        ) : null}
        <Button
          block
          className={shared.submit}
          onClick={() => retrieve.mutate()}
          disabled={retrieve.isPending}
          aria-busy={retrieve.isPending}
        >
          {retrieve.isPending ? t('wallet.sending') : t('wallet.retrieve')}
        </Button>
      </section>
    </Page>
  );
}
