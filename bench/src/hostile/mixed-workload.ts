import { z } from 'zod';
import { FAVOURITES_PER_PAGE_MAX } from '@platform/contract';
import { LOAD_SEARCHES } from '../api/load-test';
import { percentile, round } from '../util/stats';
import { type Account, sessionCookie, WORKLOAD_PASSWORD, type WorkloadFixture } from './fixture';

/**
 * The mixed workload: `concurrency` virtual users, each a loop of requests one after another
 * (recruiters search, open CVs, add favourites, sign in again; candidates list vacancies, apply,
 * read their applications; anyone searches anonymously). Every write acknowledged (2xx) is noted
 * and looked for afterwards through the API: a write acknowledged but not found is lost.
 */

const SEARCH_PATH = '/api/webapp/resumes_search/resumes/';
const DETAILS_PATH = '/api/webapp/resumes_search/resume/';

type Operation =
  | 'search (anonymous)'
  | 'search (signed in)'
  | 'CV details'
  | 'favourites add'
  | 'sign-in'
  | 'me'
  | 'vacancies'
  | 'apply'
  | 'applications';

const RECRUITER_CYCLE: readonly Operation[] = ['search (signed in)', 'CV details', 'favourites add', 'search (anonymous)', 'CV details', 'me', 'search (signed in)', 'favourites add'];
const CANDIDATE_CYCLE: readonly Operation[] = ['vacancies', 'apply', 'search (anonymous)', 'me', 'applications', 'CV details'];
/** Every this many requests a user signs in again (a new session, used from then on). */
const SIGN_IN_EVERY = 25;

