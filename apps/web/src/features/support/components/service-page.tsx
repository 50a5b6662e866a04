import { Link } from '../../../components/link';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfigGate } from '../../../components/config-gate';
import { SocialLinks } from '../../../components/social-links';
import { Icon } from '../../../components/icon';
import { Page, pageStyles } from '../../../components/page';
import { pathTo } from '../../../config/paths';
import type { Notice } from '@lobby/contract/app-config';
import { noticesFor } from '../../../lib/notices';
import { useSignedIn } from '../../../stores/session-store';
import styles from './service-page.module.css';

const isWebUrl = (url: string) => /^https?:\/\//.test(url);

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

/**
 * Customer service: the notices, the live chat the operator configured, self-help links (FAQ,
 * feedback), social channels.
 */
export function ServicePage() {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  return (
    <ConfigGate>
      {(config) => {
        const chatUrl = config.clientConfig.customerServiceUrl;
        return (
          <Page>
            <Notices notices={noticesFor(config.notices, signedIn)} />
            <section className={pageStyles.card}>
              <h2 className={pageStyles.cardTitle}>{t('service.chatTitle')}</h2>
              <p className={pageStyles.muted}>{t('service.chatText')}</p>
            </section>
            <div className={pageStyles.list}>
              {isWebUrl(chatUrl) ? (
                <a
                  className={pageStyles.row}
                  href={chatUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon name="chat" />
                  <span className={pageStyles.rowMain}>
                    <span className={pageStyles.rowTitle}>{t('service.liveChat')}</span>
                    <span className={pageStyles.rowSub}>{t('service.liveChatSub')}</span>
                  </span>
                  <Icon name="chevron" className={pageStyles.chevron} />
                </a>
              ) : null}
              <Link className={pageStyles.row} to={pathTo('faq')}>
                <Icon name="info" />
                <span className={pageStyles.rowMain}>
                  <span className={pageStyles.rowTitle}>{t('titles.faq')}</span>
                  <span className={pageStyles.rowSub}>{t('service.faqSub')}</span>
                </span>
                <Icon name="chevron" className={pageStyles.chevron} />
              </Link>
              <Link className={pageStyles.row} to={pathTo('feedback')}>
                <Icon name="document" />
                <span className={pageStyles.rowMain}>
                  <span className={pageStyles.rowTitle}>{t('titles.feedback')}</span>
                  <span className={pageStyles.rowSub}>{t('service.feedbackSub')}</span>
                </span>
                <Icon name="chevron" className={pageStyles.chevron} />
              </Link>
            </div>
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
