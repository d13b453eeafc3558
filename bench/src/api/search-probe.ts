import type { FastifyInstance } from 'fastify';
import { percentile, round } from '../util/stats';

/** The searches a recruiter runs while a mailing sends: broad, narrow, filtered, sorted. */
const QUERIES: readonly object[] = [
  { text: 'developer' },
  { text: 'java spring' },
  { text: 'python', filters: { city: ['Moscow'] } },
  { text: 'engineer', sort: 'updated' },
  { text: 'qa' },
];

/** Latencies of one series of searches. */
export interface SearchSeries {
  samples: number;
  p50Ms: number;
  p95Ms: number;
}

/** The count, p50 and p95 of search latencies. */
export function summarise(latencies: readonly number[]): SearchSeries {
  return { samples: latencies.length, p50Ms: round(percentile(latencies, 50), 1), p95Ms: round(percentile(latencies, 95), 1) };
}

/**
 * Searches through the API's HTTP layer (`inject`: same process, same event loop and pool as the
 * job runner, which is how `npm start` runs jobs), one after another, as the signed-in recruiter.
 */
export class SearchProbe {
  private next = 0;

  constructor(
    private readonly app: FastifyInstance,
    private readonly cookie: string,
  ) {}

  private async once(): Promise<number> {
    const payload = QUERIES[this.next % QUERIES.length] ?? {};
    this.next += 1;
    const started = performance.now();
    const response = await this.app.inject({ method: 'POST', url: '/api/webapp/resumes_search/resumes/', headers: { cookie: this.cookie }, payload });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`search answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    return elapsed;
  }

  /** The latencies of `count` searches in a row (after `warmUp` unmeasured ones to warm the caches). */
  async series(count: number, warmUp = 0): Promise<number[]> {
    for (let index = 0; index < warmUp; index += 1) await this.once();
    const latencies: number[] = [];
    for (let index = 0; index < count; index += 1) latencies.push(await this.once());
    return latencies;
  }

  /** The latencies of searches in a row until `done()` says stop. */
  async until(done: () => boolean): Promise<number[]> {
    const latencies: number[] = [];
    while (!done()) latencies.push(await this.once());
    return latencies;
  }
}

/** What the idle searches before a run cost each: taken out of the run's own figures (the searches during it cost about the same). */
export interface IdleSearches {
  latencies: number[];
  statementsPerSearch: number;
  cpuMsPerSearch: number;
}

/** `count` idle searches after `warmUp` unmeasured ones, with their statements and this process's CPU time per search. */
export async function idleSearches(probe: SearchProbe, db: { readonly statements: number }, count: number, warmUp = 10): Promise<IdleSearches> {
  const statements = db.statements;
  const cpu = process.cpuUsage();
  const latencies = await probe.series(count, warmUp);
  const used = process.cpuUsage(cpu);
  return {
    latencies,
    statementsPerSearch: (db.statements - statements) / (count + warmUp),
    cpuMsPerSearch: (used.user + used.system) / 1000 / (count + warmUp),
  };
}
