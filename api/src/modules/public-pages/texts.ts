import type { Currency, EmploymentType, Locale } from '@platform/contract';
import { cityNames, cityKey } from '../../text/cities';

/** The words of the server-rendered heads, in each locale (the pages' own words where they exist). */
export const HEAD_TEXTS = {
  en: {
    jobBoardTitle: 'Jobs',
    jobBoardDescription: (count: number) => `${count} open ${plural('en', count, ['vacancy', 'vacancies'])} from hiring teams: search by title, skills and city, and apply in a few clicks.`,
    remote: 'Remote',
    salaryFrom: (amount: string) => `from ${amount}`,
    salaryTo: (amount: string) => `up to ${amount}`,
    perMonth: (salary: string) => `${salary} a month`,
    employment: { full_time: 'Full-time', part_time: 'Part-time', contract: 'Contract', internship: 'Internship' } satisfies Record<EmploymentType, string>,
    skills: 'Skills',
    experience: (years: number) => `${years} ${plural('en', years, ['year', 'years'])} of experience`,
    vacancyNotFound: 'Vacancy not found',
    vacancyNotFoundDescription: 'This vacancy does not exist or is closed.',
    cvNotFound: 'CV not found',
    cvNotFoundDescription: 'This CV does not exist or is not public.',
    pageNotFound: 'Page not found',
  },
  ru: {
    jobBoardTitle: 'Вакансии',
    jobBoardDescription: (count: number) =>
      `${count} ${plural('ru', count, ['открытая вакансия', 'открытые вакансии', 'открытых вакансий'])} от команд, которые нанимают: поиск по должности, навыкам и городу, отклик в пару кликов.`,
    remote: 'Удалённо',
    salaryFrom: (amount: string) => `от ${amount}`,
    salaryTo: (amount: string) => `до ${amount}`,
    perMonth: (salary: string) => `${salary} в месяц`,
    employment: { full_time: 'Полная занятость', part_time: 'Частичная занятость', contract: 'Контракт', internship: 'Стажировка' } satisfies Record<EmploymentType, string>,
    skills: 'Навыки',
    experience: (years: number) => `Опыт ${years} ${plural('ru', years, ['год', 'года', 'лет'])}`,
    vacancyNotFound: 'Вакансия не найдена',
    vacancyNotFoundDescription: 'Такой вакансии нет или она закрыта.',
    cvNotFound: 'Резюме не найдено',
    cvNotFoundDescription: 'Такого резюме нет или оно скрыто.',
    pageNotFound: 'Страница не найдена',
  },
} satisfies Record<Locale, object>;

/**
 * The form of a counted word: English [one, other]; Russian [one, few, many] (1 год, 2 года, 5 лет),
 * by the language's plural rules.
 */
function plural(locale: Locale, count: number, forms: readonly [string, string] | readonly [string, string, string]): string {
  const category = new Intl.PluralRules(locale).select(count);
  if (category === 'one') return forms[0];
  if (category === 'few' || forms.length === 2) return forms[1];
  return forms[2];
}

/** A whole amount of money as the page shows it: "€4,000" / "4 000 €". */
export function formatMoney(locale: Locale, amount: number, currency: Currency): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(amount);
}

/** The amount or range of `salary`: "€4,000 – €6,000", "from €4,000", "up to €6,000". */
function amountText(locale: Locale, min: number | null, max: number | null, currency: Currency): string {
  const texts = HEAD_TEXTS[locale];
  if (min !== null && max !== null) return min === max ? formatMoney(locale, min, currency) : `${formatMoney(locale, min, currency)} – ${formatMoney(locale, max, currency)}`;
  if (min !== null) return texts.salaryFrom(formatMoney(locale, min, currency));
  return texts.salaryTo(formatMoney(locale, max ?? 0, currency));
}

/** "€4,000 – €6,000 a month", "from €4,000 a month", "up to €6,000 a month" (the platform's salaries are monthly), or null without a salary. */
export function salaryText(locale: Locale, salary: { min: number | null; max: number | null; currency: Currency | null }): string | null {
  const { min, max, currency } = salary;
  if (currency === null || (min === null && max === null)) return null;
  return HEAD_TEXTS[locale].perMonth(amountText(locale, min, max, currency));
}

/** A city in the page's language when the platform knows it (`Москва` → Moscow), else as written. */
export function localCityName(locale: Locale, city: string): string {
  return cityNames(cityKey(city))?.[locale] ?? city.trim();
}

/**
 * Text collapsed to one line (non-breaking spaces kept: "4 000 €" stays whole) and cut at a word
 * near `max` characters, with "…" when cut.
 */
export function excerpt(text: string, max: number): string {
  const line = text.replace(/[^\S\u00a0\u202f]+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}
