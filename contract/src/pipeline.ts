import { z } from 'zod/mini';
import { cvDuplicateSchema } from './cv-duplicates';
import { teamInterviewSchema } from './interviews';
import { LOCALES } from './locale';
import { currencySchema } from './search';

/**
 * The recruiting pipeline's shapes: vacancies with their skills, employment type and level, the
 * public list of open vacancies, applications and their stages. Answers are `strictObject`
 * schemas (the API checks what it sends against them); the routes and request bodies are in
 * `endpoints/vacancies.ts` and `endpoints/applications.ts`.
 */

export const VACANCY_STATUSES = ['draft', 'open', 'closed'] as const;
export type VacancyStatus = (typeof VACANCY_STATUSES)[number];

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** Seniority a vacancy asks for, lowest first. */
export const VACANCY_LEVELS = ['junior', 'middle', 'senior', 'lead'] as const;
export type VacancyLevel = (typeof VACANCY_LEVELS)[number];

/** Most skills one vacancy lists, and the longest skill name. */
export const VACANCY_MAX_SKILLS = 30;
export const VACANCY_SKILL_MAX_LENGTH = 50;

/** Largest page of a vacancy list. */
export const VACANCY_LIST_MAX_PER_PAGE = 50;
export const VACANCY_LIST_DEFAULT_PER_PAGE = 20;

/** Stages of an application: the working path, then the two ends. */
export const APPLICATION_STAGES = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

/** The working path, in order; `rejected` leaves it from any stage before `hired`. */
export const APPLICATION_PATH: readonly ApplicationStage[] = ['new', 'screening', 'interview', 'offer', 'hired'];

/** Longest rejection reason, note, and application message. */
export const REJECTION_REASON_MAX_LENGTH = 500;
export const APPLICATION_NOTE_MAX_LENGTH = 5000;
export const APPLICATION_MESSAGE_MAX_LENGTH = 5000;

/**
 * The stages an application may move to from `from`: one step forward or back along the path
 * (back corrects a mistake), `rejected` from any stage before `hired`, and a rejected application
 * reopened at `new`. `hired` is final.
 */
export function allowedMoves(from: ApplicationStage): ApplicationStage[] {
  if (from === 'hired') return [];
  if (from === 'rejected') return ['new'];
  const index = APPLICATION_PATH.indexOf(from);
  const moves: ApplicationStage[] = [];
  const back = APPLICATION_PATH[index - 1];
  const forward = APPLICATION_PATH[index + 1];
  if (back !== undefined) moves.push(back);
  if (forward !== undefined) moves.push(forward);
  moves.push('rejected');
  return moves;
}

export const vacancyStatusSchema = z.enum(VACANCY_STATUSES);
export const employmentTypeSchema = z.enum(EMPLOYMENT_TYPES);
export const vacancyLevelSchema = z.enum(VACANCY_LEVELS);
export const applicationStageSchema = z.enum(APPLICATION_STAGES);

/** Someone of the team as an answer names them (`null` once the account is gone). */
const person = z.nullable(z.strictObject({ id: z.string(), name: z.string() }));

/** What every reader of a vacancy sees. */
const vacancyCoreSchema = z.strictObject({
  id: z.number(),
  teamName: z.string(),
  title: z.string(),
  description: z.string(),
  city: z.nullable(z.string()),
  remote: z.boolean(),
  salaryMin: z.nullable(z.number()),
  salaryMax: z.nullable(z.number()),
  currency: z.nullable(currencySchema),
  status: vacancyStatusSchema,
  skills: z.array(z.string()),
  employmentType: employmentTypeSchema,
  level: z.nullable(vacancyLevelSchema),
  updatedAt: z.string(),
  /** The team's retention rule: months it keeps a CV after the last activity (named in the consent an application gives). */
  retentionMonths: z.number(),
});

/** A vacancy as its public page shows it. */
export const publicVacancySchema = z.extend(vacancyCoreSchema, {
  /** For a signed-in candidate: the stage of their application to it, `null` before they apply. */
  myApplication: z.optional(z.nullable(z.strictObject({ id: z.number(), stage: applicationStageSchema }))),
});
export type PublicVacancy = z.infer<typeof publicVacancySchema>;

