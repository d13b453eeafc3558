import type { TFunction } from 'i18next';
import type { Locale, ScoutCriteria } from '@platform/contract';
import { filterParts } from '../../../lib/filter-parts';

/** One line describing saved criteria, every filter they keep: "java AND spring · Moscow, Berlin · 3–5 years of experience · remote". */
export function criteriaSummary(criteria: ScoutCriteria, t: TFunction, locale: Locale): string {
  const parts: string[] = [];
  if (criteria.text) parts.push(criteria.text);
  parts.push(...filterParts(criteria.filters, t, locale));
  return parts.length > 0 ? parts.join(' · ') : t('scouts.anyCv');
}
