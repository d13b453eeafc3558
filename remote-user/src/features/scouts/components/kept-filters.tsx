import type { ScoutCriteria } from '@platform/contract';
import { PAGE_CLASSES, Tag, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import { filterParts } from '../../../lib/filter-parts';

/** A scout's filters other than the cities and remote work the form edits directly. */
export type OtherFilters = Record<string, unknown>;

/** The filters of saved criteria that the form has no input for (skills, experience, salary…). */
export function otherFiltersOf(filters: ScoutCriteria['filters']): OtherFilters {
  return Object.fromEntries(
    Object.entries(filters ?? {}).filter(
      ([key, value]) => key !== 'city' && key !== 'remote' && value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0),
    ),
  );
}

export interface KeptFiltersProps {
  filters: OtherFilters;
  onChange: (filters: OtherFilters) => void;
}

/** Every other filter the scout keeps, each in the page's words with a button that drops it. */
export function KeptFilters({ filters, onChange }: KeptFiltersProps) {
  const { t } = useTranslation('user');
  const { locale } = useMountProps();
  const entries = Object.entries(filters).flatMap(([key, value]) => {
    const label = filterParts({ [key]: value }, t, locale).join(', ');
    return label === '' ? [] : [{ key, label }];
  });
  if (entries.length === 0) return null;
  return (
    <fieldset>
      <legend>{t('scouts.otherFilters')}</legend>
      <ul aria-label={t('scouts.otherFilters')} className={PAGE_CLASSES.row}>
        {entries.map(({ key, label }) => (
          <li key={key}>
            <Tag onRemove={() => onChange(Object.fromEntries(Object.entries(filters).filter(([other]) => other !== key)))}>{label}</Tag>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
