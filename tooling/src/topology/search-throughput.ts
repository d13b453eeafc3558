import { runLoad, type LoadResult } from './load';

/** Anonymous searches (no history writes): a rare word, a broad one, boolean syntax, Russian, filters. */
export const SEARCHES = [
  { text: 'developer' },
  { text: 'java spring kafka' },
  { text: '"java developer" AND (spring OR kotlin) NOT junior' },
  { text: 'разработчик' },
  { text: 'python', filters: { experienceYears: { min: 3 } } },
].map((body) => ({ method: 'POST' as const, path: '/api/webapp/resumes_search/resumes/', body: JSON.stringify(body) }));

/** Search throughput of the scaled-out topology against one API process on the primary, one after the other. */
export interface ThroughputComparison {
  scaledOut: LoadResult;
  single: LoadResult;
  /** scaledOut / single requests per second. */
  ratio: number;
}

/**
 * The same search load, first through nginx (two API processes reading from the replica), then
 * straight at one API process on the primary alone (no DATABASE_READ_URL).
 */
export async function compareSearchThroughput(scaledOutOrigin: string, singleOrigin: string, options: { seconds: number; connections: number }): Promise<ThroughputComparison> {
  const scaledOut = await runLoad(scaledOutOrigin, SEARCHES, options);
  const single = await runLoad(singleOrigin, SEARCHES, options);
  return { scaledOut, single, ratio: single.requestsPerSecond === 0 ? 0 : Math.round((scaledOut.requestsPerSecond / single.requestsPerSecond) * 100) / 100 };
}
