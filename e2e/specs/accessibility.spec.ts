import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { ACCOUNT_ROUTES, CV_ENDPOINTS, cvFileImportResponseSchema, type Locale } from '@platform/contract';
import { makePdf } from '../../api/src/modules/cv/intake/testing/files';
import { grantOperator, registerAccount } from '../support/accounts';
import { candidateWithPublicCv } from '../support/hiring';
import { DEMO_RECRUITER, HOST_ORIGIN } from '../support/platform';
import { signIn } from '../support/session';
import { fillPath, type SitePage, sitePages } from '../support/site-pages';

/**
 * Every page of the site, as each kind of user who uses it sees it, checked by axe against WCAG
 * 2.1 A and AA in the light and the dark theme, and for reflow (WCAG 1.4.10: nothing scrolls
 * sideways at 320 px). Each page is visited twice: in English, light, on a desktop (then narrowed
 * to 320 px), and in Russian, dark, on a 320 × 640 phone; so both themes, both languages and
 * both layouts of every page are checked. The pages come from the route declarations (the host's
 * and each remote's), so a new page fails here until it says who visits it.
 */

type Visitor = 'anonymous' | 'candidate' | 'recruiter' | 'operator';
type Theme = 'light' | 'dark';

/** Who opens each page: the public visitor, a candidate, the demo team's owner (its data fills the team's pages), or a platform operator. */
const VISITORS: Record<string, readonly Visitor[]> = {
  home: ['candidate', 'recruiter'],
  landing: ['anonymous'],
  login: ['anonymous'],
  register: ['anonymous'],
  'forgot-password': ['anonymous'],
  'reset-password': ['anonymous'],
  'verify-email': ['anonymous'],
  'ui-kit': ['anonymous'],
  'ui-kit-2': ['anonymous'],
  'cv:cv-by-username': ['anonymous'],
  'cv:cv-username-redirect': ['anonymous'],
  'cv:cv': ['recruiter'],
  'cv:my-cv': ['candidate'],
  'cv:cv-new': ['candidate'],
  'cv:cv-import': ['recruiter'],
  'cv:cv-draft': ['recruiter'],
  'search:search': ['anonymous', 'recruiter'],
  'team:team': ['recruiter'],
  'team:vacancies': ['recruiter'],
  'team:vacancy': ['candidate', 'recruiter'],
  'team:vacancy-mailings': ['recruiter'],
  'team:vacancy-applications': ['recruiter'],
  'team:analytics': ['recruiter'],
  'team:integrations': ['recruiter'],
  'team:privacy': ['recruiter'],
  'team:public-vacancies': ['anonymous', 'candidate'],
  'user:scout': ['recruiter'],
  'user:scout-results': ['recruiter'],
  'user:scout-result': ['recruiter'],
  'user:account': ['candidate', 'recruiter'],
  'user:history': ['recruiter'],
  'user:favourites': ['recruiter'],
  'user:applications': ['candidate'],
  'user:education': ['recruiter'],
  'user:education-item': ['recruiter'],
  'user:education-lesson': ['recruiter'],
  'ops:releases': ['operator'],
};

const RUNS = [
  { theme: 'light', locale: 'en', viewport: { width: 1280, height: 800 } },
  { theme: 'dark', locale: 'ru', viewport: { width: 320, height: 640 } },
] as const satisfies ReadonlyArray<{ theme: Theme; locale: Locale; viewport: { width: number; height: number } }>;

const PHONE = { width: 320, height: 640 };
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface Seed {
  /** The public CV's address name of the candidate made for this file. */
  username: string;
}

/** The parameters of the first link on `source` whose address matches `pattern` (its groups, named by `names`). */
async function linkParams(page: Page, source: string, pattern: RegExp, names: readonly string[]): Promise<Record<string, string>> {
  await page.goto(source);
  const hrefs = () => page.locator('main a[href]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  await expect.poll(async () => (await hrefs()).some((href) => pattern.test(href)), { message: `a link like ${pattern} on ${source}` }).toBe(true);
  const match = (await hrefs()).map((href) => pattern.exec(href)).find((found) => found !== null);
  return Object.fromEntries(names.map((name, index) => [name, match?.[index + 1] ?? '']));
}

/** A draft of a CV file, read for the signed-in recruiter's team and kept for review. */
async function fileDraft(page: Page): Promise<Record<string, string>> {
  const pdf = await makePdf(['Ada Draft', 'ada.draft@example.test', 'Java developer']);
  const response = await page.request.post(`${HOST_ORIGIN}/api${CV_ENDPOINTS.importFiles.path}`, {
    multipart: { files: { name: 'ada-draft.pdf', mimeType: 'application/pdf', buffer: pdf } },
    // A browser's upload, as the import page sends it (the API refuses a bare form post: CSRF).
    headers: { origin: HOST_ORIGIN, 'x-requested-with': 'fetch' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const [result] = cvFileImportResponseSchema.parse(await response.json()).results;
  if (result?.status !== 'draft') throw new Error(`the PDF was not kept as a draft: ${JSON.stringify(result)}`);
  return { id: result.draftId };
}

/** Where the values of each page's parameters come from: the seeded candidate, or a link on the page that lists them. */
const PARAMS: Record<string, (page: Page, seed: Seed) => Promise<Record<string, string>>> = {
  'cv:cv-by-username': async (_page, seed) => ({ username: seed.username }),
  'cv:cv-username-redirect': async (_page, seed) => ({ username: seed.username }),
  'cv:cv': (page) => linkParams(page, '/search?q=developer', /^\/cv\/(internal|imported)\/(\d+)$/, ['type', 'id']),
  'cv:cv-draft': (page) => fileDraft(page),
  'team:vacancy': (page) => linkParams(page, '/vacancies', /^\/team\/vacancy\/(\d+)$/, ['id']),
  'team:vacancy-mailings': (page) => linkParams(page, '/team/vacancy', /^\/team\/vacancy\/(\d+)$/, ['id']),
  'team:vacancy-applications': (page) => linkParams(page, '/team/vacancy', /^\/team\/vacancy\/(\d+)$/, ['id']),
  'user:scout-result': (page) => linkParams(page, '/user/scout/result', /^\/user\/scout\/result\/(\d+)$/, ['id']),
  'user:education-item': (page) => linkParams(page, '/education', /^\/education\/(\d+)$/, ['id']),
  'user:education-lesson': (page) => linkParams(page, '/education/1', /^\/education\/(\d+)\/lessons\/(\d+)$/, ['id', 'position']),
};

/** The document's width once the page has laid itself out again. */
function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(
    () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth)))),
  );
}

