/** The median of the numbers (mean of the two middle ones for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}

/**
 * The p-th percentile (0–100) by linear interpolation between closest ranks, the definition most
 * load tools use; NaN when empty.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] ?? Number.NaN;
  const highValue = sorted[high] ?? Number.NaN;
  return lowValue + (highValue - lowValue) * (rank - low);
}

/** Rounds to `digits` decimals, keeping numbers readable in JSON results. */
export function round(value: number, digits = 1): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
