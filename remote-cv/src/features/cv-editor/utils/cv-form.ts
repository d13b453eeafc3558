import type { Currency, CvMe, CvMeUpdate, CvVisibility, JobSearchStatus, JsonResume } from '@platform/contract';

/** An entry of a list section; `source` is its index in the saved document, so fields the form does not edit survive. */
interface SourcedEntry {
  source: number | null;
}

/** One job in the form; dates as `YYYY-MM`, as a month input holds them. */
export interface WorkValues extends SourcedEntry {
  name: string;
  position: string;
  startDate: string;
  endDate: string;
  summary: string;
}

/** One school, university or course. */
export interface EducationValues extends SourcedEntry {
  institution: string;
  area: string;
  studyType: string;
  startDate: string;
  endDate: string;
}

/** One language and how well it is spoken. */
export interface LanguageValues extends SourcedEntry {
  language: string;
  fluency: string;
}

/**
 * What the editor and the wizard edit, shaped like the `PUT /api/cv/me` body, so a 400's
 * `fields[].path` (`resume.basics.email`, `resume.work.0.startDate`) names the form's own field.
 */
export interface CvFormValues {
  username: string;
  visibility: CvVisibility;
  resume: {
    basics: { name: string; label: string; email: string; phone: string; summary: string; location: { city: string } };
    'x-platform': {
      jobSearchStatus: JobSearchStatus;
      desiredSalary: { amount: string; currency: Currency };
      relocation: boolean;
      remote: boolean;
    };
    skills: Array<{ name: string }>;
    work: WorkValues[];
    education: EducationValues[];
    languages: LanguageValues[];
  };
}

type WorkItem = NonNullable<JsonResume['work']>[number];
type SkillItem = NonNullable<JsonResume['skills']>[number];
type LanguageItem = NonNullable<JsonResume['languages']>[number];

/** `2020-03-15` or `2020-03` → `2020-03`; a year alone → January of it; anything else → ''. */
function toMonthValue(date: unknown): string {
  const match = typeof date === 'string' ? /^(\d{4})(?:-(\d{2}))?/.exec(date.trim()) : null;
  if (!match?.[1]) return '';
  return `${match[1]}-${match[2] ?? '01'}`;
}

function textOf(entry: unknown, key: string): string {
  if (typeof entry !== 'object' || entry === null) return '';
  const value: unknown = Reflect.get(entry, key);
  return typeof value === 'string' ? value : '';
}

/** The education entries of a document (a section the contract leaves untyped). */
function educationOf(resume: JsonResume): unknown[] {
  const education = resume['education'];
  return Array.isArray(education) ? education : [];
}

/** A new CV: the name and e-mail of the account, looking for a job actively, public. */
export function emptyCvForm(account: { name: string; email: string }): CvFormValues {
  return {
    username: '',
    visibility: 'public',
    resume: {
      basics: { name: account.name, label: '', email: account.email, phone: '', summary: '', location: { city: '' } },
      'x-platform': { jobSearchStatus: 'active', desiredSalary: { amount: '', currency: 'RUB' }, relocation: false, remote: false },
      skills: [],
      work: [],
      education: [],
      languages: [],
    },
  };
}

export function formFromCv(cv: CvMe): CvFormValues {
  const { resume } = cv;
  const basics = resume.basics ?? {};
  const platform = resume['x-platform'];
  return {
    username: cv.username,
    visibility: cv.visibility,
    resume: {
      basics: {
        name: basics.name ?? '',
        label: basics.label ?? '',
        email: basics.email ?? '',
        phone: basics.phone ?? '',
        summary: basics.summary ?? '',
        location: { city: basics.location?.city ?? '' },
      },
      'x-platform': {
        jobSearchStatus: platform.jobSearchStatus,
        desiredSalary: {
          amount: platform.desiredSalary ? String(platform.desiredSalary.amount) : '',
          currency: platform.desiredSalary?.currency ?? 'RUB',
        },
        relocation: platform.relocation,
        remote: platform.remote,
      },
      skills: (resume.skills ?? []).flatMap((skill) => (skill.name?.trim() ? [{ name: skill.name.trim() }] : [])),
      work: (resume.work ?? []).map((job, index) => ({
        source: index,
        name: job.name ?? '',
        position: job.position ?? '',
        startDate: toMonthValue(job.startDate),
        endDate: toMonthValue(job.endDate),
        summary: job.summary ?? '',
      })),
      education: educationOf(resume).map((entry, index) => ({
        source: index,
        institution: textOf(entry, 'institution'),
        area: textOf(entry, 'area'),
        studyType: textOf(entry, 'studyType'),
        startDate: toMonthValue(textOf(entry, 'startDate')),
        endDate: toMonthValue(textOf(entry, 'endDate')),
      })),
      languages: (resume.languages ?? []).map((entry, index) => ({ source: index, language: entry.language ?? '', fluency: entry.fluency ?? '' })),
    },
  };
}

