import type { RemoteLoadOutcome } from '@platform/contract';

/** How one version of a remote fared in browsers over a span of time. */
export interface VersionFigures {
  version: string;
  /** Attempts to load and mount it: each ends mounted, or with its entry, a chunk or its mount failing. */
  loads: number;
  /** Loads that failed, plus renders that threw after a mount. */
  failures: number;
  /** `failures / loads`, at most 1 (0 without loads). */
  rate: number;
}

/** When a version is unhealthy (api/src/config/env.ts, `RELEASE_HEALTH_*`). */
export interface HealthThresholds {
  minLoads: number;
  maxFailureRate: number;
  ratio: number;
  margin: number;
}

const LOAD_OUTCOMES: ReadonlySet<string> = new Set<RemoteLoadOutcome>(['mounted', 'entry-failed', 'chunk-failed', 'mount-threw']);
const FAILURE_OUTCOMES: ReadonlySet<string> = new Set<RemoteLoadOutcome>(['entry-failed', 'chunk-failed', 'mount-threw', 'render-threw']);

/** Sums a version's counts per outcome into its figures (a `fallback` is neither a load nor a failure: the load it ended is counted as `mounted`). */
export function figuresOf(version: string, counts: Partial<Record<RemoteLoadOutcome, number>>): VersionFigures {
  let loads = 0;
  let failures = 0;
  for (const [outcome, count] of Object.entries(counts)) {
    if (LOAD_OUTCOMES.has(outcome)) loads += count;
    if (FAILURE_OUTCOMES.has(outcome)) failures += count;
  }
  return { version, loads, failures, rate: loads === 0 ? 0 : Math.min(1, failures / loads) };
}

export interface Verdict {
  unhealthy: boolean;
  /** Why, in words, with the figures (the audit's reason and the log line). */
  reason: string;
}

function percent(rate: number): string {
  return `${(rate * 100).toFixed(1)} %`;
}

function describe(label: string, figures: VersionFigures): string {
  return `${label} ${figures.version}: ${figures.failures} failures in ${figures.loads} loads (${percent(figures.rate)})`;
}

/**
 * Judges `candidate` (a canary, or a version just released) against `baseline` (the stable
 * version, or the one current before): unhealthy when it has at least `minLoads` loads, a failure
 * rate above `maxFailureRate`, and a rate of at least `ratio` × the baseline's + `margin` (so an
 * outage that fails both versions alike is not blamed on the new one). Without a baseline, or one
 * with no loads, the absolute threshold decides alone.
 */
export function judge(candidate: VersionFigures, baseline: VersionFigures | undefined, thresholds: HealthThresholds, labels = { candidate: 'canary', baseline: 'stable' }): Verdict {
  const baseRate = baseline !== undefined && baseline.loads > 0 ? baseline.rate : 0;
  const bar = Math.max(thresholds.maxFailureRate, thresholds.ratio * baseRate + thresholds.margin);
  const figures = `${describe(labels.candidate, candidate)}; ${baseline === undefined ? `no ${labels.baseline} version` : describe(labels.baseline, baseline)}`;
  if (candidate.loads < thresholds.minLoads) {
    return { unhealthy: false, reason: `${figures}: too few loads to judge (at least ${thresholds.minLoads})` };
  }
  const worse = candidate.rate > thresholds.maxFailureRate && candidate.rate >= thresholds.ratio * baseRate + thresholds.margin;
  return {
    unhealthy: worse,
    reason: `${figures}: ${worse ? 'above' : 'within'} the limit of ${percent(bar)} (more than ${percent(thresholds.maxFailureRate)} and at least ${thresholds.ratio} × ${labels.baseline}'s rate + ${percent(thresholds.margin)})`,
  };
}