/** A vacancy as its own team sees it: with its counters and the right to edit it. */
export const teamVacancySchema = z.extend(vacancyCoreSchema, {
  canManage: z.literal(true),
  createdAt: z.string(),
  views: z.number(),
  applications: z.number(),
  mailings: z.number(),
  /** Applications that arrived since the viewer last opened the vacancy. */
  newApplications: z.number(),
  /** Candidates' messages in the vacancy's application threads the viewer has not read. */
  unreadMessages: z.number(),
});
export type TeamVacancy = z.infer<typeof teamVacancySchema>;

/** One page of a vacancy list. */
function vacancyPageSchema<T extends z.core.$ZodType>(item: T) {
  return z.strictObject({ items: z.array(item), total: z.number(), page: z.number(), perPage: z.number() });
}
/** `GET /api/team/vacancies`: a page of the team's vacancies. */
export const teamVacancyPageSchema = vacancyPageSchema(teamVacancySchema);
export type TeamVacancyPage = z.infer<typeof teamVacancyPageSchema>;
/** `GET /api/vacancies`: a page of open vacancies of every team. */
export const publicVacancyPageSchema = vacancyPageSchema(publicVacancySchema);
export type PublicVacancyPage = z.infer<typeof publicVacancyPageSchema>;

/** One stage an application reached, as its candidate sees it. */
export const stageEventSchema = z.strictObject({
  from: z.nullable(applicationStageSchema),
  to: applicationStageSchema,
  at: z.string(),
});
export type StageEvent = z.infer<typeof stageEventSchema>;

/** A stage event as the team sees it: who moved it (`null` for the candidate's own application) and the rejection reason. */
export const teamStageEventSchema = z.extend(stageEventSchema, {
  by: person,
  reason: z.nullable(z.string()),
});
export type TeamStageEvent = z.infer<typeof teamStageEventSchema>;

/** `POST /api/team/applications/{id}/notes` (201) and each note of an opened application. */
export const applicationNoteSchema = z.strictObject({
  id: z.number(),
  body: z.string(),
  author: person,
  createdAt: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNoteSchema>;

/** An application on the team's board. */
export const teamApplicationSchema = z.strictObject({
  id: z.number(),
  vacancyId: z.number(),
  stage: applicationStageSchema,
  stageChangedAt: z.string(),
  rejectionReason: z.nullable(z.string()),
  name: z.string(),
  title: z.string(),
  /** The applicant's contacts: the team sees them without spending credits. */
  email: z.string(),
  phone: z.nullable(z.string()),
  message: z.string(),
  /** The applicant's platform CV (`/cv/internal/{id}`); `null` for an old link-only application. */
  resumeId: z.nullable(z.number()),
  cvUrl: z.nullable(z.string()),
  createdAt: z.string(),
  notes: z.number(),
  /** The candidate's messages in the application's thread that the reader has not read. */
  unreadMessages: z.number(),
});
export type TeamApplication = z.infer<typeof teamApplicationSchema>;

/** An application opened by the team: with its history and notes. */
export const teamApplicationDetailsSchema = z.extend(teamApplicationSchema, {
  history: z.array(teamStageEventSchema),
  noteList: z.array(applicationNoteSchema),
  /** Its interviews, cancelled ones included, with each attendee's answer. */
  interviews: z.array(teamInterviewSchema),
  /** The consent the candidate gave by applying, word for word; `null` for applications sent before it was recorded. */
  consent: z.nullable(z.strictObject({ givenAt: z.string(), validUntil: z.string(), text: z.string(), locale: z.enum(LOCALES) })),
  /** Likely duplicates of the applicant's CV among the CVs the team can see (its imports above all). */
  duplicates: z.array(cvDuplicateSchema),
});
export type TeamApplicationDetails = z.infer<typeof teamApplicationDetailsSchema>;

/** An application as its candidate sees it: no notes, no rejection reason, no names of the team. */
export const candidateApplicationSchema = z.strictObject({
  id: z.number(),
  vacancy: z.strictObject({ id: z.number(), title: z.string(), teamName: z.string(), status: vacancyStatusSchema }),
  stage: applicationStageSchema,
  message: z.string(),
  createdAt: z.string(),
  history: z.array(stageEventSchema),
});
export type CandidateApplication = z.infer<typeof candidateApplicationSchema>;

/** `POST /api/team/vacancies/{id}/applications` (201): the application just sent. */
export const applyResponseSchema = z.strictObject({
  id: z.number(),
  stage: applicationStageSchema,
  createdAt: z.string(),
});
export type ApplyResponse = z.infer<typeof applyResponseSchema>;
