import { TEST_PASSWORD } from './app';

/** A response read whole: status and parsed JSON body (`null` when it has none). */
export interface ApiResponse {
  status: number;
  body: unknown;
}

/** One request over real HTTP to an API process (`origin`), JSON in and out. */
export async function apiCall(
  origin: string,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  options: { cookie?: string; body?: unknown } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  if (options.cookie !== undefined) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${origin}${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

/** Registers a recruiter (a new team) over HTTP; returns the `sid=...` cookie to send. */
export async function registerRecruiter(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: TEST_PASSWORD, name: `Recruiter ${email}`, kind: 'recruiter' }),
  });
  if (response.status !== 201) throw new Error(`register ${email}: ${response.status} ${await response.text()}`);
  const sid = response.headers.getSetCookie().find((cookie) => cookie.startsWith('sid='));
  if (sid === undefined) throw new Error('register: no sid cookie');
  return sid.split(';')[0] ?? sid;
}

/** A JSON Resume document of a developer, unique by `key` (its e-mail address is `<key>@example.test`). */
export function resumeDocument(key: string, skill = 'TypeScript'): Record<string, unknown> {
  return {
    basics: {
      name: `Candidate ${key}`,
      label: `${skill} developer`,
      email: `${key}@example.test`,
      summary: `Builds services with ${skill}, PostgreSQL and Docker; mentors the team and writes tests.`,
      location: { city: 'Berlin', countryCode: 'DE' },
    },
    work: [
      { name: 'Northwind', position: `Senior ${skill} developer`, startDate: '2020-01', summary: 'Payments platform, on-call, code review.' },
      { name: 'Contoso', position: `${skill} developer`, startDate: '2016-03', endDate: '2019-12', summary: 'Internal tools and APIs.' },
    ],
    education: [{ institution: 'Technical University', area: 'Computer Science', studyType: 'Master', startDate: '2010', endDate: '2016' }],
    skills: [{ name: skill }, { name: 'PostgreSQL' }, { name: 'Docker' }, { name: 'Kubernetes' }],
    languages: [{ language: 'English', fluency: 'C1 — Advanced' }],
  };
}
