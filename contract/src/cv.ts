import { z } from 'zod/mini';
import { cityLabelsSchema, currencySchema, cvTypeSchema, cvVisibilitySchema, jobSearchStatusSchema, salarySchema } from './search';
import { USERNAME_PATTERN } from './username';

/**
 * The CV contract (docs/product.md#cvs): a CV's details and contacts
 * (`POST /api/webapp/resumes_search/resume/`, `.../resume/contacts`), the candidate's own CV
 * (`/api/cv/me`), the address of a username (`/api/cv/username/{username}`) and a team's import
 * (`POST /api/cv/import`), as `zod/mini` schemas with the types inferred from them.
 */

const text = z.optional(z.string());

/** A social or professional profile of a JSON Resume (`basics.profiles[]`). */
export const jsonResumeProfileSchema = z.looseObject({ network: text, username: text, url: text });
export type JsonResumeProfile = z.infer<typeof jsonResumeProfileSchema>;

/**
 * The platform's own CV fields, carried in a JSON Resume document as `"x-platform"`
 * (on `PUT /api/cv/me` and on import).
 */
export const cvPlatformFieldsSchema = z.strictObject({
  desiredSalary: z.nullish(z.strictObject({ amount: z.number(), currency: currencySchema })),
  relocation: z.optional(z.boolean()),
  remote: z.optional(z.boolean()),
  jobSearchStatus: z.optional(jobSearchStatusSchema),
});
export type CvPlatformFields = z.infer<typeof cvPlatformFieldsSchema>;

/**
 * A JSON Resume document (https://jsonresume.org/schema). Only the parts the platform reads are
 * typed (no stricter than the published schema, which the API checks documents against); every
 * other section is kept as sent.
 */
export const jsonResumeSchema = z.looseObject({
  basics: z.optional(
    z.looseObject({
      name: text,
      label: text,
      image: text,
      email: text,
      phone: text,
      url: text,
      summary: text,
      location: z.optional(z.looseObject({ address: text, postalCode: text, city: text, countryCode: text, region: text })),
      profiles: z.optional(z.array(jsonResumeProfileSchema)),
    }),
  ),
  work: z.optional(
    z.array(
      z.looseObject({
        name: text,
        position: text,
        location: text,
        url: text,
        startDate: text,
        endDate: text,
        summary: text,
        highlights: z.optional(z.array(z.string())),
      }),
    ),
  ),
  skills: z.optional(z.array(z.looseObject({ name: text, level: text, keywords: z.optional(z.array(z.string())) }))),
  languages: z.optional(z.array(z.looseObject({ language: text, fluency: text }))),
  /** Platform fields of an imported or edited CV (an extension of the schema). */
  'x-platform': z.optional(cvPlatformFieldsSchema),
});
export type JsonResume = z.infer<typeof jsonResumeSchema>;

/** Contacts of a CV: shown only to recruiters allowed to see them. */
export const resumeContactsSchema = z.strictObject({
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  url: z.nullable(z.string()),
  profiles: z.array(jsonResumeProfileSchema),
});
export type ResumeContacts = z.infer<typeof resumeContactsSchema>;

/** Usernames (USERNAME_PATTERN), trimmed and compared in lower case. */
export const cvUsernameSchema = z
  .string({ error: 'Expected a username.' })
  .check(z.trim(), z.toLowerCase(), z.regex(USERNAME_PATTERN, 'A username has 3–32 characters: letters a–z, digits, "_" and "-".'));

const ID_MESSAGE = 'Expected the id as decimal digits.';

/** `{ type, id }` of a CV as its address names it; the id as a number or as decimal digits. */
export const resumeIdSchema = z.strictObject({
  type: cvTypeSchema,
  id: z.union(
    [
      z.number().check(z.int('Expected a whole number.'), z.positive('Expected a positive id.'), z.lte(Number.MAX_SAFE_INTEGER)),
      z.pipe(z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, ID_MESSAGE)), z.transform(Number)),
    ],
    { error: ID_MESSAGE },
  ),
});
export type ResumeId = z.input<typeof resumeIdSchema>;

/** A CV named by its owner's username. */
export const usernameLookupSchema = z.strictObject({ username: cvUsernameSchema });

/**
 * Body of `POST /api/webapp/resumes_search/resume/`: a username, or `{ type, id }` (the API reads
 * a body with `username` as the first, any other as the second, so a 400 names the wrong field).
 */
export const resumeLookupSchema = z.union([usernameLookupSchema, resumeIdSchema]);
export type ResumeLookup = z.input<typeof resumeLookupSchema>;

