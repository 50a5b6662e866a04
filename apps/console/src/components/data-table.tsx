import type { HTMLAttributes, ReactNode } from 'react';
import styles from './table.module.css';
import ui from './ui.module.css';

/** One column of a DataTable: its header, how a row fills its cell, and whether it is a number. */
export interface Column<Row> {
  /** The header's text; also the column's key, so unique within a table. */
  readonly label: string;
  readonly cell: (row: Row) => ReactNode;
  /** Right-aligned, with figures of one width. */
  readonly numeric?: boolean;
  /** A class of the column's cells. */
  readonly className?: string;
}

/** Attributes a row's <tr> may carry: test ids, data-* facts, aria-current. */
export type RowProps = HTMLAttributes<HTMLTableRowElement> & {
  readonly [data: `data-${string}`]: string | number | undefined;
};

/**
 * Rows as a captioned table with a header row; on a phone (below 640 px) each row is a card, its
 * cells one under the other, each labelled by its column's header (`data-label`). With no rows it
 * shows `empty` instead of the table, or `emptyRow` as the table's one row (a list that pages
 * keeps its caption and header). With `captionId` the scrolling box is a region named by the
 * caption that the keyboard can reach (to scroll a wide table).
 */
export function DataTable<Row>({
  caption,
  captionId,
  columns,
  rows,
  rowKey,
  rowProps,
  empty,
  emptyRow,
}: {
  caption?: string;
  captionId?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowProps?: (row: Row) => RowProps;
  empty?: string;
  emptyRow?: string;
}) {
  if (rows.length === 0 && empty !== undefined) return <p className={ui.muted}>{empty}</p>;
  const numeric = (column: Column<Row>) => (column.numeric ? styles.num : undefined);
  const region = captionId
    ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 }
    : undefined;
  return (
    <div className={styles.scroll} {...region}>
      <table className={styles.table}>
        {caption === undefined ? null : <caption id={captionId}>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={numeric(c)}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && emptyRow !== undefined ? (
            <tr>
              <td colSpan={columns.length} className={ui.muted}>
                {emptyRow}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} {...rowProps?.(row)}>
                {columns.map((c) => (
                  <td
                    key={c.label}
                    data-label={c.label}
                    className={[numeric(c), c.className].filter(Boolean).join(' ') || undefined}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
