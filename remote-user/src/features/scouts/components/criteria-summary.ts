import type { TFunction } from 'i18next';
import type { ScoutCriteria } from '@platform/contract';

/** One line describing saved criteria: "java AND spring · Moscow, Berlin · remote". */
export function criteriaSummary(criteria: ScoutCriteria, t: TFunction): string {
  const parts: string[] = [];
  if (criteria.text) parts.push(criteria.text);
  const cities = criteria.filters?.city;
  if (cities && cities.length > 0) parts.push(cities.join(', '));
  if (criteria.filters?.remote === true) parts.push(t('scouts.remoteShort'));
  return parts.length > 0 ? parts.join(' · ') : t('scouts.anyCv');
}
