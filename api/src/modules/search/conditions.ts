import type { SearchCriteria } from '@platform/contract';
import { cityKey } from '../../text/cities';
import { toRoubles } from '../../text/money';
import { skillKey } from '../../text/tech-terms';

/** The filters of a search as the API reads them (after the contract's schema). */
export type SearchFiltersInput = NonNullable<SearchCriteria['filters']>;

/** Collects bind parameters while SQL text is assembled: `bind(value)` returns `$n`. */
export class SqlParams {
  readonly values: unknown[] = [];

  bind(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Who is searching: decides which CVs exist for them. */
export interface SearchViewer {
  userId: string | null;
  /** The recruiter's team: its imported CVs are visible to it (and only to it). */
  teamId: string | null;
}

/**
 * The SQL condition "the viewer may see this CV" on alias `r`: public CVs of the platform (internal,
 * demo) for everyone, plus the viewer's team's imports not hidden by retention. Hidden CVs and other
 * teams' imports never.
 */
export function visibleTo(viewer: SearchViewer, params: SqlParams, alias = 'r'): string {
  const everyone = `(${alias}.team_id IS NULL AND ${alias}.visibility = 'public')`;
  // A team's import that retention hid (docs/privacy.md) is gone for the team too.
  return viewer.teamId === null ? everyone : `(${everyone} OR (${alias}.team_id = ${params.bind(viewer.teamId)}::uuid AND ${alias}.retention_hidden_at IS NULL))`;
}

/** The conditions of the search's filters (city, salary, experience, …) on alias `r` (each present filter narrows; all must hold). */
export function filterConditions(filters: SearchFiltersInput | null | undefined, params: SqlParams): string[] {
  if (filters == null) return [];
  const conditions: string[] = [];
  if (filters.city != null && filters.city.length > 0) {
    conditions.push(`r.city_key = ANY(${params.bind([...new Set(filters.city.map(cityKey))])}::text[])`);
  }
  const years = filters.experienceYears;
  if (years != null) {
    // Whole years: "3 to 5 years" is 36 ≤ months < 72.
    if (years.min != null) conditions.push(`r.experience_months >= ${params.bind(years.min * 12)}::int`);
    if (years.max != null) conditions.push(`r.experience_months < ${params.bind((years.max + 1) * 12)}::int`);
  }
  const salary = filters.salary;
  if (salary != null) {
    conditions.push('r.salary_rub IS NOT NULL');
    if (salary.min != null) conditions.push(`r.salary_rub >= ${params.bind(toRoubles(salary.min, salary.currency))}::bigint`);
    if (salary.max != null) conditions.push(`r.salary_rub <= ${params.bind(toRoubles(salary.max, salary.currency))}::bigint`);
  }
  if (filters.skills != null && filters.skills.length > 0) {
    conditions.push(`r.skill_keys @> ${params.bind([...new Set(filters.skills.map(skillKey))])}::text[]`);
  }
  if (filters.languages != null && filters.languages.length > 0) {
    // language_levels lists each level a CV meets, lower ones included: "at least B2" is one token.
    const tokens = filters.languages.map((item) => `${item.language}:${item.minLevel ?? 'a1'}`);
    conditions.push(`r.language_levels @> ${params.bind(tokens)}::text[]`);
  }
  if (filters.relocation != null) conditions.push(`r.relocation = ${params.bind(filters.relocation)}::boolean`);
  if (filters.remote != null) conditions.push(`r.remote = ${params.bind(filters.remote)}::boolean`);
  if (filters.jobSearchStatus != null && filters.jobSearchStatus.length > 0) {
    conditions.push(`r.job_search_status = ANY(${params.bind(filters.jobSearchStatus)}::text[])`);
  }
  if (filters.updatedWithinDays != null) {
    conditions.push(`r.updated_at >= now() - make_interval(days => ${params.bind(filters.updatedWithinDays)}::int)`);
  }
  return conditions;
}
