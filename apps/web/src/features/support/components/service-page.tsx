import type { ChatHours, CustomerServiceItem } from '@lobby/contract/chat';
import type { Notice } from '@lobby/contract/app-config';
import { CustomerServiceItemType } from '@lobby/contract/values/enums';
import { Link } from '@/components/link';
import { useTranslation } from '@/i18n/use-translation';
import { ConfigGate } from '@/components/config-gate';
import { SocialLinks } from '@/components/social-links';
import { Icon } from '@/components/icon';
import { Page, pageStyles } from '@/components/page';
import { Skeleton } from '@/components/skeleton';
import { pathTo } from '@/config/paths';
import { openChat } from '@/lib/chat-widget';
import { formatEpoch } from '@/lib/error-message';
import { showChatWidget } from '@/lib/native-app';
import { isHttpsUrl, isMailtoUrl } from '@lobby/contract/values/link-urls';
import { noticesFor } from '@/lib/notices';
import { useSignedIn } from '@/stores/session-store';
import { useCustomerServices } from '../api/get-customer-services';
import { ChannelGlyph } from './channel-glyph';
import styles from './service-page.module.css';

/**
 * The links an outside channel may open: an https: page or an email, never a script — the
 * rules the server saves them by (values/link-urls.ts), checked again before a link is drawn.
 */
const isChannelLink = (url: string) => isHttpsUrl(url) || isMailtoUrl(url);

/** A weekday's name in the player's language (0 Sunday … 6 Saturday). */
const dayName = (day: number) =>
  new Intl.DateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 7 + day)),
  );

