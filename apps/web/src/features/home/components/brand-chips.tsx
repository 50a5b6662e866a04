import { useTranslation } from '@/i18n/use-translation';
import type { Brand } from '@lobby/contract/app-config';
import styles from './brand-chips.module.css';

/** Filter the games by brand; tapping the active chip again clears the filter. */
export function BrandChips({
  brands,
  active,
  onChange,
}: {
  brands: Brand[];
  active: string | null;
  onChange: (code: string | null) => void;
}) {
  const { t } = useTranslation();
  if (brands.length < 2) return null;
  return (
    <div className={styles.chips} role="group" aria-label={t('home.brands')}>
      <button
        type="button"
        className={styles.chip}
        aria-pressed={active === null}
        onClick={() => onChange(null)}
      >
        <span>{t('home.allBrands')}</span>
      </button>
      {brands.map((brand) => (
        <button
          key={brand.id}
          type="button"
          className={styles.chip}
          aria-pressed={active === brand.code}
          onClick={() => onChange(active === brand.code ? null : brand.code)}
        >
          <span>{brand.name}</span>
        </button>
      ))}
    </div>
  );
}
