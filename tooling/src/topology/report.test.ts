import type { ObservedFigures } from './prometheus-figures';
import { topologyProblems } from './report';
import type { TopologyFigures } from './run-topology';

/** A run that proved everything, with `observed` as Prometheus saw it. */
function run(observed: Partial<ObservedFigures>): TopologyFigures {
  return {
    apiKill: { failures: 0 },
    workerKill: { sent: 3, recipients: 3, distinctReceived: 3, unfinishedJobs: 0 },
    replicaLag: { missedWhileFresh: true },
    throughput: { scaledOut: { failures: 0 }, single: { failures: 0 } },
    observed: {
      targets: ['api-1', 'api-2', 'worker'].map((process) => ({ job: process === 'worker' ? 'worker' : 'api', process, up: 1 })),
      apiRequests: 4907,
      peakRequestsPerSecond: 618,
      searchP95Ms: 248,
      mailSent: 297,
      maxReplicaLagSeconds: 2,
      firingAlerts: [],
      ...observed,
    },
  } as unknown as TopologyFigures;
}

describe('topologyProblems: what Prometheus saw', () => {
  it('finds nothing wrong when it scraped every process and saw the load', () => {
    expect(topologyProblems(run({}))).toEqual([]);
  });

  it('fails a run in which Prometheus saw no request, no search or no mail', () => {
    expect(topologyProblems(run({ apiRequests: 0, searchP95Ms: null, mailSent: 0 }))).toEqual([
      'Prometheus saw no API request: the API processes served no metrics it could scrape',
      'Prometheus saw no search in the request histograms',
      'Prometheus saw no message sent by the worker',
    ]);
  });

  it('fails a run in which a process could not be scraped at the end, or one was never a target', () => {
    const down = run({});
    down.observed.targets[2] = { job: 'worker', process: 'worker', up: 0 };
    expect(topologyProblems(down)).toEqual(['Prometheus could not scrape every process at the end (down: worker/worker; 3 targets)']);
    expect(topologyProblems(run({ targets: [] }))).toEqual(['Prometheus could not scrape every process at the end (down: none; 0 targets)']);
  });
});
