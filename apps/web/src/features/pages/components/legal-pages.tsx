import type { TextPage, TextPages } from '@lobby/contract/app-config';
import { useTranslation } from '@/i18n/use-translation';
import { ButtonLink } from '@/components/button';
import { ConfigGate } from '@/components/config-gate';
import { EmptyState } from '@/components/empty-state';
import { Page, pageStyles } from '@/components/page';
import { pathTo } from '@/config/paths';

/**
 * An operator's page from the app config (textPages): an intro, then headed sections. The texts
 * are plain text, rendered as text nodes: markup in them shows as typed, never as HTML.
 */
function TextPageView({ page }: { page: TextPage }) {
  const { t } = useTranslation();
  return (
    <Page>
      <article className={`${pageStyles.card} ${pageStyles.prose}`}>
        <p>{page.intro}</p>
        {page.sections.map((section, i) => (
          <section key={i} className={pageStyles.prose}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p, j) => (
              <p key={j}>{p}</p>
            ))}
          </section>
        ))}
        {page.updated ? (
          <p className={pageStyles.muted}>{t('textPage.updated', { date: page.updated })}</p>
        ) : null}
      </article>
    </Page>
  );
}

function ConfiguredPage({ name }: { name: keyof TextPages }) {
  const { t } = useTranslation();
  return (
    <ConfigGate>
      {(config) => {
        const page = config.textPages[name];
        return page ? (
          <TextPageView page={page} />
        ) : (
          <EmptyState
            icon="document"
            title={t('textPage.emptyTitle')}
            text={t('textPage.emptyText')}
            action={<ButtonLink to={pathTo('service')}>{t('faq.contact')}</ButtonLink>}
          />
        );
      }}
    </ConfigGate>
  );
}

export const AboutUsPage = () => <ConfiguredPage name="aboutUs" />;
export const PrivacyPolicyPage = () => <ConfiguredPage name="privacyPolicy" />;
export const TermsOfUsePage = () => <ConfiguredPage name="termsOfUse" />;
