import { type Browser, expect, type Page, test } from '@playwright/test';
import { registerAccount } from '../support/accounts';
import { jobPostingProblems } from '../support/job-posting-rules';
import { HOST_ORIGIN } from '../support/platform';

/**
 * What a crawler or a link preview reads of a public page: the HTML as the composed site sends it
 * (a plain HTTP request, no script run), parsed by a browser with JavaScript off.
 */
async function readWithoutScripts(browser: Browser, html: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.setContent(html);
  return { page, close: () => context.close() };
}

const meta = (page: Page, key: string) => page.locator(`meta[property="${key}"], meta[name="${key}"]`).getAttribute('content');

test('the rules of the JobPosting check refuse what Google refuses', () => {
  const good = {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: 'Go developer',
    description: '<p>Write Go.</p>',
    datePosted: '2026-01-02T10:00:00.000Z',
    hiringOrganization: { '@type': 'Organization', name: 'Acme' },
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' } },
  };
  expect(jobPostingProblems(good)).toEqual([]);
  const { hiringOrganization: _organization, ...noOrganization } = good;
  expect(jobPostingProblems(noOrganization)).toEqual(['hiringOrganization: required Organization with a name']);
  const { jobLocation: _location, ...remote } = good;
  expect(jobPostingProblems({ ...remote, jobLocationType: 'TELECOMMUTE' })).toEqual(['applicantLocationRequirements: required with TELECOMMUTE']);
  expect(jobPostingProblems({ ...good, datePosted: '02.01.2026', employmentType: 'FULLTIME' })).toEqual(['datePosted: required ISO 8601 date', 'employmentType: expected FULL_TIME, PART_TIME, CONTRACTOR, TEMPORARY, INTERN, VOLUNTEER, PER_DIEM, OTHER']);
});

test("a shared vacancy's HTML names its title, company, city and salary, and carries a JobPosting Google accepts, with no script run", async ({ playwright, browser, page }) => {
  const team = await playwright.request.newContext();
  await registerAccount(team, { kind: 'recruiter' });
  const title = `Go developer </script><!-- ${Date.now().toString(36)}`;
  const created = await team.post(`${HOST_ORIGIN}/api/team/vacancies`, {
    headers: { origin: HOST_ORIGIN },
    data: { title, status: 'open', city: 'Berlin', salaryMin: 4000, salaryMax: 6000, currency: 'EUR', employmentType: 'full_time', description: 'Build the search.\n\nShip it weekly.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vacancy: { id: number; teamName: string } = await created.json();
  const path = `/team/vacancy/${vacancy.id}`;

  // A link preview asks without a session and may not ask for HTML by name.
  const visitor = await playwright.request.newContext();
  const response = await visitor.get(`${HOST_ORIGIN}${path}`, { headers: { accept: '*/*' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  const read = await readWithoutScripts(browser, html);
  try {
    const shown = read.page;
    expect(await shown.title()).toBe(`${title} — ${vacancy.teamName} | HireScope`);
    expect(await meta(shown, 'og:title')).toBe(`${title} — ${vacancy.teamName}`);
    const description = await meta(shown, 'og:description');
    expect(description).toContain(`${vacancy.teamName} · Berlin · €4,000 – €6,000 a month · Full-time`);
    expect(await meta(shown, 'description')).toBe(description);
    expect(await meta(shown, 'og:url')).toBe(`${HOST_ORIGIN}${path}`);
    expect(await meta(shown, 'og:type')).toBe('website');
    expect(await meta(shown, 'og:site_name')).toBe('HireScope');
    expect(await meta(shown, 'og:locale')).toBe('en_US');
    expect(await meta(shown, 'twitter:card')).toBe('summary');
    expect(await shown.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${HOST_ORIGIN}${path}`);
    expect(await shown.locator('link[rel="alternate"][hreflang="ru"]').getAttribute('href')).toBe(`${HOST_ORIGIN}/ru${path}`);
    expect(await shown.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute('href')).toBe(`${HOST_ORIGIN}${path}`);
    expect(await shown.locator('meta[name="robots"]').count()).toBe(0);

    const scripts = await shown.locator('script[type="application/ld+json"]').allTextContents();
    expect(scripts).toHaveLength(1);
    const posting: unknown = JSON.parse(scripts[0] ?? '');
    expect(jobPostingProblems(posting)).toEqual([]);
    expect(posting).toMatchObject({ title, hiringOrganization: { name: vacancy.teamName }, jobLocation: { address: { addressLocality: 'Berlin', addressCountry: 'DE' } } });
  } finally {
    await read.close();
  }

  // The Russian page, by its own address.
  const russian = await visitor.get(`${HOST_ORIGIN}/ru${path}`);
  expect(russian.status()).toBe(200);
  const ru = await readWithoutScripts(browser, await russian.text());
  try {
    expect(await ru.page.locator('html').getAttribute('lang')).toBe('ru');
    expect(await meta(ru.page, 'og:locale')).toBe('ru_RU');
    // The amounts as the page writes them in Russian (non-breaking spaces in and after the figures).
    expect((await meta(ru.page, 'og:description')) ?? '').toMatch(/ · Берлин · 4\s000\s€ – 6\s000\s€ в месяц · Полная занятость\. /);
    expect(await ru.page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${HOST_ORIGIN}/ru${path}`);
  } finally {
    await ru.close();
  }

  // The page is still the app: it boots and shows the vacancy.
  await page.goto(path);
  await expect(page.locator('[data-remote="team"]').getByRole('heading', { level: 1, name: title })).toBeVisible();

  // Listed in the sitemap while open; robots.txt names the sitemap.
  expect(await (await visitor.get(`${HOST_ORIGIN}/sitemap.xml`)).text()).toContain(`<loc>${HOST_ORIGIN}/ru${path}</loc>`);
  expect(await (await visitor.get(`${HOST_ORIGIN}/robots.txt`)).text()).toContain(`Sitemap: ${HOST_ORIGIN}/sitemap.xml`);

  // Closed: 404 and noindex, no JobPosting, gone from the sitemap; the app shows its not-found.
  const closed = await team.patch(`${HOST_ORIGIN}/api/team/vacancies/${vacancy.id}`, { headers: { origin: HOST_ORIGIN }, data: { status: 'closed' } });
  expect(closed.status(), await closed.text()).toBe(200);
  const gone = await visitor.get(`${HOST_ORIGIN}${path}`);
  expect(gone.status()).toBe(404);
  const missing = await readWithoutScripts(browser, await gone.text());
  try {
    expect(await missing.page.title()).toBe('Vacancy not found | HireScope');
    expect(await meta(missing.page, 'robots')).toBe('noindex');
    expect(await missing.page.locator('script[type="application/ld+json"]').count()).toBe(0);
  } finally {
    await missing.close();
  }
  expect(await (await visitor.get(`${HOST_ORIGIN}/sitemap.xml`)).text()).not.toContain(`${path}</loc>`);
  await visitor.dispose();
  await team.dispose();
});
