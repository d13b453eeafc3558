import type { TopologyFigures } from './run-topology';

/** The run's figures as lines for the terminal (and the closing note of a deployment). */
export function formatFigures(figures: TopologyFigures): string[] {
  const { apiKill, workerKill, rollback, replicaLag, throughput } = figures;
  return [
    `Topology: PostgreSQL primary + streaming replica, 2 API processes + 1 worker, nginx; ${figures.cvs} CVs; ${figures.seconds} s in all`,
    `  browser smoke through nginx: ${figures.smoke.map((step) => `${step.name} ${step.ms} ms`).join(', ')}`,
    `  API process SIGKILLed under load: ${apiKill.requests} GETs, ${apiKill.failures} failed (${apiKill.requestsPerSecond} req/s, p99 ${apiKill.p99Ms} ms)`,
    `  worker SIGKILLed mid-mailing (${workerKill.receivedAtKill}/${workerKill.recipients} delivered at the kill): ${workerKill.sent} sent, ` +
      `${workerKill.distinctReceived} distinct received, ${workerKill.resent} received twice, ${workerKill.unfinishedJobs} jobs unfinished (${workerKill.seconds} s)`,
    `  rollback of ${rollback.app}: ${rollback.from} -> ${rollback.to}, served through nginx at once (entry ${rollback.entryStatus})`,
    `  replica replay paused: a new CV ${replicaLag.missedWhileFresh ? 'not found at first (the replica served), then ' : ''}found after ${replicaLag.foundAfterMs} ms ` +
      `(reads moved to the primary); replay resumed: back on the replica after ${replicaLag.backOnReplicaMs} ms`,
    `  search: ${throughput.scaledOut.requestsPerSecond} req/s (2 processes + replica, p99 ${throughput.scaledOut.p99Ms} ms) vs ` +
      `${throughput.single.requestsPerSecond} req/s (1 process on the primary, p99 ${throughput.single.p99Ms} ms): ratio ${throughput.ratio}` +
      ` (${throughput.scaledOut.failures + throughput.single.failures} failed)`,
    `  requests served through nginx: ${figures.requestsServed}; failures during the kills: ${apiKill.failures}`,
    ...formatObserved(figures.observed),
  ];
}

/** What Prometheus saw, as report lines. */
function formatObserved(observed: TopologyFigures['observed']): string[] {
  return [
    `  Prometheus saw: ${observed.apiRequests} API requests, peak ${observed.peakRequestsPerSecond} req/s, search p95 ` +
      `${observed.searchP95Ms === null ? 'none' : `${observed.searchP95Ms} ms`}, ${observed.mailSent} messages sent by the worker, ` +
      `replica lag up to ${observed.maxReplicaLagSeconds === null ? 'none' : `${observed.maxReplicaLagSeconds.toFixed(1)} s`}`,
    `  Prometheus targets: ${observed.targets.map((target) => `${target.job}/${target.process} up=${target.up}`).join(', ')}; ` +
      `alerts firing: ${observed.firingAlerts.length === 0 ? 'none' : observed.firingAlerts.join(', ')}`,
  ];
}

/** Whether the run proved what it must: no failed request around the kills, the mailing complete once, the rollback served. */
export function topologyProblems(figures: TopologyFigures): string[] {
  const problems: string[] = [];
  if (figures.apiKill.failures > 0) problems.push(`${figures.apiKill.failures} requests failed while an API process was killed (${figures.apiKill.failureKinds})`);
  const { workerKill } = figures;
  if (workerKill.sent !== workerKill.recipients || workerKill.distinctReceived !== workerKill.recipients) {
    problems.push(`the mailing ended with ${workerKill.sent} sent and ${workerKill.distinctReceived} received of ${workerKill.recipients}`);
  }
  if (workerKill.unfinishedJobs > 0) problems.push(`${workerKill.unfinishedJobs} mail jobs never finished`);
  if (!figures.replicaLag.missedWhileFresh) problems.push('a CV saved while the replica was paused was found at once: the searches did not read from the replica');
  if (figures.throughput.scaledOut.failures + figures.throughput.single.failures > 0) problems.push('searches failed under load');
  const { observed } = figures;
  if (observed.apiRequests === 0) problems.push('Prometheus saw no API request: the API processes served no metrics it could scrape');
  if (observed.searchP95Ms === null) problems.push('Prometheus saw no search in the request histograms');
  if (observed.mailSent === 0) problems.push('Prometheus saw no message sent by the worker');
  const down = observed.targets.filter((target) => target.up !== 1).map((target) => `${target.job}/${target.process}`);
  if (observed.targets.length < 3 || down.length > 0) problems.push(`Prometheus could not scrape every process at the end (down: ${down.join(', ') || 'none'}; ${observed.targets.length} targets)`);
  return problems;
}
