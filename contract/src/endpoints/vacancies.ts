import { z } from 'zod/mini';
import { VACANCY_ROUTES } from '../api-routes/vacancies';
import {
  EMPLOYMENT_TYPES,
  publicVacancyPageSchema,
  publicVacancySchema,
  teamVacancyPageSchema,
  teamVacancySchema,
  VACANCY_LEVELS,
  VACANCY_LIST_DEFAULT_PER_PAGE,
  VACANCY_LIST_MAX_PER_PAGE,
  VACANCY_MAX_SKILLS,
  VACANCY_SKILL_MAX_LENGTH,
  VACANCY_STATUSES,
} from '../pipeline';
import { CURRENCIES } from '../search-constants';
import { defineEndpoint } from './endpoint';
import { coercedIdParamsSchema } from './params';

/** Largest salary figure a vacancy states. */
export const VACANCY_SALARY_MAX = 100_000_000;

/** Text, trimmed, of at most `max` characters. */
function text(max: number) {
  return z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters.`));
}

const money = z.int({
  error: (issue) => (typeof issue.input === 'number' && Number.isFinite(issue.input) ? 'Expected a whole number.' : 'Expected a number.'),
}).check(z.gte(0, 'Must not be negative.'), z.lte(VACANCY_SALARY_MAX, `At most ${VACANCY_SALARY_MAX}.`));

/** Skill names, trimmed, blanks dropped and repeats (case-insensitive) kept once. */
function distinctSkills(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const key = name.toLowerCase();
    if (name === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const vacancyFields = {
  title: z.string().check(z.trim(), z.minLength(1, 'Enter a title.'), z.maxLength(200, 'At most 200 characters.')),
  description: text(20_000),
  city: z.nullable(text(100)),
  remote: z.boolean({ error: 'Expected true or false.' }),
  salaryMin: z.nullable(money),
  salaryMax: z.nullable(money),
  currency: z.nullable(z.enum(CURRENCIES, { error: 'Choose RUB, USD or EUR.' })),
  status: z.enum(VACANCY_STATUSES, { error: 'Choose draft, open or closed.' }),
  skills: z
    .array(text(VACANCY_SKILL_MAX_LENGTH), { error: 'Expected a list of skills.' })
    .check(z.maxLength(VACANCY_MAX_SKILLS, `At most ${VACANCY_MAX_SKILLS} skills.`), z.overwrite(distinctSkills)),
  employmentType: z.enum(EMPLOYMENT_TYPES, { error: 'Choose full_time, part_time, contract or internship.' }),
  level: z.nullable(z.enum(VACANCY_LEVELS, { error: 'Choose junior, middle, senior or lead.' })),
};

type SalaryRange = { salaryMin?: number | null | undefined; salaryMax?: number | null | undefined };

/** Whether a (possibly partial) salary range is in order. */
export const salaryInOrder = (value: SalaryRange): boolean =>
  value.salaryMin === undefined || value.salaryMin === null || value.salaryMax === undefined || value.salaryMax === null || value.salaryMin <= value.salaryMax;
/** The refusal of a salary range out of order, on `salaryMax`. */
export const SALARY_ORDER = { message: 'The maximum salary is below the minimum.', path: ['salaryMax'] };

/** Body of `POST /api/team/vacancies`: only the title is required. */
export const vacancyCreateBodySchema = z
  .strictObject({
    title: vacancyFields.title,
    description: z._default(vacancyFields.description, ''),
    city: z._default(vacancyFields.city, null),
    remote: z._default(vacancyFields.remote, false),
    salaryMin: z._default(vacancyFields.salaryMin, null),
    salaryMax: z._default(vacancyFields.salaryMax, null),
    currency: z._default(vacancyFields.currency, null),
    status: z._default(vacancyFields.status, 'draft'),
    skills: z._default(vacancyFields.skills, []),
    employmentType: z._default(vacancyFields.employmentType, 'full_time'),
    level: z._default(vacancyFields.level, null),
  })
  .check(z.refine(salaryInOrder, SALARY_ORDER));
/** A vacancy as creating or editing it sends it (every field; the vacancy form's values). */
export type VacancyInput = z.output<typeof vacancyCreateBodySchema>;

/** Body of `PATCH /api/team/vacancies/{id}`: the fields to change, at least one. */
export const vacancyPatchBodySchema = z
  .partial(z.strictObject(vacancyFields))
  .check(z.refine((value) => Object.keys(value).length > 0, 'Change at least one field.'));
export type VacancyPatch = z.output<typeof vacancyPatchBodySchema>;

/** A whole number in a query string. */
function whole(message: string, min: number, minMessage: string, max: number, maxMessage: string) {
  return z.pipe(z.coerce.number({ error: message }), z.int({ error: 'Expected a whole number.' }).check(z.gte(min, minMessage), z.lte(max, maxMessage)));
}
const page = z._default(whole('Expected a page number.', 1, 'Pages start at 1.', 10_000, 'At most 10000.'), 1);
const perPage = z._default(
  whole('Expected a number.', 1, 'At least 1.', VACANCY_LIST_MAX_PER_PAGE, `At most ${VACANCY_LIST_MAX_PER_PAGE}.`),
  VACANCY_LIST_DEFAULT_PER_PAGE,
);
const words = z.optional(text(200));

/** Query of `GET /api/team/vacancies?status&q&page&perPage` (pages start at 1). */
export const teamVacancyListQuerySchema = z.object({
  status: z.optional(z.enum(VACANCY_STATUSES, { error: 'Choose draft, open or closed.' })),
  q: words,
  page,
  perPage,
});
/** The team list's filter (as the API reads it; a client sends the same values). */
export type TeamVacancyListQuery = z.output<typeof teamVacancyListQuerySchema>;

/**
 * Query of `GET /api/vacancies?q&city&remote&level&salaryFrom&currency&page&perPage`: open
 * vacancies of every team. Salaries are monthly amounts; `salaryFrom` keeps the vacancies in
 * `currency` (default RUB) whose range reaches it (the upper bound, or the lower one alone).
 */
export const publicVacancyListQuerySchema = z.object({
  q: words,
  city: words,
  remote: z.optional(z.enum(['true', 'false'], { error: 'Expected true or false.' })),
  level: z.optional(z.enum(VACANCY_LEVELS, { error: `Choose one of ${VACANCY_LEVELS.join(', ')}.` })),
  salaryFrom: z.optional(whole('Expected a number.', 0, 'Not negative.', 1_000_000_000, 'At most 1000000000.')),
  currency: z.optional(z.enum(CURRENCIES, { error: `Choose one of ${CURRENCIES.join(', ')}.` })),
  page,
  perPage,
});
export type PublicVacancyListQuery = z.output<typeof publicVacancyListQuerySchema>;

/**
 * Vacancies: the team's own (`/api/team/vacancies`), the public page of an open one (a vacancy of
 * the viewer's team answers as the team sees it) and the public list of open ones (`/api/vacancies`).
 */
export const VACANCY_ENDPOINTS = {
  teamList: defineEndpoint({ ...VACANCY_ROUTES.teamList, query: teamVacancyListQuerySchema, responses: { 200: teamVacancyPageSchema }, apiKey: 'pipeline:write', summary: "The team's vacancies" }),
  publicList: defineEndpoint({ ...VACANCY_ROUTES.publicList, query: publicVacancyListQuerySchema, responses: { 200: publicVacancyPageSchema } }),
  create: defineEndpoint({ ...VACANCY_ROUTES.create, body: vacancyCreateBodySchema, responses: { 201: teamVacancySchema }, apiKey: 'pipeline:write', summary: 'Create a vacancy' }),
  get: defineEndpoint({ ...VACANCY_ROUTES.get, params: coercedIdParamsSchema, responses: { 200: z.union([teamVacancySchema, publicVacancySchema]) }, apiKey: 'pipeline:write', summary: 'A vacancy' }),
  update: defineEndpoint({ ...VACANCY_ROUTES.update, params: coercedIdParamsSchema, body: vacancyPatchBodySchema, responses: { 200: teamVacancySchema }, apiKey: 'pipeline:write', summary: 'Change a vacancy' }),
  remove: defineEndpoint({ ...VACANCY_ROUTES.remove, params: coercedIdParamsSchema, responses: {}, apiKey: 'pipeline:write', summary: 'Delete a vacancy' }),
};
