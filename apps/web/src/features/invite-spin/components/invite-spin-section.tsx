import { useEffect, useId, useState } from 'react';
import type { InviteSpinAttempt } from '@lobby/contract/invite-spin';
import { formatReward } from '@lobby/contract/values/money';
import { coinText } from '@/lib/coins';
import { Button, ButtonLink } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Page, pageStyles } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import { landOn, Wheel } from '@/components/wheel';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText, formatEpoch } from '@/lib/error-message';
import { signInPath } from '@/lib/session';
import { useActivityIds } from '@/lib/use-live-activities';
import { useSignedIn } from '@/stores/session-store';
import { useActInviteUser, type InviteSpinPage } from '../api/act-invite-user';
import { useInviteSpinExchange } from '../api/act-invite-user-exchange';
import { useInviteSpin } from '../api/act-invite-user-spin';
import { GiftModal, useGiftModal } from './gift-modal';
import { InviteSpinRecord } from './invite-spin-record';
import styles from './invite-spin.module.css';

/** How long the wheel turns before the result shows (the spec: 4 to 6 s). */
export const SPIN_MS = 4_500;

/** Whole seconds left until `endsAt` (epoch seconds) on the server's clock, ticking each second. */
function useSecondsLeft(endsAt: number, serverNow: number) {
  const [skew] = useState(() => serverNow - Date.now() / 1000);
  const [now, setNow] = useState(() => Date.now() / 1000 + skew);
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now() / 1000 + skew), 1000);
    return () => window.clearInterval(id);
  }, [skew]);
  return Math.max(0, Math.floor(endsAt - now));
}

const clock = (seconds: number) => {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  const s = seconds % 60;
  const hms = [h, m, s].map((x) => String(x).padStart(2, '0')).join(':');
  return d > 0 ? `${d}d ${hms}` : hms;
};

function Attempt({ page, attempt }: { page: InviteSpinPage; attempt: InviteSpinAttempt }) {
  const { t } = useTranslation();
  const spin = useInviteSpin();
  const exchange = useInviteSpinExchange();
  const [rotation, setRotation] = useState(0);
  const [turning, setTurning] = useState(false);
  const [result, setResult] = useState<{ amount: number; capped: boolean } | null>(null);
  const left = useSecondsLeft(attempt.expiresAt, page.now);
  const progressId = useId();
  const gift = useGiftModal(attempt);

  const onSpin = () => {
    setResult(null);
    spin.mutate(attempt.nonce, {
      onSuccess: (answer) => {
        setTurning(true);
        setRotation((r) => landOn(r, answer.spin.sector, page.sectors.length));
        window.setTimeout(() => {
          setTurning(false);
          setResult({
            amount: answer.spin.amount,
            capped: answer.spin.amount < answer.spin.sectorAmount,
          });
        }, SPIN_MS);
      },
    });
  };

  const open = attempt.state === 'open' && left > 0;
  const busy = spin.isPending || turning;
  const failure = spin.error ?? exchange.error;
  return (
    <>
      <Wheel
        labels={page.sectors.map((s) => formatReward(s.amount))}
        rotation={rotation}
        label={t('inviteSpin.title')}
        spinMs={SPIN_MS}
        coins
      />
      <p aria-live="polite" className={pageStyles.gold}>
        {result
          ? t(result.capped ? 'inviteSpin.landedCapped' : 'inviteSpin.landed', {
              amount: coinText(result.amount),
            })
          : null}
      </p>
      <label htmlFor={progressId} className={pageStyles.muted}>
        {t('inviteSpin.progress')}
      </label>
      <progress
        id={progressId}
        className={styles.progress}
        max={attempt.target}
        value={attempt.total}
      />
      <div className={styles.figures}>
        <span>
          {t('inviteSpin.progressValue', {
            total: coinText(attempt.total),
            target: coinText(attempt.target),
          })}
        </span>
        <span>{t('inviteSpin.spinsLeft', { count: attempt.spinsLeft })}</span>
      </div>
      <p className={pageStyles.muted}>
        {t('inviteSpin.invites', {
          invites: attempt.invites,
          valid: attempt.validInvites,
          needed: attempt.validInvitesNeeded,
        })}
      </p>
      {attempt.state === 'open' ? (
        <p className={pageStyles.muted} role="timer">
          {left > 0 ? t('inviteSpin.endsIn', { time: clock(left) }) : t('inviteSpin.ended')}
        </p>
      ) : attempt.state === 'expired' ? (
        <p className={pageStyles.muted}>
          {t('inviteSpin.ended')}{' '}
          {page.nextStartAt !== null
            ? t('inviteSpin.nextStart', { when: formatEpoch(page.nextStartAt) })
            : null}
        </p>
      ) : attempt.state === 'reached' ? (
        <p className={pageStyles.gold}>{t('inviteSpin.reached')}</p>
      ) : (
        <p className={pageStyles.green}>{t('inviteSpin.exchanged')}</p>
      )}
      <div className={styles.actions}>
        {attempt.state === 'reached' ? (
          <Button
            onClick={() => exchange.mutate()}
            disabled={exchange.isPending}
            aria-busy={exchange.isPending}
          >
            {exchange.isPending
              ? t('inviteSpin.exchanging')
              : t('inviteSpin.exchange', { amount: coinText(attempt.target) })}
          </Button>
        ) : open ? (
          <Button onClick={onSpin} disabled={busy || attempt.spinsLeft === 0} aria-busy={busy}>
            {busy ? t('inviteSpin.spinning') : t('inviteSpin.spin')}
          </Button>
        ) : null}
      </div>
      {failure ? (
        <p role="alert" className={pageStyles.muted}>
          {t('inviteSpin.failed', { reason: describeError(errorText(failure), t) })}
        </p>
      ) : null}
      {gift.open ? <GiftModal onClose={gift.close} /> : null}
    </>
  );
}

