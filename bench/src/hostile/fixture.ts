import { z } from 'zod';
import { cvPool, sessionCookie } from '../api/load-test';

export { sessionCookie };

/** The password of every account the hostile workload registers. */
export const WORKLOAD_PASSWORD = 'bench-password-1';

/** A signed-in account of the workload; `cookie` is replaced at each sign-in. */
export interface Account {
  kind: 'recruiter' | 'candidate';
  email: string;
  cookie: string;
  /** A candidate has applied to this many of the fixture's vacancies, in order (kept across parts: one application per vacancy). */
  applied: number;
}

/** What the mixed workload runs against: its accounts, open vacancies to apply to, CVs to open. */
export interface WorkloadFixture {
  origin: string;
  recruiters: Account[];
  candidates: Account[];
  vacancyIds: number[];
  cvs: Array<{ type: string; id: number }>;
}

async function send(origin: string, method: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(cookie === undefined ? {} : { cookie }) },
    body: JSON.stringify(body),
  });
}

async function register(origin: string, kind: Account['kind'], email: string): Promise<Account> {
  const response = await send(origin, 'POST', '/api/auth/register', { email, password: WORKLOAD_PASSWORD, name: `Bench ${kind}`, kind });
  if (response.status !== 201) throw new Error(`registering ${email}: ${response.status} ${await response.text()}`);
  return { kind, email, cookie: sessionCookie(response), applied: 0 };
}

const idSchema = z.object({ id: z.number() });

/**
 * Registers `size` recruiters (each with an open vacancy) and `size` candidates (each with a CV
 * on the platform), unique to this run, and reads a pool of CVs to open.
 */
export async function createFixture(origin: string, size: number): Promise<WorkloadFixture> {
  const run = Date.now().toString(36);
  const recruiters: Account[] = [];
  const candidates: Account[] = [];
  const vacancyIds: number[] = [];
  for (let index = 0; index < size; index += 1) {
    const recruiter = await register(origin, 'recruiter', `bench-r${index}-${run}@example.test`);
    const vacancy = await send(origin, 'POST', '/api/team/vacancies', { title: `Bench vacancy ${index}`, status: 'open' }, recruiter.cookie);
    if (vacancy.status !== 201) throw new Error(`creating a vacancy: ${vacancy.status} ${await vacancy.text()}`);
    vacancyIds.push(idSchema.parse(await vacancy.json()).id);
    recruiters.push(recruiter);

    const candidate = await register(origin, 'candidate', `bench-c${index}-${run}@example.test`);
    const cv = await send(
      origin,
      'PUT',
      '/api/cv/me',
      {
        username: `bench-${run}-${index}`,
        visibility: 'hidden',
        resume: { basics: { name: `Bench Candidate ${index}`, label: 'Backend developer', email: candidate.email }, skills: [{ name: 'Go' }] },
      },
      candidate.cookie,
    );
    if (cv.status !== 200) throw new Error(`writing a candidate's CV: ${cv.status} ${await cv.text()}`);
    candidates.push(candidate);
  }
  return { origin, recruiters, candidates, vacancyIds, cvs: await cvPool(origin) };
}
