import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEachDatabase } from '../../../db/testing';
import type { CatalogueEntry } from './catalogue';
import { CATALOGUE } from './catalogue';
import { loadContent } from './load-content';
import { syncEducationContent } from './sync';

const ARTICLE: CatalogueEntry = { id: 1, slug: 'a', kind: 'article', topic: 'search', minutes: 3, title: { en: 'A', ru: 'А' }, summary: { en: 'a', ru: 'а' } };
const COURSE = (slugs: string[]): CatalogueEntry => ({
  id: 2,
  slug: 'c',
  kind: 'course',
  topic: 'privacy',
  title: { en: 'C', ru: 'К' },
  summary: { en: 'c', ru: 'к' },
  lessons: slugs.map((slug) => ({ slug, minutes: 2, title: { en: slug, ru: slug } })),
});

function contentDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'education-content-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

describe('the education content files', () => {
  it('has every text of the real catalogue in both locales, at least twelve items, in Markdown', () => {
    const snapshot = loadContent();
    expect(snapshot.items.length).toBeGreaterThanOrEqual(12);
    expect(CATALOGUE.filter((entry) => entry.kind === 'course').length).toBeGreaterThanOrEqual(4);
    for (const item of snapshot.items) {
      for (const text of [item.body.en, item.body.ru, ...item.lessons.flatMap((lesson) => [lesson.body.en, lesson.body.ru])]) {
        // Raw HTML never reaches a reader, so the texts must not rely on it (code may show tags).
        const prose = text.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '');
        expect([item.slug, /<[a-z]/i.test(prose)]).toEqual([item.slug, false]);
      }
      expect(item.body.ru).toMatch(/[а-яё]/i);
    }
  });

  it('names the file or item at fault', () => {
    const dir = contentDir({ 'a/en.md': 'Text', 'a/ru.md': '  \n', 'b/en.md': 'B', 'b/ru.md': 'Б' });
    expect(() => loadContent(dir, [ARTICLE])).toThrow(`Education content: ${join(dir, 'a', 'ru.md')} is empty.`);
    expect(() => loadContent(dir, [{ ...ARTICLE, slug: 'b' }, ARTICLE])).toThrow('item 1 (a) repeats an id');
    expect(() => loadContent(dir, [COURSE([])])).toThrow('item 2 (c) is a course without lessons');
    rmSync(dir, { recursive: true });
  });
});

describeEachDatabase('loading the education content', (getDb) => {
  it('loads once per change, keeps lesson ids (and progress) across a reordering, and drops what is gone', async () => {
    const db = getDb();
    const dir = contentDir({
      'a/en.md': 'A', 'a/ru.md': 'А', 'c/en.md': 'C', 'c/ru.md': 'К',
      'c/one.en.md': '1', 'c/one.ru.md': '1', 'c/two.en.md': '2', 'c/two.ru.md': '2', 'c/three.en.md': '3', 'c/three.ru.md': '3',
    });
    const first = loadContent(dir, [ARTICLE, COURSE(['one', 'two', 'three'])]);
    // Two API processes starting at once: one loads, the other finds it loaded.
    expect((await Promise.all([syncEducationContent(db, first), syncEducationContent(db, first)])).sort()).toEqual([false, true]);
    expect(await syncEducationContent(db, first)).toBe(false);
    const ids = async () => (await db.query<{ slug: string; id: number; position: number }>('SELECT slug, id, position FROM education_lessons ORDER BY position')).rows;
    const before = await ids();
    expect(before.map((row) => row.slug)).toEqual(['one', 'two', 'three']);

    const reordered = loadContent(dir, [COURSE(['three', 'one'])]);
    expect(await syncEducationContent(db, reordered)).toBe(true);
    const after = await ids();
    expect(after.map((row) => [row.slug, row.position])).toEqual([['three', 1], ['one', 2]]);
    expect(after.find((row) => row.slug === 'one')?.id).toBe(before.find((row) => row.slug === 'one')?.id);
    expect((await db.query('SELECT 1 FROM education_items WHERE id = 1')).rowCount).toBe(0);
    rmSync(dir, { recursive: true });
  });
});
