import type {
  ApiFieldError,
  Currency,
  CvMe,
  CvMeUpdate,
  CvVisibility,
  JobSearchStatus,
  JsonResume,
} from '@platform/contract';

/** One job in the form; `source` is its index in the saved document, so fields the form does not edit survive. */
export interface WorkForm {
  key: string;
  source: number | null;
  name: string;
  position: string;
  /** `YYYY-MM`, as a month input holds it. */
  startDate: string;
  endDate: string;
  summary: string;
}

/** The editable part of a CV, as plain strings and flags. */
export interface CvForm {
  username: string;
  visibility: CvVisibility;
  name: string;
  label: string;
  email: string;
  phone: string;
  city: string;
  summary: string;
  jobSearchStatus: JobSearchStatus;
  salaryAmount: string;
  salaryCurrency: Currency;
  relocation: boolean;
  remote: boolean;
  skills: string[];
  work: WorkForm[];
}

/** The fields of a job the form edits. */
export const WORK_FIELDS = ['name', 'position', 'startDate', 'endDate', 'summary'] as const;
export type WorkField = (typeof WORK_FIELDS)[number];

/** Fields a server error can point at; a work entry's fields are `work.<index>.<field>`. */
export type FieldKey = Exclude<keyof CvForm, 'work' | 'salaryCurrency'> | `work.${number}.${WorkField}`;

/** Usernames the API accepts (docs/product.md#api: 3–32 of `a-z 0-9 _ -`). */
export const USERNAME_PATTERN = /^[a-z0-9_-]{3,32}$/;

type WorkItem = NonNullable<JsonResume['work']>[number];
type SkillItem = NonNullable<JsonResume['skills']>[number];

/** `2020-03-15` or `2020-03` → `2020-03`; a year alone → January of it; anything else → ''. */
export function toMonthValue(date: string | undefined): string {
  const match = date === undefined ? null : /^(\d{4})(?:-(\d{2}))?/.exec(date.trim());
  if (!match?.[1]) return '';
  return `${match[1]}-${match[2] ?? '01'}`;
}

export function formFromCv(cv: CvMe): CvForm {
  const basics = cv.resume.basics ?? {};
  const platform = cv.resume['x-platform'] ?? {};
  return {
    username: cv.username,
    visibility: cv.visibility,
    name: basics.name ?? '',
    label: basics.label ?? '',
    email: basics.email ?? '',
    phone: basics.phone ?? '',
    city: basics.location?.city ?? '',
    summary: basics.summary ?? '',
    jobSearchStatus: platform.jobSearchStatus ?? 'active',
    salaryAmount: platform.desiredSalary ? String(platform.desiredSalary.amount) : '',
    salaryCurrency: platform.desiredSalary?.currency ?? 'RUB',
    relocation: platform.relocation ?? false,
    remote: platform.remote ?? false,
    skills: (cv.resume.skills ?? []).map((skill) => skill.name?.trim() ?? '').filter(Boolean),
    work: (cv.resume.work ?? []).map((job, index) => ({
      key: `saved-${index}`,
      source: index,
      name: job.name ?? '',
      position: job.position ?? '',
      startDate: toMonthValue(job.startDate),
      endDate: toMonthValue(job.endDate),
      summary: job.summary ?? '',
    })),
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
function keepDate(original: string | undefined, value: string): string {
  return original !== undefined && toMonthValue(original) === value ? original : value;
}

/**
 * The `PUT /api/cv/me` body: the saved document with the form's edits laid over it. Every section
 * and field the form does not edit (education, projects, a job's highlights…) is kept as it was.
 */
export function cvFromForm(form: CvForm, saved: CvMe): CvMeUpdate {
  const original = saved.resume;
  const basics = { ...original.basics };
  setText(basics, 'name', form.name);
  setText(basics, 'label', form.label);
  setText(basics, 'email', form.email);
  setText(basics, 'phone', form.phone);
  setText(basics, 'summary', form.summary);
  const location = { ...original.basics?.location };
  setText(location, 'city', form.city);
  if (Object.values(location).some((value) => value !== undefined)) basics.location = location;
  else delete basics.location;

  const amount = Number(form.salaryAmount);
  const platform = {
    ...original['x-platform'],
    desiredSalary: form.salaryAmount.trim() && Number.isFinite(amount) ? { amount, currency: form.salaryCurrency } : null,
    relocation: form.relocation,
    remote: form.remote,
    jobSearchStatus: form.jobSearchStatus,
  };

  const skills: SkillItem[] = form.skills.map((name) => original.skills?.find((skill) => skill.name === name) ?? { name });
  const work: WorkItem[] = form.work.map((job) => {
    const source = job.source === null ? undefined : original.work?.[job.source];
    const entry: WorkItem = { ...source };
    setText(entry, 'name', job.name);
    setText(entry, 'position', job.position);
    setText(entry, 'startDate', job.startDate && keepDate(source?.startDate, job.startDate));
    setText(entry, 'endDate', job.endDate && keepDate(source?.endDate, job.endDate));
    setText(entry, 'summary', job.summary);
    return entry;
  });

  return {
    username: form.username.trim().toLowerCase(),
    visibility: form.visibility,
    resume: { ...original, basics, skills, work, 'x-platform': platform },
  };
}

const BASICS_FIELDS: Record<string, FieldKey> = {
  name: 'name',
  label: 'label',
  email: 'email',
  phone: 'phone',
  summary: 'summary',
  location: 'city',
};

const PLATFORM_FIELDS: Record<string, FieldKey> = {
  desiredSalary: 'salaryAmount',
  relocation: 'relocation',
  remote: 'remote',
  jobSearchStatus: 'jobSearchStatus',
};

function isWorkField(value: string | undefined): value is WorkField {
  return WORK_FIELDS.some((field) => field === value);
}

/**
 * The form field a server error path (`resume.work.0.startDate`, dotted from the request body)
 * belongs to; `null` when the form has no such field (the error is listed above the form).
 */
export function fieldForPath(path: string): FieldKey | null {
  const [root, section, field, detail] = path.split('.');
  if (root === 'username' || root === 'visibility') return root;
  if (root !== 'resume') return null;
  if (section === 'basics' && field !== undefined) return BASICS_FIELDS[field] ?? null;
  if (section === 'x-platform' && field !== undefined) return PLATFORM_FIELDS[field] ?? null;
  if (section === 'skills') return 'skills';
  if (section === 'work' && field !== undefined && /^\d+$/.test(field) && isWorkField(detail)) {
    return `work.${Number(field)}.${detail}`;
  }
  return null;
}

/** Server field errors sorted into the form's fields and the rest. */
export function splitFieldErrors(errors: readonly ApiFieldError[]): { byField: Partial<Record<FieldKey, string>>; other: ApiFieldError[] } {
  const byField: Partial<Record<FieldKey, string>> = {};
  const other: ApiFieldError[] = [];
  for (const error of errors) {
    const field = fieldForPath(error.path);
    if (field === null) other.push(error);
    else byField[field] = byField[field] ? `${byField[field]} ${error.message}` : error.message;
  }
  return { byField, other };
}
