import type {
  ExperienceRange,
  JobSearchStatus,
  LanguageRequirement,
  SalaryRange,
  SearchFilters,
} from '@platform/contract';
import { normalizeFilters } from '../../../lib/criteria';

/** One condition of the applied filters, with the filters as they would be without it. */
export type ActiveFilter = { id: string; without: SearchFilters } & (
  | { kind: 'city' | 'skill'; value: string }
  | { kind: 'experience'; range: ExperienceRange }
  | { kind: 'salary'; range: SalaryRange }
  | { kind: 'language'; requirement: LanguageRequirement }
  | { kind: 'relocation' | 'remote' }
  | { kind: 'status'; value: JobSearchStatus }
  | { kind: 'updated'; days: number }
);

function omit(filters: SearchFilters, key: keyof SearchFilters): SearchFilters {
  return normalizeFilters({ ...filters, [key]: undefined });
}

/**
 * Splits filters into removable conditions (one chip each): every city, skill, language and status
 * on its own, ranges and flags as one condition each.
 */
export function activeFilters(input: SearchFilters): ActiveFilter[] {
  const filters = normalizeFilters(input);
  const result: ActiveFilter[] = [];
  for (const value of filters.city ?? []) {
    result.push({ id: `city:${value}`, kind: 'city', value, without: normalizeFilters({ ...filters, city: filters.city?.filter((city) => city !== value) }) });
  }
  if (filters.experienceYears) {
    result.push({ id: 'experience', kind: 'experience', range: filters.experienceYears, without: omit(filters, 'experienceYears') });
  }
  if (filters.salary) result.push({ id: 'salary', kind: 'salary', range: filters.salary, without: omit(filters, 'salary') });
  for (const value of filters.skills ?? []) {
    result.push({ id: `skill:${value}`, kind: 'skill', value, without: normalizeFilters({ ...filters, skills: filters.skills?.filter((skill) => skill !== value) }) });
  }
  for (const requirement of filters.languages ?? []) {
    result.push({
      id: `language:${requirement.language}`,
      kind: 'language',
      requirement,
      without: normalizeFilters({ ...filters, languages: filters.languages?.filter((entry) => entry.language !== requirement.language) }),
    });
  }
  if (filters.relocation) result.push({ id: 'relocation', kind: 'relocation', without: omit(filters, 'relocation') });
  if (filters.remote) result.push({ id: 'remote', kind: 'remote', without: omit(filters, 'remote') });
  for (const value of filters.jobSearchStatus ?? []) {
    result.push({
      id: `status:${value}`,
      kind: 'status',
      value,
      without: normalizeFilters({ ...filters, jobSearchStatus: filters.jobSearchStatus?.filter((status) => status !== value) }),
    });
  }
  if (filters.updatedWithinDays) {
    result.push({ id: 'updated', kind: 'updated', days: filters.updatedWithinDays, without: omit(filters, 'updatedWithinDays') });
  }
  return result;
}
