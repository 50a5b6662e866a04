import { useMemo } from 'react';
import { TextField } from '@/components/field';
import { Icon } from '@/components/icon';
import { useTranslation } from '@/i18n/use-translation';
import { callingCodeOf, countryOptions, splitInternational, type CountryCode } from '@/lib/phone';
import styles from './auth.module.css';

export interface PhoneValue {
  country: CountryCode;
  national: string;
}

/**
 * A phone number: a country-code picker (a native select, so phones show their own picker) and
 * the number. A number typed or autofilled with its own "+code" moves the picker to that country.
 */
export function PhoneField({
  value,
  onChange,
  error,
  id,
  name = 'mobile',
  autoComplete = 'tel',
  label,
}: {
  value: PhoneValue;
  onChange: (value: PhoneValue) => void;
  error?: string | undefined;
  id: string;
  name?: string;
  autoComplete?: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const options = useMemo(() => countryOptions(), []);
  return (
    <TextField
      id={id}
      name={name}
      label={label ?? t('fields.phone')}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      placeholder={t('fields.phonePlaceholder')}
      value={value.national}
      error={error}
      onChange={(e) => onChange({ ...value, national: e.target.value })}
      onBlur={() => {
        if (!value.national.trim().startsWith('+')) return;
        const split = splitInternational(value.national);
        if (split) onChange(split);
      }}
      lead={
        <span className={styles.country}>
          <span className={styles.countryFace} aria-hidden="true">
            {callingCodeOf(value.country)}
            <Icon name="chevron" size={14} />
          </span>
          <select
            aria-label={t('fields.countryCode')}
            value={value.country}
            onChange={(e) => onChange({ ...value, country: e.target.value as CountryCode })}
          >
            {options.map((o) => (
              <option key={o.country} value={o.country}>
                {`${o.flag} ${o.name} (+${o.callingCode})`}
              </option>
            ))}
          </select>
        </span>
      }
    />
  );
}
