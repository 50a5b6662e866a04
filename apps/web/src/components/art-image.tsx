import { useState, type CSSProperties } from 'react';
import styles from './art-image.module.css';

const initials = (label: string) =>
  label
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/**
 * Config artwork with fixed intrinsic size (no layout shift) and lazy loading below the fold;
 * if the file is missing the frame shows the item's initials instead of a broken image.
 */
export function ArtImage({
  src,
  label,
  width,
  height,
  eager,
  className,
  style,
}: {
  src: string;
  label: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
  style?: CSSProperties;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame} style={style}>
      {failed ? (
        <span className={styles.missing} aria-hidden="true">
          {initials(label)}
        </span>
      ) : (
        <img
          src={src}
          alt=""
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
          onError={() => setFailedSrc(src)}
        />
      )}
    </div>
  );
}
