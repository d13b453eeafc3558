import type { ApiFieldError } from '@platform/contract';

/**
 * Real JSON Resume files often break the schema only in ways that lose nothing when fixed: an empty
 * string or a `null` for "unknown", a web address without `https://`, an end date written as
 * "present" in some language, the older schema's `company`/`website`. Each such change is made here
 * and reported as a warning, so the CV is imported whole instead of refused.
 */

/** End dates that mean "still working there", lower case, in the languages CVs come in. */
const PRESENT_WORDS = new Set([
  'present',
  'current',
  'currently',
  'now',
  'today',
  'ongoing',
  'to date',
  'till date',
  'till now',
  'heute',
  'aktuell',
  'jetzt',
  'bis heute',
  'derzeit',
  'présent',
  "aujourd'hui",
  'actuel',
  'actuellement',
  'presente',
  'actualidad',
  'actual',
  'attuale',
  'oggi',
  'atual',
  'huidig',
  'heden',
  'obecnie',
  'teraz',
  'настоящее время',
  'по настоящее время',
  'наст. время',
  'н.в.',
  'н. в.',
  'сейчас',
  'по сей день',
  'теперішній час',
  'дотепер',
  '至今',
  '現在',
  '现在',
]);

/** Fields holding a web address (their value must carry a scheme for the schema's `uri` format). */
const URL_KEYS = new Set(['url', 'image', 'website']);

/** A value that reads as a host name and path without a scheme: `example.com`, `www.x.org/me`. */
const BARE_HOST = /^(?:www\.)?[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::\d+)?(?:[/?#]\S*)?$/u;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function joinPath(prefix: string, key: string | number): string {
  return prefix === '' ? String(key) : `${prefix}.${key}`;
}

interface Repair {
  warnings: ApiFieldError[];
  prefix: string;
}

/** A date field's free text meaning "present": the field is dropped (no end date = current). */
function isPresentWord(value: string): boolean {
  return PRESENT_WORDS.has(value.trim().toLowerCase().replace(/\s+/g, ' '));
}

/** Repairs one object in place; `path` names it inside the document. */
function repairObject(target: Record<string, unknown>, path: string, repair: Repair): void {
  for (const key of Object.keys(target)) {
    const value = target[key];
    const where = joinPath(path, key);
    const fullPath = joinPath(repair.prefix, where);
    if (value === null) {
      Reflect.deleteProperty(target, key);
      repair.warnings.push({ path: fullPath, message: 'An empty value (null) was left out.', code: 'null_removed' });
    } else if (typeof value === 'string' && value.trim() === '') {
      Reflect.deleteProperty(target, key);
      repair.warnings.push({ path: fullPath, message: 'An empty text was left out.', code: 'empty_removed' });
    } else if (typeof value === 'string' && key === 'endDate' && isPresentWord(value)) {
      Reflect.deleteProperty(target, key);
      repair.warnings.push({
        path: fullPath,
        message: `The end date “${value}” was read as “to the present day” (no end date).`,
        code: 'present_end_date',
        params: { value },
      });
    } else if (typeof value === 'string' && URL_KEYS.has(key) && !/^[a-z][a-z0-9+.-]*:/i.test(value.trim()) && BARE_HOST.test(value.trim())) {
      const fixed = `https://${value.trim()}`;
      target[key] = fixed;
      repair.warnings.push({ path: fullPath, message: `The web address “${value}” had no scheme: read as ${fixed}.`, code: 'url_scheme_added', params: { value: fixed } });
    } else if (Array.isArray(value)) {
      const kept = value.filter((item, index) => {
        if (item === null || (typeof item === 'string' && item.trim() === '')) {
          repair.warnings.push({ path: joinPath(fullPath, index), message: 'An empty list item was left out.', code: 'empty_removed' });
          return false;
        }
        return true;
      });
      target[key] = kept;
      kept.forEach((item, index) => {
        if (isRecord(item)) repairObject(item, joinPath(where, index), repair);
      });
    } else if (isRecord(value)) {
      repairObject(value, where, repair);
    }
  }
}

/** The older schema's names (`work[].company`, `work[].website`, `basics.website`) under today's. */
function renameOlderFields(document: Record<string, unknown>, repair: Repair): void {
  const rename = (target: Record<string, unknown>, from: string, to: string, path: string): void => {
    if (!(from in target)) return;
    if (target[to] === undefined) {
      target[to] = target[from];
      repair.warnings.push({
        path: joinPath(repair.prefix, joinPath(path, from)),
        message: `“${from}” (an older JSON Resume field) was read as “${to}”.`,
        code: 'older_field_renamed',
        params: { from, to },
      });
    }
    Reflect.deleteProperty(target, from);
  };
  const basics = document['basics'];
  if (isRecord(basics)) rename(basics, 'website', 'url', 'basics');
  for (const section of ['work', 'volunteer'] as const) {
    const entries = document[section];
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, index) => {
      if (!isRecord(entry)) return;
      if (section === 'work') rename(entry, 'company', 'name', `${section}.${index}`);
      rename(entry, 'website', 'url', `${section}.${index}`);
    });
  }
}

/**
 * A repaired deep copy of a JSON Resume document and the warnings that describe each change. A
 * document that is not an object is returned as it is (the validator refuses it).
 *
 * @param prefix - the document's path in the request (`resumes.3`), prepended to warning paths.
 */
export function repairResume(document: unknown, prefix = ''): { document: unknown; warnings: ApiFieldError[] } {
  if (!isRecord(document)) return { document, warnings: [] };
  const copy: unknown = structuredClone(document);
  if (!isRecord(copy)) return { document, warnings: [] };
  const repair: Repair = { warnings: [], prefix };
  renameOlderFields(copy, repair);
  repairObject(copy, '', repair);
  return { document: copy, warnings: repair.warnings };
}
