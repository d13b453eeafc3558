import { z } from 'zod/mini';
import { cvDuplicateSchema } from './cv-duplicates';

/** Stored documents of one `POST /api/cv/import` request whose likely duplicates are looked for. */
export const CV_IMPORT_DUPLICATE_CHECKS = 100;

/** A problem with one field, as the API reports it (`ApiFieldError`). */
const fieldProblemSchema = z.strictObject({
  path: z.string(),
  message: z.string(),
  code: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/**
 * One document of an import: stored as a new CV, or `updated` (the team had imported the same
 * document before: same e-mail or `meta.canonical`), with `warnings` naming each repair made to
 * accept it (an empty value left out, a web address given its scheme, "present" read as no end
 * date…); or rejected, with the reasons in words. `path`s are dotted, from the request body.
 */
export const importResultSchema = z.discriminatedUnion('status', [
  z.strictObject({
    index: z.number(),
    status: z.enum(['imported', 'updated']),
    id: z.number(),
    type: z.literal('imported'),
    warnings: z.array(fieldProblemSchema),
    /**
     * Likely duplicates of the stored CV among the CVs the team can see (as for a file's draft),
     * looked for in the first {@link CV_IMPORT_DUPLICATE_CHECKS} stored documents of a request;
     * absent past them (a bulk import is not slowed by it).
     */
    duplicates: z.optional(z.array(cvDuplicateSchema)),
  }),
  z.strictObject({ index: z.number(), status: z.literal('rejected'), errors: z.array(fieldProblemSchema) }),
]);
export type ImportResult = z.infer<typeof importResultSchema>;

/** Response of `POST /api/cv/import`: 201 when a CV was stored or updated, else 200. */
export const importResponseSchema = z.strictObject({
  /** New CVs and updated ones together. */
  imported: z.number(),
  /** Of `imported`, those that updated an earlier import. */
  updated: z.number(),
  rejected: z.number(),
  results: z.array(importResultSchema),
});
export type ImportResponse = z.infer<typeof importResponseSchema>;
