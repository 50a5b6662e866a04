import { useId, useState } from 'react';
import type { Activity } from '@lobby/contract/app-config';
import type { FundMilestone } from '@lobby/contract/offers';
import { ActivityType } from '@lobby/contract/values/enums';
import { Button, ButtonLink } from '@/components/button';
import { ConfigGate } from '@/components/config-gate';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { signInPath } from '@/lib/session';
import { useLiveActivities } from '@/lib/use-live-activities';
import { useSignedIn } from '@/stores/session-store';
import { useFundBuy } from '../api/fund-buy';
import { useFundInfo, type FundInfo } from '../api/fund-info';
import { useFundReceive } from '../api/fund-receive';
import { OfferFailure } from './offer-failure';
import styles from './offers.module.css';
import { coinText } from '@/lib/coins';

/** One milestone: its VIP level and return, then Collect, Collected or what it waits for. */
function MilestoneRow({
  milestone,
  receive,
}: {
  milestone: FundMilestone;
  receive: ReturnType<typeof useFundReceive>;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const collecting = receive.isPending && receive.variables === milestone.vipLevel;
  return (
    <li className={styles.milestone} data-state={milestone.state}>
      <span className={styles.milestoneMain}>
        <span id={nameId}>{t('offers.fundMilestone', { level: milestone.vipLevel })}</span>
        <span className={styles.reward}>{coinText(milestone.award, true)}</span>
      </span>
      {milestone.state === 'claimable' ? (
        <Button
          small
          onClick={() => receive.mutate(milestone.vipLevel)}
          disabled={receive.isPending}
          aria-busy={collecting}
          aria-describedby={nameId}
        >
          {collecting ? t('offers.fundCollecting') : t('offers.fundCollect')}
        </Button>
      ) : (
        <span className={styles.state} data-state={milestone.state}>
          {t(`offers.fundState.${milestone.state}`)}
        </span>
      )}
    </li>
  );
}

/** Buying: the price, a confirmation (it spends cash), or why it cannot be bought now. */
function BuyBox({ fund }: { fund: FundInfo }) {
  const { t } = useTranslation();
  const buy = useFundBuy();
  const [confirming, setConfirming] = useState(false);
  const price = coinText(fund.price);
  if (!fund.enabled) return <p className={styles.notice}>{t('offers.fundClosed')}</p>;
  if (fund.cash < fund.price) {
    return (
      <div className={styles.actions}>
        <p className={styles.notice}>
          {t('offers.fundNeedCash', { price, cash: coinText(fund.cash) })}
        </p>
        <ButtonLink variant="outline" to={pathTo('wallets', { name: 'deposit' })}>
          {t('offers.fundDeposit')}
        </ButtonLink>
      </div>
    );
  }
  return (
    <>
      {confirming ? (
        <div
          className={styles.actions}
          role="group"
          aria-label={t('offers.fundConfirm', { price })}
        >
          <p>{t('offers.fundConfirm', { price })}</p>
          <Button
            onClick={() => buy.mutate(undefined, { onSettled: () => setConfirming(false) })}
            disabled={buy.isPending}
            aria-busy={buy.isPending}
          >
            {buy.isPending ? t('offers.fundBuying') : t('offers.fundConfirmYes', { price })}
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={buy.isPending}>
            {t('offers.fundConfirmNo')}
          </Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button block onClick={() => setConfirming(true)}>
            {t('offers.fundBuy', { price })}
          </Button>
        </div>
      )}
      {buy.isError ? <OfferFailure error={buy.error} /> : null}
    </>
  );
}

function Fund({ fund, signedIn }: { fund: FundInfo; signedIn: boolean }) {
  const { t } = useTranslation();
  const headId = useId();
  const receive = useFundReceive();
  const total = fund.milestones.reduce((sum, m) => sum + m.award, 0);
  const bought = fund.boughtAt !== null;
  return (
    <section className={styles.offer} aria-labelledby={headId} data-testid="growth-fund">
      <div className={styles.head}>
        <h2 id={headId} className={styles.title}>
          {t('offers.fundTitle')}
        </h2>
        {bought ? (
          <span className={styles.badge} data-state="done">
            {t('offers.fundBought')}
          </span>
        ) : null}
      </div>
      <p>{t('offers.fundLead')}</p>
      <p>
        <span className={styles.reward}>
          {t('offers.fundPrice', { price: coinText(fund.price) })}
        </span>
        {' · '}
        <span className={styles.reward}>{t('offers.fundTotal', { total: coinText(total) })}</span>
      </p>
      {signedIn ? <p>{t('offers.fundYourLevel', { level: fund.level })}</p> : null}
      <ul className={styles.milestones} aria-label={t('offers.fundMilestones')}>
        {fund.milestones.map((m) => (
          <MilestoneRow key={m.vipLevel} milestone={m} receive={receive} />
        ))}
      </ul>
      {receive.isError ? <OfferFailure error={receive.error} /> : null}
      {!signedIn ? (
        <div className={styles.actions}>
          <ButtonLink block to={signInPath(pathTo('bonus-event'))}>
            {t('offers.fundLogIn')}
          </ButtonLink>
        </div>
      ) : bought ? null : (
        <BuyBox fund={fund} />
      )}
      <p className={styles.fineprint}>
        {t('offers.fundTerms', { multiple: fund.wageringMultiple })}
      </p>
    </section>
  );
}

function LiveFund({ activities }: { activities: readonly Activity[] }) {
  const live = useLiveActivities(activities).some((a) => a.type === ActivityType.Fund);
  const signedIn = useSignedIn();
  const fund = useFundInfo(signedIn, live);
  if (!live || !fund.data) return null;
  return <Fund fund={fund.data} signedIn={signedIn} />;
}

/**
 * The growth fund (type 16) as a card of the bonus centre's event tab, while its activity is
 * live: its price and VIP milestones, buying it, collecting each return (fundInfo, fundBuy,
 * fundReceive).
 */
export function FundCard() {
  return <ConfigGate>{(config) => <LiveFund activities={config.activities} />}</ConfigGate>;
}
