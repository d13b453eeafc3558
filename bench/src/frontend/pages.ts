import { BENCH_ORIGINS } from '../platform/layout';

/** What must be on screen for a page to count as loaded (its main content, not a spinner). */
export interface ContentSpec {
  /** Each must match at least one rendered element. */
  selectors: string[];
  /** Every element matching `container` must contain a rendered `content` (and there must be one). */
  each?: { container: string; content: string };
}

/** A page measured on cold load. */
export interface PageScenario {
  id: string;
  path: string;
  /** Signs the demo recruiter in first (the dashboard is for signed-in users). */
  signedIn: boolean;
  content: ContentSpec;
}

/** Ids of real records of the demo data set, looked up through the API before measuring. */
export interface DemoIds {
  cvId: number;
  vacancyId: number;
}

export const DEMO_RECRUITER = { email: 'demo@example.com', password: 'demo-password' } as const;

const SEARCH_CONTENT: ContentSpec = { selectors: ['[data-remote="search"] ol li article h3'] };

/** The pages of the issue: /search, /ru/search, a CV, a vacancy and the dashboard. */
export function pageScenarios(ids: DemoIds): PageScenario[] {
  return [
    { id: 'search', path: '/search', signedIn: false, content: SEARCH_CONTENT },
    { id: 'ru-search', path: '/ru/search', signedIn: false, content: SEARCH_CONTENT },
    { id: 'cv', path: `/cv/internal/${ids.cvId}`, signedIn: false, content: { selectors: ['[data-remote="cv"] h1'] } },
    { id: 'vacancy', path: `/team/vacancy/${ids.vacancyId}`, signedIn: false, content: { selectors: ['[data-remote="team"] h1'] } },
    {
      id: 'dashboard',
      path: '/',
      signedIn: true,
      content: { selectors: ['main h1'], each: { container: '[data-widget]', content: '[data-remote] h2, [data-remote] h3' } },
    },
  ];
}

/** The CV page content a warm navigation from the search results waits for. */
export const CV_CONTENT: ContentSpec = { selectors: ['[data-remote="cv"] h1'] };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Finds an internal CV and an open vacancy of the demo team through the API. */
export async function lookUpDemoIds(apiOrigin: string = BENCH_ORIGINS.api): Promise<DemoIds> {
  const search: unknown = await fetch(`${apiOrigin}/api/webapp/resumes_search/resumes/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ text: '', page: 0, perPage: 50 }),
  }).then((response) => response.json());
  const items = isRecord(search) && Array.isArray(search.items) ? search.items : [];
  const cv = items.find((item): item is { id: number } => isRecord(item) && item.type === 'internal' && typeof item.id === 'number');

  const login = await fetch(`${apiOrigin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_RECRUITER),
  });
  const cookie = login.headers.get('set-cookie')?.split(';', 1)[0] ?? '';
  const vacancies: unknown = await fetch(`${apiOrigin}/api/team/vacancies`, { headers: { cookie } }).then((response) => response.json());
  const list = isRecord(vacancies) && Array.isArray(vacancies.items) ? vacancies.items : [];
  const vacancy = list.find((item): item is { id: number } => isRecord(item) && item.status === 'open' && typeof item.id === 'number');
  if (!cv || !vacancy) throw new Error('The demo data has no internal CV or no open vacancy: is the API on the demo database?');
  return { cvId: cv.id, vacancyId: vacancy.id };
}
