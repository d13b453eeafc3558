import type { EmploymentType } from '@platform/contract';
import { SITE_NAME } from '@platform/contract';
import { escapeHtml } from '../../http/html';
import { cityCountry } from '../../text/cities';
import type { JsonLd } from './json-ld';
import type { PublicVacancyRow } from './vacancy-row';

/** schema.org / Google's employment types of the platform's. */
const EMPLOYMENT_TYPES: Readonly<Record<EmploymentType, string>> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

/** Plain text as the HTML Google reads in a JobPosting's description: paragraphs, line breaks kept. */
export function descriptionHtml(text: string): string {
  return text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}

/** Where the job is: an office (`jobLocation`), remote work from a country, both, or unknown (null). */
function location(vacancy: PublicVacancyRow): Record<string, JsonLd> | null {
  const city = vacancy.city?.trim() ?? '';
  const country = city === '' ? undefined : cityCountry(city);
  const where: Record<string, JsonLd> = {};
  if (city !== '') {
    where.jobLocation = { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: city, ...(country === undefined ? {} : { addressCountry: country }) } };
  }
  // Google requires the countries a remote worker may live in; the platform knows the country of
  // the vacancy's city only. Remote with an unlisted city is offered as the office job it also is.
  if (vacancy.remote && country !== undefined) {
    where.jobLocationType = 'TELECOMMUTE';
    where.applicantLocationRequirements = { '@type': 'Country', name: country };
  }
  return Object.keys(where).length === 0 ? null : where;
}

/** The salary as Google reads it: the platform's salaries are monthly. */
function baseSalary(vacancy: PublicVacancyRow): JsonLd | undefined {
  const { salary_min: min, salary_max: max, currency } = vacancy;
  if (currency === null || (min === null && max === null)) return undefined;
  const value =
    min !== null && max !== null && min !== max
      ? { minValue: min, maxValue: max }
      : { value: min ?? max };
  return { '@type': 'MonetaryAmount', currency, value: { '@type': 'QuantitativeValue', ...value, unitText: 'MONTH' } };
}

/**
 * The vacancy as schema.org `JobPosting` with every property Google's job search requires (title,
 * description as HTML, datePosted, hiringOrganization, and jobLocation, or jobLocationType
 * TELECOMMUTE with applicantLocationRequirements), plus employmentType, baseSalary, identifier
 * and directApply. The platform keeps no closing date, so there is no validThrough: a vacancy
 * leaves the job search when it closes (its page then answers 404). `null` when the location
 * cannot be told (remote, without a city): such a posting would be refused.
 * `fallbackDescription` stands in for an empty description (Google requires one, other than the title).
 */
export function jobPosting(vacancy: PublicVacancyRow, url: string, fallbackDescription: string): JsonLd | null {
  const where = location(vacancy);
  if (where === null) return null;
  const salary = baseSalary(vacancy);
  const text = vacancy.description.trim() === '' ? fallbackDescription : vacancy.description;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: descriptionHtml(text),
    datePosted: vacancy.created_at.toISOString(),
    hiringOrganization: { '@type': 'Organization', name: vacancy.team_name },
    ...where,
    employmentType: EMPLOYMENT_TYPES[vacancy.employment_type],
    ...(salary === undefined ? {} : { baseSalary: salary }),
    ...(vacancy.skills.length === 0 ? {} : { skills: vacancy.skills.join(', ') }),
    identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: String(vacancy.id) },
    url,
    directApply: true,
  };
}