function Rules({ page, attempt }: { page: InviteSpinPage; attempt: InviteSpinAttempt | null }) {
  const { t } = useTranslation();
  return (
    <section className={pageStyles.card} aria-labelledby="invite-spin-rules">
      <h2 id="invite-spin-rules" className={pageStyles.cardTitle}>
        {t('inviteSpin.rules')}
      </h2>
      <p className={pageStyles.muted}>
        {t('inviteSpin.ruleSpins', {
          count: page.spinsPerInvite,
          perValid: page.spinsPerValidInvite,
          deposit: coinText(page.validInviteDeposit),
          bets: coinText(page.validInviteBets),
        })}
      </p>
      {attempt ? (
        <p className={pageStyles.muted}>
          {t('inviteSpin.ruleCap', { count: attempt.validInvitesNeeded })}
        </p>
      ) : null}
      <p className={pageStyles.muted}>{t('inviteSpin.ruleTime', { count: page.attemptHours })}</p>
      {attempt ? (
        <p className={`${pageStyles.muted} ${styles.seed}`}>
          {t('inviteSpin.ruleFair', { hash: attempt.serverSeedHash })}
        </p>
      ) : null}
      <h3 className={pageStyles.cardTitle}>{t('inviteSpin.odds')}</h3>
      <ul className={pageStyles.muted}>
        {page.sectors.map((s, i) => (
          <li key={i}>
            {t('inviteSpin.oddsRow', {
              amount: coinText(s.amount),
              percent: (s.oddsBp / 100).toFixed(2),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The invite spin (activity type 20) at the top of /share: the wheel, the total toward the
 * target, spins left, the countdown on the server's clock, Spin and Cash out, the odds and the
 * history. Shown only while the activity is live (getActivityIds' hasTurntable).
 */
export function InviteSpinSection() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const ids = useActivityIds();
  const live = ids.data?.hasTurntable === true;
  const page = useActInviteUser(signedIn && live);
  if (!live) return null;
  return (
    <Page>
      <section className={pageStyles.card} aria-labelledby="invite-spin-title">
        <h2 id="invite-spin-title" className={pageStyles.cardTitle}>
          {t('inviteSpin.title')}
        </h2>
        <p className={pageStyles.muted}>{t('inviteSpin.intro')}</p>
        {!signedIn ? (
          <ButtonLink to={signInPath(pathTo('share'))}>{t('inviteSpin.logIn')}</ButtonLink>
        ) : page.isPending ? (
          <SkeletonList rows={3} />
        ) : page.isError ? (
          <EmptyState
            icon="gift"
            title={t('inviteSpin.loadFailed')}
            text={describeError(errorText(page.error), t)}
          />
        ) : (
          <>
            {page.data.attempt ? (
              <Attempt page={page.data} attempt={page.data.attempt} />
            ) : (
              <p className={pageStyles.muted}>{t('inviteSpin.closed')}</p>
            )}
            <Rules page={page.data} attempt={page.data.attempt} />
            <InviteSpinRecord
              sectors={{
                weights: page.data.sectors.map((s) => s.weight),
                amounts: page.data.sectors.map((s) => s.amount),
              }}
            />
          </>
        )}
      </section>
    </Page>
  );
}
