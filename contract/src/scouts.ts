import { z } from 'zod/mini';
import { SCOUT_SCHEDULES, type ScoutSchedule } from './scout-constants';

/**
 * Scouting (saved searches that run by themselves): request and response bodies of
 * `/api/user/scouts*`. The API validates its input with these schemas and the user remote takes
 * its types from them, so the two never drift apart.
 */

/** Scouts one user may keep. */
export const SCOUTS_MAX = 20;

/**
 * A run counts its matches (and its new ones) exactly up to this many; past it the count is the
 * database's estimate, marked as such. The match set itself is never cut: every match can be paged.
 */
export const SCOUT_EXACT_COUNT_LIMIT = 5_000;

/** Largest page of a run's matches. */
export const SCOUT_RESULT_MAX_PER_PAGE = 100;

/**
 * Whether `zone` is an IANA time zone name this runtime knows (`Europe/Berlin`, `UTC`). Offsets
 * (`+03:00`) and abbreviations (`MSK`) are refused: a schedule follows a place's clock, daylight
 * saving included.
 */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(zone) || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const name = z.string({ error: 'Enter a name.' }).check(z.trim(), z.minLength(1, 'Enter a name.'), z.maxLength(100, 'At most 100 characters.'));

/**
 * Saved search criteria (the search request of docs/product.md#search): text, filters and sort as the search
 * page sent them. The search checks every filter when the scout is saved and when it runs.
 */
export const scoutCriteriaSchema = z
  .looseObject({
    text: z.optional(z.nullable(z.string({ error: 'Expected text.' }).check(z.maxLength(1000, 'At most 1000 characters.')))),
    filters: z.optional(
      z.nullable(
        z.looseObject({
          city: z.optional(z.nullable(z.array(z.string({ error: 'Expected a city name.' })))),
          remote: z.optional(z.nullable(z.boolean({ error: 'Expected true or false.' }))),
        }),
      ),
    ),
    sort: z.optional(z.string()),
  })
  .check(z.refine((value) => JSON.stringify(value).length <= 10_000, 'The criteria are too large.'));
export type ScoutCriteria = z.infer<typeof scoutCriteriaSchema>;

const schedule = z.enum(SCOUT_SCHEDULES, { error: 'Choose manual, hourly or daily.' });
const hour = z.nullable(
  z.int({ error: 'Expected a whole hour from 0 to 23.' }).check(z.gte(0, 'Expected an hour from 0 to 23.'), z.lte(23, 'Expected an hour from 0 to 23.')),
);
const timeZone = z.string({ error: 'Expected a time zone like Europe/Berlin.' }).check(
  z.refine(isTimeZone, { message: 'Unknown time zone: use an IANA name like Europe/Berlin.', params: { code: 'unknown_time_zone' } }),
);
const flag = z.boolean({ error: 'Expected true or false.' });

/** A daily scout needs its hour. */
function dailyHasHour(value: { schedule?: ScoutSchedule | undefined; hour?: number | null | undefined }): boolean {
  return value.schedule !== 'daily' || (value.hour !== undefined && value.hour !== null);
}
const HOUR_REQUIRED = { message: 'A daily scout needs an hour from 0 to 23.', path: ['hour'], params: { code: 'hour_required' } };

/** Body of `POST /api/user/scouts`. Defaults: active, manual, UTC, no digest. */
export const scoutCreateSchema = z
  .strictObject({
    name,
    criteria: scoutCriteriaSchema,
    active: z._default(flag, true),
    schedule: z._default(schedule, 'manual'),
    hour: z._default(hour, null),
    timeZone: z._default(timeZone, 'UTC'),
    digest: z._default(flag, false),
  })
  .check(z.refine(dailyHasHour, HOUR_REQUIRED));
export type ScoutCreateInput = z.input<typeof scoutCreateSchema>;

/** Body of `PATCH /api/user/scouts/{id}`: any of the fields; the result must still be whole (a daily scout keeps an hour). */
export const scoutPatchSchema = z
  .strictObject({
    name: z.optional(name),
    criteria: z.optional(scoutCriteriaSchema),
    active: z.optional(flag),
    schedule: z.optional(schedule),
    hour: z.optional(hour),
    timeZone: z.optional(timeZone),
    digest: z.optional(flag),
  })
  .check(z.refine((value) => Object.keys(value).length > 0, 'Change at least one field.'));
export type ScoutPatchInput = z.input<typeof scoutPatchSchema>;

/** Whether a scout with these settings is whole: used on the merged result of a patch. */
export const scoutSettingsSchema = z
  .object({ schedule, hour })
  .check(z.refine(dailyHasHour, HOUR_REQUIRED));

