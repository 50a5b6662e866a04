import { Link } from '@/components/link';
import { useTranslation } from '@/i18n/use-translation';
import { ButtonLink } from '@/components/button';
import { ConfigGate } from '@/components/config-gate';
import { EmptyState } from '@/components/empty-state';
import { Icon } from '@/components/icon';
import { Page, pageStyles } from '@/components/page';
import { pathTo } from '@/config/paths';
import styles from './faq-page.module.css';

/** Questions and answers from the app config, in their configured order. */
export function FaqPage() {
  const { t } = useTranslation();
  return (
    <ConfigGate>
      {(config) => {
        const faq = [...config.faq].sort((a, b) => a.sort - b.sort || a.id - b.id);
        if (faq.length === 0) {
          return (
            <EmptyState
              icon="info"
              title={t('faq.emptyTitle')}
              text={t('faq.emptyText')}
              action={<ButtonLink to={pathTo('service')}>{t('faq.contact')}</ButtonLink>}
            />
          );
        }
        return (
          <Page>
            <div className={pageStyles.list}>
              {faq.map((item) => (
                <details key={item.id} className={styles.item}>
                  <summary className={styles.question}>
                    {item.question}
                    <Icon name="chevron" size={18} />
                  </summary>
                  <p className={styles.answer}>{item.answer}</p>
                </details>
              ))}
            </div>
            <p className={pageStyles.muted}>
              {t('faq.more')}{' '}
              <Link className={pageStyles.goldInlineLink} to={pathTo('service')}>
                {t('faq.contact')}
              </Link>
            </p>
          </Page>
        );
      }}
    </ConfigGate>
  );
}
