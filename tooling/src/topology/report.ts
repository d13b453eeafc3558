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
  return problems;
}
