import { cvDuplicateParamsSchema, cvDuplicatesResponseSchema, cvMergeBodySchema, cvMergeResultSchema } from '../cv-duplicates';
import { defineEndpoint } from './endpoint';
import { idParamsSchema } from './params';

/** Likely duplicates of a CV among those the team can see, and merges a recruiter does (and undoes). */
export const CV_DUPLICATE_ENDPOINTS = {
  duplicates: defineEndpoint({
    method: 'GET',
    path: '/cv/:type/:id/duplicates',
    params: cvDuplicateParamsSchema,
    responses: { 200: cvDuplicatesResponseSchema },
    summary: "Likely duplicates of a CV among the team's and public CVs, and the merges into it",
  }),
  /** Keeps the CV of the path; `with` (the team's own import) is merged into it and removed. */
  merge: defineEndpoint({
    method: 'POST',
    path: '/cv/:type/:id/merge',
    params: cvDuplicateParamsSchema,
    body: cvMergeBodySchema,
    responses: { 201: cvMergeResultSchema },
    summary: 'Merges a CV the team imported into another one (undone within a day)',
  }),
  /** Restores the merged CV and everything moved from it; 409 after a day or when undone already. */
  undoMerge: defineEndpoint({
    method: 'POST',
    path: '/cv/merges/:id/undo',
    params: idParamsSchema,
    responses: { 200: cvMergeResultSchema },
    summary: 'Undoes a merge of CVs',
  }),
};
