import { useId } from 'react';
import type { Activity } from '@lobby/contract/app-config';
import { ActivityType } from '@lobby/contract/values/enums';
import { ArtImage } from '@/components/art-image';
import { ButtonLink } from '@/components/button';
import { ConfigGate } from '@/components/config-gate';
import { EmptyState } from '@/components/empty-state';
import { Page } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { signInPath } from '@/lib/session';
import { useLiveActivities } from '@/lib/use-live-activities';
import { useSignedIn } from '@/stores/session-store';
import { useFirstDepositInfo, type FirstDepositInfo } from '../api/first-deposit-info';
import styles from './offers.module.css';
import { coinText } from '@/lib/coins';

/** A rate in basis points as a percentage: 2000 → "20". */
const percentOf = (bp: number) => String(bp / 100);

/** The offer's banner from config (the live FirstDeposit or FirstCharge activity). */
function OfferBanner() {
  return <ConfigGate>{(config) => <Banner activities={config.activities} />}</ConfigGate>;
}

function Banner({ activities }: { activities: readonly Activity[] }) {
  const activity = useLiveActivities(activities).find(
    (a) => a.type === ActivityType.FirstDeposit || a.type === ActivityType.FirstCharge,
  );
  if (!activity?.banner) return null;
  return (
    <ArtImage
      src={activity.banner}
      label={activity.title || activity.name}
      width={720}
      height={300}
      eager
      style={{ aspectRatio: '12 / 5', borderRadius: 'var(--radius)' }}
    />
  );
}

/** The offer's terms: its percent, cap, minimum and how its bonus is played. */
function Offer({ info, signedIn }: { info: FirstDepositInfo; signedIn: boolean }) {
  const { t } = useTranslation();
  const headId = useId();
  const done = info.state === 'done';
  return (
    <section className={styles.offer} aria-labelledby={headId} data-testid="first-deposit">
      <div className={styles.head}>
        <h2 id={headId} className={styles.title}>
          {t('offers.firstTitle')}
        </h2>
        {signedIn ? (
          <span className={styles.badge} data-state={info.state}>
            {t(`offers.firstState.${info.state}`)}
          </span>
        ) : null}
      </div>
      <p>
        <span className={styles.big}>
          {t('offers.firstPercent', { percent: percentOf(info.percentBp) })}
        </span>{' '}
        {t('offers.firstLead')}
      </p>
      <ul className={styles.terms}>
        <li>
          {info.maxBonus > 0
            ? t('offers.firstUpTo', { max: coinText(info.maxBonus) })
            : t('offers.firstNoCap')}
        </li>
        <li>{t('offers.firstFrom', { min: coinText(info.minDeposit) })}</li>
        <li>
          {t('offers.firstWagering', {
            multiple: info.wageringMultiple,
            cap: info.maxWinMultiple,
          })}
        </li>
        <li>{t('offers.firstForfeit')}</li>
      </ul>
      {done ? (
        <p className={styles.notice} data-testid="first-deposit-done">
          {info.bonus
            ? t('offers.firstDoneBonus', {
                deposit: coinText(info.bonus.deposit),
                bonus: coinText(info.bonus.amount),
              })
            : t('offers.firstDoneNoBonus')}
        </p>
      ) : info.bonusOpen ? (
        <p className={styles.notice}>{t('offers.firstBonusOpen')}</p>
      ) : null}
      <div className={styles.actions}>
        {!signedIn ? (
          <ButtonLink block to={signInPath(pathTo('activity-first-deposit'))}>
            {t('offers.firstLogIn')}
          </ButtonLink>
        ) : done ? (
          <ButtonLink block variant="outline" to={pathTo('wallets', { name: 'deposit' })}>
            {t('offers.firstToDeposit')}
          </ButtonLink>
        ) : (
          <ButtonLink block to={pathTo('wallets', { name: 'deposit', bonus: 1 })}>
            {t('offers.firstDeposit')}
          </ButtonLink>
        )}
      </div>
    </section>
  );
}

/**
 * /activity/first-deposit (types 44 and 39): the deposit's own first-deposit bonus, from the
 * served settings (firstDepositInfo), where it stands for the player, and the way to take it:
 * the deposit page with the bonus chosen (a visitor signs in first).
 */
export function FirstDepositPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const info = useFirstDepositInfo(signedIn);
  return (
    <Page>
      <OfferBanner />
      {info.data ? (
        info.data.percentBp > 0 ? (
          <Offer info={info.data} signedIn={signedIn} />
        ) : (
          <EmptyState icon="gift" title={t('offers.firstNoOffer')} />
        )
      ) : info.isError ? (
        <EmptyState icon="gift" title={t('offers.loadFailed')} />
      ) : (
        <SkeletonList rows={2} height={120} />
      )}
    </Page>
  );
}
