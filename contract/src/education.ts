import { z } from 'zod/mini';
import { LOCALES } from './locale';

/**
 * The education section's API: `GET /api/education`, `GET /api/education/{id}`,
 * `GET /api/education/{id}/lessons/{position}`, `POST /api/education/{id}/progress` and
 * `POST /api/education/{id}/lessons/{position}/progress`. The API validates its input with these
 * schemas; the remote takes its types from them (`zod/mini`, so the schemas stay small wherever
 * they are bundled).
 */

/** What an item teaches; the catalogue is filtered by it. */
export const EDUCATION_TOPICS = ['search', 'sourcing', 'screening', 'interviewing', 'vacancies', 'outreach', 'privacy', 'offers', 'team'] as const;
export type EducationTopic = (typeof EDUCATION_TOPICS)[number];

/** A course has ordered lessons; an article is one text. */
export const EDUCATION_KINDS = ['course', 'article'] as const;
export type EducationKind = (typeof EDUCATION_KINDS)[number];

/** How far the user is with an item: nothing read, part of a course read, all of it read. */
export const EDUCATION_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type EducationStatus = (typeof EDUCATION_STATUSES)[number];

const locale = z.enum(LOCALES, { error: 'Choose en or ru.' });

/** Query of `GET /api/education`: the texts' locale (default: the user's) and the filters. */
export const educationListQuerySchema = z.object({
  locale: z.optional(locale),
  topic: z.optional(z.enum(EDUCATION_TOPICS, { error: `Choose one of ${EDUCATION_TOPICS.join(', ')}.` })),
  status: z.optional(z.enum(EDUCATION_STATUSES, { error: `Choose one of ${EDUCATION_STATUSES.join(', ')}.` })),
});
export type EducationListQuery = z.infer<typeof educationListQuerySchema>;

/** Query of the item and lesson pages: the texts' locale (default: the user's). */
export const educationLocaleQuerySchema = z.object({ locale: z.optional(locale) });
export type EducationLocaleQuery = z.infer<typeof educationLocaleQuerySchema>;

/** Body of both progress calls. */
export const educationProgressInputSchema = z.strictObject({ completed: z.boolean({ error: 'Expected true or false.' }) });
export type EducationProgressInput = z.infer<typeof educationProgressInputSchema>;

const count = z.number().check(z.int(), z.minimum(0));
const positive = z.number().check(z.int(), z.minimum(1));

/** Lessons read of an item: a course counts its lessons, an article counts as one. */
export const educationProgressSchema = z.strictObject({ done: count, total: positive });
export type EducationProgress = z.infer<typeof educationProgressSchema>;

/** An item of the catalogue, in one locale, with the user's progress. */
export const educationItemSchema = z.strictObject({
  id: positive,
  slug: z.string(),
  kind: z.enum(EDUCATION_KINDS),
  topic: z.enum(EDUCATION_TOPICS),
  /** Reading time of the whole item. */
  minutes: positive,
  title: z.string(),
  summary: z.string(),
  status: z.enum(EDUCATION_STATUSES),
  progress: educationProgressSchema,
});
export type EducationItem = z.infer<typeof educationItemSchema>;

/** A lesson as a course's table of contents or a neighbour link names it. */
export const educationLessonRefSchema = z.strictObject({ position: positive, title: z.string() });
export type EducationLessonRef = z.infer<typeof educationLessonRefSchema>;

/**
 * Where the user left off: the item opened or marked most recently that is not completed, and in
 * a course the lesson to read next (the one last opened, or the first unread after it).
 */
export const educationContinueSchema = z.strictObject({
  itemId: positive,
  kind: z.enum(EDUCATION_KINDS),
  title: z.string(),
  lesson: z.nullable(educationLessonRefSchema),
  progress: educationProgressSchema,
});
export type EducationContinue = z.infer<typeof educationContinueSchema>;

/** Response of `GET /api/education`. `summary` counts the whole catalogue, whatever the filters. */
export const educationCatalogueSchema = z.strictObject({
  locale,
  items: z.array(educationItemSchema),
  summary: z.strictObject({ completed: count, total: count }),
  continue: z.nullable(educationContinueSchema),
});
export type EducationCatalogue = z.infer<typeof educationCatalogueSchema>;

/** One lesson of a course's table of contents. */
export const educationLessonSummarySchema = z.strictObject({
  position: positive,
  title: z.string(),
  minutes: positive,
  completed: z.boolean(),
});
export type EducationLessonSummary = z.infer<typeof educationLessonSummarySchema>;

/** Response of `GET /api/education/{id}`: an article's text, or a course's introduction and lessons. */
export const educationItemDetailsSchema = z.strictObject({
  ...educationItemSchema.shape,
  /** Markdown (GitHub flavour); raw HTML in it is never rendered. */
  body: z.string(),
  /** In order; empty for an article. */
  lessons: z.array(educationLessonSummarySchema),
  /** The lesson to open next (see {@link educationContinueSchema}); null for an article or a finished course. */
  nextLesson: z.nullable(educationLessonRefSchema),
});
export type EducationItemDetails = z.infer<typeof educationItemDetailsSchema>;

/** Response of `GET /api/education/{id}/lessons/{position}`. */
export const educationLessonSchema = z.strictObject({
  course: z.strictObject({ id: positive, title: z.string(), progress: educationProgressSchema }),
  position: positive,
  title: z.string(),
  minutes: positive,
  /** Markdown (GitHub flavour); raw HTML in it is never rendered. */
  body: z.string(),
  completed: z.boolean(),
  previous: z.nullable(educationLessonRefSchema),
  next: z.nullable(educationLessonRefSchema),
});
export type EducationLesson = z.infer<typeof educationLessonSchema>;

/** Response of `POST /api/education/{id}/progress` (an article, or every lesson of a course at once). */
export const educationItemProgressSchema = z.strictObject({
  id: positive,
  status: z.enum(EDUCATION_STATUSES),
  progress: educationProgressSchema,
});
export type EducationItemProgress = z.infer<typeof educationItemProgressSchema>;

/** Response of `POST /api/education/{id}/lessons/{position}/progress`. */
export const educationLessonProgressSchema = z.strictObject({
  id: positive,
  position: positive,
  completed: z.boolean(),
  status: z.enum(EDUCATION_STATUSES),
  progress: educationProgressSchema,
});
export type EducationLessonProgress = z.infer<typeof educationLessonProgressSchema>;
