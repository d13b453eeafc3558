import { useCallback } from 'react';
import { formatLanguageName, formatMoney, useMountProps } from '@platform/shared';
import { useTranslation } from '@platform/shared/react-i18next';
import type { ActiveFilter } from '../utils/active-filters';

/** The chip text of an applied condition, in the page's language ("City: Москва", "English B2 or higher"). */
export function useFilterLabel(): (filter: ActiveFilter) => string {
  const { t } = useTranslation('search');
  const { locale } = useMountProps();
  return useCallback(
    (filter: ActiveFilter): string => {
      switch (filter.kind) {
        case 'city':
          return t('chips.city', { value: filter.value });
        case 'skill':
          return t('chips.skill', { value: filter.value });
        case 'experience': {
          const { min, max } = filter.range;
          if (typeof min === 'number' && typeof max === 'number') return t('chips.experienceRange', { min, max });
          return typeof min === 'number' ? t('chips.experienceMin', { min }) : t('chips.experienceMax', { max });
        }
        case 'salary': {
          const { min, max, currency } = filter.range;
          const money = (amount: number) => formatMoney(locale, amount, currency);
          if (typeof min === 'number' && typeof max === 'number') return t('chips.salaryRange', { min: money(min), max: money(max) });
          return typeof min === 'number' ? t('chips.salaryMin', { amount: money(min) }) : t('chips.salaryMax', { amount: money(max ?? 0) });
        }
        case 'language': {
          const language = formatLanguageName(locale, filter.requirement.language);
          const level = filter.requirement.minLevel;
          return level ? t('chips.languageLevel', { language, level: t(`level.${level}`) }) : t('chips.language', { language });
        }
        case 'relocation':
          return t('chips.relocation');
        case 'remote':
          return t('chips.remote');
        case 'status':
          return t('chips.status', { value: t(`status.${filter.value}`) });
        case 'updated':
          return t('chips.updated', { count: filter.days });
      }
    },
    [t, locale],
  );
}
