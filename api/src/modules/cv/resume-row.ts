import type { CvType, CvVisibility, Currency, JobSearchStatus, JsonResume } from '@platform/contract';
import { cityKey } from '../../text/cities';
import { toRoubles } from '../../text/money';
import { normaliseSearchText, skillKey } from '../../text/tech-terms';
import { experienceMonths, jobEndDate } from './experience';
import type { ValidResume } from './json-resume';
import { languageLevelTokens } from './languages';

/** Who a CV belongs to and how it is shown: what the document itself does not say. */
export interface ResumeOwnership {
  type: CvType;
  username: string | null;
  ownerUserId: string | null;
  teamId: string | null;
  visibility: CvVisibility;
  isDemo: boolean;
  updatedAt: Date;
}

/**
 * The texts of the search vector: one per weight (A title, B skills, C recent positions and
 * employers, D the rest) and the tagged ones (employers, positions held, education). Each is
 * normalised, and its entries are separated by {@link ENTRY_GAP}.
 */
export interface SearchSections {
  a: string;
  b: string;
  c: string;
  d: string;
  companies: string;
  positions: string;
  education: string;
}

/**
 * Stop words between entries and before each section: they take positions but leave no lexeme,
 * so the last word of one job and the first of the next (or a title and the first skill) are
 * never adjacent and a phrase cannot match across them.
 */
export const ENTRY_GAP = ' the the the ';

/**
 * The layout of `search_vector` this code writes; rows with a lower one are re-indexed. 2: the same
 * vectors, rewritten so that they are compressed with lz4 (migration 080). 3: each role of a title
 * that lists several is its own entry (search/title-coverage.ts reads the roles back).
 */
export const SEARCH_VERSION = 3;

/**
 * Where a title lists another role: a comma, semicolon, bar or bullet, a slash with a space on
 * either side ("Developer / Team Lead", but not "CI/CD" or "C/C++"), a dash between spaces.
 */
const ROLE_SEPARATOR = /\s*[,;|•·]\s*|\s+\/\s*|\s*\/\s+|\s+[-–—]\s+/u;

/** How many more `(` than `)` a text has. */
function openParentheses(text: string): number {
  let depth = 0;
  for (const char of text) depth += char === '(' ? 1 : char === ')' ? -1 : 0;
  return depth;
}

/**
 * The roles a title lists ("Backend Developer, Team Lead" has two); a plain title is one, and so is
 * a title whose only separators are in parentheses ("Backend Engineer (Go, Rust)").
 */
export function titleRoles(title: string): string[] {
  const roles: string[] = [];
  let open = '';
  for (const piece of title.split(ROLE_SEPARATOR)) {
    open = open === '' ? piece : `${open}, ${piece}`;
    if (openParentheses(open) > 0) continue;
    if (open.trim() !== '') roles.push(open);
    open = '';
  }
  if (open.trim() !== '') roles.push(open);
  return roles;
}

/** A job counts as recent (weight C) when it is current or ended within this many years. */
const RECENT_YEARS = 3;

/** Every column of a `resumes` row, derived from a validated document and its ownership. */
export interface ResumeRow extends ResumeOwnership {
  resume: JsonResume;
  title: string;
  name: string;
  city: string | null;
  cityKey: string | null;
  salary: number | null;
  currency: Currency | null;
  salaryRub: number | null;
  relocation: boolean;
  remote: boolean;
  jobSearchStatus: JobSearchStatus;
  experienceMonths: number;
  skills: string[];
  skillKeys: string[];
  languageLevels: string[];
  sections: SearchSections;
  /** The last day of the latest job (9999-12-31 for a current one); `null` without dated work. */
  lastWorkedOn: string | null;
  quality: number;
}

/** Most skills kept per CV (names and keywords): far above any real CV, bounded for the index. */
const MAX_SKILLS = 500;