/** The viewer's notices in full (the lobby's marquee leads here), each opened on a tap. */
function Notices({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="notices">
      <h2 id="notices" className={pageStyles.cardTitle}>
        {t('service.notices')}
      </h2>
      <div className={pageStyles.list}>
        {notices.map((notice, i) => (
          <details key={notice.id} className={styles.notice} open={i === 0}>
            <summary className={styles.title}>
              {notice.title}
              <Icon name="chevron" size={18} />
            </summary>
            {notice.image ? (
              <img className={styles.image} src={notice.image} alt="" width={360} height={180} />
            ) : null}
            <p className={styles.content}>{notice.content}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** Whether the chat's staff answer now, and if not, when they do again. */
function hoursText(hours: ChatHours | undefined, t: ReturnType<typeof useTranslation>['t']) {
  if (!hours) return t('service.chatText');
  if (!hours.open) {
    return hours.opensAt !== null
      ? t('service.offline', { time: formatEpoch(hours.opensAt) })
      : t('service.offlineSoon');
  }
  return hours.week.length > 0 ? t('service.openNow') : t('service.chatText');
}

/** The chat's working hours as the operator wrote them, in their time zone. */
function Hours({ hours }: { hours: ChatHours }) {
  const { t } = useTranslation();
  if (hours.week.length === 0) return null;
  const week = [...hours.week].sort((a, b) => a.day - b.day || a.from.localeCompare(b.from));
  return (
    <section className={pageStyles.card} aria-labelledby="chat-hours">
      <h2 id="chat-hours" className={pageStyles.cardTitle}>
        {t('service.hoursTitle')}
      </h2>
      <dl className={styles.hours}>
        {week.map((slot, i) => (
          <div key={i} className={styles.hoursRow}>
            <dt>{dayName(slot.day)}</dt>
            <dd>
              {slot.from}–{slot.to}
            </dd>
          </div>
        ))}
      </dl>
      <p className={pageStyles.muted}>{t('service.hoursZone', { zone: hours.timeZone })}</p>
    </section>
  );
}

function RowText({ title, sub }: { title: string; sub?: string }) {
  return (
    <span className={pageStyles.rowMain}>
      <span className={pageStyles.rowTitle}>{title}</span>
      {sub ? (
        <>
          {' '}
          <span className={pageStyles.rowSub}>{sub}</span>
        </>
      ) : null}
    </span>
  );
}

/** The online chat (it opens the chat's panel) or an outside channel (its link, in a new tab). */
function ChannelRow({ item, hours }: { item: CustomerServiceItem; hours: ChatHours | undefined }) {
  const { t } = useTranslation();
  if (item.itemType === CustomerServiceItemType.Online) {
    return (
      <button
        type="button"
        className={pageStyles.row}
        aria-haspopup="dialog"
        data-testid="service-live-chat"
        onClick={openChat}
      >
        <span className={styles.glyph}>
          <Icon name="chat" size={28} />
        </span>
        <RowText
          title={item.param1 || t('service.liveChat')}
          sub={hours && !hours.open ? t('service.liveChatAway') : t('service.liveChatSub')}
        />
        <Icon name="chevron" className={pageStyles.chevron} />
      </button>
    );
  }
  if (!isChannelLink(item.param2)) return null;
  return (
    <a className={pageStyles.row} href={item.param2} target="_blank" rel="noopener noreferrer">
      <span className={styles.glyph}>
        <ChannelGlyph type={item.itemType} />
      </span>
      <RowText title={t(`service.channel.${item.itemType}`)} sub={item.param1} />{' '}
      <span className="visually-hidden">{t('service.newTab')}</span>
      <Icon name="chevron" className={pageStyles.chevron} />
    </a>
  );
}

/**
 * Customer service: the notices, the channels the server lists (the built-in live chat opens its
 * panel, outside channels open in a new tab), the chat's hours, self-help links (FAQ, feedback)
 * and social channels. The config's customerServiceUrl is the older way to name a chat: it is
 * linked only when the server lists no online chat (or in the native wrapper, which has no
 * panel).
 */
export function ServicePage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const services = useCustomerServices();
  const widget = showChatWidget();
  const hours = services.data?.chatHours;
  const items = (services.data?.appCustomerServiceQueue ?? []).filter(
    (item) => widget || item.itemType !== CustomerServiceItemType.Online,
  );
  const hasOnline = items.some((item) => item.itemType === CustomerServiceItemType.Online);
  return (
    <ConfigGate>
      {(config) => {
        const chatUrl = config.clientConfig.customerServiceUrl;
        return (
          <Page>
            <Notices notices={noticesFor(config.notices, signedIn)} />
            <section className={pageStyles.card}>
              <h2 className={pageStyles.cardTitle}>{t('service.chatTitle')}</h2>
              <p className={pageStyles.muted}>{hoursText(hours, t)}</p>
            </section>
            <div className={pageStyles.list}>
              {services.isPending ? (
                <span className={pageStyles.row} role="status" aria-label={t('common.loading')}>
                  <Skeleton height={28} width={28} radius={8} />
                  <Skeleton height={16} width="60%" />
                </span>
              ) : null}
              {items.map((item, i) => (
                <ChannelRow key={i} item={item} hours={hours} />
              ))}
              {!services.isPending && !hasOnline && isHttpsUrl(chatUrl) ? (
                <a
                  className={pageStyles.row}
                  href={chatUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <span className={styles.glyph}>
                    <Icon name="chat" size={28} />
                  </span>
                  <RowText title={t('service.liveChat')} sub={t('service.liveChatSub')} />{' '}
                  <span className="visually-hidden">{t('service.newTab')}</span>
                  <Icon name="chevron" className={pageStyles.chevron} />
                </a>
              ) : null}
              {services.isError ? (
                <button
                  type="button"
                  className={pageStyles.row}
                  onClick={() => void services.refetch()}
                >
                  <span className={styles.glyph}>
                    <Icon name="refresh" size={28} />
                  </span>
                  <RowText title={t('service.channelsFailed')} sub={t('common.retry')} />
                </button>
              ) : null}
              <Link className={pageStyles.row} to={pathTo('faq')}>
                <span className={styles.glyph}>
                  <Icon name="info" size={28} />
                </span>
                <RowText title={t('titles.faq')} sub={t('service.faqSub')} />
                <Icon name="chevron" className={pageStyles.chevron} />
              </Link>
              <Link className={pageStyles.row} to={pathTo('feedback')}>
                <span className={styles.glyph}>
                  <Icon name="document" size={28} />
                </span>
                <RowText title={t('titles.feedback')} sub={t('service.feedbackSub')} />
                <Icon name="chevron" className={pageStyles.chevron} />
              </Link>
            </div>
            {hours ? <Hours hours={hours} /> : null}
            {config.socialMedia.length > 0 ? (
              <>
                <h2 className={pageStyles.cardTitle}>{t('service.social')}</h2>
                <SocialLinks
                  links={config.socialMedia}
                  iconSize={32}
                  iconRadius={8}
                  trailing={<Icon name="chevron" className={pageStyles.chevron} />}
                />
              </>
            ) : null}
          </Page>
        );
      }}
    </ConfigGate>
  );
}