/** A saved search as the API shows it. */
export const scoutSchema = z.object({
  id: z.number(),
  name: z.string(),
  criteria: scoutCriteriaSchema,
  /** Off: the schedule is paused (a manual run still works). */
  active: z.boolean(),
  schedule,
  /** The hour of a daily run in `timeZone` (kept when the schedule changes, so switching back restores it). */
  hour: z.nullable(z.number()),
  timeZone: z.string(),
  /** E-mail the new matches of each scheduled run to the owner. */
  digest: z.boolean(),
  createdAt: z.string(),
  lastRunAt: z.nullable(z.string()),
  /** When the next scheduled run is due; `null` when manual or paused. */
  nextRunAt: z.nullable(z.string()),
  /** The last failed run (a scheduled run is retried): `null` once a run succeeds again. */
  lastError: z.nullable(z.object({ message: z.string(), at: z.string(), willRetry: z.boolean() })),
  /** Matches of its latest run (0 before the first), as `total` of that run. */
  matches: z.number(),
});
export type Scout = z.infer<typeof scoutSchema>;

/** How a run started. */
export const SCOUT_RUN_TRIGGERS = ['manual', 'scheduled'] as const;
export type ScoutRunTrigger = (typeof SCOUT_RUN_TRIGGERS)[number];

/** One run of a scout: a "scouting result". */
export const scoutRunSchema = z.object({
  id: z.number(),
  scoutId: z.number(),
  scoutName: z.string(),
  trigger: z.enum(SCOUT_RUN_TRIGGERS),
  /** Matches of the run (beyond {@link SCOUT_EXACT_COUNT_LIMIT}: the database's estimate, `totalIsEstimate`). */
  total: z.number(),
  totalIsEstimate: z.boolean(),
  /**
   * Matches added or changed since the previous run (every match on a first run, or after the
   * criteria changed); beyond {@link SCOUT_EXACT_COUNT_LIMIT} an estimate, `newCountIsEstimate`.
   */
  newCount: z.number(),
  newCountIsEstimate: z.boolean(),
  createdAt: z.string(),
});
export type ScoutRun = z.infer<typeof scoutRunSchema>;

/** A CV of a run's match set; `isNew` when it was added or changed since the previous run. */
export const scoutMatchSchema = z.object({
  type: z.enum(['internal', 'imported']),
  id: z.number(),
  /** `null` when the CV went away while the page was read (a CV gone before is not listed). */
  name: z.nullable(z.string()),
  title: z.nullable(z.string()),
  city: z.nullable(z.string()),
  isNew: z.boolean(),
});
export type ScoutMatch = z.infer<typeof scoutMatchSchema>;

/**
 * `GET /api/user/scouts/results/{id}?page&perPage`: the run and one page of its whole match set,
 * new CVs first. The page is read from the CVs as they are now, within the run's snapshot (CVs
 * that existed and were unchanged at the run's time): a CV deleted, hidden or changed since is
 * not listed, so the pages may hold fewer CVs than `total`.
 */
export const scoutRunPageSchema = z.extend(scoutRunSchema, {
  page: z.number(),
  perPage: z.number(),
  items: z.array(scoutMatchSchema),
});
export type ScoutRunPage = z.infer<typeof scoutRunPageSchema>;

const count = (min: number, max: number, what: string) =>
  z.pipe(
    z.pipe(z.string({ error: `Expected ${what}.` }).check(z.regex(/^\d{1,16}$/, `Expected ${what}.`)), z.transform(Number)),
    z.number().check(z.gte(min, `Expected ${min} or more.`), z.lte(max, `Expected at most ${max}.`)),
  );

/** Query of `GET /api/user/scouts/results/{id}`: pages from 1. */
export const scoutRunPageQuerySchema = z.object({
  page: z._default(count(1, 1_000_000, 'a page number'), 1),
  perPage: z._default(count(1, SCOUT_RESULT_MAX_PER_PAGE, 'a page size'), 20),
});

/** Query of `GET /api/user/scouts/results`: the newest runs, of one scout, or only those that found something new. */
export const scoutRunsQuerySchema = z.object({
  limit: z._default(count(1, 100, 'a number'), 20),
  scoutId: z.optional(count(1, Number.MAX_SAFE_INTEGER, 'a scout id')),
  onlyNew: z._default(
    z.pipe(
      z.enum(['true', 'false'], { error: 'Expected true or false.' }),
      z.transform((value: 'true' | 'false') => value === 'true'),
    ),
    false,
  ),
});