/** Opens `path` and lists what axe finds and whether it overflows at 320 px, one readable line per problem. */
async function check(page: Page, path: string, run: (typeof RUNS)[number]): Promise<string[]> {
  await page.setViewportSize(run.viewport);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', run.theme);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const where = `${path} (${run.theme}, ${run.viewport.width} px)`;
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
  const problems = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${where}: ${violation.id} [${violation.impact ?? '?'}] ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`),
  );
  if (run.viewport.width !== PHONE.width) await page.setViewportSize(PHONE);
  const width = await scrollWidth(page);
  if (width > PHONE.width) problems.push(`${page.url()} (${run.locale}): ${width} px wide at ${PHONE.width} px`);
  return problems;
}

/** The theme for the next pages: this browser's choice, and a signed-in user's account's (which wins when the session arrives). */
async function chooseTheme(page: Page, visitor: Visitor, theme: Theme): Promise<void> {
  await page.addInitScript((chosen) => window.localStorage.setItem('theme', chosen), theme);
  if (visitor === 'anonymous') return;
  const saved = await page.request.patch(`${HOST_ORIGIN}/api${ACCOUNT_ROUTES.update.path}`, { data: { theme }, headers: { origin: HOST_ORIGIN } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The theme saved on the signed-in account (put back after the demo recruiter's pages). */
async function accountTheme(page: Page): Promise<Theme> {
  const response = await page.request.get(`${HOST_ORIGIN}/api${ACCOUNT_ROUTES.get.path}`);
  expect(response.status(), await response.text()).toBe(200);
  const theme: unknown = Reflect.get(await response.json(), 'theme');
  return theme === 'dark' ? 'dark' : 'light';
}

/** Each page the visitor opens, in both runs, with what is wrong on it. */
async function checkPages(page: Page, visitor: Visitor, seed: Seed): Promise<string[]> {
  const pages = sitePages().filter((entry) => VISITORS[entry.name]?.includes(visitor));
  const problems: string[] = [];
  const values = new Map<string, Record<string, string>>();
  for (const run of RUNS) {
    await chooseTheme(page, visitor, run.theme);
    for (const entry of pages) {
      if (!values.has(entry.name)) values.set(entry.name, await (PARAMS[entry.name]?.(page, seed) ?? Promise.resolve({})));
      const path = fillPath(entry.paths[run.locale], values.get(entry.name) ?? {});
      await test.step(`${path} (${run.theme})`, async () => {
        problems.push(...(await check(page, path, run)));
      });
    }
  }
  return problems;
}

let seed: Seed;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  seed = { username: (await candidateWithPublicCv(request, 'Ada Axe')).username };
  await request.dispose();
});

test('every declared page says who visits it and where its parameters come from', () => {
  const pages: SitePage[] = sitePages();
  expect(pages.map((entry) => entry.name).sort()).toEqual(Object.keys(VISITORS).sort());
  const withParams = pages.filter((entry) => entry.paths.en.includes(':')).map((entry) => entry.name);
  expect(withParams.sort()).toEqual(Object.keys(PARAMS).sort());
});

const VISITS: Array<{ visitor: Visitor; signIn: (page: Page) => Promise<void> }> = [
  { visitor: 'anonymous', signIn: async () => undefined },
  {
    visitor: 'candidate',
    signIn: async (page) => {
      await candidateWithPublicCv(page.request, 'Grace Axe');
    },
  },
  { visitor: 'recruiter', signIn: (page) => signIn(page, DEMO_RECRUITER) },
  {
    visitor: 'operator',
    signIn: async (page) => {
      grantOperator((await registerAccount(page.request)).email);
    },
  },
];

for (const { visitor, signIn: enter } of VISITS) {
  test(`axe finds nothing on the ${visitor}'s pages, in both themes, and nothing scrolls sideways at 320 px`, async ({ page }) => {
    // The recruiter sees the most pages: about 3 minutes on a quiet 2-core machine, twice that on a busy one.
    test.setTimeout(600_000);
    await enter(page);
    const before = visitor === 'anonymous' ? undefined : await accountTheme(page);
    let problems: string[];
    try {
      problems = await checkPages(page, visitor, seed);
    } finally {
      if (before !== undefined) await chooseTheme(page, visitor, before);
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
}
