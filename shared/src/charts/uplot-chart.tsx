import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
// The platform's runtime through its public entry, as an app imports it: this subpath is bundled into
// each app that uses it, and the mount props' context must be the one of the shared module.
import { useMountProps } from '@platform/shared';
import { CHART_AXIS_COLOR, CHART_GRID_COLOR, CHART_SERIES_STYLES, themeColor } from './chart-colors';
import styles from './charts.module.css';

export interface ChartSeries {
  label: string;
  values: readonly number[];
}

export interface UplotChartProps {
  /** Names the chart; screen readers read the data table beside it instead of the marks. */
  title: string;
  /** `line` for days, `bars` for categories (stages, vacancies). */
  kind: 'line' | 'bars';
  /** One label per x position: dates or category names. */
  labels: readonly string[];
  /** For `bars`, one or two series. */
  series: readonly ChartSeries[];
  height?: number;
  /** Shows the title above the chart too (where no heading of the page names it already). */
  showTitle?: boolean;
}

/** uPlot draws on a canvas and reads `matchMedia`: without both (jsdom, very old browsers) only the table shows. */
function canDraw(): boolean {
  return typeof window.matchMedia === 'function' && document.createElement('canvas').getContext('2d') !== null;
}

/**
 * Bars of one series centred on each x position, or of two series side by side (the first left
 * of it, the second right). Bar charts here have at most two series.
 */
function barPaths(lib: typeof uPlot, index: number, count: number): uPlot.Series.PathBuilder | undefined {
  if (count === 1) return lib.paths.bars?.({ size: [0.6, 64], align: 0 });
  return lib.paths.bars?.({ size: [0.35, 40], align: index === 0 ? -1 : 1 });
}

/** About how wide one character of the 12 px axis labels is. */
const LABEL_CHAR_PX = 7;

/** The room of one bar chart label (its category's share of the plot); line charts space their own labels. */
function slotWidth(u: uPlot, count: number, bars: boolean): number {
  return bars ? u.bbox.width / (window.devicePixelRatio || 1) / Math.max(1, count) : Number.POSITIVE_INFINITY;
}

/**
 * A category label cut to its room with an ellipsis, so that on a phone the labels of neighbouring
 * bars do not run into each other (the table under the chart has them in full).
 */
export function fitLabel(label: string, room: number): string {
  const fits = Math.max(1, Math.floor((room - 4) / LABEL_CHAR_PX));
  return label.length <= fits ? label : `${label.slice(0, Math.max(1, fits - 1))}…`;
}

function options(lib: typeof uPlot, element: HTMLElement, props: UplotChartProps, width: number): uPlot.Options {
  const axis = themeColor(element, CHART_AXIS_COLOR);
  const grid = themeColor(element, CHART_GRID_COLOR);
  const bars = props.kind === 'bars';
  const axisStyle = { stroke: axis, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  return {
    width,
    height: props.height ?? 240,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: false, ...(bars ? { range: (_u: uPlot, min: number, max: number): uPlot.Range.MinMax => [min - 0.5, max + 0.5] } : {}) }, y: { range: (_u, _min, max) => [0, Math.max(1, max) * 1.1] } },
    axes: [
      { ...axisStyle, values: (u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? fitLabel(props.labels[tick] ?? '', slotWidth(u, props.labels.length, bars)) : '')), space: bars ? 10 : 60 },
      { ...axisStyle, values: (_u, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? String(tick) : '')) },
    ],
    series: [
      {},
      ...props.series.map((series, index) => {
        const style = CHART_SERIES_STYLES[index % CHART_SERIES_STYLES.length] ?? CHART_SERIES_STYLES[0];
        const color = themeColor(element, style.color);
        return bars
          ? { label: series.label, stroke: color, fill: color, width: 0, paths: barPaths(lib, index, props.series.length), points: { show: false } }
          : { label: series.label, stroke: color, width: 2, dash: [...style.dash], points: { show: true, size: 6, fill: color, stroke: color } };
      }),
    ],
  };
}

/**
 * A uPlot line or bar chart in the current theme's colours (marks in the theme's chart colours,
 * 3:1 in both themes, each series with its own dash; put the numbers in a {@link DataTable} beside
 * it), redrawn when the theme, the data or the width changes. uPlot is loaded on first draw: it is
 * part of the chunks of the pages that draw a chart only.
 */
export function UplotChart(props: UplotChartProps) {
  const { theme } = useMountProps();
  const ref = useRef<HTMLDivElement>(null);
  const [drawable] = useState(canDraw);
  const { title, kind, labels, series, height, showTitle = false } = props;

  useEffect(() => {
    const element = ref.current;
    if (!drawable || element === null) return undefined;
    let chart: uPlot | null = null;
    let cancelled = false;
    const data: uPlot.AlignedData = [labels.map((_label, index) => index), ...series.map((item) => [...item.values])];
    const draw = (lib: typeof uPlot) => {
      chart?.destroy();
      chart = new lib(options(lib, element, { title, kind, labels, series, height }, element.clientWidth || 600), data, element);
    };
    let observer: ResizeObserver | null = null;
    void import(/* webpackChunkName: "uplot" */ 'uplot').then(({ default: lib }) => {
      if (cancelled) return;
      draw(lib);
      observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth || 600, height: height ?? 240 }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [drawable, theme, title, kind, labels, series, height]);

  if (!drawable) return null;
  return (
    <figure className={styles.figure}>
      {/* The title in sight too (the drawing's name for screen readers is the same). */}
      {showTitle && (
        <figcaption className={styles.caption} aria-hidden="true">
          {title}
        </figcaption>
      )}
      <ul className={styles.legend} aria-hidden="true">
        {series.map((item, index) => {
          const style = CHART_SERIES_STYLES[index % CHART_SERIES_STYLES.length] ?? CHART_SERIES_STYLES[0];
          return (
            <li key={item.label}>
              <span className={styles.swatch} style={{ background: `var(${style.color})` }} />
              {item.label}
            </li>
          );
        })}
      </ul>
      <div ref={ref} role="img" aria-label={title} className={styles.chart} />
    </figure>
  );
}
