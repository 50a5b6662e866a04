import { useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { BonusItem, BonusTypeValue } from '@lobby/contract/rewards';
import { Button, ButtonLink } from '@/components/button';
import { ClaimFailure, ClaimRefusals } from '@/components/claim-refused';
import { EmptyState } from '@/components/empty-state';
import { pageStyles } from '@/components/page';
import { Icon, type IconName } from '@/components/icon';
import { SkeletonList } from '@/components/skeleton';
import { WageringMeter } from '@/components/wagering-meter';
import { WageringSummary } from '@/components/wagering-summary';
import { SignUpClaimDialog } from './sign-up-claim-dialog';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText, formatEpoch } from '@/lib/error-message';
import { signInPath } from '@/lib/session';
import { useSignedIn } from '@/stores/session-store';
import { useBetBonus, type BetBonusAnswer } from '../api/bet-bonus';
import { useBetBonusReceive, type BonusClaim } from '../api/bet-bonus-receive';
import { activityName, expiryText } from '../lib/bonus';
import { useAwardsText } from '@/lib/use-reward-text';
import list from './bonus-list.module.css';
import styles from './rewards-panel.module.css';
import { coinText } from '@/lib/coins';

const money = (amount: number) => coinText(amount);

/** Where the empty state of each tab sends the player next. */
const nextStep: Record<BonusTypeValue, { to: string; label: string } | null> = {
  reward: { to: pathTo('wallets', { name: 'deposit' }), label: 'bonus.toDeposit' },
  rebate: { to: pathTo('index'), label: 'bonus.toLobby' },
  event: null,
  tasks: null,
  vip: null,
};

/**
 * A state of the panel: the whole page's empty state on the rewards tab (the panel is all it
 * shows), a slim card above the page's own content on the others.
 */
function PanelNote({
  full,
  icon,
  title,
  text,
  action,
}: {
  full: boolean;
  icon: IconName;
  title: string;
  text?: string;
  action?: ReactNode;
}) {
  if (full) return <EmptyState icon={icon} title={title} text={text} action={action} />;
  return (
    <div className={styles.note}>
      <Icon name={icon} size={28} className={styles.noteIcon} />
      <div className={styles.noteMain}>
        <h2 className={styles.noteTitle}>{title}</h2>
        {text ? <p>{text}</p> : null}
      </div>
      {action}
    </div>
  );
}

/** Cash, bonus money and how much of the bonus's wagering is done. */
function MoneySummary({ summary }: { summary: BetBonusAnswer['money'] }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className={styles.money} aria-labelledby={titleId} data-testid="bonus-money">
      <h2 id={titleId} className={list.sectionTitle}>
        {t('bonus.money')}
      </h2>
      <dl className={styles.balances}>
        <div>
          <dt>{t('bonus.cash')}</dt>
          <dd>{money(summary.cash)}</dd>
        </div>
        <div>
          <dt>{t('bonus.bonusMoney')}</dt>
          <dd>{money(summary.bonus)}</dd>
        </div>
      </dl>
      <WageringMeter done={summary.wageringDone} required={summary.wageringRequired} />
    </section>
  );
}

/** The rewards engine's activity of the sign-up bonus (docs/rewards/sign-up-bonus.md). */
const SIGN_UP_ACTIVITY = 'sign-up';

/** A claim by id refused as a whole, or the rewards of a "Claim all" left unpaid. */
type Outcome = { error: unknown } | { refused: readonly { id: number; errcode: number }[] };

function ClaimableRow({
  item,
  now,
  busy,
  claiming,
  onClaim,
}: {
  item: BonusItem;
  now: number;
  busy: boolean;
  claiming: boolean;
  onClaim: () => void;
}) {
  const { t } = useTranslation();
  const awards = useAwardsText();
  const titleId = useId();
  return (
    <li className={list.row}>
      <span className={pageStyles.rowMain}>
        <span id={titleId} className={list.rowTitle}>
          {activityName(item.activity, t)}
        </span>
        <span className={list.reward}>{awards(item.awards)}</span>
        <span className={list.rowSub}>{expiryText(item.expiresAt, now, t)}</span>
      </span>
      <Button
        small
        onClick={onClaim}
        disabled={busy}
        aria-busy={claiming}
        aria-describedby={titleId}
      >
        {claiming ? t('bonus.claiming') : t('bonus.claim')}
      </Button>
    </li>
  );
}

/** A reward claimed or expired: what it paid and when, in words. */
export function PastRow({ item }: { item: BonusItem }) {
  const { t } = useTranslation();
  const awards = useAwardsText();
  const when =
    item.status === 'claimed' && item.claimedAt !== null
      ? t('bonus.claimedOn', { date: formatEpoch(item.claimedAt) })
      : item.status === 'expired' && item.expiresAt !== null
        ? t('bonus.expiredOn', { date: formatEpoch(item.expiresAt) })
        : formatEpoch(item.createdAt);
  return (
    <li className={`${list.row} ${item.status === 'claimable' ? '' : list.past}`}>
      <span className={pageStyles.rowMain}>
        <span className={list.rowTitle}>{activityName(item.activity, t)}</span>
        <span className={list.reward}>{awards(item.awards)}</span>
        <span className={list.rowSub}>{when}</span>
      </span>
      <span className={list.state} data-status={item.status}>
        {t(`bonus.status.${item.status}`)}
      </span>
    </li>
  );
}