function nonEmpty(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A section's text: each entry normalised, entries and the section's start separated by a gap. */
function joinTexts(parts: ReadonlyArray<string | undefined | null>): string {
  const entries = parts.filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return `${ENTRY_GAP}${entries.map(normaliseSearchText).join(ENTRY_GAP)}`;
}

const CURRENT_JOB = '9999-12-31';

/** Which jobs are recent (current, or ended within {@link RECENT_YEARS}), and the latest end. */
function jobTimes(work: JsonResume['work'] & object, now: Date): { recent: boolean[]; lastWorkedOn: string | null } {
  const threshold = new Date(now.getTime() - RECENT_YEARS * 365.25 * 86_400_000);
  let last: string | null = null;
  const recent = work.map((job) => {
    const end = jobEndDate(job);
    if (end === undefined) return false;
    const day = end === null ? CURRENT_JOB : end.toISOString().slice(0, 10);
    if (job.startDate !== undefined && (last === null || day > last)) last = day;
    return end === null || end >= threshold;
  });
  // Without any recent job, the first one listed (JSON Resume lists the latest first) counts.
  if (!recent.includes(true) && recent.length > 0) recent[0] = true;
  return { recent, lastWorkedOn: last };
}

/** The education entries as texts: institution, area, degree, courses. */
function educationTexts(resume: JsonResume): string[] {
  const entries = resume['education'];
  if (!Array.isArray(entries)) return [];
  return entries.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const parts = ['institution', 'area', 'studyType', 'courses'].flatMap((field) => {
      const value: unknown = Reflect.get(entry, field);
      if (typeof value === 'string') return [value];
      return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
    });
    return parts.length === 0 ? [] : [parts.join(' ')];
  });
}

/**
 * The skills, without repeats (by key), in the CV's order: an entry with keywords is a group
 * ("Web development": HTML, CSS) whose keywords are the skills; an entry without is a skill.
 */
function collectSkills(resume: JsonResume): string[] {
  const seen = new Set<string>();
  const skills: string[] = [];
  const add = (value: string | undefined): void => {
    const name = nonEmpty(value);
    if (name === null || skills.length >= MAX_SKILLS) return;
    const key = skillKey(name);
    if (key === '' || seen.has(key)) return;
    seen.add(key);
    skills.push(name);
  };
  for (const skill of resume.skills ?? []) {
    const keywords = (skill.keywords ?? []).filter((keyword) => keyword.trim() !== '');
    if (keywords.length === 0) add(skill.name);
    else keywords.forEach(add);
  }
  return skills;
}

/** Any other section's text that says something about the person's work. */
function otherTexts(resume: JsonResume): string[] {
  const texts: string[] = [];
  const pushStrings = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(pushStrings);
  };
  const sections: ReadonlyArray<readonly [string, readonly string[]]> = [
    ['projects', ['name', 'description', 'highlights', 'keywords', 'roles']],
    ['certificates', ['name', 'issuer']],
    ['awards', ['title', 'awarder']],
    ['volunteer', ['organization', 'position', 'summary']],
    ['publications', ['name']],
  ];
  for (const [section, fields] of sections) {
    const entries = resume[section];
    if (!Array.isArray(entries)) continue;
    for (const entry of entries) {
      if (typeof entry !== 'object' || entry === null) continue;
      // One text per entry: the gap between entries keeps phrases inside one.
      const before = texts.length;
      for (const field of fields) pushStrings(Reflect.get(entry, field));
      texts.splice(before, texts.length - before, texts.slice(before).join('. '));
    }
  }
  return texts;
}

/**
 * A static 0..1 score of how complete and fresh a CV is. Text-less searches sort by it, and a
 * text search ranks only the best-scoring matches (docs/search.md), so it must not depend on the
 * query.
 */
