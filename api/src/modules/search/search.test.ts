import type { FastifyInstance } from 'fastify';
import { SEARCH_MAX_RESULT_WINDOW, type SearchResponse } from '@platform/contract';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp } from '../../testing/app';
import { storeTestResume } from '../cv/testing';

const DAY_MS = 86_400_000;
const SEARCH_URL = '/api/webapp/resumes_search/resumes/';

describeEachDatabase('resume search', (getDb) => {
  let app: FastifyInstance;
  let teamA: { cookie: string; teamId: string };
  let teamB: { cookie: string };
  let candidate: { cookie: string; userId: string };

  beforeAll(async () => {
    const db = getDb();
    app = await createTestApp(db);
    const recruiterA = await signUp(app, { kind: 'recruiter' });
    const recruiterB = await signUp(app, { kind: 'recruiter' });
    const signedCandidate = await signUp(app, { kind: 'candidate' });
    teamA = { cookie: recruiterA.cookie, teamId: recruiterA.session.team?.id ?? '' };
    teamB = { cookie: recruiterB.cookie };
    candidate = { cookie: signedCandidate.cookie, userId: signedCandidate.session.user.id };

    await storeTestResume(db, {
      basics: {
        name: 'Anna Berlin',
        label: 'Senior Java Developer',
        email: 'anna@example.com',
        phone: '+49 30 1234567',
        summary: 'Java developer building microservices. I lead a small team and mentor juniors.',
        location: { city: 'Berlin' },
      },
      work: [
        { name: 'Northwind Labs', position: 'Senior Java Developer', startDate: '2015-01', summary: 'Payments platform on Spring Boot.' },
      ],
      skills: [{ name: 'Java' }, { name: 'Spring Boot' }, { name: 'PostgreSQL' }, { name: 'Kotlin' }],
      languages: [
        { language: 'English', fluency: 'C2 — Proficient' },
        { language: 'German', fluency: 'B1 — Intermediate' },
      ],
      'x-platform': { desiredSalary: { amount: 5000, currency: 'EUR' }, remote: true, relocation: false, jobSearchStatus: 'active' },
    });
    await storeTestResume(db, {
      basics: {
        name: 'Иван Москвин',
        label: 'Java-разработчик',
        summary: 'Разработчик серверных приложений, финтех.',
        location: { city: 'Москва' },
      },
      work: [{ name: 'Яндекс', position: 'Разработчик', startDate: '2019-03', summary: 'Сервисы платежей на Java.' }],
      skills: [{ name: 'Java' }, { name: 'Spring' }, { name: 'PostgreSQL' }],
      languages: [
        { language: 'Русский', fluency: 'Родной' },
        { language: 'Английский', fluency: 'B2 — выше среднего' },
      ],
      'x-platform': { desiredSalary: { amount: 300000, currency: 'RUB' }, relocation: true, remote: false, jobSearchStatus: 'open' },
    });
    await storeTestResume(db, {
      basics: { name: 'Carl Plus', label: 'C++ Engineer', summary: 'Low-latency trading systems in C++.', location: { city: 'London' } },
      work: [{ name: 'Fabrikam', position: 'C++ Engineer', startDate: '2012-06', endDate: '2024-12' }],
      skills: [{ name: 'C++' }, { name: 'Qt' }, { name: 'Linux' }],
      'x-platform': { desiredSalary: { amount: 7000, currency: 'USD' }, jobSearchStatus: 'open' },
    });
    await storeTestResume(db, {
      basics: { name: 'Cecilia Plain', label: 'Firmware Engineer', summary: 'Firmware in C for microcontrollers.', location: { city: 'Berlin' } },
      work: [{ name: 'Bosch', position: 'Junior Firmware Engineer', startDate: '2023-01' }],
      skills: [{ name: 'C' }, { name: 'Embedded Linux' }],
    });
    await storeTestResume(db, {
      basics: {
        name: 'Пётр Невский',
        label: '.NET-разработчик',
        summary: 'Пишу на C#, работаю вместе с разработчиками интерфейсов.',
        location: { city: 'Санкт-Петербург' },
      },
      work: [{ name: 'Контур', position: 'Программист C#', startDate: '2018-09' }],
      skills: [{ name: 'C#' }, { name: '.NET' }, { name: 'ASP.NET' }],
      languages: [{ language: 'Английский', fluency: 'A2 — элементарный' }],
    });
    await storeTestResume(
      db,
      {
        basics: {
          name: 'Fiona Front',
          label: 'Frontend Engineer',
          summary: 'Developers love the component library I built with node.js tooling.',
          location: { city: 'Amsterdam' },
        },
        work: [{ name: 'Contoso', position: 'Frontend Engineer', startDate: '2020-02' }],
        skills: [{ name: 'node.js' }, { name: 'React' }, { name: 'TypeScript' }],
        'x-platform': { jobSearchStatus: 'not_looking' },
      },
      { updatedAt: new Date(Date.now() - 100 * DAY_MS) },
    );
    await storeTestResume(db, {
      basics: { name: 'Jules Young', label: 'Junior Java Developer', summary: 'Junior developer eager to learn.', location: { city: 'Moscow' } },
      work: [{ name: 'Start Co', position: 'Intern', startDate: '2024-01' }],
      skills: [{ name: 'Java' }],
      'x-platform': { desiredSalary: { amount: 90000, currency: 'RUB' } },
    });
    await storeTestResume(db, {
      basics: { name: 'Tamara Lead', label: 'Engineering Manager', summary: 'Team lead of java developers for six years.', location: { city: 'London' } },
      work: [{ name: 'Globex', position: 'Team Lead', startDate: '2010-01', endDate: '2016-12' }, { name: 'Initech', position: 'Engineering Manager', startDate: '2014-01' }],
      skills: [{ name: 'Management' }],
    });
    await storeTestResume(
      db,
      { basics: { name: 'Hidden Person', label: 'Zyxwhidden Specialist', summary: 'zyxwhidden' } },
      { visibility: 'hidden', ownerUserId: candidate.userId },
    );
    await storeTestResume(
      db,
      { basics: { name: 'Imported Quokka', label: 'Quokkateam Analyst', email: 'quokka@example.com', location: { city: 'Perth' } } },
      { type: 'imported', teamId: teamA.teamId, visibility: 'hidden' },
    );
  });

  afterAll(async () => {
    await app.close();
  });

  async function search(body: unknown, cookie?: string): Promise<SearchResponse> {
    const response = await app.inject({
      method: 'POST',
      url: SEARCH_URL,
      payload: body as object,
      ...(cookie === undefined ? {} : { headers: { cookie } }),
    });
    if (response.statusCode !== 200) throw new Error(`search failed: ${response.statusCode} ${response.body}`);
    return response.json();
  }

  async function names(body: unknown, cookie?: string): Promise<string[]> {
    const result = await search(body, cookie);
    return result.items.map((item) => item.name).sort();
  }

  describe('text operators', () => {
    it('requires every word', async () => {
      expect(await names({ text: 'java microservices' })).toEqual(['Anna Berlin']);
    });

    it('AND, OR and parentheses', async () => {
      expect(await names({ text: 'kotlin OR qt' })).toEqual(['Anna Berlin', 'Carl Plus']);
      expect(await names({ text: 'java AND (kotlin OR яндекс)' })).toEqual(['Anna Berlin', 'Иван Москвин']);
    });

    it('NOT and -word exclude, in any word form', async () => {
      expect(await names({ text: 'java developer', synonyms: false })).toEqual(['Anna Berlin', 'Jules Young', 'Tamara Lead']);
      // Jules is a junior; Anna mentors "juniors".
      expect(await names({ text: 'java developer -junior', synonyms: false })).toEqual(['Tamara Lead']);
      expect(await names({ text: 'java developer NOT junior', synonyms: false })).toEqual(['Tamara Lead']);
      expect(await names({ text: 'java developer not junior', synonyms: false })).toEqual(['Tamara Lead']);
      expect(await names({ text: 'java developer -"small team"', synonyms: false })).toEqual(['Jules Young', 'Tamara Lead']);
    });

    it('an exact phrase matches the words in order only', async () => {
      // Anna's summary has "lead a small team": both words, not the phrase.
      expect(await names({ text: '"team lead"' })).toEqual(['Tamara Lead']);
      expect(await names({ text: 'team lead' })).toEqual(['Anna Berlin', 'Tamara Lead']);
    });

    it('field prefixes limit a term to the title, skills or employers', async () => {
      expect(await names({ text: 'java' })).toContain('Tamara Lead');
      expect(await names({ text: 'title:java' })).toEqual(['Anna Berlin', 'Jules Young', 'Иван Москвин']);
      expect(await names({ text: 'skill:kotlin' })).toEqual(['Anna Berlin']);
      expect(await names({ text: 'company:яндекс' })).toEqual(['Иван Москвин']);
      expect(await names({ text: 'company:java' })).toEqual([]);
    });

    it('matches word forms in both languages', async () => {
      expect(await names({ text: 'разработчик', synonyms: false })).toEqual(['Иван Москвин', 'Пётр Невский']);
      expect(await names({ text: 'разработчиками', synonyms: false })).toEqual(['Иван Москвин', 'Пётр Невский']);
      expect(await names({ text: 'developers', synonyms: false })).toEqual(['Anna Berlin', 'Fiona Front', 'Jules Young', 'Tamara Lead']);
      expect(await names({ text: 'developer', synonyms: false })).toEqual(['Anna Berlin', 'Fiona Front', 'Jules Young', 'Tamara Lead']);
    });

    it('finds the synonyms of a word across the languages unless switched off', async () => {
      const both = ['Anna Berlin', 'Fiona Front', 'Jules Young', 'Tamara Lead', 'Иван Москвин', 'Пётр Невский'];
      expect(await names({ text: 'разработчик' })).toEqual(both);
      expect(await names({ text: 'developer' })).toEqual(both);
      expect(await names({ text: 'company:yandex' })).toEqual(['Иван Москвин']);
      expect(await names({ text: 'company:yandex', synonyms: false })).toEqual([]);
    });

    it('keeps technology names whole: C++, C#, .NET and node.js are not C', async () => {
      expect(await names({ text: 'C++' })).toEqual(['Carl Plus']);
      expect(await names({ text: 'C' })).toEqual(['Cecilia Plain']);
      expect(await names({ text: 'c#' })).toEqual(['Пётр Невский']);
      expect(await names({ text: '.NET' })).toEqual(['Пётр Невский']);
      expect(await names({ text: 'node.js' })).toEqual(['Fiona Front']);
    });

    it('answers odd text with 200, never a server error', async () => {
      for (const text of ['"unclosed', '((java', 'java))', '\u0007java', "'; DROP TABLE resumes; --", 'java AND']) {
        const response = await app.inject({ method: 'POST', url: SEARCH_URL, payload: { text } });
        expect({ text, status: response.statusCode }).toEqual({ text, status: 200 });
      }
      expect(await names({ text: '((java' })).toEqual(await names({ text: 'java' }));
    });

    it('answers text with nothing to search with a 400 that says why, not the whole base', async () => {
      for (const text of ['AND', 'OR NOT', '-', '+++', 'the', 'IT', 'и в на', '()']) {
        const response = await app.inject({ method: 'POST', url: SEARCH_URL, payload: { text } });
        expect({ text, status: response.statusCode }).toEqual({ text, status: 400 });
        expect(response.json()).toMatchObject({
          error: { code: 'validation_failed', fields: [{ path: 'text', code: 'query_nothing_to_search', message: expect.stringMatching(/nothing to search/) }] },
        });
      }
      const stopWords = await app.inject({ method: 'POST', url: SEARCH_URL, payload: { text: 'и в на' } });
      expect(stopWords.json().error.fields[0].message).toContain('"в", "на"');
    });

    it('refuses a NUL character, which PostgreSQL cannot store, with 400 naming the field', async () => {
      const response = await app.inject({ method: 'POST', url: SEARCH_URL, payload: { text: '\u0000java' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { fields: [{ path: 'text' }] } });
    });
  });

  describe('filters', () => {
    it('city, in either language', async () => {
      expect(await names({ filters: { city: ['Москва'] } })).toEqual(['Jules Young', 'Иван Москвин']);
      expect(await names({ filters: { city: ['moscow', 'London'] } })).toEqual(['Carl Plus', 'Jules Young', 'Tamara Lead', 'Иван Москвин']);
    });

    it('names a known city of each hit in both interface languages, whatever the CV spells', async () => {
      const { items } = await search({ filters: { city: ['Москва'] } });
      expect(items.map((item) => [item.city, item.cityLabels])).toEqual(
        expect.arrayContaining([
          ['Москва', { en: 'Moscow', ru: 'Москва' }],
          ['Moscow', { en: 'Moscow', ru: 'Москва' }],
        ]),
      );
      // A city the platform has no names for is shown as the CV spells it.
      expect((await search({ filters: { city: ['Perth'] } }, teamA.cookie)).items.map((item) => [item.city, item.cityLabels])).toEqual([['Perth', undefined]]);
    });

    it('experience in whole years', async () => {
      const senior = await names({ filters: { experienceYears: { min: 10 } } });
      expect(senior).toEqual(['Anna Berlin', 'Carl Plus', 'Tamara Lead']);
      const junior = await names({ filters: { experienceYears: { max: 2 } } });
      expect(junior).toContain('Jules Young');
      expect(junior).not.toContain('Anna Berlin');
    });

    it('salary, converted between currencies, leaving out CVs without one', async () => {
      expect(await names({ filters: { salary: { max: 300000, currency: 'RUB' } } })).toEqual(['Jules Young', 'Иван Москвин']);
      expect(await names({ filters: { salary: { min: 4000, currency: 'EUR' } } })).toEqual(['Anna Berlin', 'Carl Plus']);
    });

    it('skills (all of them), languages with a minimum level', async () => {
      expect(await names({ filters: { skills: ['PostgreSQL', 'java'] } })).toEqual(['Anna Berlin', 'Иван Москвин']);
      expect(await names({ filters: { skills: ['c++'] } })).toEqual(['Carl Plus']);
      expect(await names({ filters: { languages: [{ language: 'en', minLevel: 'b2' }] } })).toEqual(['Anna Berlin', 'Иван Москвин']);
      expect(await names({ filters: { languages: [{ language: 'en', minLevel: 'C1' }, { language: 'de' }] } })).toEqual(['Anna Berlin']);
    });

    it('relocation, remote, job-search status, freshness', async () => {
      expect(await names({ filters: { relocation: true } })).toEqual(['Иван Москвин']);
      expect(await names({ filters: { remote: true } })).toEqual(['Anna Berlin']);
      expect(await names({ filters: { jobSearchStatus: ['open'] } })).toEqual(['Carl Plus', 'Иван Москвин']);
      const fresh = await names({ filters: { updatedWithinDays: 30 } });
      expect(fresh).not.toContain('Fiona Front');
      expect(fresh).toContain('Anna Berlin');
    });

    it('combines text and filters', async () => {
      expect(await names({ text: 'java', filters: { city: ['Berlin'], remote: true, skills: ['Spring Boot'] } })).toEqual(['Anna Berlin']);
    });
  });

  describe('sorting, paging, facets', () => {
    it('sorts by salary, experience and update time', async () => {
      const bySalary = await search({ filters: { salary: { min: 1, currency: 'RUB' } }, sort: 'salary_desc' });
      expect(bySalary.items.map((item) => item.name)).toEqual(['Carl Plus', 'Anna Berlin', 'Иван Москвин', 'Jules Young']);
      const ascending = await search({ filters: { salary: { min: 1, currency: 'RUB' } }, sort: 'salary_asc' });
      expect(ascending.items.map((item) => item.name)).toEqual(['Jules Young', 'Иван Москвин', 'Anna Berlin', 'Carl Plus']);
      const byExperience = await search({ sort: 'experience_desc', perPage: 3 });
      const months = byExperience.items.map((item) => item.experienceMonths);
      expect(months).toEqual([...months].sort((a, b) => b - a));
      const byUpdate = await search({ text: 'developers', sort: 'updated' });
      expect(byUpdate.items.at(-1)?.name).toBe('Fiona Front');
    });

    it('pages without overlap and reports the total', async () => {
      const first = await search({ perPage: 3, page: 0 });
      const second = await search({ perPage: 3, page: 1 });
      expect(first.total).toBe(8);
      expect(first.totalIsEstimate).toBe(false);
      expect(second.items).toHaveLength(3);
      const ids = [...first.items, ...second.items].map((item) => item.id);
      expect(new Set(ids).size).toBe(6);
    });

    it('counts facets per city, skill and experience band', async () => {
      const result = await search({ text: 'java' });
      // Moscow and Москва are one city: one bucket, labelled as most of its CVs spell it.
      const moscow = result.facets.city.find((bucket) => bucket.value === 'Moscow' || bucket.value === 'Москва');
      expect(moscow?.count).toBe(2);
      // …named in each interface language, as is every city the platform knows.
      expect(moscow?.labels).toEqual({ en: 'Moscow', ru: 'Москва' });
      expect(result.facets.city).toContainEqual({ value: 'Berlin', label: 'Berlin', count: 1, labels: { en: 'Berlin', ru: 'Берлин' } });
      expect(await names({ filters: { city: [moscow?.value ?? ''] } })).toEqual(['Jules Young', 'Иван Москвин']);
      expect(result.facets.skill.find((bucket) => bucket.value === 'Java')?.count).toBe(3);
      const bands = result.facets.experience.reduce((sum, bucket) => sum + bucket.count, 0);
      expect(bands).toBe(result.total);
      expect(result.facets.isEstimate).toBe(false);
    });

    it('names a city it does not know only as its CVs spell it', async () => {
      const result = await search({ text: 'quokkateam' }, teamA.cookie);
      expect(result.facets.city).toEqual([{ value: 'Perth', label: 'Perth', count: 1 }]);
    });

    it('returns items without contacts and with the advertised fields', async () => {
      const result = await search({ text: 'title:"senior java developer"' });
      expect(result.items).toHaveLength(1);
      const [item] = result.items;
      expect(item).toMatchObject({
        type: 'internal',
        name: 'Anna Berlin',
        title: 'Senior Java Developer',
        city: 'Berlin',
        salary: { amount: 5000, currency: 'EUR' },
        topSkills: ['Java', 'Spring Boot', 'PostgreSQL', 'Kotlin'],
        jobSearchStatus: 'active',
      });
      expect(JSON.stringify(result)).not.toContain('anna@example.com');
      expect(typeof result.tookMs).toBe('number');
    });
  });

  describe('highlights', () => {
    it('gives plain-text fragments with the offsets of every matching word form', async () => {
      const result = await search({ text: 'developers' });
      const anna = result.items.find((item) => item.name === 'Anna Berlin');
      const title = anna?.highlights.find((highlight) => highlight.field === 'title');
      expect(title).toEqual({ field: 'title', text: 'Senior Java Developer', matches: [{ start: 12, length: 9 }] });
      for (const item of result.items) {
        for (const highlight of item.highlights) {
          expect(highlight.text).not.toMatch(/<\/?[a-z]/i);
          for (const match of highlight.matches) {
            expect(highlight.text.slice(match.start, match.start + match.length).toLowerCase()).toMatch(/^develop/);
          }
        }
      }
    });

    it('finds Russian forms and technology names in the original spelling', async () => {
      const ru = await search({ text: 'разработчик' });
      const petr = ru.items.find((item) => item.name === 'Пётр Невский');
      const summary = petr?.highlights.find((highlight) => highlight.field === 'summary');
      const marked = summary?.matches.map((match) => summary.text.slice(match.start, match.start + match.length));
      expect(marked).toEqual(['разработчиками']);
      const cpp = await search({ text: 'c++' });
      const skills = cpp.items[0]?.highlights.find((highlight) => highlight.field === 'skills');
      expect(skills?.matches.map((match) => skills.text.slice(match.start, match.start + match.length))).toEqual(['C++']);
    });
  });

  describe('visibility', () => {
    it('shows a team its own imports and nobody else', async () => {
      expect(await names({ text: 'quokkateam' }, teamA.cookie)).toEqual(['Imported Quokka']);
      expect(await names({ text: 'quokkateam' }, teamB.cookie)).toEqual([]);
      expect(await names({ text: 'quokkateam' })).toEqual([]);
      expect(await names({ text: 'quokkateam' }, candidate.cookie)).toEqual([]);
    });

    it('never shows hidden CVs, not even to their owner', async () => {
      expect(await names({ text: 'zyxwhidden' })).toEqual([]);
      expect(await names({ text: 'zyxwhidden' }, candidate.cookie)).toEqual([]);
    });
  });

  describe('typo fallback', () => {
    it('searches for the closest title word when nothing matched and says so', async () => {
      const result = await search({ text: 'devloper' });
      expect(result.corrected).toEqual({ text: 'developer', original: 'devloper' });
      expect(result.items.length).toBeGreaterThan(0);
      expect(result.total).toBe(result.items.length);
    });

    it('corrects a misspelt city', async () => {
      const result = await search({ filters: { city: ['Londn'] } });
      expect(result.corrected).toEqual({ cities: ['London'] });
      expect(result.items.map((item) => item.name).sort()).toEqual(['Carl Plus', 'Tamara Lead']);
    });

    it('leaves a search that matched alone', async () => {
      const result = await search({ text: 'java' });
      expect(result.corrected).toBeUndefined();
    });
  });

  describe('validation', () => {
    it.each([
      [{ perPage: 101 }, 'perPage'],
      [{ perPage: 0 }, 'perPage'],
      [{ page: -1 }, 'page'],
      [{ page: 200, perPage: 100 }, 'page'],
      [{ sort: 'cheapest' }, 'sort'],
      [{ text: 42 }, 'text'],
      [{ text: 'x'.repeat(5000) }, 'text'],
      [{ filters: { salary: { max: 10 } } }, 'filters.salary.currency'],
      [{ filters: { salary: { min: 10, max: 5, currency: 'RUB' } } }, 'filters.salary.min'],
      [{ filters: { experienceYears: { min: 'many' } } }, 'filters.experienceYears.min'],
      [{ filters: { city: 'Berlin' } }, 'filters.city'],
      [{ filters: { languages: [{ language: 'klingon' }] } }, 'filters.languages.0.language'],
      [{ filters: { languages: [{ language: 'en', minLevel: 'z9' }] } }, 'filters.languages.0.minLevel'],
      [{ filters: { jobSearchStatus: ['sleeping'] } }, 'filters.jobSearchStatus.0'],
      [{ filters: { updatedWithinDays: 0 } }, 'filters.updatedWithinDays'],
      [{ filters: { colour: 'red' } }, 'filters'],
      [{ text: Array.from({ length: 70 }, (_, index) => `w${index}`).join(' ') }, 'text'],
    ])('%j → 400 naming %s', async (body, path) => {
      const response = await app.inject({ method: 'POST', url: SEARCH_URL, payload: body });
      expect(response.statusCode).toBe(400);
      const paths: string[] = response.json().error.fields.map((field: { path: string }) => field.path);
      expect(paths).toContain(path);
    });

    it.each([
      [{ text: Array.from({ length: 70 }, (_, index) => `w${index}`).join(' ') }, { path: 'text', code: 'query_too_many_terms', params: { limit: 64 } }],
      [{ page: 200, perPage: 100 }, { path: 'page', code: 'result_window', params: { limit: SEARCH_MAX_RESULT_WINDOW } }],
      [{ perPage: 101 }, { path: 'perPage', code: 'too_big', params: { maximum: 100, origin: 'number' } }],
      [{ text: 42 }, { path: 'text', code: 'invalid_type', params: { expected: 'string' } }],
      [{ sort: 'cheapest' }, { path: 'sort', code: 'invalid_value', params: { values: 'relevance, updated, salary_asc, salary_desc, experience_desc' } }],
      [{ filters: { salary: { min: 10, max: 5, currency: 'RUB' } } }, { path: 'filters.salary.min', code: 'range_inverted', params: {} }],
      [{ filters: { languages: [{ language: 'klingon' }] } }, { path: 'filters.languages.0.language', code: 'unknown_language', params: {} }],
    ])('%j → a field error a client can word itself: %j', async (body, expected) => {
      const response = await app.inject({ method: 'POST', url: SEARCH_URL, payload: body });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toContainEqual({ ...expected, message: expect.any(String) });
    });

    it('accepts nulls for unset filters and ignores the query string', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `${SEARCH_URL}?utm_source=mail&utm_campaign=welcome&whatever=1`,
        payload: { text: null, filters: { city: null, salary: null, remote: null } },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().total).toBe(8);
    });
  });

  describe('history', () => {
    it('records the searches of a signed-in user, not of anonymous visitors', async () => {
      const db = getDb();
      const before = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM search_history');
      await search({ text: 'kotlin', filters: { remote: true } }, candidate.cookie);
      await search({ text: 'kotlin' });
      const { rows } = await db.query<{ user_id: string; criteria: { text: string }; total: number }>(
        'SELECT user_id, criteria, total FROM search_history ORDER BY id DESC LIMIT 1',
      );
      const after = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM search_history');
      expect((after.rows[0]?.count ?? 0) - (before.rows[0]?.count ?? 0)).toBe(1);
      expect(rows[0]).toMatchObject({ user_id: candidate.userId, criteria: { text: 'kotlin' }, total: 1 });
    });

    it('keeps a repeat of the latest search (a reload, another page) as that one entry, moved to now', async () => {
      const { cookie, session } = await signUp(app, { kind: 'recruiter' });
      const entries = async () =>
        (
          await getDb().query<{ text: string; page: number }>(
            `SELECT criteria->>'text' AS text, (criteria->>'page')::int AS page FROM search_history WHERE user_id = $1 ORDER BY created_at, id`,
            [session.user.id],
          )
        ).rows;
      await search({ text: 'java' }, cookie);
      await search({ text: 'java' }, cookie);
      await search({ text: 'java', page: 1 }, cookie);
      expect(await entries()).toEqual([{ text: 'java', page: 1 }]);
      // Another search is a new entry; going back to the first one is one more, newest last.
      await search({ text: 'kotlin' }, cookie);
      await search({ text: 'java' }, cookie);
      expect((await entries()).map((entry) => entry.text)).toEqual(['java', 'kotlin', 'java']);
    });
  });
});
