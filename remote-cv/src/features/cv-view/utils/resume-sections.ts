import type { JsonResume } from '@platform/contract';

/** JSON Resume sections the platform does not type: read field by field, anything odd skipped. */

export interface WorkEntry {
  name: string;
  position: string;
  location: string;
  url: string;
  startDate: string | undefined;
  endDate: string | undefined;
  summary: string;
  highlights: string[];
}

export interface EducationEntry {
  institution: string;
  area: string;
  studyType: string;
  startDate: string | undefined;
  endDate: string | undefined;
  score: string;
  courses: string[];
}

export interface CertificateEntry {
  name: string;
  date: string | undefined;
  issuer: string;
  url: string;
}

export interface ProjectEntry {
  name: string;
  description: string;
  startDate: string | undefined;
  endDate: string | undefined;
  url: string;
  highlights: string[];
}

export interface LanguageEntry {
  language: string;
  fluency: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(record: Record<string, unknown>, key: string): string {
  const value = record[key];
  return typeof value === 'string' ? value.trim() : '';
}

function optionalText(record: Record<string, unknown>, key: string): string | undefined {
  return text(record, key) || undefined;
}

function texts(record: Record<string, unknown>, key: string): string[] {
  const value = record[key];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string' && item.trim() !== '') : [];
}

function records(value: unknown): Array<Record<string, unknown>> {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

/** Only web links are rendered as links: a CV is written by anyone, so `javascript:` must not pass. */
export function safeUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Newest first, as CVs are read; undated entries last. */
function byStartDesc<T extends { startDate: string | undefined }>(entries: T[]): T[] {
  return [...entries].sort((a, b) => (b.startDate ?? '').localeCompare(a.startDate ?? ''));
}

export function readWork(resume: JsonResume): WorkEntry[] {
  return byStartDesc(
    records(resume.work)
      .map((entry) => ({
        name: text(entry, 'name'),
        position: text(entry, 'position'),
        location: text(entry, 'location'),
        url: text(entry, 'url'),
        startDate: optionalText(entry, 'startDate'),
        endDate: optionalText(entry, 'endDate'),
        summary: text(entry, 'summary'),
        highlights: texts(entry, 'highlights'),
      }))
      .filter((entry) => entry.name || entry.position),
  );
}

export function readEducation(resume: JsonResume): EducationEntry[] {
  return byStartDesc(
    records(resume.education)
      .map((entry) => ({
        institution: text(entry, 'institution'),
        area: text(entry, 'area'),
        studyType: text(entry, 'studyType'),
        startDate: optionalText(entry, 'startDate'),
        endDate: optionalText(entry, 'endDate'),
        score: text(entry, 'score'),
        courses: texts(entry, 'courses'),
      }))
      .filter((entry) => entry.institution || entry.area),
  );
}

export function readCertificates(resume: JsonResume): CertificateEntry[] {
  return records(resume.certificates)
    .map((entry) => ({ name: text(entry, 'name'), date: optionalText(entry, 'date'), issuer: text(entry, 'issuer'), url: text(entry, 'url') }))
    .filter((entry) => entry.name);
}

export function readProjects(resume: JsonResume): ProjectEntry[] {
  return byStartDesc(
    records(resume.projects)
      .map((entry) => ({
        name: text(entry, 'name'),
        description: text(entry, 'description'),
        startDate: optionalText(entry, 'startDate'),
        endDate: optionalText(entry, 'endDate'),
        url: text(entry, 'url'),
        highlights: texts(entry, 'highlights'),
      }))
      .filter((entry) => entry.name),
  );
}

export function readLanguages(resume: JsonResume): LanguageEntry[] {
  return records(resume.languages)
    .map((entry) => ({ language: text(entry, 'language'), fluency: text(entry, 'fluency') }))
    .filter((entry) => entry.language);
}
