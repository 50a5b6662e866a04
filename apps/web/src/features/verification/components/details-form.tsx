import { useId, useMemo, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import type { KycStateAnswer } from '@lobby/contract/kyc';
import { KYC_COUNTRIES, KYC_OLDEST_BIRTH_YEAR } from '@lobby/contract/values/kyc';
import { Button } from '@/components/button';
import { TextField, fieldStyles } from '@/components/field';
import { Icon } from '@/components/icon';
import { useTranslation } from '@/i18n/use-translation';
import { describeError, errorText } from '@/lib/error-message';
import { useKycSubmitDetails } from '../api/kyc';
import {
  checkDetails,
  emptyDetails,
  localToday,
  problemOfField,
  type DetailField,
  type DetailProblems,
  type DetailValues,
} from '../lib/details-rules';
import styles from './verification.module.css';

/** The countries by their names in the player's language, A to Z. */
function useCountries(language: string) {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return KYC_COUNTRIES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
      a.name.localeCompare(b.name, language),
    );
  }, [language]);
}

/** The server's refusal: on its field when it names one (a 400's issues), else for the form. */
function refusalOf(error: unknown, t: TFunction) {
  const text = errorText(error);
  const problems: DetailProblems = {};
  let form: string | null = null;
  for (const issue of text.issues ?? []) {
    const found = problemOfField(issue.path);
    if (found) problems[found.field] ??= found.problem;
  }
  if (Object.keys(problems).length === 0) form = describeError(text, t);
  return { problems, form };
}

/**
 * Tier 1: full name, date of birth, country and address, checked by the contract's rules; at
 * tier 1, the details entered before, to change (`onDone` when saved or given up).
 */
export function DetailsForm({ state, onDone }: { state: KycStateAnswer; onDone?: () => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const submit = useKycSubmitDetails();
  const countries = useCountries(i18n.language);
  const [values, setValues] = useState<DetailValues>(state.details ?? emptyDetails);
  const [problems, setProblems] = useState<DetailProblems>({});
  const [confirmed, setConfirmed] = useState(false);
  const [confirmProblem, setConfirmProblem] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const today = localToday();

  const set = (field: DetailField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
    setFormError(null);
  };
  const problemText = (field: DetailField) => {
    const problem = problems[field];
    return problem ? t(problem.key, problem.values) : null;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    const checked = checkDetails(values, today);
    setProblems(checked.problems);
    setConfirmProblem(!confirmed);
    if (!checked.body || !confirmed) return;
    setFormError(null);
    submit.mutate(checked.body, {
      onSuccess: () => onDone?.(),
      onError: (error) => {
        const refusal = refusalOf(error, t);
        setProblems(refusal.problems);
        setFormError(refusal.form);
      },
    });
  };

  const countryId = `${id}-country`;
  const countryError = problemText('country');
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('verification.detailsTitle')}
      </h2>
      <p className={styles.muted}>{t('verification.detailsIntro')}</p>
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        <TextField
          label={t('verification.fullName')}
          value={values.fullName}
          autoComplete="name"
          onChange={(e) => set('fullName')(e.target.value)}
          error={problemText('fullName')}
        />
        <TextField
          label={t('verification.dateOfBirth')}
          type="date"
          value={values.dateOfBirth}
          min={`${KYC_OLDEST_BIRTH_YEAR}-01-01`}
          max={today}
          autoComplete="bday"
          onChange={(e) => set('dateOfBirth')(e.target.value)}
          error={problemText('dateOfBirth')}
          hint={t('verification.ageHint', { age: state.minimumAge })}
        />
        <div className={[fieldStyles.field, countryError ? fieldStyles.invalid : null].join(' ')}>
          <label className={fieldStyles.label} htmlFor={countryId}>
            {t('verification.country')}
          </label>
          <div className={fieldStyles.control}>
            <select
              id={countryId}
              className={fieldStyles.select}
              value={values.country}
              autoComplete="country"
              aria-invalid={countryError ? true : undefined}
              aria-describedby={countryError ? `${countryId}-error` : undefined}
              onChange={(e) => set('country')(e.target.value)}
            >
              <option value="" disabled>
                {t('verification.chooseCountry')}
              </option>
              {countries.map((country) => (
                <option key={country.code} value={country.code}>
                  {country.name}
                </option>
              ))}
            </select>
            <Icon name="chevron" size={18} className={styles.selectChevron} />
          </div>
          {countryError ? (
            <p id={`${countryId}-error`} className={fieldStyles.error} role="alert">
              {countryError}
            </p>
          ) : null}
        </div>
        <TextField
          label={t('verification.addressLine1')}
          value={values.addressLine1}
          autoComplete="address-line1"
          onChange={(e) => set('addressLine1')(e.target.value)}
          error={problemText('addressLine1')}
        />
        <TextField
          label={t('verification.addressLine2')}
          value={values.addressLine2}
          autoComplete="address-line2"
          onChange={(e) => set('addressLine2')(e.target.value)}
          error={problemText('addressLine2')}
        />
        <TextField
          label={t('verification.city')}
          value={values.city}
          autoComplete="address-level2"
          onChange={(e) => set('city')(e.target.value)}
          error={problemText('city')}
        />
        <TextField
          label={t('verification.postalCode')}
          value={values.postalCode}
          autoComplete="postal-code"
          onChange={(e) => set('postalCode')(e.target.value)}
          error={problemText('postalCode')}
        />
        <div className={fieldStyles.field}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={confirmed}
              aria-invalid={confirmProblem ? true : undefined}
              aria-describedby={confirmProblem ? `${id}-confirm-error` : undefined}
              onChange={(e) => {
                setConfirmed(e.target.checked);
                setConfirmProblem(false);
              }}
            />
            {t('verification.confirm')}
          </label>
          {confirmProblem ? (
            <p id={`${id}-confirm-error`} className={fieldStyles.error} role="alert">
              {t('verification.problem.confirm')}
            </p>
          ) : null}
        </div>
        {formError ? (
          <p className={fieldStyles.error} role="alert">
            {formError}
          </p>
        ) : null}
        <Button type="submit" block disabled={submit.isPending} aria-busy={submit.isPending}>
          {submit.isPending ? t('verification.sending') : t('verification.sendDetails')}
        </Button>
        {onDone ? (
          <Button variant="ghost" block onClick={onDone}>
            {t('verification.cancel')}
          </Button>
        ) : null}
      </form>
    </section>
  );
}
