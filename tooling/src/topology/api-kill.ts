import { runLoad, type LoadResult } from './load';

/** Idempotent GETs through nginx: the public job board (replica reads), its filters, the liveness probe. */
const IDEMPOTENT_GETS = [
  { method: 'GET', path: '/api/vacancies' },
  { method: 'GET', path: '/api/vacancies?q=developer' },
  { method: 'GET', path: '/api/vacancies?page=2' },
  { method: 'GET', path: '/api/health' },
] as const;

/**
 * Load of idempotent GETs through nginx while one API process is killed with SIGKILL a third of the
 * way in: every request must still be answered 2xx (nginx's proxy_next_upstream sends those that
 * met the dead process to the other one).
 */
export async function killApiUnderLoad(origin: string, kill: () => Promise<void>, seconds = 9): Promise<LoadResult> {
  const load = runLoad(origin, IDEMPOTENT_GETS, { seconds, connections: 8 });
  await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
  await kill();
  return load;
}