export interface OperationFigures {
  count: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

export interface MixedWorkloadResult {
  concurrency: number;
  durationSeconds: number;
  requests: number;
  requestsPerSecond: number;
  /** Network errors and unexpected statuses. */
  errors: number;
  /** A few of them, to say what went wrong. */
  errorSamples: string[];
  operations: Record<string, OperationFigures>;
  /** Favourites, applications and sign-ins acknowledged, and how many of them were found after the run. */
  writes: { acknowledged: number; found: number; lost: number };
}

interface Recorder {
  latencies: Map<Operation, number[]>;
  errors: Map<Operation, number>;
  samples: string[];
}

/** The writes a run acknowledged, per account. */
interface Acknowledged {
  favourites: Map<Account, Set<string>>;
  applications: Map<Account, Set<number>>;
  signIns: Map<Account, number>;
}

function record(recorder: Recorder, operation: Operation, ms: number, error?: string): void {
  const list = recorder.latencies.get(operation) ?? [];
  list.push(ms);
  recorder.latencies.set(operation, list);
  if (error === undefined) return;
  recorder.errors.set(operation, (recorder.errors.get(operation) ?? 0) + 1);
  if (recorder.samples.length < 10) recorder.samples.push(`${operation}: ${error}`);
}

function request(origin: string, method: string, path: string, options: { body?: unknown; cookie?: string; forwardedFor?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  // Candidates apply from many addresses, as behind the host proxy (which sets the header).
  if (options.forwardedFor !== undefined) headers['x-forwarded-for'] = options.forwardedFor;
  return fetch(`${origin}${path}`, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
}

let forwardedCounter = 0;
function nextAddress(): string {
  forwardedCounter += 1;
  return `10.${(forwardedCounter >> 16) & 255}.${(forwardedCounter >> 8) & 255}.${forwardedCounter & 255}`;
}

/** One virtual user's loop until `deadline`. */
async function virtualUser(fixture: WorkloadFixture, account: Account, index: number, deadline: number, recorder: Recorder, acked: Acknowledged): Promise<void> {
  const cycle = account.kind === 'recruiter' ? RECRUITER_CYCLE : CANDIDATE_CYCLE;
  const favourites = acked.favourites.get(account) ?? new Set<string>();
  acked.favourites.set(account, favourites);
  const applications = acked.applications.get(account) ?? new Set<number>();
  acked.applications.set(account, applications);
  let favouriteCursor = index * 37;
  for (let step = 0; Date.now() < deadline; step += 1) {
    let operation: Operation = step % SIGN_IN_EVERY === SIGN_IN_EVERY - 1 ? 'sign-in' : (cycle[step % cycle.length] ?? 'me');
    if (operation === 'apply' && account.applied >= fixture.vacancyIds.length) operation = 'applications';
    const started = performance.now();
    let error: string | undefined;
    try {
      error = await perform(operation);
    } catch (caught) {
      error = caught instanceof Error ? `${caught.message}${caught.cause instanceof Error ? ` (${caught.cause.message})` : ''}` : String(caught);
    }
    record(recorder, operation, performance.now() - started, error);
  }

  /** Runs one operation; returns what was wrong, or undefined. */
  async function perform(operation: Operation): Promise<string | undefined> {
    const { origin } = fixture;
    const expect = async (response: Response, ...statuses: number[]): Promise<string | undefined> => {
      if (statuses.includes(response.status)) return undefined;
      return `${response.status} ${(await response.text()).slice(0, 200)}`;
    };
    switch (operation) {
      case 'search (anonymous)':
      case 'search (signed in)': {
        const body = LOAD_SEARCHES[(index + favouriteCursor++) % LOAD_SEARCHES.length];
        const response = await request(origin, 'POST', SEARCH_PATH, { body, ...(operation === 'search (signed in)' ? { cookie: account.cookie } : {}) });
        const error = await expect(response, 200);
        if (error === undefined) await response.arrayBuffer();
        return error;
      }
      case 'CV details': {
        const cv = fixture.cvs[(index * 7919 + favouriteCursor++) % fixture.cvs.length];
        const response = await request(origin, 'POST', DETAILS_PATH, { body: cv, cookie: account.cookie });
        const error = await expect(response, 200);
        if (error === undefined) await response.arrayBuffer();
        return error;
      }
      case 'favourites add': {
        const cv = fixture.cvs[favouriteCursor++ % fixture.cvs.length];
        if (cv === undefined) return 'no CV';
        const response = await request(origin, 'POST', '/api/user/favourites', { body: cv, cookie: account.cookie });
        const error = await expect(response, 200, 201);
        if (error === undefined) favourites.add(`${cv.type}:${cv.id}`);
        await response.arrayBuffer().catch(() => undefined);
        return error;
      }
      case 'apply': {
        const vacancyId = fixture.vacancyIds[account.applied++];
        const response = await request(origin, 'POST', `/api/team/vacancies/${vacancyId}/applications`, {
          body: { message: 'Bench application' },
          cookie: account.cookie,
          forwardedFor: nextAddress(),
        });
        const error = await expect(response, 201);
        if (error === undefined) applications.add(z.object({ id: z.number() }).parse(await response.json()).id);
        return error;
      }
      case 'sign-in': {
        const response = await request(origin, 'POST', '/api/auth/login', { body: { email: account.email, password: WORKLOAD_PASSWORD } });
        const error = await expect(response, 200);
        if (error === undefined) {
          account.cookie = sessionCookie(response);
          acked.signIns.set(account, (acked.signIns.get(account) ?? 0) + 1);
        }
        await response.arrayBuffer().catch(() => undefined);
        return error;
      }
      case 'me':
      case 'vacancies':
      case 'applications': {
        const path = operation === 'me' ? '/api/auth/me' : operation === 'vacancies' ? '/api/vacancies' : '/api/user/applications';
        const response = await request(origin, 'GET', path, { cookie: account.cookie });
        const error = await expect(response, 200);
        await response.arrayBuffer().catch(() => undefined);
        return error;
      }
    }
  }
}

const favouritesSchema = z.object({ items: z.array(z.object({ type: z.string(), id: z.number() })) });
const applicationsSchema = z.object({ items: z.array(z.object({ id: z.number() })) });

/** Counts the acknowledged writes the API has after the run (each account's own lists, its last session). */
async function countFound(fixture: WorkloadFixture, acked: Acknowledged): Promise<number> {
  let found = 0;
  for (const [account, keys] of acked.favourites) {
    if (keys.size === 0) continue;
    // Every page: a busy run adds more favourites per account than one page holds.
    const items = new Set<string>();
    for (let page = 0; ; page += 1) {
      const response = await request(fixture.origin, 'GET', `/api/user/favourites?page=${page}&perPage=${FAVOURITES_PER_PAGE_MAX}`, { cookie: account.cookie });
      const pageItems = favouritesSchema.parse(await response.json()).items;
      for (const item of pageItems) items.add(`${item.type}:${item.id}`);
      if (pageItems.length < FAVOURITES_PER_PAGE_MAX) break;
    }
    found += [...keys].filter((key) => items.has(key)).length;
  }
  for (const [account, ids] of acked.applications) {
    if (ids.size === 0) continue;
    const response = await request(fixture.origin, 'GET', '/api/user/applications', { cookie: account.cookie });
    const items = applicationsSchema.parse(await response.json()).items.map((item) => item.id);
    found += [...ids].filter((id) => items.includes(id)).length;
  }
  // Sign-ins: each account's newest session must still work (the run used it from then on).
  for (const [account, count] of acked.signIns) {
    const response = await request(fixture.origin, 'GET', '/api/auth/me', { cookie: account.cookie });
    await response.arrayBuffer();
    found += response.status === 200 ? count : count - 1;
  }
  return found;
}

/** Runs the mixed workload with `concurrency` users for `seconds`, then checks every acknowledged write. */
export async function runMixedWorkload(fixture: WorkloadFixture, concurrency: number, seconds: number): Promise<MixedWorkloadResult> {
  const recorder: Recorder = { latencies: new Map(), errors: new Map(), samples: [] };
  const acked: Acknowledged = { favourites: new Map(), applications: new Map(), signIns: new Map() };
  const started = performance.now();
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, (_, index) => {
      const pool = index % 2 === 0 ? fixture.recruiters : fixture.candidates;
      const account = pool[Math.floor(index / 2) % pool.length];
      if (account === undefined) throw new Error('the fixture has no accounts');
      return virtualUser(fixture, account, index, deadline, recorder, acked);
    }),
  );
  const durationSeconds = (performance.now() - started) / 1000;
  const acknowledged =
    [...acked.favourites.values()].reduce((sum, keys) => sum + keys.size, 0) + [...acked.applications.values()].reduce((sum, ids) => sum + ids.size, 0) +
    [...acked.signIns.values()].reduce((sum, count) => sum + count, 0);
  const found = await countFound(fixture, acked);
  const operations: Record<string, OperationFigures> = {};
  let requests = 0;
  let errors = 0;
  for (const [operation, latencies] of recorder.latencies) {
    const failed = recorder.errors.get(operation) ?? 0;
    requests += latencies.length;
    errors += failed;
    operations[operation] = {
      count: latencies.length,
      errors: failed,
      p50Ms: round(percentile(latencies, 50)),
      p95Ms: round(percentile(latencies, 95)),
      p99Ms: round(percentile(latencies, 99)),
    };
  }
  return {
    concurrency,
    durationSeconds: round(durationSeconds),
    requests,
    requestsPerSecond: round(requests / durationSeconds),
    errors,
    errorSamples: recorder.samples,
    operations,
    writes: { acknowledged, found, lost: acknowledged - found },
  };
}
