import type { CSSProperties } from 'react';
import { useTranslation } from '../i18n/use-translation';
import styles from './skeleton.module.css';

export function Skeleton({
  width = '100%',
  height = 16,
  radius,
  style,
}: {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  style?: CSSProperties;
}) {
  return (
    <span
      className={styles.skeleton}
      style={{ width, height, borderRadius: radius, ...style }}
      aria-hidden="true"
    />
  );
}

/** A column of placeholder rows while a page's data loads. */
export function SkeletonList({ rows = 5, height = 64 }: { rows?: number; height?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.list} role="status" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} height={height} radius={14} />
      ))}
    </div>
  );
}
