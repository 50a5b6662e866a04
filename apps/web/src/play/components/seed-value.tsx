import styles from './seed-value.module.css';

/** What the server accepts as a client seed: 1–64 printable ASCII characters, no spaces. */
export const CLIENT_SEED_PATTERN = '[!-~]{1,64}';

/** One seed: its name and its value, whole (hashes wrap rather than hide their end). */
export function SeedValue({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
