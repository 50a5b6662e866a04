import styles from './seed-value.module.css';

/** One seed: its name and its value, whole (hashes wrap rather than hide their end). */
export function SeedValue({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
