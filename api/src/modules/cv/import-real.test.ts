import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ImportResponse, ImportResult } from '@platform/contract';
import { describeEachDatabase } from '../../db/testing';
import { createTestApp, signUp } from '../../testing/app';

/** JSON Resume documents in the shapes real files come in (written for these tests). */
function corpus(name: string): unknown {
  return JSON.parse(readFileSync(join(__dirname, 'corpus', `${name}.json`), 'utf8'));
}

function stored(result: ImportResult | undefined): Extract<ImportResult, { id: number }> {
  if (result === undefined || result.status === 'rejected') throw new Error(`not stored: ${JSON.stringify(result)}`);
  return result;
}

describeEachDatabase('importing real CVs whole', (getDb) => {
  let app: FastifyInstance;
  let cookie: string;

  beforeAll(async () => {
    app = await createTestApp(getDb());
    ({ cookie } = await signUp(app, { kind: 'recruiter' }));
  });
  afterAll(async () => {
    await app.close();
  });

  async function importDocuments(resumes: unknown[], as = cookie): Promise<ImportResponse> {
    const response = await app.inject({ method: 'POST', url: '/api/cv/import', headers: { cookie: as }, payload: { resumes } });
    expect([201, 200, 400]).toContain(response.statusCode);
    return response.json();
  }

  it('accepts documents the schema refuses only over empty strings, nulls, bare web addresses and "present" end dates, saying what it changed', async () => {
    const body = await importDocuments([corpus('official-sample-style'), corpus('nulls-and-present'), corpus('russian-present')]);
    expect(body).toMatchObject({ imported: 3, rejected: 0 });
    const [sample, german, russian] = body.results.map(stored);
    expect(sample?.warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'resumes.0.basics.image', code: 'empty_removed' }),
        expect.objectContaining({ path: 'resumes.0.basics.url', code: 'url_scheme_added', message: expect.stringContaining('https://richardhendricks.example.com') }),
        expect.objectContaining({ path: 'resumes.0.basics.profiles.0.url', code: 'empty_removed' }),
      ]),
    );
    expect(german?.warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'resumes.1.basics.phone', code: 'null_removed' }),
        expect.objectContaining({ path: 'resumes.1.work.0.endDate', code: 'present_end_date', message: expect.stringContaining('heute') }),
        expect.objectContaining({ path: 'resumes.1.work.1.highlights.1', code: 'empty_removed' }),
      ]),
    );
    expect(russian?.warnings).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'present_end_date' }), expect.objectContaining({ code: 'url_scheme_added' })]));
    // "heute" is a current job: experience runs to today.
    const { rows } = await getDb().query<{ experience_months: number }>('SELECT experience_months FROM resumes WHERE id = $1', [german?.id]);
    expect(rows[0]?.experience_months).toBeGreaterThan(12 * 10);
  });

  it('maps the older schema’s company and website, so employers stay on the page and in the index', async () => {
    const body = await importDocuments([corpus('older-schema')]);
    const result = stored(body.results[0]);
    expect(result.warnings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'resumes.0.work.0.company', code: 'older_field_renamed' }),
        expect.objectContaining({ path: 'resumes.0.basics.website', code: 'older_field_renamed' }),
      ]),
    );
    const { rows } = await getDb().query<{ name: string | null; url: string | null }>(
      `SELECT resume->'work'->0->>'name' AS name, resume->'basics'->>'url' AS url FROM resumes WHERE id = $1`,
      [result.id],
    );
    expect(rows[0]).toEqual({ name: 'Earthdawn Corp', url: 'https://thomasdavis.example.com' });
    const search = await app.inject({ method: 'POST', url: '/api/webapp/resumes_search/resumes/', headers: { cookie }, payload: { text: 'company:earthdawn' } });
    expect(search.json().items.map((item: { id: number }) => item.id)).toEqual([result.id]);
  });

  it('keeps every skill: keywords as skills, group names not shown as skills', async () => {
    const body = await importDocuments([corpus('many-skills'), corpus('official-sample-style')]);
    const skillsOf = async (id: number): Promise<string[] | undefined> =>
      (await getDb().query<{ skills: string[] }>('SELECT skills FROM resumes WHERE id = $1', [id])).rows[0]?.skills;
    const [many, sample] = body.results.map((result) => stored(result).id);
    expect(await skillsOf(many ?? 0)).toHaveLength(90);
    expect(await skillsOf(sample ?? 0)).toEqual(['HTML', 'CSS', 'Javascript', 'Mpeg', 'MP4', 'GIF']);
  });

  it('reads meta.lastModified as the update time and gives no job-search status the document does not state', async () => {
    const body = await importDocuments([{ ...(corpus('official-sample-style') as object), basics: { name: 'Dated', email: 'dated@example.com' } }]);
    const { rows } = await getDb().query<{ updated_at: Date; job_search_status: string }>(
      'SELECT updated_at, job_search_status FROM resumes WHERE id = $1',
      [stored(body.results[0]).id],
    );
    expect(rows[0]?.updated_at.toISOString().slice(0, 10)).toBe('2017-12-24');
    expect(rows[0]?.job_search_status).toBe('unspecified');
  });

  it('updates instead of duplicating when the same document (e-mail or meta.canonical) comes again', async () => {
    const team = await signUp(app, { kind: 'recruiter' });
    const first = await importDocuments([corpus('russian-present')], team.cookie);
    const id = stored(first.results[0]).id;
    const changed = { ...(corpus('russian-present') as object), basics: { name: 'Ольга Смирнова', label: 'QA-инженер', email: 'OLGA.SMIRNOVA@example.ru' } };
    const again = await importDocuments([changed], team.cookie);
    expect(again).toMatchObject({ imported: 1, updated: 1, results: [{ status: 'updated', id }] });
    const byCanonical = { basics: { name: 'Someone Else' }, meta: { canonical: 'https://example.com/x.json' } };
    const pair = await importDocuments([byCanonical, { ...byCanonical, basics: { name: 'Someone Else, later' } }], team.cookie);
    expect(pair.results.map((result) => result.status)).toEqual(['imported', 'updated']);
    const { rows } = await getDb().query<{ count: number; title: string }>(
      `SELECT count(*)::int AS count, max(title) AS title FROM resumes WHERE team_id = $1 AND lower(resume->'basics'->>'email') = 'olga.smirnova@example.ru'`,
      [team.session.team?.id],
    );
    expect(rows[0]).toEqual({ count: 1, title: 'QA-инженер' });
    // Another team's identical document is its own CV.
    const otherTeam = await signUp(app, { kind: 'recruiter' });
    const other = await importDocuments([corpus('russian-present')], otherTeam.cookie);
    expect(other.results[0]?.status).toBe('imported');
  });

  it('still refuses a document with a real problem, in words, never a regular expression', async () => {
    const body = await importDocuments([corpus('still-invalid')]);
    expect(body).toMatchObject({ imported: 0, rejected: 1 });
    const result = body.results[0];
    if (result?.status !== 'rejected') throw new Error('expected a rejection');
    expect(result.errors).toEqual([
      expect.objectContaining({ path: 'resumes.0.basics.email', message: 'Expected an e-mail address such as name@example.com.' }),
      expect.objectContaining({ path: 'resumes.0.work.0.startDate', message: 'Expected a date like 2020, 2020-03 or 2020-03-15.' }),
    ]);
    expect(JSON.stringify(result.errors)).not.toMatch(/\^|\[0-9\]|pattern/);
  });
});