export function qualityScore(row: Pick<ResumeRow, 'resume' | 'skills' | 'experienceMonths' | 'salary' | 'updatedAt'>, now: Date): number {
  const { resume } = row;
  const summaryLength = resume.basics?.summary?.length ?? 0;
  const work = resume.work ?? [];
  const described = work.filter((job) => (job.summary?.length ?? 0) > 40 || (job.highlights?.length ?? 0) > 0).length;
  const ageDays = Math.max(0, (now.getTime() - row.updatedAt.getTime()) / 86_400_000);
  const score =
    0.15 * Math.min(1, summaryLength / 300) +
    0.2 * Math.min(1, row.skills.length / 10) +
    0.15 * Math.min(1, work.length / 3) +
    0.1 * (work.length === 0 ? 0 : described / work.length) +
    0.1 * Math.min(1, row.experienceMonths / 96) +
    0.05 * (Array.isArray(resume['education']) && resume['education'].length > 0 ? 1 : 0) +
    0.05 * ((resume.languages?.length ?? 0) > 0 ? 1 : 0) +
    0.05 * (row.salary === null ? 0 : 1) +
    // Freshness: full marks for a month, nothing after two years.
    0.15 * Math.max(0, 1 - Math.max(0, ageDays - 30) / 700);
  return Math.round(score * 10_000) / 10_000;
}

/**
 * Builds the `resumes` row of a validated CV.
 *
 * @param fileText - the whole text of the file the CV was imported from: searched with the rest
 *   (weight D), so a word anywhere in the file finds the CV even where no field holds it.
 */
export function buildResumeRow(valid: ValidResume, ownership: ResumeOwnership, now: Date = new Date(), fileText: string | null = null): ResumeRow {
  const { resume, platform } = valid;
  const basics = resume.basics ?? {};
  const work = resume.work ?? [];
  const title = nonEmpty(basics.label) ?? nonEmpty(work[0]?.position) ?? '';
  const city = nonEmpty(basics.location?.city);
  const skills = collectSkills(resume);
  const salary = platform.desiredSalary ?? null;
  const months = experienceMonths(work, now);
  const times = jobTimes(work, now);
  const header = (job: (typeof work)[number]): string => [job.position, job.name].filter((part) => part !== undefined).join(ENTRY_GAP);
  const education = educationTexts(resume);
  const partial = {
    ...ownership,
    resume,
    title,
    name: nonEmpty(basics.name) ?? '',
    city,
    cityKey: city === null ? null : cityKey(city),
    salary: salary === null ? null : salary.amount,
    currency: salary === null ? null : salary.currency,
    salaryRub: salary === null ? null : toRoubles(salary.amount, salary.currency),
    relocation: platform.relocation ?? false,
    remote: platform.remote ?? false,
    // An imported CV says nothing about its owner's search today: neither active nor passive.
    jobSearchStatus: platform.jobSearchStatus ?? (ownership.type === 'imported' ? 'unspecified' : 'active'),
    experienceMonths: months,
    skills,
    skillKeys: [...new Set(skills.map(skillKey))],
    languageLevels: languageLevelTokens(resume.languages ?? []),
    sections: {
      // Each role its own entry: a phrase does not run from one role into the next.
      a: joinTexts(titleRoles(title)),
      // Skill group names are searched as skills too (a recruiter may type "web development").
      b: joinTexts([...skills, ...(resume.skills ?? []).filter((skill) => (skill.keywords ?? []).length > 0).map((skill) => skill.name)]),
      c: joinTexts(work.filter((_, index) => times.recent[index] === true).map(header)),
      d: joinTexts([
        basics.summary,
        city,
        ...work.filter((_, index) => times.recent[index] !== true).map(header),
        ...work.map((job) => [job.summary, ...(job.highlights ?? [])].filter((part) => part !== undefined && part.trim() !== '').join('. ')),
        ...education,
        ...otherTexts(resume),
        fileText,
      ]),
      companies: joinTexts(work.map((job) => job.name)),
      positions: joinTexts(work.map((job) => job.position)),
      education: joinTexts(education),
    },
    lastWorkedOn: times.lastWorkedOn,
  };
  return { ...partial, quality: qualityScore(partial, now) };
}
