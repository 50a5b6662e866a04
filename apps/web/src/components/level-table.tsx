import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { pageStyles } from './page';
import styles from './level-table.module.css';

/** A row per VIP level: its level config, or a richer view of it. */
type LevelRow = { readonly level: number };

export interface LevelColumn<L extends LevelRow> {
  readonly head: string;
  readonly cell: (level: L) => ReactNode;
  /** Reward amounts are drawn in gold. */
  readonly gold?: boolean;
}

/** VIP levels from config, lowest first, one row each: the level's name, then the columns. */
export function LevelTable<L extends LevelRow>({
  levels,
  columns,
  name,
  current = null,
}: {
  levels: readonly L[];
  columns: readonly LevelColumn<L>[];
  /** The level's display name; "VIP {level}" when not given. */
  name?: (level: L) => string;
  /** The player's level: its row is highlighted, and marked for assistive technology. */
  current?: number | null;
}) {
  const { t } = useTranslation();
  const nameOf = name ?? ((level: L) => t('vip.levelN', { level: level.level }));
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th>{t('vip.level')}</th>
            {columns.map((column) => (
              <th key={column.head}>{column.head}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...levels]
            .sort((a, b) => a.level - b.level)
            .map((level) => (
              <tr
                key={level.level}
                className={level.level === current ? styles.current : undefined}
                aria-current={level.level === current ? 'true' : undefined}
              >
                <td>{nameOf(level)}</td>
                {columns.map((column) => (
                  <td key={column.head} className={column.gold ? pageStyles.gold : undefined}>
                    {column.cell(level)}
                  </td>
                ))}
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}
