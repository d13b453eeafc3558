import type { TFunction } from 'i18next';
import type { PublicVacancy } from '@platform/contract';
import type { Locale } from '@platform/contract';
import { formatMoney } from '@platform/shared';

/** "3 000 – 5 000 €", "from 3 000 €", "up to 5 000 €", or `null` without a salary. */
export function salaryText(vacancy: Pick<PublicVacancy, 'salaryMin' | 'salaryMax' | 'currency'>, locale: Locale, t: TFunction): string | null {
  const { salaryMin, salaryMax, currency } = vacancy;
  if (currency === null || (salaryMin === null && salaryMax === null)) return null;
  if (salaryMin !== null && salaryMax !== null) {
    return t('vacancy.salaryRange', { min: formatMoney(locale, salaryMin, currency), max: formatMoney(locale, salaryMax, currency) });
  }
  if (salaryMin !== null) return t('vacancy.salaryFrom', { amount: formatMoney(locale, salaryMin, currency) });
  return t('vacancy.salaryTo', { amount: formatMoney(locale, salaryMax ?? 0, currency) });
}
