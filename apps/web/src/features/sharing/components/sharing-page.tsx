import type { AppConfig } from '@lobby/contract/app-config';
import { shareTextOf, shareUrlOf } from '@lobby/contract/values/invite-link';
import { Button, ButtonLink } from '@/components/button';
import { ConfigGate } from '@/components/config-gate';
import { CopyButton } from '@/components/copy-button';
import { EmptyState } from '@/components/empty-state';
import { Page, pageStyles } from '@/components/page';
import { SkeletonList } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { signInPath } from '@/lib/session';
import { useSignedIn } from '@/stores/session-store';
import { useShareInfo, type ShareInfo } from '../api/share-info';
import { QrCode } from './qr-code';
import styles from './sharing-page.module.css';

/** The player's invite link: this lobby's origin with the path shareInfo gives. */
export const inviteLinkOf = (
  info: Pick<ShareInfo, 'invitePath'>,
  origin = window.location.origin,
) => `${origin}${info.invitePath}`;

/** The link and the code, each with its copy button, and the link's QR code. */
function InviteCard({ link, code }: { link: string; code: string }) {
  const { t } = useTranslation();
  return (
    <section className={`${pageStyles.card} ${styles.invite}`} aria-labelledby="share-link">
      <h2 id="share-link" className={pageStyles.cardTitle}>
        {t('sharing.yourLink')}
      </h2>
      <div className={styles.qr}>
        <QrCode text={link} label={t('sharing.qrLabel')} />
      </div>
      <div className={styles.value}>
        <code data-testid="invite-link">{link}</code>
        <CopyButton
          className={styles.copy}
          value={link}
          label={t('sharing.copyLink')}
          copiedText={t('sharing.copied')}
        />
      </div>
      <h3 className={styles.codeTitle}>{t('sharing.yourCode')}</h3>
      <div className={styles.value}>
        <code data-testid="invite-code" className={styles.code}>
          {code}
        </code>
        <CopyButton
          className={styles.copy}
          value={code}
          label={t('sharing.copyCode')}
          copiedText={t('sharing.copied')}
        />
      </div>
    </section>
  );
}

function Stats({ info }: { info: ShareInfo }) {
  const { t } = useTranslation();
  const items = [
    ['invitees', info.invitees],
    ['validInvitees', info.validInvitees],
    ['clicks', info.clicks],
  ] as const;
  return (
    <dl className={`${pageStyles.card} ${styles.stats}`} aria-label={t('sharing.statsLabel')}>
      {items.map(([key, value]) => (
        <div key={key} className={styles.stat}>
          <dt className={pageStyles.muted}>{t(`sharing.${key}`)}</dt>
          <dd className={styles.statValue} data-testid={`share-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The operator's channels (appConfig shareConfigs), each opening its share URL, filled. */
function Channels({ config, link, code }: { config: AppConfig; link: string; code: string }) {
  const { t } = useTranslation();
  const canShare = typeof navigator.share === 'function';
  if (config.shareConfigs.length === 0 && !canShare) return null;
  const nativeShare = () =>
    navigator
      .share({
        title: t('sharing.nativeTitle'),
        text: t('sharing.nativeText', { code }),
        url: link,
      })
      .catch(() => undefined);
  return (
    <section className={pageStyles.card} aria-labelledby="share-channels">
      <h2 id="share-channels" className={pageStyles.cardTitle}>
        {t('sharing.channels')}
      </h2>
      <ul className={styles.channels}>
        {config.shareConfigs.map((share) => (
          <li key={share.id} className={styles.channel}>
            <p className={pageStyles.muted}>{shareTextOf(share.text, { url: link, code })}</p>
            <a
              className={styles.channelLink}
              href={shareUrlOf(share, { url: link, code })}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('sharing.shareOnLabel', { channel: share.title })}
              data-channel={share.channel}
            >
              {t('sharing.shareOn', { channel: share.title })}
            </a>
          </li>
        ))}
      </ul>
      {canShare ? (
        <Button block variant="outline" onClick={() => void nativeShare()}>
          {t('sharing.more')}
        </Button>
      ) : null}
    </section>
  );
}

function PlayerShare({ config }: { config: AppConfig }) {
  const { t } = useTranslation();
  const query = useShareInfo(true);
  if (query.isPending) return <SkeletonList rows={2} height={160} />;
  if (query.isError) {
    return (
      <EmptyState
        icon="refresh"
        title={t('sharing.yourLink')}
        action={
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  const info = query.data;
  const link = inviteLinkOf(info);
  return (
    <>
      <InviteCard link={link} code={info.inviteCode} />
      <Stats info={info} />
      <Channels config={config} link={link} code={info.inviteCode} />
    </>
  );
}

/** /share, invite your friends: the player's link, code and QR code, the channels, the counts. */
export function SharingPage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <Page>
      <p className={pageStyles.muted}>{t('sharing.lead')}</p>
      {signedIn ? (
        <ConfigGate>{(config) => <PlayerShare config={config} />}</ConfigGate>
      ) : (
        <EmptyState
          icon="gift"
          title={t('sharing.heroTitle')}
          text={t('sharing.heroText')}
          action={
            <ButtonLink small to={signInPath(pathTo('share'))}>
              {t('sharing.logIn')}
            </ButtonLink>
          }
        />
      )}
    </Page>
  );
}
