import { useState } from 'react';
import type { InviteSpinRecordItem } from '@lobby/contract/invite-spin';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { pageStyles } from '@/components/page';
import { RecordList } from '@/components/record-list';
import { useTranslation } from '@/i18n/use-translation';
import { formatEpoch } from '@/lib/error-message';
import { useInviteSpinRecord, type InviteSpinRecordKind } from '../api/act-invite-user-record';
import { verifySpin } from '@/lib/verify-spin';
import styles from './invite-spin.module.css';
import { coinText } from '@/lib/coins';

type SpinItem = Extract<InviteSpinRecordItem, { kind: 'spin' }>;

/** The wheel's sectors as the spins were drawn from (the `actInviteUser` answer's). */
export interface RecordSectors {
  weights: readonly number[];
  amounts: readonly number[];
}

/**
 * The fairness page (play.html, a page of its own) with the spin's seeds and the wheel's sectors
 * in its form, which verifies it on arrival (docs/fairness.md "Wheel").
 */
export const spinFairnessHref = (item: SpinItem, sectors: RecordSectors): string =>
  `/play/fairness?${new URLSearchParams({
    game: 'wheel',
    serverSeed: item.serverSeed,
    clientSeed: item.clientSeed,
    nonce: String(item.nonce),
    weights: sectors.weights.join(','),
    amounts: sectors.amounts.join(','),
  }).toString()}`;

/** Recomputes the spin in the browser: its seed's hash and its sector. */
function Verify({ item, weights }: { item: SpinItem; weights: readonly number[] }) {
  const { t } = useTranslation();
  const [verdict, setVerdict] = useState<string | null>(null);
  const verify = async () => {
    const result = await verifySpin(item, weights).catch(() => null);
    setVerdict(
      result === null
        ? t('inviteSpin.verifyUnavailable')
        : result.hash === item.serverSeedHash && result.sector === item.sector
          ? t('inviteSpin.verified', { sector: item.sector + 1 })
          : t('inviteSpin.notVerified'),
    );
  };
  return verdict === null ? (
    <Button small variant="ghost" onClick={() => void verify()}>
      {t('inviteSpin.verify')}
    </Button>
  ) : (
    <span role="status" className={pageStyles.muted}>
      {verdict}
    </span>
  );
}

function Row({ item, sectors }: { item: InviteSpinRecordItem; sectors: RecordSectors }) {
  const { t } = useTranslation();
  if (item.kind === 'spin') {
    return (
      <li className={pageStyles.row}>
        <span className={pageStyles.rowMain}>
          <span className={pageStyles.rowTitle}>
            {t('inviteSpin.spinRow', { nonce: item.nonce + 1, amount: coinText(item.amount) })}
          </span>
          <span className={`${pageStyles.rowSub} ${styles.seed}`}>
            {t('inviteSpin.seedRow', { seed: item.serverSeed, client: item.clientSeed })}
          </span>
          <span className={pageStyles.rowSub}>{formatEpoch(item.createdAt)}</span>
        </span>
        <span className={styles.verify}>
          <Verify item={item} weights={sectors.weights} />
          <a className={pageStyles.muted} href={spinFairnessHref(item, sectors)}>
            {t('inviteSpin.verifyOnFairness')}
          </a>
        </span>
      </li>
    );
  }
  return (
    <li className={pageStyles.row}>
      <span className={pageStyles.rowMain}>
        <span className={pageStyles.rowTitle}>
          {t('inviteSpin.inviteeRow', { user: item.user })}
        </span>
        <span className={pageStyles.rowSub}>
          {!item.counts
            ? t('inviteSpin.inviteeOwnDevice')
            : item.valid
              ? t('inviteSpin.inviteeValid')
              : t('inviteSpin.inviteeCounting')}
        </span>
      </span>
      <span className={pageStyles.muted}>{formatEpoch(item.createdAt)}</span>
    </li>
  );
}

/** The spins (with their revealed seeds) and the friends invited, by tab. */
export function InviteSpinRecord({ sectors }: { sectors: RecordSectors }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<InviteSpinRecordKind>('spins');
  const query = useInviteSpinRecord(kind);
  return (
    <section aria-labelledby="invite-spin-record">
      <h2 id="invite-spin-record" className={pageStyles.cardTitle}>
        {t('inviteSpin.record')}
      </h2>
      <div className={styles.tabs}>
        {(['spins', 'invitees'] as const).map((k) => (
          <Button
            key={k}
            small
            variant={k === kind ? undefined : 'ghost'}
            aria-pressed={k === kind}
            onClick={() => setKind(k)}
          >
            {t(k === 'spins' ? 'inviteSpin.spinsTab' : 'inviteSpin.inviteesTab')}
          </Button>
        ))}
      </div>
      <RecordList
        query={query}
        label={t(kind === 'spins' ? 'inviteSpin.spinsTab' : 'inviteSpin.inviteesTab')}
        row={(item) => <Row key={`${item.kind}:${item.id}`} item={item} sectors={sectors} />}
        empty={
          <EmptyState
            icon="gift"
            title={t(kind === 'spins' ? 'inviteSpin.noSpins' : 'inviteSpin.noInvitees')}
          />
        }
        failedTitle={t('inviteSpin.recordFailed')}
      />
    </section>
  );
}
