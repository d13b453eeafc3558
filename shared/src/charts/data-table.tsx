import { type ReactNode, useId } from 'react';
// Through the public entry: the page's table styles are the shared module's, not a second copy.
import { PAGE_CLASSES } from '@platform/shared';
import styles from './charts.module.css';

export interface DataTableProps {
  caption: string;
  columns: readonly string[];
  /** Each row: its header cell, then one cell per further column. */
  rows: ReadonlyArray<{ key: string; header: ReactNode; cells: readonly ReactNode[] }>;
}

/**
 * The numbers of a chart as a table: what screen readers read, and what anyone can copy. A table
 * wider than the screen scrolls sideways in its own region, focusable, so arrow keys scroll it
 * too. Its title stands above that region rather than in a `<caption>` (which would scroll away
 * with the table on a phone) and names both the region and the table.
 */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  const titleId = useId();
  return (
    <div className={styles.tableBlock}>
      <p id={titleId} className={styles.tableTitle}>
        {caption}
      </p>
      <div className={styles.tableWrap} role="region" aria-labelledby={titleId} tabIndex={0}>
        <table className={PAGE_CLASSES.table} aria-labelledby={titleId}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.header}</th>
                {row.cells.map((cell, index) => (
                  <td key={columns[index + 1] ?? index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