/** Response of `POST /api/webapp/resumes_search/resume/`. */
export const resumeDetailsSchema = z.strictObject({
  id: z.number(),
  type: cvTypeSchema,
  username: z.nullable(z.string()),
  visibility: cvVisibilitySchema,
  name: z.string(),
  title: z.string(),
  city: z.nullable(z.string()),
  /** The city's name in each interface language where the platform knows it (Москва → Moscow on an English page). */
  cityLabels: z.optional(cityLabelsSchema),
  experienceMonths: z.number(),
  salary: z.nullable(salarySchema),
  relocation: z.boolean(),
  remote: z.boolean(),
  jobSearchStatus: jobSearchStatusSchema,
  skills: z.array(z.string()),
  updatedAt: z.string(),
  /** The document; its contact fields (e-mail, phone, url, profiles, address) removed unless `contacts`. */
  resume: jsonResumeSchema,
  /** `null` unless the viewer may see them (own CV, own team's import, revealed by the team). */
  contacts: z.nullable(resumeContactsSchema),
  contactsRevealed: z.boolean(),
  /** Whether this viewer can reveal the contacts (a recruiter who has not yet). */
  canRevealContacts: z.boolean(),
  /** Credits one reveal costs. */
  revealCost: z.literal(1),
  isOwner: z.boolean(),
});
export type ResumeDetails = z.infer<typeof resumeDetailsSchema>;

/** Response of `POST /api/webapp/resumes_search/resume/contacts` (402 `no_credits` at balance 0). */
export const revealContactsResponseSchema = z.strictObject({
  contacts: resumeContactsSchema,
  /** The team's balance after the reveal. */
  credits: z.number(),
  /** False when the team had already revealed this CV (or owns it): nothing was spent. */
  charged: z.boolean(),
});
export type RevealContactsResponse = z.infer<typeof revealContactsResponseSchema>;

/** Response of `GET /api/cv/username/{username}`: where the canonical page is. */
export const cvLocationSchema = z.strictObject({ type: cvTypeSchema, id: z.number() });
export type CvLocation = z.infer<typeof cvLocationSchema>;

/** Params of `GET /api/cv/username/{username}`. */
export const cvUsernameParamsSchema = z.object({ username: cvUsernameSchema });

/**
 * Body of `PUT /api/cv/me`. The resume is then checked against the published JSON Resume schema
 * and the platform's rules (each problem a 400 naming its path under `resume`).
 */
export const cvMeUpdateSchema = z.strictObject({
  username: cvUsernameSchema,
  visibility: z.enum(['public', 'hidden'], { error: 'Expected "public" or "hidden".' }),
  resume: z.unknown().check(z.refine((value) => value !== undefined, 'Expected a JSON Resume document.')),
});
/** What the CV editor sends. */
export type CvMeUpdate = Omit<z.input<typeof cvMeUpdateSchema>, 'resume'> & { resume: JsonResume };

/**
 * The platform fields of a stored CV, every one of them: what recruiters filter by. The stored
 * columns are their truth (the account page changes the status alone; a CV may have been stored
 * with them beside its document), so the API answers them in full.
 */
export const cvPlatformStateSchema = z.strictObject({
  desiredSalary: z.nullable(salarySchema),
  relocation: z.boolean(),
  remote: z.boolean(),
  jobSearchStatus: jobSearchStatusSchema,
});
export type CvPlatformState = z.infer<typeof cvPlatformStateSchema>;

/**
 * Response of `GET|PUT /api/cv/me` (GET answers 404 `not_found` before the first save). Its
 * `resume` always carries `x-platform` in full, so an editor that sends the document back unchanged
 * changes nothing.
 */
export const cvMeSchema = z.strictObject({
  id: z.number(),
  type: z.literal('internal'),
  username: z.string(),
  visibility: cvVisibilitySchema,
  resume: z.extend(jsonResumeSchema, { 'x-platform': cvPlatformStateSchema }),
  experienceMonths: z.number(),
  updatedAt: z.string(),
});
export type CvMe = z.infer<typeof cvMeSchema>;

/** Most documents one import request may carry (the command line has no limit: it sends batches). */
export const CV_IMPORT_MAX_BATCH = 1000;

/**
 * Body of `POST /api/cv/import`: one JSON Resume document, `{ "resumes": [...] }` or a bare list
 * of 1–{@link CV_IMPORT_MAX_BATCH} documents. Each document is checked on its own (repaired where
 * it can be, else rejected: see `importResultSchema` of cv-import.ts), so one bad CV does not refuse the rest.
 */
export const cvImportBodySchema = z.unknown();
/** The batch form of the import body. */
export const cvImportBatchSchema = z.looseObject({ resumes: z.array(z.unknown()) });

