import { z } from 'zod/mini';
import { cvDuplicateSchema } from './cv-duplicates';
import { cvTypeSchema } from './search';

/**
 * Imports of CV files (PDF and DOCX): each file's text is extracted on the server, a draft CV is
 * recognised in it, and the recruiter reviews the draft before it is saved (docs/intake.md).
 */
export const CV_INTAKE_LIMITS = {
  /** Largest file accepted, in bytes. */
  maxFileBytes: 10 * 1024 * 1024,
  /** Files per request; the import page sends them one by one, the CLI in groups. */
  maxFilesPerRequest: 20,
  /** What a DOCX may unpack to: a bigger archive is refused before its XML is read (a zip bomb). */
  maxUnpackedBytes: 50 * 1024 * 1024,
  /** Pages of a PDF whose text is read. */
  maxPdfPages: 100,
  /** Characters of a file's text kept and indexed for search. */
  maxTextChars: 200_000,
} as const;

/** The file formats read: by their content, whatever their name says. */
export const CV_FILE_FORMATS = ['pdf', 'docx'] as const;
export type CvFileFormat = (typeof CV_FILE_FORMATS)[number];

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`));
/** A month or a day (`2021-03`, `2021-03-15`), or empty. */
const draftDate = z.string().check(z.trim(), z.regex(/^(\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, 'Expected a date as YYYY-MM or YYYY-MM-DD.'));

/** One job of a draft: employer, position and period (an empty end date: the current job). */
export const cvDraftJobSchema = z.strictObject({
  name: text(200),
  position: text(200),
  startDate: draftDate,
  endDate: draftDate,
});
export type CvDraftJob = z.infer<typeof cvDraftJobSchema>;

/**
 * The fields recognised in a file, as the recruiter corrects them before saving: every field may
 * be empty (nothing recognised), the phone in E.164 (`+79161234567`) when it was recognised.
 */
export const cvDraftSchema = z.strictObject({
  name: text(200),
  label: text(200),
  email: z.string().check(z.trim(), z.maxLength(320), z.regex(/^([^\s@]+@[^\s@]+\.[^\s@]+)?$/, 'Expected an e-mail address.')),
  phone: z.string().check(z.trim(), z.regex(/^(\+[1-9]\d{6,14})?$/, 'Expected a phone number in international form: + and 7–15 digits.')),
  city: text(200),
  skills: z.array(text(100)).check(z.maxLength(200, 'At most 200 skills.')),
  work: z.array(cvDraftJobSchema).check(z.maxLength(50, 'At most 50 jobs.')),
});
export type CvDraft = z.infer<typeof cvDraftSchema>;

/** Why a file was refused; `params` carry the numbers its message names (the limit). */
export const CV_FILE_REFUSALS = [
  /** Bigger than {@link CV_INTAKE_LIMITS.maxFileBytes}. */
  'too_large',
  /** Neither a PDF nor a DOCX by its content. */
  'unsupported_format',
  /** Its name says one format, its content is another (or neither). */
  'name_mismatch',
  /** A PDF without any text: a scanned image (OCR is not done). */
  'no_text',
  /** A PDF that needs a password to open. */
  'encrypted',
  /** A DOCX that unpacks to more than {@link CV_INTAKE_LIMITS.maxUnpackedBytes}. */
  'unpacked_too_large',
  /** The content is damaged: it could not be read as the format it claims. */
  'unreadable',
  /** Reading it needed more memory than a reader thread may have (`params.limitMb`). */
  'memory_limit',
  /** It was not read within the deadline for one file (`params.limitSeconds`), waiting for a reader included. */
  'time_limit',
] as const;
export type CvFileRefusal = (typeof CV_FILE_REFUSALS)[number];

/** What was noticed in a file that was read anyway. */
export const CV_FILE_WARNINGS = [
  /** The PDF carries scripts (JavaScript actions): they were ignored, never run. */
  'scripts_ignored',
  /** The text was longer than {@link CV_INTAKE_LIMITS.maxTextChars}: the rest is not kept. */
  'text_truncated',
  /** Only the first {@link CV_INTAKE_LIMITS.maxPdfPages} pages were read. */
  'pages_truncated',
] as const;
export type CvFileWarning = (typeof CV_FILE_WARNINGS)[number];

const fileHead = {
  /** The file's position in the request (or the CLI's run). */
  index: z.number(),
  fileName: z.string(),
};

/** A file's draft waiting for review; also `GET /api/cv/import/drafts/{id}` (a stored draft opened again). */
export const cvFileDraftSchema = z.strictObject({
  ...fileHead,
  status: z.literal('draft'),
  draftId: z.string(),
  format: z.enum(CV_FILE_FORMATS),
  draft: cvDraftSchema,
  /** The file's text (up to its first 20 000 characters), for the review beside the fields. */
  preview: z.string(),
  warnings: z.array(z.enum(CV_FILE_WARNINGS)),
  /** CVs the team can see that look like the same person (docs/intake.md#one-person-one-record). */
  duplicates: z.array(cvDuplicateSchema),
});
export type CvFileDraft = z.infer<typeof cvFileDraftSchema>;

/** One file of `POST /api/cv/import/files`: a draft to review, a saved CV (`save=true`), or refused. */
export const cvFileResultSchema = z.discriminatedUnion('status', [
  cvFileDraftSchema,
  z.strictObject({
    ...fileHead,
    status: z.enum(['imported', 'updated']),
    id: z.number(),
    type: z.literal('imported'),
    format: z.enum(CV_FILE_FORMATS),
    draft: cvDraftSchema,
    warnings: z.array(z.enum(CV_FILE_WARNINGS)),
    duplicates: z.array(cvDuplicateSchema),
  }),
  z.strictObject({
    ...fileHead,
    status: z.literal('refused'),
    code: z.enum(CV_FILE_REFUSALS),
    message: z.string(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
]);
export type CvFileResult = z.infer<typeof cvFileResultSchema>;

/** Characters of a file's text sent back for the review. */
export const CV_PREVIEW_CHARS = 20_000;

/** Response of `POST /api/cv/import/files` (201 when a CV was saved, else 200). */
export const cvFileImportResponseSchema = z.strictObject({ results: z.array(cvFileResultSchema) });
export type CvFileImportResponse = z.infer<typeof cvFileImportResponseSchema>;

/** Query of `POST /api/cv/import/files`: `save=true` saves each draft at once (as the CLI does). */
export const cvFileImportQuerySchema = z.strictObject({ save: z.optional(z.enum(['true', 'false'])) });

/** Params of `POST /api/cv/import/drafts/{id}`. */
export const cvDraftParamsSchema = z.strictObject({ id: z.string().check(z.uuid('Expected a draft id.')) });
/** Body of `POST /api/cv/import/drafts/{id}`: the draft as the recruiter corrected it. */
export const cvDraftSaveSchema = z.strictObject({ draft: cvDraftSchema });
export type CvDraftSave = z.infer<typeof cvDraftSaveSchema>;
/** Response of `POST /api/cv/import/drafts/{id}`: the CV, new or an earlier import of the same e-mail. */
export const cvDraftSavedSchema = z.strictObject({ status: z.enum(['imported', 'updated']), id: z.number(), type: z.literal('imported') });
export type CvDraftSaved = z.infer<typeof cvDraftSavedSchema>;

/** Params of `GET /api/cv/{type}/{id}/file`: the original file of an imported CV. */
export const cvFileParamsSchema = z.strictObject({
  type: cvTypeSchema,
  id: z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, 'Expected the id as decimal digits.')), z.transform(Number)),
});

/**
 * `POST /api/team/applications/{id}/attachments/{attachmentId}/cv`: a file e-mailed to an
 * application's thread made into a CV the way a file import makes one. `new`: the file was read
 * now (a draft to review, or refused with the reason); `draft`: a draft from this file waits for
 * review already (answered again, its duplicates looked for again); `cv`: a CV was saved from it.
 */
export const attachmentCvResponseSchema = z.discriminatedUnion('from', [
  z.strictObject({ from: z.enum(['new', 'draft']), result: cvFileResultSchema }),
  z.strictObject({ from: z.literal('cv'), cv: z.strictObject({ type: z.literal('imported'), id: z.number() }) }),
]);
export type AttachmentCvResponse = z.infer<typeof attachmentCvResponseSchema>;
