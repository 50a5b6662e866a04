import { useId } from 'react';
import type { FollowChannel } from '@lobby/contract/offers';
import { ArtImage } from '@/components/art-image';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { Page, ScreenHeader, pageStyles } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import { Link } from '@/components/link';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { signInPath } from '@/lib/session';
import { useRewardText } from '@/lib/use-reward-text';
import { useSignedIn } from '@/stores/session-store';
import { useFollowInfo } from '../api/follow-info';
import { useFollowOpen } from '../api/follow-open';
import { useFollowReceive } from '../api/follow-receive';
import { OfferFailure } from './offer-failure';
import styles from './offers.module.css';

/**
 * One channel: its reward, then Follow (the link, recorded first by followOpen so the reward can
 * be collected), Collect once opened, or Collected.
 */
function ChannelRow({
  channel,
  signedIn,
  open,
  receive,
}: {
  channel: FollowChannel;
  signedIn: boolean;
  open: ReturnType<typeof useFollowOpen>;
  receive: ReturnType<typeof useFollowReceive>;
}) {
  const { t } = useTranslation();
  const reward = useRewardText();
  const nameId = useId();
  const collecting = receive.isPending && receive.variables === channel.id;
  const state = channel.award && signedIn ? channel.state : 'open';
  return (
    <li className={pageStyles.row} data-testid={`follow-${channel.id}`} data-state={state}>
      <ArtImage
        src={channel.icon}
        label={channel.name}
        width={36}
        height={36}
        style={{ width: 36, height: 36, borderRadius: 10 }}
      />
      <span className={pageStyles.rowMain}>
        <span id={nameId} className={pageStyles.rowTitle}>
          {channel.name}
        </span>
        <span className={styles.reward}>
          {channel.award
            ? t('offers.followAward', { reward: reward(channel.award.propId, channel.award.count) })
            : t('offers.followNoAward')}
        </span>
        {state === 'opened' ? (
          <span className={pageStyles.rowSub}>{t('offers.followOpenedNote')}</span>
        ) : null}
      </span>
      {state === 'claimed' ? (
        <span className={styles.state} data-state="claimed">
          {t('offers.followCollected')}
        </span>
      ) : state === 'opened' ? (
        <Button
          small
          onClick={() => receive.mutate(channel.id)}
          disabled={receive.isPending}
          aria-busy={collecting}
          aria-describedby={nameId}
        >
          {collecting ? t('offers.followCollecting') : t('offers.followCollect')}
        </Button>
      ) : (
        <a
          className={styles.followLink}
          href={channel.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={nameId}
          // Recorded before the channel opens in its own tab: its reward may be collected after.
          onClick={() => {
            if (signedIn && channel.award) open.mutate(channel.id);
          }}
        >
          <span className={pageStyles.gold}>{t('offers.followOpen')}</span>
        </a>
      )}
    </li>
  );
}

/**
 * /activity/follow (type 21, no navbar): the app config's social channels, each paying a small
 * reward once after the player opened it from here (followInfo, followOpen, followReceive).
 */
export function FollowPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const info = useFollowInfo(signedIn);
  const open = useFollowOpen();
  const receive = useFollowReceive();
  const channels = info.data?.channels ?? [];
  return (
    <>
      <ScreenHeader title={t('titles.activity-follow')} />
      <Page>
        <p className={pageStyles.muted}>{t('offers.followLead')}</p>
        {!signedIn ? (
          <p className={styles.notice}>
            <Link to={signInPath(pathTo('activity-follow'))} className={pageStyles.goldInlineLink}>
              {t('offers.followLogIn')}
            </Link>
          </p>
        ) : null}
        {info.data ? (
          channels.length > 0 ? (
            <>
              <ul className={pageStyles.list} aria-label={t('offers.followList')}>
                {channels.map((channel) => (
                  <ChannelRow
                    key={channel.id}
                    channel={channel}
                    signedIn={signedIn}
                    open={open}
                    receive={receive}
                  />
                ))}
              </ul>
            </>
          ) : (
            <EmptyState title={t('offers.followEmpty')} text={t('offers.followEmptyText')} />
          )
        ) : info.isError ? (
          <EmptyState title={t('offers.loadFailed')} />
        ) : (
          <SkeletonList rows={4} height={56} />
        )}
        {receive.isError ? <OfferFailure error={receive.error} /> : null}
        {open.isError ? <OfferFailure error={open.error} /> : null}
        {info.data ? (
          <p className={pageStyles.muted}>
            {t('offers.followRules', { multiple: info.data.wageringMultiple })}
          </p>
        ) : null}
      </Page>
    </>
  );
}
