import styles from './analytics.module.css';

/** One series of a {@link BarChart}: a value per group, drawn in a theme context colour. */
export interface BarSeries {
  key: string;
  label: string;
  /** A theme variable, e.g. `--color-context-1`. */
  color: string;
}

export interface BarGroup {
  label: string;
  values: Record<string, number>;
}

export interface BarChartProps {
  /** Names the chart for screen readers, which read the data table beside it instead of the bars. */
  title: string;
  series: readonly BarSeries[];
  groups: readonly BarGroup[];
}

const BAR = 14;
const GAP = 4;
const GROUP_GAP = 14;
const LABEL_WIDTH = 160;
const CHART_WIDTH = 640;

/**
 * Horizontal grouped bars in plain SVG (no chart library): one group per row, one bar per series,
 * each bar labelled with its value. Screen readers hear only its title: the page shows the same
 * numbers in a table.
 */
export function BarChart({ title, series, groups }: BarChartProps) {
  const max = Math.max(1, ...groups.flatMap((group) => series.map((item) => group.values[item.key] ?? 0)));
  const groupHeight = series.length * (BAR + GAP) - GAP;
  const height = groups.length * (groupHeight + GROUP_GAP);
  const scale = (CHART_WIDTH - LABEL_WIDTH - 40) / max;
  return (
    <figure className={styles.figure}>
      <ul className={styles.legend} aria-hidden="true">
        {series.map((item) => (
          <li key={item.key}>
            <span className={styles.swatch} style={{ background: `var(${item.color})` }} />
            {item.label}
          </li>
        ))}
      </ul>
      <svg viewBox={`0 0 ${CHART_WIDTH} ${Math.max(height, 1)}`} className={styles.chart} role="img" aria-label={title} focusable="false">
        {groups.map((group, groupIndex) => {
          const top = groupIndex * (groupHeight + GROUP_GAP);
          return (
            <g key={`${group.label}-${groupIndex}`} transform={`translate(0 ${top})`}>
              <text x={0} y={groupHeight / 2} dominantBaseline="middle" className={styles.label}>
                {group.label.length > 22 ? `${group.label.slice(0, 21)}…` : group.label}
              </text>
              {series.map((item, index) => {
                const value = group.values[item.key] ?? 0;
                const y = index * (BAR + GAP);
                const width = value * scale;
                return (
                  <g key={item.key}>
                    <rect x={LABEL_WIDTH} y={y} width={Math.max(width, value > 0 ? 2 : 0)} height={BAR} rx={2} style={{ fill: `var(${item.color})` }} />
                    <text x={LABEL_WIDTH + width + 6} y={y + BAR / 2} dominantBaseline="middle" className={styles.value}>
                      {value}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
