import { useEffect, useId, useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { VipAwardState, VipClaimAnswer } from '@lobby/contract/vip';
import { Button } from '@/components/button';
import { useTranslation } from '@/i18n/use-translation';
import { useReceiveDaily } from '../api/app-vip-user-receive-daily';
import { useReceiveSignInAward } from '../api/app-vip-user-receive-sign-in-award';
import type { VipInfo } from '../api/get-vip-info';
import { firstPayingAbove, type VipLevel } from '../lib/levels';
import { timeLeft } from '../lib/time-left';
import { ClaimFailure } from '@/components/claim-refused';
import styles from './vip-pages.module.css';
import { coinText } from '@/lib/coins';

type Claim = UseMutationResult<VipClaimAnswer, Error, void>;

/**
 * Whether a claim made here is answered but the VIP answer is still the one from before it:
 * until getVipInfo is asked again, the award shows as claimed rather than offering Claim twice.
 */
export const claimedSince = (
  claim: { isSuccess: boolean; submittedAt: number },
  dataUpdatedAt: number,
) => claim.isSuccess && dataUpdatedAt <= claim.submittedAt;

/** One award of the level (today's, this week's): its amount, then Claim, Claimed or why not. */
function AwardCard({
  title,
  amount,
  state,
  claim,
  claimedNote,
  unavailableNote,
  dataUpdatedAt,
}: {
  title: string;
  amount: number;
  state: VipAwardState;
  claim: Claim;
  claimedNote: string;
  unavailableNote: string;
  dataUpdatedAt: number;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const shown = claimedSince(claim, dataUpdatedAt) ? 'claimed' : state;
  return (
    <li className={styles.award} data-state={shown}>
      <h3 id={titleId} className={styles.awardTitle}>
        {title}
      </h3>
      <p className={styles.awardAmount}>{coinText(amount)}</p>
      {shown === 'claimable' ? (
        <Button
          small
          onClick={() => claim.mutate()}
          disabled={claim.isPending}
          aria-busy={claim.isPending}
          aria-describedby={titleId}
        >
          {claim.isPending ? t('vip.claiming') : t('vip.claim')}
        </Button>
      ) : shown === 'claimed' ? (
        <p className={styles.awardNote}>
          <span className={styles.claimed}>{t('vip.claimed')}</span> {claimedNote}
        </p>
      ) : (
        <p className={styles.awardNote}>{unavailableNote}</p>
      )}
      {claim.isError ? <ClaimFailure error={claim.error} /> : null}
    </li>
  );
}

/** The time now, moved on every half minute: enough for a wait told in minutes. */
function useClock() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 30_000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/**
 * Today's daily award and this week's sign-in award of the player's level. The VIP answer is
 * asked again as the day ends, when a claimed daily award comes back.
 */
export function VipAwards({
  info,
  levels,
  dataUpdatedAt,
  refetch,
}: {
  info: VipInfo;
  levels: readonly VipLevel[];
  dataUpdatedAt: number;
  refetch: () => void;
}) {
  const { t } = useTranslation();
  const headId = useId();
  const daily = useReceiveDaily();
  const signIn = useReceiveSignInAward();
  const now = useClock();
  const { dayEndsAt } = info;
  useEffect(() => {
    const wait = dayEndsAt * 1000 - Date.now();
    // A timer's delay is a 32-bit number of milliseconds.
    if (wait <= 0 || wait > 2 ** 31 - 1) return;
    const id = window.setTimeout(refetch, wait + 1_000);
    return () => window.clearTimeout(id);
  }, [dayEndsAt, refetch]);

  const nameOf = (level: number) =>
    levels.find((l) => l.level === level)?.name ?? t('vip.levelN', { level });
  /** Why an award is not claimable: the play it still asks, or the level pays none. */
  const whyNot = (
    award: { award: number; played: number; playNeeded: number },
    play: 'vip.playDaily' | 'vip.playSignIn',
    pick: (l: VipLevel) => number,
  ) =>
    award.award > 0 && award.played < award.playNeeded
      ? t(play, { left: coinText(award.playNeeded - award.played) })
      : why(pick);
  const why = (pick: (l: VipLevel) => number) => {
    const next = firstPayingAbove(levels, info.level, pick);
    return next
      ? t('vip.noAwardReach', {
          name: nameOf(info.level),
          next: next.name,
          amount: coinText(pick(next)),
        })
      : t('vip.noAward', { name: nameOf(info.level) });
  };

  return (
    <section className={styles.section} aria-labelledby={headId}>
      <h2 id={headId} className={styles.sectionTitle}>
        {t('vip.awardsTitle')}
      </h2>
      <ul className={styles.awards}>
        <AwardCard
          title={t('vip.dailyTitle')}
          amount={info.daily.award}
          state={info.daily.state}
          claim={daily}
          claimedNote={t('vip.nextDaily', { time: timeLeft(dayEndsAt, now, t) })}
          unavailableNote={whyNot(info.daily, 'vip.playDaily', (l) => l.dailyAward)}
          dataUpdatedAt={dataUpdatedAt}
        />
        <AwardCard
          title={t('vip.signInTitle')}
          amount={info.signIn.award}
          state={info.signIn.state}
          claim={signIn}
          claimedNote={t('vip.nextSignIn')}
          unavailableNote={whyNot(info.signIn, 'vip.playSignIn', (l) => l.signInAward)}
          dataUpdatedAt={dataUpdatedAt}
        />
      </ul>
    </section>
  );
}
