import {
  EMPLOYMENT_TYPES,
  VACANCY_LEVELS,
  VACANCY_LIST_DEFAULT_PER_PAGE,
  VACANCY_LIST_MAX_PER_PAGE,
  VACANCY_MAX_SKILLS,
  VACANCY_SKILL_MAX_LENGTH,
  VACANCY_STATUSES,
} from '@platform/contract';
import { z } from 'zod';

const money = z.number({ message: 'Expected a number.' }).int('Expected a whole number.').min(0, 'Must not be negative.').max(100_000_000);

/** Skill names, trimmed, blanks dropped and repeats (case-insensitive) kept once. */
const skills = z
  .array(z.string().trim().max(VACANCY_SKILL_MAX_LENGTH, `At most ${VACANCY_SKILL_MAX_LENGTH} characters.`), { message: 'Expected a list of skills.' })
  .max(VACANCY_MAX_SKILLS, `At most ${VACANCY_MAX_SKILLS} skills.`)
  .transform((names) => {
    const seen = new Set<string>();
    return names.filter((name) => {
      const key = name.toLowerCase();
      if (name === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  });

const VACANCY_FIELDS = {
  title: z.string().trim().min(1, 'Enter a title.').max(200, 'At most 200 characters.'),
  description: z.string().trim().max(20_000, 'At most 20000 characters.'),
  city: z.string().trim().max(100, 'At most 100 characters.').nullable(),
  remote: z.boolean({ message: 'Expected true or false.' }),
  salaryMin: money.nullable(),
  salaryMax: money.nullable(),
  currency: z.enum(['RUB', 'USD', 'EUR'], { message: 'Choose RUB, USD or EUR.' }).nullable(),
  status: z.enum(VACANCY_STATUSES, { message: 'Choose draft, open or closed.' }),
  skills,
  employmentType: z.enum(EMPLOYMENT_TYPES, { message: 'Choose full_time, part_time, contract or internship.' }),
  level: z.enum(VACANCY_LEVELS, { message: 'Choose junior, middle, senior or lead.' }).nullable(),
};

type SalaryRange = { salaryMin?: number | null | undefined; salaryMax?: number | null | undefined };

/** Whether a (possibly partial) salary range is in order. */
export const salaryInOrder = (value: SalaryRange) =>
  value.salaryMin === undefined || value.salaryMin === null || value.salaryMax === undefined || value.salaryMax === null || value.salaryMin <= value.salaryMax;
export const SALARY_ORDER = { message: 'The maximum salary is below the minimum.', path: ['salaryMax'] };

export const CREATE_BODY = z
  .strictObject({
    title: VACANCY_FIELDS.title,
    description: VACANCY_FIELDS.description.default(''),
    city: VACANCY_FIELDS.city.default(null),
    remote: VACANCY_FIELDS.remote.default(false),
    salaryMin: VACANCY_FIELDS.salaryMin.default(null),
    salaryMax: VACANCY_FIELDS.salaryMax.default(null),
    currency: VACANCY_FIELDS.currency.default(null),
    status: VACANCY_FIELDS.status.default('draft'),
    skills: VACANCY_FIELDS.skills.default([]),
    employmentType: VACANCY_FIELDS.employmentType.default('full_time'),
    level: VACANCY_FIELDS.level.default(null),
  })
  .refine(salaryInOrder, SALARY_ORDER);

export const PATCH_BODY = z
  .strictObject(VACANCY_FIELDS)
  .partial()
  .refine((value) => Object.keys(value).length > 0, { message: 'Change at least one field.' });

export type VacancyPatch = z.infer<typeof PATCH_BODY>;

const page = z.coerce.number({ message: 'Expected a page number.' }).int('Expected a whole number.').min(1, 'Pages start at 1.').max(10_000).default(1);
const perPage = z.coerce
  .number({ message: 'Expected a number.' })
  .int('Expected a whole number.')
  .min(1, 'At least 1.')
  .max(VACANCY_LIST_MAX_PER_PAGE, `At most ${VACANCY_LIST_MAX_PER_PAGE}.`)
  .default(VACANCY_LIST_DEFAULT_PER_PAGE);
const text = z.string().trim().max(200, 'At most 200 characters.').optional();

/** `GET /api/team/vacancies?status&q&page&perPage` (pages start at 1). */
export const TEAM_LIST_QUERY = z.object({
  status: z.enum(VACANCY_STATUSES, { message: 'Choose draft, open or closed.' }).optional(),
  q: text,
  page,
  perPage,
});

/** `GET /api/vacancies?q&city&page&perPage`: open vacancies of every team. */
export const PUBLIC_LIST_QUERY = z.object({ q: text, city: text, page, perPage });
