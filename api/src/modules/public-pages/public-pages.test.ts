import type { FastifyInstance } from 'fastify';
import robotsParser from 'robots-parser';
import { PAGE_HEAD_END, PAGE_HEAD_START } from '@platform/contract';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp } from '../../testing/app';
import { createCaller } from '../../testing/call';
import { sitemap } from './sitemap';
import { alternates, canonical, jsonLd, metaContent, title } from './testing/read-head';

const SITE = 'https://jobs.example.test';

describeEachDatabase('public pages: heads, sitemap, robots.txt', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp(getDb(), { publicUrl: SITE });
  });
  afterAll(async () => {
    await app.close();
  });
  const call = createCaller(() => app);
  const head = (path: string) => call('GET', `/api/public/page-head?path=${encodeURIComponent(path)}`);

  let team: { cookie: string } | undefined;
  async function recruiter(): Promise<{ cookie: string }> {
    team ??= await signUp(app, { kind: 'recruiter', name: 'Team owner' });
    return team;
  }
  async function vacancy(fields: Record<string, unknown>): Promise<number> {
    const response = await call('POST', '/api/team/vacancies', (await recruiter()).cookie, { title: 'Backend developer (Go)', status: 'open', ...fields });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }
  async function publicCv(username: string, visibility: 'public' | 'hidden', basics: Record<string, unknown>): Promise<void> {
    const candidate = await signUp(app, { kind: 'candidate' });
    const response = await call('PUT', '/api/cv/me', candidate.cookie, { username, visibility, resume: { basics } });
    expect(response.statusCode).toBe(200);
  }

  it("renders an open vacancy's head: title, company, city and salary to share, canonical, alternates and a JobPosting", async () => {
    const id = await vacancy({
      city: 'Berlin',
      salaryMin: 4000,
      salaryMax: 6000,
      currency: 'EUR',
      employmentType: 'full_time',
      skills: ['Go', 'PostgreSQL'],
      description: 'Build the search.\n\nShip it weekly.',
    });
    const response = await head(`/team/vacancy/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html.startsWith(PAGE_HEAD_START)).toBe(true);
    expect(html.trimEnd().endsWith(PAGE_HEAD_END)).toBe(true);

    const teamName = (await call('GET', `/api/team/vacancies/${id}`)).json().teamName;
    expect(title(html)).toBe(`Backend developer (Go) — ${teamName} | HireScope`);
    const description = metaContent(html, 'description');
    expect(description).toBe(`${teamName} · Berlin · €4,000 – €6,000 a month · Full-time. Build the search. Ship it weekly.`);
    expect(metaContent(html, 'og:title')).toBe(`Backend developer (Go) — ${teamName}`);
    expect(metaContent(html, 'og:description')).toBe(description);
    expect(metaContent(html, 'og:url')).toBe(`${SITE}/team/vacancy/${id}`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:site_name')).toBe('HireScope');
    expect(metaContent(html, 'og:locale')).toBe('en_US');
    expect(metaContent(html, 'og:locale:alternate')).toBe('ru_RU');
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'twitter:title')).toBe(`Backend developer (Go) — ${teamName}`);
    expect(metaContent(html, 'robots')).toBeUndefined();
    expect(canonical(html)).toBe(`${SITE}/team/vacancy/${id}`);
    expect(alternates(html)).toEqual({ en: `${SITE}/team/vacancy/${id}`, ru: `${SITE}/ru/team/vacancy/${id}`, 'x-default': `${SITE}/team/vacancy/${id}` });

    const [posting] = jsonLd(html);
    expect(posting).toEqual({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Backend developer (Go)',
      description: '<p>Build the search.</p><p>Ship it weekly.</p>',
      datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      hiringOrganization: { '@type': 'Organization', name: teamName },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Berlin', addressCountry: 'DE' } },
      employmentType: 'FULL_TIME',
      baseSalary: { '@type': 'MonetaryAmount', currency: 'EUR', value: { '@type': 'QuantitativeValue', minValue: 4000, maxValue: 6000, unitText: 'MONTH' } },
      skills: 'Go, PostgreSQL',
      identifier: { '@type': 'PropertyValue', name: 'HireScope', value: String(id) },
      url: `${SITE}/team/vacancy/${id}`,
      directApply: true,
    });
  });

  it('renders the Russian page under /ru in Russian, with its own canonical address', async () => {
    const id = await vacancy({ city: 'Москва', salaryMin: 250000, currency: 'RUB', employmentType: 'part_time', description: '', skills: ['Go'] });
    const response = await head(`/ru/team/vacancy/${id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(metaContent(html, 'description')).toMatch(/ · Москва · от 250\u00a0000\u00a0₽ в месяц · Частичная занятость\. Навыки: Go\.$/);
    expect(metaContent(html, 'og:locale')).toBe('ru_RU');
    expect(metaContent(html, 'og:locale:alternate')).toBe('en_US');
    expect(canonical(html)).toBe(`${SITE}/ru/team/vacancy/${id}`);
    expect(metaContent(html, 'og:url')).toBe(`${SITE}/ru/team/vacancy/${id}`);
    const [posting] = jsonLd(html);
    // An empty description is written from the vacancy's facts: Google requires one, other than the title.
    expect(posting).toMatchObject({ description: expect.stringContaining('Навыки: Go.'), baseSalary: { currency: 'RUB', value: { value: 250000, unitText: 'MONTH' } }, employmentType: 'PART_TIME' });
  });

  it('offers a remote vacancy as TELECOMMUTE from its city\'s country, and writes no JobPosting when the place cannot be told', async () => {
    const hybrid = await vacancy({ city: 'Moscow', remote: true });
    const [posting] = jsonLd((await head(`/team/vacancy/${hybrid}`)).body);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'RU' },
      jobLocation: { address: { addressLocality: 'Moscow', addressCountry: 'RU' } },
    });
    const anywhere = await vacancy({ remote: true });
    const response = await head(`/team/vacancy/${anywhere}`);
    expect(response.statusCode).toBe(200);
    expect(metaContent(response.body, 'description')).toMatch(/ · Remote · Full-time$/);
    expect(jsonLd(response.body)).toEqual([]);
  });

  it('escapes every text: no title can end the JSON-LD script, open a comment or an SSI directive, or leave an attribute', async () => {
    const hostile = 'Dev </script><script>alert(1)</script> <!--# include virtual="/api/x" --> "q" & \u2028 line';
    const id = await vacancy({ title: hostile, city: 'Berlin', description: `Text </SCRIPT> <!-- -->` });
    const html = (await head(`/team/vacancy/${id}`)).body;
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<!--#');
    expect(html.match(/<\/script>/gi)).toHaveLength(1);
    // The only comments are the two markers.
    expect(html.match(/<!--/g)).toHaveLength(2);
    expect(title(html)).toBe(`${hostile} — ${(await call('GET', `/api/team/vacancies/${id}`)).json().teamName} | HireScope`);
    const [posting] = jsonLd(html);
    expect(posting).toMatchObject({ title: hostile, description: '<p>Text &lt;/SCRIPT&gt; &lt;!-- --&gt;</p>' });
  });

  it('answers 404 with noindex for a closed, draft, unknown or malformed vacancy, and shows nothing of it', async () => {
    const closed = await vacancy({ title: 'Closed secret role', status: 'closed' });
    const draft = await vacancy({ title: 'Draft secret role', status: 'draft' });
    for (const path of [`/team/vacancy/${closed}`, `/ru/team/vacancy/${draft}`, '/team/vacancy/999999999', '/team/vacancy/07', '/team/vacancy/abc']) {
      const response = await head(path);
      expect({ path, status: response.statusCode }).toEqual({ path, status: 404 });
      expect(metaContent(response.body, 'robots')).toBe('noindex');
      expect(canonical(response.body)).toBeUndefined();
      expect(jsonLd(response.body)).toEqual([]);
      expect(response.body).not.toContain('secret role');
    }
    expect(title((await head(`/team/vacancy/${closed}`)).body)).toBe('Vacancy not found | HireScope');
    expect(title((await head(`/ru/team/vacancy/${draft}`)).body)).toBe('Вакансия не найдена | HireScope');
    expect((await head('/search')).statusCode).toBe(404);
  });

  it("renders a public CV's head under its lower-case username; a hidden or unknown one is a 404", async () => {
    await publicCv('ann-go', 'public', { name: 'Ann Smith', label: 'Go developer', location: { city: 'Berlin' }, email: 'ann@example.test', phone: '+49 30 1234' });
    const response = await head('/ru/cv/username/Ann-Go');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(title(html)).toBe('Ann Smith — Go developer | HireScope');
    expect(metaContent(html, 'og:type')).toBe('profile');
    expect(metaContent(html, 'description')).toBe('Go developer · Берлин');
    expect(canonical(html)).toBe(`${SITE}/ru/cv/username/ann-go`);
    expect(alternates(html)).toMatchObject({ en: `${SITE}/cv/username/ann-go`, 'x-default': `${SITE}/cv/username/ann-go` });
    expect(html).not.toContain('ann@example.test');
    expect(html).not.toContain('1234');

    await publicCv('bob-hidden', 'hidden', { name: 'Bob Hidden', label: 'Secret' });
    for (const path of ['/cv/username/bob-hidden', '/cv/username/nobody-here', '/cv/username/x']) {
      const missing = await head(path);
      expect(missing.statusCode).toBe(404);
      expect(metaContent(missing.body, 'robots')).toBe('noindex');
      expect(missing.body).not.toContain('Bob');
    }
  });

  it('renders the job board in both locales', async () => {
    const en = await head('/vacancies');
    expect(en.statusCode).toBe(200);
    expect(title(en.body)).toBe('Jobs | HireScope');
    expect(metaContent(en.body, 'description')).toMatch(/^\d+ open vacanc(y|ies) from hiring teams/);
    const ru = await head('/ru/vacancies/');
    expect(title(ru.body)).toBe('Вакансии | HireScope');
    expect(canonical(ru.body)).toBe(`${SITE}/ru/vacancies`);
  });

  it('refuses a request without a path with the field and the reason', async () => {
    const response = await call('GET', '/api/public/page-head');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual([expect.objectContaining({ path: 'path', message: expect.any(String) })]);
    expect((await head('team/vacancy/1')).statusCode).toBe(400);
  });

  it('lists the job board, every open vacancy and every public CV in both locales in the sitemap, and nothing else', async () => {
    const open = await vacancy({ title: 'Listed role', city: 'Berlin' });
    const closed = await vacancy({ title: 'Unlisted role', status: 'closed' });
    await publicCv('listed-cv', 'public', { name: 'Listed Person' });
    await publicCv('unlisted-cv', 'hidden', { name: 'Unlisted Person' });

    const response = await call('GET', '/api/public/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.slice(0, 2)).toEqual([`${SITE}/vacancies`, `${SITE}/ru/vacancies`]);
    expect(locs).toEqual(expect.arrayContaining([`${SITE}/team/vacancy/${open}`, `${SITE}/ru/team/vacancy/${open}`, `${SITE}/cv/username/listed-cv`, `${SITE}/ru/cv/username/listed-cv`]));
    expect(locs).not.toContain(`${SITE}/team/vacancy/${closed}`);
    expect(xml).not.toContain('unlisted-cv');
    // Every entry names its last change and both locales' addresses, English as x-default.
    const entry = xml.split('\n').find((line) => line.includes(`<loc>${SITE}/ru/team/vacancy/${open}</loc>`));
    expect(entry).toMatch(
      new RegExp(
        `<lastmod>\\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z</lastmod><xhtml:link rel="alternate" hreflang="en" href="${SITE}/team/vacancy/${open}"/><xhtml:link rel="alternate" hreflang="ru" href="${SITE}/ru/team/vacancy/${open}"/><xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/team/vacancy/${open}"/></url>$`,
      ),
    );
  });

  it('splits a sitemap too big for one file into parts behind an index', async () => {
    await vacancy({ title: 'Part role 1' });
    await vacancy({ title: 'Part role 2' });
    await publicCv('part-cv-a', 'public', { name: 'Part A' });
    const whole = await sitemap(getDb(), SITE, undefined, 1_000_000);
    const allLocs = [...whole.xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

    const index = await sitemap(getDb(), SITE, undefined, 2);
    expect(index.xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const partUrls = [...index.xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(partUrls.length).toBe(Math.ceil(allLocs.length / 4));
    expect(partUrls[0]).toBe(`${SITE}/sitemap.xml?part=1`);
    const fromParts: string[] = [];
    for (let part = 1; part <= partUrls.length; part += 1) {
      const answer = await sitemap(getDb(), SITE, part, 2);
      expect(answer.status).toBe(200);
      fromParts.push(...[...answer.xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ''));
    }
    expect(fromParts).toEqual(allLocs);
    expect((await sitemap(getDb(), SITE, partUrls.length + 1, 2)).status).toBe(404);
    expect((await call('GET', '/api/public/sitemap.xml?part=0')).statusCode).toBe(400);
  });

  it('keeps crawlers out of the private areas and names the sitemap in robots.txt', async () => {
    const response = await call('GET', '/api/public/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const robots = robotsParser(`${SITE}/robots.txt`, response.body);
    expect(robots.getSitemaps()).toEqual([`${SITE}/sitemap.xml`]);
    const allowed = ['/', '/ru', '/vacancies', '/ru/vacancies?q=go', '/team/vacancy/12', '/ru/team/vacancy/12', '/cv/username/ann', '/ru/cv/username/ann'];
    const refused = [
      '/search', '/ru/search?q=go', '/user/account', '/ru/user/favourites', '/team', '/team/vacancy', '/team/analytics', '/team/vacancy/12/applications',
      '/ru/team/vacancy/12/Mailings', '/cv/internal/12', '/cv/my', '/ru/cv/imported/3', '/education', '/login', '/api/vacancies', '/deploy/remotes/x/releases', '/remotes/search/1/remoteEntry.js',
    ];
    expect(allowed.filter((path) => robots.isAllowed(`${SITE}${path}`, 'Googlebot') !== true)).toEqual([]);
    expect(refused.filter((path) => robots.isAllowed(`${SITE}${path}`, 'Googlebot') !== false)).toEqual([]);
  });
});
