import type { FastifyInstance } from 'fastify';
import type { JsonResume, SearchResponse } from '@platform/contract';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp } from '../../testing/app';
import type { ResumeOwnership } from '../cv/resume-row';
import { storeTestResume } from '../cv/testing';

const SEARCH_URL = '/api/webapp/resumes_search/resumes/';

/** The recruiter habits of hh.ru, the normalisation and the honesty of the answer (issue: search a recruiter trusts). */
describeEachDatabase('search language', (getDb) => {
  let app: FastifyInstance;
  let teamB: { cookie: string };

  beforeAll(async () => {
    const db = getDb();
    app = await createTestApp(db);
    const recruiterA = await signUp(app, { kind: 'recruiter' });
    const recruiterB = await signUp(app, { kind: 'recruiter' });
    teamB = { cookie: recruiterB.cookie };
    const store = (name: string, resume: JsonResume, ownership: Partial<ResumeOwnership> = {}): Promise<number> =>
      storeTestResume(db, { ...resume, basics: { ...resume.basics, name } }, ownership);

    await store('Sales Manager', {
      basics: { label: 'Менеджер по продажам', location: { city: 'Москва' } },
      work: [{ name: 'Ромашка', position: 'Менеджер по продажам', startDate: '2020-01' }],
    });
    await store('Purchase Manager', {
      basics: { label: 'Менеджер по закупкам', summary: 'Участвовал в продаже оборудования.' },
      work: [{ name: 'Лютик', position: 'Менеджер', startDate: '2015-01', endDate: '2016-12' }],
    });
    await store('Cpp Dev', { basics: { label: 'Разработчик C++' }, skills: [{ name: 'C++' }] });
    await store('Java Dev', { basics: { label: 'Разработчик Java' }, skills: [{ name: 'Java' }] });
    await store('Team Apart', {
      basics: { label: 'Engineer', summary: 'Built tools for the team' },
      work: [{ name: 'Acme', position: 'Lead Engineer', startDate: '2019-01', summary: 'Lead the migration.' }],
    });
    await store('Team Lead', { basics: { label: 'Team Lead' }, work: [{ name: 'Initech', position: 'Team Lead', startDate: '2018-01' }] });
    await store('Title Java', { basics: { label: 'Senior developer' }, skills: [{ name: 'Java' }] });
    await store('Full Stack Spaced', { basics: { label: 'Full Stack Developer' } });
    await store('Full Stack Joined', { basics: { label: 'Fullstack engineer' } });
    await store('Typescript Dev', { basics: { label: 'Frontend' }, skills: [{ name: 'TypeScript' }] });
    await store('Japanese Dev', { basics: { label: '東京のソフトウェア開発者' } });
    await store('Driver', { basics: { label: 'Водитель категории B', location: { city: 'Тверь' } } });
    await store('Head', { basics: { label: 'Руководитель отдела' } });
    await store('Yo Word', { basics: { label: 'Актёр озвучивания', summary: 'Ёмкие тексты и CI/CD для студии.' } });
    await store('Old Hand', {
      basics: { label: 'Kafka engineer' },
      work: [{ name: 'Oldcorp', position: 'Kafka engineer', startDate: '2001-01', endDate: '2005-12' }],
    });
    await store('Graduate', {
      basics: { label: 'Физик' },
      education: [{ institution: 'МГУ', area: 'Физика', studyType: 'Магистр' }],
    });
    await store(
      'Secret Import',
      { basics: { label: 'Zanzibarologist' } },
      { type: 'imported', teamId: recruiterA.session.team?.id ?? '', visibility: 'hidden' },
    );
  });

  afterAll(async () => {
    await app.close();
  });

  async function search(body: object, cookie?: string): Promise<SearchResponse> {
    const response = await app.inject({
      method: 'POST',
      url: SEARCH_URL,
      payload: body,
      ...(cookie === undefined ? {} : { headers: { cookie } }),
    });
    if (response.statusCode !== 200) throw new Error(`search failed: ${response.statusCode} ${response.body}`);
    return response.json();
  }

  async function names(text: string, extra: object = {}): Promise<string[]> {
    return (await search({ text, synonyms: false, ...extra })).items.map((item) => item.name).sort();
  }

  it('!word is the exact word form, not NOT', async () => {
    expect(await names('менеджер продажам')).toEqual(['Purchase Manager', 'Sales Manager']);
    expect(await names('менеджер !продажам')).toEqual(['Sales Manager']);
  });

  it('a Cyrillic С in С++ is read as C++', async () => {
    expect(await names('разработчик С++')).toEqual(['Cpp Dev']);
    expect(await names('разработчик NOT С++')).toEqual(['Java Dev']);
  });

  it('a phrase never spans two fields or two entries', async () => {
    expect(await names('"team lead"')).toEqual(['Team Lead']);
    expect(await names('"developer java"')).toEqual([]);
  });

  it('full-stack, full stack and fullstack are the same', async () => {
    const expected = ['Full Stack Joined', 'Full Stack Spaced'];
    expect(await names('full-stack')).toEqual(expected);
    expect(await names('fullstack')).toEqual(expected);
    expect(await names('"full stack"')).toEqual(expected);
  });

  it('TS is TypeScript; a word inside a Japanese title is found', async () => {
    expect(await names('TS')).toEqual(['Typescript Dev']);
    expect(await names('開発者')).toEqual(['Japanese Dev']);
  });

  it('field prefixes in English, Russian and hh.ru names', async () => {
    expect(await names('company:ромашка')).toEqual(['Sales Manager']);
    expect(await names('компания:ромашка')).toEqual(['Sales Manager']);
    expect(await names('COMPANY_NAME:ромашка')).toEqual(['Sales Manager']);
    expect(await names('NAME:kafka')).toEqual(['Old Hand']);
    expect(await names('position:менеджер')).toEqual(['Purchase Manager', 'Sales Manager']);
    expect(await names('education:мгу')).toEqual(['Graduate']);
    expect(await names('должность:водитель')).toEqual(['Driver']);
  });

  it('period:N keeps CVs with experience within the last N years', async () => {
    expect(await names('kafka')).toEqual(['Old Hand']);
    expect(await names('kafka period:3')).toEqual([]);
    expect(await names('менеджер period:3')).toEqual(['Sales Manager']);
  });

  it('reports what it left out', async () => {
    const result = await search({ text: 'водитель AND the unknown:тверь' });
    expect(result.ignored).toEqual([
      { text: 'unknown:', reason: 'unknown_field' },
      { text: 'the', reason: 'stop_word' },
    ]);
    expect(result.items.map((item) => item.name)).toEqual(['Driver']);
  });

  it('never corrects a word that exists: водитель stays водитель', async () => {
    const result = await search({ text: 'водитель' });
    expect(result.corrected).toBeUndefined();
    expect(result.items.map((item) => item.name)).toEqual(['Driver']);
    const typo = await search({ text: 'вадитель' });
    expect(typo.corrected).toEqual({ text: 'водитель', original: 'вадитель' });
    const asTyped = await search({ text: 'вадитель', correct: false });
    expect(asTyped).toMatchObject({ total: 0, items: [] });
    expect(asTyped.corrected).toBeUndefined();
  });

  it('suggests no word from another team’s private CVs', async () => {
    const result = await search({ text: 'zanzibarologis' }, teamB.cookie);
    expect(result.corrected).toBeUndefined();
    expect(JSON.stringify(result)).not.toContain('zanzibarologist');
  });

  it('highlights ё-words, slash names, field-prefixed terms and the city', async () => {
    const [yo] = (await search({ text: 'емкие актер ci/cd' })).items;
    expect(yo?.highlights.map((highlight) => highlight.field)).toEqual(['title', 'summary']);
    const summary = yo?.highlights.find((highlight) => highlight.field === 'summary');
    expect(summary?.matches.map((match) => summary.text.slice(match.start, match.start + match.length))).toEqual(['Ёмкие', 'CI/CD']);
    const [driver] = (await search({ text: 'должность:водитель', filters: { city: ['Тверь'] } })).items;
    expect(driver?.highlights).toEqual([
      { field: 'title', text: 'Водитель категории B', matches: [{ start: 0, length: 8 }] },
      { field: 'city', text: 'Тверь', matches: [{ start: 0, length: 5 }] },
    ]);
  });
});
