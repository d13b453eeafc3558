import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EDUCATION_TOPICS, LOCALES, type EducationKind, type EducationTopic, type Locale } from '@platform/contract';
import { EDUCATION_CONTENT_DIR } from '../../../runtime-files';
import { CATALOGUE, type CatalogueEntry, type Localized } from './catalogue';

/** Where the Markdown texts live: beside the catalogue (in the bundle: `<dist>/education`). */
export const CONTENT_DIR = EDUCATION_CONTENT_DIR;

/** A lesson ready to be written to the database. */
export interface LessonContent {
  slug: string;
  position: number;
  minutes: number;
  title: Localized;
  body: Localized;
}

/** An item ready to be written to the database. */
export interface ItemContent {
  id: number;
  slug: string;
  kind: EducationKind;
  topic: EducationTopic;
  position: number;
  minutes: number;
  title: Localized;
  summary: Localized;
  body: Localized;
  lessons: LessonContent[];
}

/** The whole catalogue with its texts, and a fingerprint that changes whenever any of it does. */
export interface ContentSnapshot {
  items: ItemContent[];
  fingerprint: string;
}

function readMarkdown(dir: string, file: string): string {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8').trim();
  if (text === '') throw new Error(`Education content: ${path} is empty.`);
  return text;
}

function readLocalized(dir: string, base: string): Localized {
  const entries = LOCALES.map((locale): [Locale, string] => [locale, readMarkdown(dir, `${base}${locale}.md`)]);
  return { en: entries[0]?.[1] ?? '', ru: entries[1]?.[1] ?? '' };
}

function checkEntry(entry: CatalogueEntry, seenIds: Set<number>, seenSlugs: Set<string>): void {
  const problem = (reason: string) => new Error(`Education content: item ${entry.id} (${entry.slug}) ${reason}.`);
  if (!Number.isInteger(entry.id) || entry.id < 1) throw problem('needs a positive whole id');
  if (seenIds.has(entry.id)) throw problem('repeats an id');
  if (seenSlugs.has(entry.slug)) throw problem('repeats a slug');
  if (!EDUCATION_TOPICS.includes(entry.topic)) throw problem(`has an unknown topic ${entry.topic}`);
  if (entry.kind === 'course') {
    if (entry.lessons.length === 0) throw problem('is a course without lessons');
    if (new Set(entry.lessons.map((lesson) => lesson.slug)).size !== entry.lessons.length) throw problem('repeats a lesson slug');
  }
  seenIds.add(entry.id);
  seenSlugs.add(entry.slug);
}

/**
 * Reads the catalogue and every Markdown text it names from `dir`.
 *
 * @throws Error naming the item or file at fault (a missing or empty text, a repeated id or slug).
 */
export function loadContent(dir: string = CONTENT_DIR, catalogue: readonly CatalogueEntry[] = CATALOGUE): ContentSnapshot {
  const seenIds = new Set<number>();
  const seenSlugs = new Set<string>();
  const items = catalogue.map((entry, index): ItemContent => {
    checkEntry(entry, seenIds, seenSlugs);
    const itemDir = join(dir, entry.slug);
    const lessons =
      entry.kind === 'course'
        ? entry.lessons.map((lesson, lessonIndex) => ({
            slug: lesson.slug,
            position: lessonIndex + 1,
            minutes: lesson.minutes,
            title: lesson.title,
            body: readLocalized(itemDir, `${lesson.slug}.`),
          }))
        : [];
    const minutes = entry.kind === 'course' ? lessons.reduce((sum, lesson) => sum + lesson.minutes, 0) : entry.minutes;
    return {
      id: entry.id,
      slug: entry.slug,
      kind: entry.kind,
      topic: entry.topic,
      position: index + 1,
      minutes,
      title: entry.title,
      summary: entry.summary,
      body: readLocalized(itemDir, ''),
      lessons,
    };
  });
  const fingerprint = createHash('sha256').update(JSON.stringify(items)).digest('hex');
  return { items, fingerprint };
}
