import {
  cvImportBodySchema,
  cvLocationSchema,
  cvMeSchema,
  cvMeUpdateSchema,
  cvUsernameParamsSchema,
  resumeDetailsSchema,
  resumeIdSchema,
  resumeLookupSchema,
  revealContactsResponseSchema,
} from '../cv';
import { importResponseSchema } from '../cv-import';
import {
  cvDraftParamsSchema,
  cvDraftSavedSchema,
  cvDraftSaveSchema,
  cvFileDraftSchema,
  cvFileImportQuerySchema,
  cvFileImportResponseSchema,
  cvFileParamsSchema,
} from '../cv-intake';
import { defineEndpoint } from './endpoint';

/** A CV's page and contacts, the candidate's own CV, usernames and a team's import. */
export const CV_ENDPOINTS = {
  details: defineEndpoint({ method: 'POST', path: '/webapp/resumes_search/resume/', body: resumeLookupSchema, responses: { 200: resumeDetailsSchema }, apiKey: 'cvs:read', summary: 'A CV page' }),
  /** Spends a credit of the team unless it has revealed this CV before (402 `no_credits` at 0). */
  revealContacts: defineEndpoint({
    method: 'POST',
    path: '/webapp/resumes_search/resume/contacts',
    body: resumeIdSchema,
    responses: { 200: revealContactsResponseSchema },
    apiKey: 'cvs:read',
    summary: "A CV's contacts (spends a credit the first time)",
  }),
  location: defineEndpoint({ method: 'GET', path: '/cv/username/:username', params: cvUsernameParamsSchema, responses: { 200: cvLocationSchema } }),
  me: defineEndpoint({ method: 'GET', path: '/cv/me', responses: { 200: cvMeSchema } }),
  saveMe: defineEndpoint({ method: 'PUT', path: '/cv/me', body: cvMeUpdateSchema, responses: { 200: cvMeSchema } }),
  /** 201 when a CV was stored or updated, 200 when every document was rejected. */
  import: defineEndpoint({ method: 'POST', path: '/cv/import', body: cvImportBodySchema, responses: { 200: importResponseSchema, 201: importResponseSchema } }),
  /**
   * PDF and DOCX files (multipart, one or more `files` parts): a result per file. 201 when
   * `save=true` stored a CV, else 200.
   */
  importFiles: defineEndpoint({
    method: 'POST',
    path: '/cv/import/files',
    query: cvFileImportQuerySchema,
    responses: { 200: cvFileImportResponseSchema, 201: cvFileImportResponseSchema },
  }),
  /** A stored draft opened again for review (a file e-mailed to a thread): 404 for another team's or one saved already. */
  draft: defineEndpoint({ method: 'GET', path: '/cv/import/drafts/:id', params: cvDraftParamsSchema, responses: { 200: cvFileDraftSchema } }),
  /** Saves a reviewed draft with its original file, in one transaction. */
  saveDraft: defineEndpoint({ method: 'POST', path: '/cv/import/drafts/:id', params: cvDraftParamsSchema, body: cvDraftSaveSchema, responses: { 201: cvDraftSavedSchema } }),
  /** The original file of a CV imported from one: for the team that imported it, 404 for anyone else. */
  file: defineEndpoint({ method: 'GET', path: '/cv/:type/:id/file', params: cvFileParamsSchema, responses: {} }),
};
