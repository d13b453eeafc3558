import type { ManagedProcess } from '../../../tooling/src/start/process-group';
import { processTree, rssBytes } from '../platform/processes';
import { median, round } from '../util/stats';
import type { WorkloadFixture } from './fixture';
import { type MixedWorkloadResult, runMixedWorkload } from './mixed-workload';

const MIB = 1024 * 1024;
const SAMPLE_EVERY_MS = 2000;

export interface SoakResult {
  seconds: number;
  workload: MixedWorkloadResult;
  /** Resident memory of the API's Node process: median of the samples of the run's second tenth (after warm-up) and of its last tenth. */
  apiRssStartMiB: number;
  apiRssEndMiB: number;
  apiRssPeakMiB: number;
  /** (end − start) / start, in per cent. */
  apiMemoryGrowthPercent: number;
  /** The same for the process tree (with the embedded database server). */
  treeRssStartMiB: number;
  treeRssEndMiB: number;
  samples: number;
}

function windowMedian(samples: readonly number[], from: number, to: number): number {
  const start = Math.floor(samples.length * from);
  const end = Math.max(start + 1, Math.floor(samples.length * to));
  return median(samples.slice(start, end));
}

/**
 * The mixed workload for `seconds` while the API's resident memory is sampled every 2 s: its
 * growth from after the warm-up (second tenth of the run) to the end (last tenth), medians so
 * that one collection cycle does not decide it.
 */
export async function runSoak(api: ManagedProcess, fixture: WorkloadFixture, concurrency: number, seconds: number): Promise<SoakResult> {
  const apiSamples: number[] = [];
  const treeSamples: number[] = [];
  const sample = (): void => {
    apiSamples.push(rssBytes(api.pid));
    treeSamples.push(processTree(api.pid).reduce((sum, pid) => sum + rssBytes(pid), 0));
  };
  const timer = setInterval(sample, SAMPLE_EVERY_MS);
  let workload: MixedWorkloadResult;
  try {
    workload = await runMixedWorkload(fixture, concurrency, seconds);
  } finally {
    clearInterval(timer);
  }
  const apiStart = windowMedian(apiSamples, 0.1, 0.2);
  const apiEnd = windowMedian(apiSamples, 0.9, 1);
  return {
    seconds,
    workload,
    apiRssStartMiB: round(apiStart / MIB),
    apiRssEndMiB: round(apiEnd / MIB),
    apiRssPeakMiB: round(Math.max(...apiSamples) / MIB),
    apiMemoryGrowthPercent: round(((apiEnd - apiStart) / apiStart) * 100),
    treeRssStartMiB: round(windowMedian(treeSamples, 0.1, 0.2) / MIB),
    treeRssEndMiB: round(windowMedian(treeSamples, 0.9, 1) / MIB),
    samples: apiSamples.length,
  };
}