function Rewards({ type, full }: { type: BonusTypeValue; full: boolean }) {
  const { t } = useTranslation();
  const readyId = useId();
  const recentId = useId();
  const query = useBetBonus(type);
  const receive = useBetBonusReceive();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [asking, setAsking] = useState<BonusClaim | null>(null);

  if (query.isPending) return <SkeletonList rows={3} />;
  if (query.isError) {
    return (
      <PanelNote
        full={full}
        icon="refresh"
        title={t('bonus.loadFailed')}
        text={describeError(errorText(query.error), t)}
        action={
          <Button small={!full} onClick={() => void query.refetch()}>
            {t('bonus.retry')}
          </Button>
        }
      />
    );
  }

  const { list: items, money: summary } = query.data;
  // The moment the answer came is the "now" its expiries are told from.
  const now = Math.floor(query.dataUpdatedAt / 1000);
  const claimable = items.filter((item) => item.status === 'claimable');
  const past = items.filter((item) => item.status !== 'claimable');
  const nameOf = (id: number) => {
    const item = items.find((i) => i.id === id);
    return item ? activityName(item.activity, t) : null;
  };

  const send = (what: BonusClaim) => {
    setOutcome(null);
    receive.mutate(what, {
      onSuccess: (answer) => setOutcome({ refused: answer.refused }),
      onError: (error) => setOutcome({ error }),
    });
  };
  // Claiming the sign-up bonus opens it as the player's bonus: deposits earn none while it is
  // open, so the player is told what it means and asked first (docs/rules.md "Deposits").
  const claim = (what: BonusClaim) => {
    const ids = 'id' in what ? [what.id] : claimable.map((item) => item.id);
    const signUp = items.some((i) => ids.includes(i.id) && i.activity === SIGN_UP_ACTIVITY);
    if (signUp) setAsking(what);
    else send(what);
  };
  const claimingId =
    receive.isPending && receive.variables && 'id' in receive.variables
      ? receive.variables.id
      : null;
  const claimingAll = receive.isPending && claimingId === null;
  const step = nextStep[type];

  return (
    <>
      <MoneySummary summary={summary} />
      <WageringSummary endAction />
      {asking ? (
        <SignUpClaimDialog
          onClose={() => setAsking(null)}
          onConfirm={() => {
            send(asking);
            setAsking(null);
          }}
        />
      ) : null}
      {outcome && 'error' in outcome ? <ClaimFailure error={outcome.error} /> : null}
      {outcome && 'refused' in outcome ? (
        <ClaimRefusals refused={outcome.refused} nameOf={nameOf} />
      ) : null}
      {claimable.length > 0 ? (
        <section className={list.section} aria-labelledby={readyId}>
          <div className={list.sectionHead}>
            <h2 id={readyId} className={list.sectionTitle}>
              {t('bonus.readyTitle')}
            </h2>
            {claimable.length > 1 ? (
              <Button
                small
                onClick={() => claim({ type })}
                disabled={receive.isPending}
                aria-busy={claimingAll}
              >
                {claimingAll ? t('bonus.claiming') : t('bonus.claimAll')}
              </Button>
            ) : null}
          </div>
          <ul className={list.list} aria-labelledby={readyId}>
            {claimable.map((item) => (
              <ClaimableRow
                key={item.id}
                item={item}
                now={now}
                busy={receive.isPending}
                claiming={claimingId === item.id}
                onClaim={() => claim({ id: item.id })}
              />
            ))}
          </ul>
        </section>
      ) : (
        <PanelNote
          full={full}
          icon="gift"
          title={t(`bonus.empty.${type}.title`)}
          text={t(`bonus.empty.${type}.text`)}
          action={
            step ? (
              <ButtonLink small={!full} to={step.to}>
                {t(step.label)}
              </ButtonLink>
            ) : undefined
          }
        />
      )}
      {past.length > 0 ? (
        <section className={list.section} aria-labelledby={recentId}>
          <h2 id={recentId} className={list.sectionTitle}>
            {t('bonus.recentTitle')}
          </h2>
          <ul className={list.list} aria-labelledby={recentId}>
            {past.map((item) => (
              <PastRow key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

/**
 * A tab of the bonus centre (`betBonus {type}`): cash, bonus money and wagering, the tab's
 * rewards to claim (one, or all at once) with what each pays and when it expires, then those
 * claimed or expired lately. A claim opens the reward modal with what it paid; what was refused
 * is said here in words. On the rewards tab (`full`) its states fill the page; on the others they
 * sit above the page's own content.
 */
export function RewardsPanel({ type, full = false }: { type: BonusTypeValue; full?: boolean }) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const location = useLocation();
  return (
    <div className={styles.panel} data-testid="rewards-panel">
      {signedIn ? (
        <Rewards type={type} full={full} />
      ) : (
        <PanelNote
          full={full}
          icon="lock"
          title={t('bonus.signInTitle')}
          text={t('bonus.signInText')}
          action={
            <ButtonLink small={!full} to={signInPath(`${location.pathname}${location.search}`)}>
              {t('bonus.logIn')}
            </ButtonLink>
          }
        />
      )}
    </div>
  );
}
