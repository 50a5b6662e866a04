import { useTranslation } from '../../../i18n/use-translation';
import { Page, pageStyles } from '../../../components/page';

interface Section {
  heading: string;
  paragraphs: string[];
}

/** Static text from en-US: an intro, then headed sections. */
function LegalText({ doc }: { doc: 'about' | 'privacy' | 'terms' }) {
  const { t } = useTranslation();
  const sections = t(`legal.${doc}.sections`, { returnObjects: true }) as Section[];
  return (
    <Page>
      <article className={`${pageStyles.card} ${pageStyles.prose}`}>
        <p>{t(`legal.${doc}.intro`)}</p>
        {sections.map((section) => (
          <section key={section.heading} className={pageStyles.prose}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        ))}
        <p className={pageStyles.muted}>{t('legal.updated')}</p>
      </article>
    </Page>
  );
}

export const AboutUsPage = () => <LegalText doc="about" />;
export const PrivacyPolicyPage = () => <LegalText doc="privacy" />;
export const TermsOfUsePage = () => <LegalText doc="terms" />;
