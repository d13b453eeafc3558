import type { BenchResults } from './results';
import { table } from './table';

type MixedLoad = NonNullable<BenchResults['mixedLoad']>;

function operationsTable(run: Pick<MixedLoad, 'operations'>): string {
  return table(
    ['Operation', 'Requests', 'Errors', 'p50 ms', 'p95 ms', 'p99 ms'],
    Object.entries(run.operations).map(([name, figures]) => [name, String(figures.count), String(figures.errors), String(figures.p50Ms), String(figures.p95Ms), String(figures.p99Ms)]),
  );
}

/** The load and soak parts: the mixed workload, the search flood, the soak. */
export function hostileSection(results: BenchResults): string {
  const { mixedLoad, searchFlood, soak } = results;
  if (!mixedLoad && !searchFlood && !soak) return '';
  const parts = [
    '## Load and soak',
    '',
    'One API process on the embedded database with the demo data (`bench/src/hostile/`). Virtual users each send one request after another: recruiters search, open CVs, add favourites and sign in again; candidates list vacancies, apply and read their applications. Every acknowledged write is looked for through the API afterwards.',
  ];
  if (mixedLoad) {
    parts.push(
      '',
      `**Mixed workload** (${mixedLoad.database}): concurrency ${mixedLoad.concurrency} for ${mixedLoad.durationSeconds} s, ${mixedLoad.requests} requests (${mixedLoad.requestsPerSecond}/s), ${mixedLoad.errors} errors; writes ${mixedLoad.writes.acknowledged} acknowledged, ${mixedLoad.writes.found} found, ${mixedLoad.writes.lost} lost.${mixedLoad.errorSamples.length > 0 ? ` Errors, e.g.: ${mixedLoad.errorSamples.slice(0, 3).join('; ')}` : ''}`,
      '',
      operationsTable(mixedLoad),
    );
  }
  if (searchFlood) {
    const non2xx = Object.entries(searchFlood.searchNon2xx).map(([status, count]) => `${count} × ${status}`).join(', ') || 'none';
    parts.push(
      '',
      `**Search flood** (${searchFlood.database}): anonymous searches at concurrency ${searchFlood.concurrency} for ${searchFlood.durationSeconds} s: ${searchFlood.searches} (${searchFlood.searchesPerSecond}/s), p50 ${searchFlood.searchP50Ms} ms, p99 ${searchFlood.searchP99Ms} ms, ${searchFlood.searchErrors} connection errors, non-2xx: ${non2xx}. \`/api/ready\` every 100 ms from another process: ${searchFlood.readyProbes} probes, p50 ${searchFlood.readyP50Ms} ms, **p95 ${searchFlood.readyP95Ms} ms**, max ${searchFlood.readyMaxMs} ms, ${searchFlood.readyFailures} failed.`,
    );
  }
  if (soak) {
    parts.push(
      '',
      `**Soak** (${soak.database}): the mixed workload at concurrency ${soak.workload.concurrency} for ${soak.seconds} s, ${soak.workload.requests} requests, ${soak.workload.errors} errors, ${soak.workload.writes.lost} lost writes of ${soak.workload.writes.acknowledged}. API process RSS (median of the run's second tenth → of its last tenth, ${soak.samples} samples): ${soak.apiRssStartMiB} → ${soak.apiRssEndMiB} MiB, **${soak.apiMemoryGrowthPercent} %**, peak ${soak.apiRssPeakMiB} MiB; with the embedded database server ${soak.treeRssStartMiB} → ${soak.treeRssEndMiB} MiB.`,
      '',
      operationsTable(soak.workload),
    );
  }
  return parts.join('\n');
}
