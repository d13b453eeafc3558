import { z } from 'zod/mini';
import { resumeIdSchema } from './cv';
import { cvTypeSchema } from './search';

/**
 * Duplicates and merges of CVs (docs/intake.md#one-person-one-record): the CVs a team can see that
 * look like the same person, and the merge a recruiter does, undone within a day.
 */

/** How long a merge can be undone; after it the merged CV's stored copy is deleted by a job. */
export const CV_MERGE_UNDO_HOURS = 24;

/**
 * Why a CV looks like the same person: the same normalised e-mail or phone (a match), or a very
 * similar name with the same employer or city (a possible duplicate).
 */
export const CV_DUPLICATE_REASONS = ['email', 'phone', 'name_employer', 'name_city'] as const;
export type CvDuplicateReason = (typeof CV_DUPLICATE_REASONS)[number];

/** One likely duplicate: enough to recognise it, nothing of its contacts. */
export const cvDuplicateSchema = z.strictObject({
  type: cvTypeSchema,
  id: z.number(),
  name: z.string(),
  title: z.string(),
  city: z.nullable(z.string()),
  /** `match`: same e-mail or phone; `possible`: similar name with the same employer or city. */
  certainty: z.enum(['match', 'possible']),
  reasons: z.array(z.enum(CV_DUPLICATE_REASONS)),
  /** Similarity of the names, 0..1 (pg_trgm). */
  nameSimilarity: z.number(),
  /** The team's own import: it can be merged into another CV. */
  mergeable: z.boolean(),
});
export type CvDuplicate = z.infer<typeof cvDuplicateSchema>;

/** A merge into a CV, as its page lists them. */
export const cvMergeSchema = z.strictObject({
  id: z.number(),
  /** The name of the CV merged into this one. */
  mergedName: z.string(),
  mergedBy: z.nullable(z.string()),
  mergedAt: z.string(),
  /** Until when it can be undone; null once undone or past the day. */
  undoUntil: z.nullable(z.string()),
  undoneAt: z.nullable(z.string()),
});
export type CvMerge = z.infer<typeof cvMergeSchema>;

/** Params of `GET /api/cv/{type}/{id}/duplicates` and `POST /api/cv/{type}/{id}/merge`. */
export const cvDuplicateParamsSchema = z.strictObject({
  type: cvTypeSchema,
  id: z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, 'Expected the id as decimal digits.')), z.transform(Number)),
});

/** Response of `GET /api/cv/{type}/{id}/duplicates`. */
export const cvDuplicatesResponseSchema = z.strictObject({
  duplicates: z.array(cvDuplicateSchema),
  /** Merges into this CV, newest first. */
  merges: z.array(cvMergeSchema),
});
export type CvDuplicatesResponse = z.infer<typeof cvDuplicatesResponseSchema>;

/** Body of `POST /api/cv/{type}/{id}/merge`: the CV merged into the one the path names (which is kept). */
export const cvMergeBodySchema = z.strictObject({ with: resumeIdSchema });
export type CvMergeBody = z.input<typeof cvMergeBodySchema>;

/** Response of `POST /api/cv/{type}/{id}/merge` (201) and of its undo (200). */
export const cvMergeResultSchema = z.strictObject({
  merge: cvMergeSchema,
  kept: z.strictObject({ type: cvTypeSchema, id: z.number() }),
  merged: z.strictObject({ type: cvTypeSchema, id: z.number() }),
});
export type CvMergeResult = z.infer<typeof cvMergeResultSchema>;
