import { useId } from 'react';
import type { SlotsHackTierItem } from '@lobby/contract/slots-hack';
import { formatHundredths } from '@lobby/contract/values/money';
import { ArtImage } from '@/components/art-image';
import { Button, ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Link } from '@/components/link';
import { Page, ScreenHeader, pageStyles } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText, formatEpoch } from '@/lib/error-message';
import { signInPath } from '@/lib/session';
import { useAwardsText } from '@/lib/use-reward-text';
import { useSignedIn } from '@/stores/session-store';
import { useReceiveTier } from '../api/bet-bonus-receive';
import { useSlotsHackInfo, type SlotsHackInfo } from '../api/slots-hack-info';
import styles from './slots-hack-page.module.css';
import { coinText } from '@/lib/coins';

/** One tier: the multiplier it asks, its prize, and Claim once reached. */
function Tier({ tier }: { tier: SlotsHackTierItem }) {
  const { t } = useTranslation();
  const awardsText = useAwardsText();
  const claim = useReceiveTier();
  const titleId = useId();
  const state = claim.isSuccess ? 'claimed' : tier.state;
  return (
    <li className={`${pageStyles.card} ${styles.tier}`} data-state={state}>
      <span className={pageStyles.rowMain}>
        <span id={titleId} className={pageStyles.rowTitle}>
          {t('slotsHack.tierTitle', { multiplier: tier.multiplier })}
        </span>
        <span className={pageStyles.gold}>{awardsText(tier.awards)}</span>
      </span>
      {state === 'claimable' && tier.grantId !== null ? (
        <Button
          small
          onClick={() => claim.mutate(tier.grantId!)}
          disabled={claim.isPending}
          aria-busy={claim.isPending}
          aria-describedby={titleId}
        >
          {claim.isPending ? t('slotsHack.claiming') : t('slotsHack.claim')}
        </Button>
      ) : (
        <span className={pageStyles.muted}>{t(`slotsHack.${state}`)}</span>
      )}
      {claim.isError ? (
        <p role="alert" className={pageStyles.muted}>
          {t('slotsHack.claimFailed', { reason: describeError(errorText(claim.error), t) })}
        </p>
      ) : null}
    </li>
  );
}

function Event({ info }: { info: SlotsHackInfo }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={pageStyles.muted}>{t('slotsHack.intro', { minBet: coinText(info.minBet) })}</p>
      {!info.live ? (
        <p className={pageStyles.muted}>
          {info.startsAt !== null && info.startsAt > info.now
            ? t('slotsHack.startsAt', { when: formatEpoch(info.startsAt) })
            : t('slotsHack.notRunning')}
        </p>
      ) : info.endsAt !== null ? (
        <p className={pageStyles.muted}>
          {t('slotsHack.endsAt', { when: formatEpoch(info.endsAt) })}
        </p>
      ) : null}
      <section className={pageStyles.card} aria-labelledby="slots-hack-best">
        <h2 id="slots-hack-best" className={pageStyles.cardTitle}>
          {t('slotsHack.best')}
        </h2>
        <p className={styles.best} data-testid="slots-hack-best">
          {info.bestE2 > 0
            ? t('slotsHack.bestValue', { value: formatHundredths(info.bestE2) })
            : t('slotsHack.noBest')}
        </p>
      </section>
      <h2 className={pageStyles.cardTitle}>{t('slotsHack.tiers')}</h2>
      <ul className={styles.tiers} aria-label={t('slotsHack.tiers')}>
        {info.tiers.map((tier) => (
          <Tier key={tier.id} tier={tier} />
        ))}
      </ul>
      {info.games.length > 0 ? (
        <section className={pageStyles.card} aria-labelledby="slots-hack-games">
          <h2 id="slots-hack-games" className={pageStyles.cardTitle}>
            {t('slotsHack.games')}
          </h2>
          <ul className={styles.games}>
            {info.games.map((game) => (
              <li key={game.id}>
                <Link
                  className={styles.game}
                  to={pathTo('game-start', { gameId: game.id })}
                  aria-label={t('slotsHack.play', { name: game.name })}
                >
                  <ArtImage src={game.icon} label="" width={96} height={96} />
                  <span>{game.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/** /activity/slotshack: the slots hack's tiers, the player's best, the featured slots. */
export function SlotsHackPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const info = useSlotsHackInfo(signedIn);
  return (
    <>
      <ScreenHeader title={t('titles.activity-slotshack')} />
      <Page>
        {!signedIn ? (
          <EmptyState
            icon="flame"
            title={t('slotsHack.signIn')}
            action={
              <ButtonLink to={signInPath(pathTo('activity-slotshack'))}>
                {t('slotsHack.logIn')}
              </ButtonLink>
            }
          />
        ) : info.isPending ? (
          <SkeletonList rows={4} />
        ) : info.isError ? (
          <EmptyState
            icon="flame"
            title={t('slotsHack.loadFailed')}
            text={describeError(errorText(info.error), t)}
          />
        ) : (
          <Event info={info.data} />
        )}
      </Page>
    </>
  );
}
