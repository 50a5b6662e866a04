import { useId, type ReactNode } from 'react';
import { Icon } from './icon';
import styles from './filter-select.module.css';

/** A list's filter: a label beside a full-width native select (its options are the children). */
export function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string | number;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </select>
      <Icon name="chevron" size={18} className={styles.chevron} />
    </div>
  );
}
