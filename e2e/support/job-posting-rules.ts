/**
 * Google's rules for a `JobPosting` to be shown in its job search (Search Central, "Job posting
 * structured data"), written down independently of the code that produces the markup: the required
 * properties (title, description, datePosted, hiringOrganization, and jobLocation, or for a
 * remote-only job jobLocationType TELECOMMUTE with applicantLocationRequirements) and, where
 * present, the types of the recommended ones (validThrough, employmentType, baseSalary,
 * identifier, directApply).
 */

const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];
const SALARY_UNITS = ['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR'];
/** ISO 8601: a date, or a date and time with seconds and a zone. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2}))?$/;

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmpty(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}

function typed(value: unknown, type: string): value is Json {
  return isObject(value) && value['@type'] === type;
}

function placeProblems(place: unknown): string[] {
  if (!typed(place, 'Place')) return ['jobLocation: expected a Place'];
  const address = place.address;
  if (!typed(address, 'PostalAddress')) return ['jobLocation.address: expected a PostalAddress'];
  const problems: string[] = [];
  if (!['addressLocality', 'addressRegion', 'addressCountry'].some((key) => nonEmpty(address[key]))) problems.push('jobLocation.address: expected a locality, region or country');
  if (address.addressCountry !== undefined && !(typeof address.addressCountry === 'string' && /^[A-Z]{2}$/.test(address.addressCountry))) {
    problems.push('jobLocation.address.addressCountry: expected an ISO 3166-1 alpha-2 code');
  }
  return problems;
}

function locationProblems(posting: Json): string[] {
  const problems: string[] = [];
  const remote = posting.jobLocationType;
  if (remote !== undefined && remote !== 'TELECOMMUTE') problems.push('jobLocationType: only TELECOMMUTE is recognized');
  if (remote === 'TELECOMMUTE') {
    const areas = posting.applicantLocationRequirements;
    if (areas === undefined) problems.push('applicantLocationRequirements: required with TELECOMMUTE');
    else if (!asList(areas).every((area) => isObject(area) && (area['@type'] === 'Country' || area['@type'] === 'State') && nonEmpty(area.name))) {
      problems.push('applicantLocationRequirements: expected a Country or State with a name');
    }
  }
  if (posting.jobLocation === undefined) {
    if (remote !== 'TELECOMMUTE') problems.push('jobLocation: required unless the job is TELECOMMUTE only');
  } else {
    problems.push(...asList(posting.jobLocation).flatMap(placeProblems));
  }
  return problems;
}

function salaryProblems(salary: unknown): string[] {
  if (!typed(salary, 'MonetaryAmount')) return ['baseSalary: expected a MonetaryAmount'];
  const problems: string[] = [];
  if (!(typeof salary.currency === 'string' && /^[A-Z]{3}$/.test(salary.currency))) problems.push('baseSalary.currency: expected an ISO 4217 code');
  const value = salary.value;
  if (typeof value === 'number') return problems;
  if (!typed(value, 'QuantitativeValue')) return [...problems, 'baseSalary.value: expected a number or a QuantitativeValue'];
  if (!SALARY_UNITS.includes(String(value.unitText))) problems.push(`baseSalary.value.unitText: expected one of ${SALARY_UNITS.join(', ')}`);
  const numbers = ['value', 'minValue', 'maxValue'].filter((key) => value[key] !== undefined);
  if (numbers.length === 0 || !numbers.every((key) => typeof value[key] === 'number')) problems.push('baseSalary.value: expected value, or minValue (and maxValue), as numbers');
  if (typeof value.minValue === 'number' && typeof value.maxValue === 'number' && value.minValue > value.maxValue) problems.push('baseSalary.value: minValue above maxValue');
  return problems;
}

/** What keeps `value` from being a JobPosting Google accepts: an empty list when nothing does. */
export function jobPostingProblems(value: unknown, now = new Date()): string[] {
  if (!isObject(value)) return ['expected a JSON-LD object'];
  const problems: string[] = [];
  if (!(typeof value['@context'] === 'string' && /^https?:\/\/schema\.org\/?$/.test(value['@context']))) problems.push('@context: expected https://schema.org');
  if (value['@type'] !== 'JobPosting') problems.push('@type: expected JobPosting');
  if (!nonEmpty(value.title)) problems.push('title: required text');
  if (!nonEmpty(value.description)) problems.push('description: required text');
  else if (value.description === value.title) problems.push('description: must not be the title');
  if (!isDate(value.datePosted)) problems.push('datePosted: required ISO 8601 date');
  else if (Date.parse(value.datePosted) > now.getTime()) problems.push('datePosted: in the future');
  const organization = value.hiringOrganization;
  if (!(typed(organization, 'Organization') && nonEmpty(organization.name))) problems.push('hiringOrganization: required Organization with a name');
  problems.push(...locationProblems(value));
  if (value.validThrough !== undefined) {
    if (!isDate(value.validThrough)) problems.push('validThrough: expected an ISO 8601 date');
    else if (isDate(value.datePosted) && Date.parse(value.validThrough) < Date.parse(value.datePosted)) problems.push('validThrough: before datePosted');
  }
  if (value.employmentType !== undefined && !asList(value.employmentType).every((type) => EMPLOYMENT_TYPES.includes(String(type)))) {
    problems.push(`employmentType: expected ${EMPLOYMENT_TYPES.join(', ')}`);
  }
  if (value.baseSalary !== undefined) problems.push(...salaryProblems(value.baseSalary));
  if (value.identifier !== undefined && !(typed(value.identifier, 'PropertyValue') && nonEmpty(value.identifier.name) && nonEmpty(value.identifier.value))) {
    problems.push('identifier: expected a PropertyValue with a name and a value');
  }
  if (value.directApply !== undefined && typeof value.directApply !== 'boolean') problems.push('directApply: expected true or false');
  return problems;
}
