import type { TFunction } from 'i18next';
import { z } from 'zod/mini';
import { type Locale, searchFiltersSchema } from '@platform/contract';
import { formatLanguageName, formatMoney, formatNumber } from '@platform/shared';

/** A saved search's filters as the search keeps them; anything the search would refuse is left out. */
function readFilters(value: unknown) {
  const parsed = z.safeParse(searchFiltersSchema, value ?? {});
  return parsed.success ? parsed.data : {};
}

function range(min: number | null | undefined, max: number | null | undefined, t: TFunction, unit: (value: number) => string): string | null {
  if (min != null && max != null) return t('filters.between', { min: unit(min), max: unit(max) });
  if (min != null) return t('filters.from', { min: unit(min) });
  if (max != null) return t('filters.upTo', { max: unit(max) });
  return null;
}

/**
 * Every filter of a saved search in the page's words, one part each: cities, "3–5 years of
 * experience", "salary up to 300 000 ₽", skills, "English B2+", "ready to relocate", "remote",
 * statuses, "updated within 30 days". Used wherever a search is shown back (scouts, history).
 */
export function filterParts(filters: unknown, t: TFunction, locale: Locale): string[] {
  const value = readFilters(filters);
  const parts: string[] = [];
  if (value.city && value.city.length > 0) parts.push(value.city.join(', '));
  const years = value.experienceYears;
  if (years) {
    const text = range(years.min, years.max, t, (count) => formatNumber(locale, count));
    if (text !== null) parts.push(t('filters.experience', { range: text }));
  }
  const salary = value.salary;
  if (salary) {
    const text = range(salary.min, salary.max, t, (amount) => formatMoney(locale, amount, salary.currency));
    if (text !== null) parts.push(t('filters.salary', { range: text }));
  }
  if (value.skills && value.skills.length > 0) parts.push(value.skills.join(', '));
  for (const language of value.languages ?? []) {
    const name = formatLanguageName(locale, language.language);
    parts.push(language.minLevel ? t('filters.language', { name, level: t(`filters.level_${language.minLevel}`) }) : name);
  }
  if (value.relocation) parts.push(t('filters.relocation'));
  if (value.remote) parts.push(t('filters.remote'));
  if (value.jobSearchStatus && value.jobSearchStatus.length > 0) {
    parts.push(value.jobSearchStatus.map((status) => t(`filters.status_${status}`)).join(', '));
  }
  if (value.updatedWithinDays) parts.push(t('filters.updated', { count: value.updatedWithinDays }));
  return parts;
}
