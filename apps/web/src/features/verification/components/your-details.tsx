import type { KycDetails } from '@lobby/contract/kyc';
import { Button } from '@/components/button';
import { useTranslation } from '@/i18n/use-translation';
import styles from './verification.module.css';

/** `YYYY-MM-DD` as the player's language writes a date (a calendar date: no time zone). */
const birthDate = (date: string, language: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(language, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });

/**
 * The tier-1 details as entered (what staff compare the documents with), with the way to change
 * them while no review is pending or approved (`onChange`).
 */
export function YourDetails({
  details,
  onChange,
}: {
  details: KycDetails;
  onChange?: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  const country = new Intl.DisplayNames([i18n.language], { type: 'region' }).of(details.country);
  const address = [
    details.addressLine1,
    details.addressLine2,
    [details.postalCode, details.city].filter(Boolean).join(' '),
    country,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <section className={styles.panel} aria-labelledby="kyc-details">
      <h2 id="kyc-details" className={styles.title}>
        {t('verification.yourDetails')}
      </h2>
      <dl className={styles.details}>
        <dt>{t('verification.fullName')}</dt>
        <dd>{details.fullName}</dd>
        <dt>{t('verification.dateOfBirth')}</dt>
        <dd>{birthDate(details.dateOfBirth, i18n.language)}</dd>
        <dt>{t('verification.address')}</dt>
        <dd>{address}</dd>
      </dl>
      {onChange ? (
        <Button variant="outline" small onClick={onChange}>
          {t('verification.changeDetails')}
        </Button>
      ) : null}
    </section>
  );
}
