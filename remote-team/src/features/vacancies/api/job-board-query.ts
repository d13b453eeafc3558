import { CURRENCIES, type PublicVacancyListQuery, VACANCY_LEVELS } from '@platform/contract';

/** The job board's filter fields, as its address keeps them (`?q=go&remote=true&salaryFrom=200000&currency=RUB`). */
export const JOB_BOARD_FIELDS = ['q', 'city', 'remote', 'level', 'salaryFrom', 'currency'] as const;
export type JobBoardField = (typeof JOB_BOARD_FIELDS)[number];

/** Vacancies on one page of the job board. */
export const JOB_BOARD_PER_PAGE = 20;
/** The last page the API serves. */
export const JOB_BOARD_MAX_PAGE = 10_000;
/** The largest monthly salary a search may ask for. */
export const JOB_BOARD_MAX_SALARY = 1_000_000_000;

/** A field's words as sent: trimmed, and left out when blank. */
function words(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : trimmed;
}

/**
 * The API's query of the job board's search in the address (`?q=go&city=Berlin&page=2`), exactly
 * as the host's prefetch reads it from the route's declared first request (route-manifest.ts,
 * held to it by route-manifest.test.ts): values the address holds but the API would refuse are
 * left out. The currency goes along whenever it is one the API knows; without an amount it
 * changes nothing.
 */
export function jobBoardQuery(value: (field: JobBoardField) => string, page: number): PublicVacancyListQuery {
  const level = VACANCY_LEVELS.find((item) => item === value('level'));
  const salaryText = value('salaryFrom');
  const salaryFrom = /^\d{1,10}$/.test(salaryText) && Number(salaryText) <= JOB_BOARD_MAX_SALARY ? Number(salaryText) : undefined;
  const currency = CURRENCIES.find((item) => item === value('currency'));
  const q = words(value('q'));
  const city = words(value('city'));
  return {
    ...(q === undefined ? {} : { q }),
    ...(city === undefined ? {} : { city }),
    ...(value('remote') === 'true' ? { remote: 'true' } : {}),
    ...(level === undefined ? {} : { level }),
    ...(salaryFrom === undefined ? {} : { salaryFrom }),
    ...(currency === undefined ? {} : { currency }),
    page: Math.min(page, JOB_BOARD_MAX_PAGE),
    perPage: JOB_BOARD_PER_PAGE,
  };
}
