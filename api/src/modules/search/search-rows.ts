import { z } from 'zod';
import { CURRENCIES, CV_TYPES, JOB_SEARCH_STATUSES, type ExperienceBand, type FacetBucket, type Facets, type SearchItem } from '@platform/contract';
import { cityLabelsOf, cityNames } from '../../text/cities';
import type { HighlightSource } from './highlights';

/** One hit as the search statement returns it. */
export const ITEM = z.object({
  id: z.number(),
  type: z.enum(CV_TYPES),
  username: z.string().nullable(),
  name: z.string(),
  title: z.string(),
  city: z.string().nullable(),
  experience_months: z.number(),
  salary: z.number().nullable(),
  currency: z.enum(CURRENCIES).nullable(),
  relocation: z.boolean(),
  remote: z.boolean(),
  job_search_status: z.enum(JOB_SEARCH_STATUSES),
  skills: z.array(z.string()),
  updated_at: z.string(),
  summary: z.string().nullable(),
  work: z.unknown(),
});

export type ItemRow = z.infer<typeof ITEM>;

export const FACET = z.object({
  facet: z.enum(['city', 'skill', 'experience']),
  value: z.string(),
  label: z.string(),
  count: z.number(),
});

const BAND_ORDER: readonly ExperienceBand[] = ['0-1', '1-3', '3-6', '6+'];

function isBand(value: string): value is ExperienceBand {
  return BAND_ORDER.some((band) => band === value);
}

/**
 * The facets of a response from the facet rows of a statement, each count multiplied by `scale`
 * (1 when they were counted over every match).
 */
export function toFacets(rows: ReadonlyArray<z.infer<typeof FACET>>, scale: number, isEstimate: boolean): Facets {
  const bucket = (row: z.infer<typeof FACET>): FacetBucket => ({ value: row.label, label: row.label, count: Math.round(row.count * scale) });
  const experience = BAND_ORDER.flatMap((band) => {
    const row = rows.find((item) => item.facet === 'experience' && item.value === band);
    return row === undefined || !isBand(row.value) ? [] : [{ ...bucket(row), value: row.value }];
  });
  return {
    city: rows
      .filter((row) => row.facet === 'city')
      .map((row) => {
        const labels = cityNames(row.value);
        return labels ? { ...bucket(row), labels } : bucket(row);
      }),
    skill: rows.filter((row) => row.facet === 'skill').map(bucket),
    experience,
    isEstimate,
  };
}

const WORK = z.array(
  z.looseObject({
    name: z.string().optional(),
    position: z.string().optional(),
    summary: z.string().optional(),
    highlights: z.array(z.string()).optional(),
  }),
);

export function toItem(row: ItemRow): SearchItem {
  const cityLabels = cityLabelsOf(row.city);
  return {
    id: row.id,
    type: row.type,
    username: row.username,
    name: row.name,
    title: row.title,
    city: row.city,
    ...(cityLabels === undefined ? {} : { cityLabels }),
    experienceMonths: row.experience_months,
    salary: row.salary === null || row.currency === null ? null : { amount: row.salary, currency: row.currency },
    relocation: row.relocation,
    remote: row.remote,
    jobSearchStatus: row.job_search_status,
    topSkills: row.skills.slice(0, 5),
    updatedAt: new Date(row.updated_at).toISOString(),
    highlights: [],
  };
}

export function highlightSource(row: ItemRow): HighlightSource {
  const work = WORK.safeParse(row.work);
  return {
    title: row.title,
    skills: row.skills,
    summary: row.summary,
    city: row.city,
    work: (work.success ? work.data : []).map((job) => {
      const head = [job.position, job.name].filter((part) => part !== undefined && part !== '').join(' — ');
      const body = [job.summary, ...(job.highlights ?? [])].filter((part) => part !== undefined && part !== '').join(' ');
      return [head, body].filter((part) => part !== '').join('. ');
    }),
  };
}