/**
 * Sets `key` to the trimmed text, or clears it when empty (`undefined` is left out of the JSON
 * body): the schema rejects `""` for an e-mail or a date.
 */
function setText(target: { [key: string]: unknown }, key: string, value: string): void {
  target[key] = value.trim() || undefined;
}

/** A saved date is kept as written when the month the form shows did not change (`2020-03-15` stays). */
function keepDate(original: unknown, value: string): string {
  return typeof original === 'string' && toMonthValue(original) === value ? original : value;
}

/** A saved entry as an object to lay the form's fields over (a copy: the cache's own stays as it is). */
function sourceEntry(list: readonly unknown[] | undefined, source: number | null): { [key: string]: unknown } {
  const entry = source === null ? undefined : list?.[source];
  return typeof entry === 'object' && entry !== null ? { ...entry } : {};
}

function setDates(entry: { [key: string]: unknown }, values: { startDate: string; endDate: string }): void {
  setText(entry, 'startDate', values.startDate && keepDate(entry['startDate'], values.startDate));
  setText(entry, 'endDate', values.endDate && keepDate(entry['endDate'], values.endDate));
}

/**
 * The `PUT /api/cv/me` body: the saved document (none for a new CV) with the form's edits laid
 * over it. Every section and field the form does not edit (projects, a job's highlights, a
 * language's own fields…) is kept as it was; unchanged values are sent back as they were loaded.
 */
export function cvFromForm(values: CvFormValues, saved: CvMe | null): CvMeUpdate {
  const original: JsonResume = saved?.resume ?? {};
  const form = values.resume;
  const basics = { ...original.basics };
  setText(basics, 'name', form.basics.name);
  setText(basics, 'label', form.basics.label);
  setText(basics, 'email', form.basics.email);
  setText(basics, 'phone', form.basics.phone);
  setText(basics, 'summary', form.basics.summary);
  const location = { ...original.basics?.location };
  setText(location, 'city', form.basics.location.city);
  if (Object.values(location).some((value) => value !== undefined)) basics.location = location;
  else delete basics.location;

  const salary = form['x-platform'].desiredSalary;
  const amount = Number(salary.amount.trim());
  const platform = {
    ...original['x-platform'],
    desiredSalary: salary.amount.trim() && Number.isFinite(amount) ? { amount, currency: salary.currency } : null,
    relocation: form['x-platform'].relocation,
    remote: form['x-platform'].remote,
    jobSearchStatus: form['x-platform'].jobSearchStatus,
  };

  const skills: SkillItem[] = form.skills.map(({ name }) => original.skills?.find((skill) => skill.name?.trim() === name) ?? { name });
  const work: WorkItem[] = form.work.map((job) => {
    const entry: WorkItem = sourceEntry(original.work, job.source);
    setText(entry, 'name', job.name);
    setText(entry, 'position', job.position);
    setDates(entry, job);
    setText(entry, 'summary', job.summary);
    return entry;
  });
  const education = form.education.map((school) => {
    const entry = sourceEntry(educationOf(original), school.source);
    setText(entry, 'institution', school.institution);
    setText(entry, 'area', school.area);
    setText(entry, 'studyType', school.studyType);
    setDates(entry, school);
    return entry;
  });
  const languages: LanguageItem[] = form.languages.map((language) => {
    const entry: LanguageItem = sourceEntry(original.languages, language.source);
    setText(entry, 'language', language.language);
    setText(entry, 'fluency', language.fluency);
    return entry;
  });

  // An empty list the saved document did not have stays out, so an unchanged save sends it back as loaded.
  const section = <T,>(key: string, list: T[]): T[] | undefined => (list.length > 0 || key in original ? list : undefined);
  return {
    username: values.username.trim().toLowerCase(),
    visibility: values.visibility,
    resume: {
      ...original,
      basics,
      skills: section('skills', skills),
      work: section('work', work),
      education: section('education', education),
      languages: section('languages', languages),
      'x-platform': platform,
    },
  };
}
