import { CV_TYPES, type CvType } from './search-constants';

// Apart from the mailings' schemas (./mailings): the search remote links to a mailing with this
// and bundles no zod for it.

/** A CV ticked in search results for a mailing. */
export interface SelectedCv {
  type: CvType;
  id: number;
}

/** The query parameter of a vacancy's mailings page that names the CVs ticked in search. */
export const MAILING_SELECTION_PARAM = 'cvs';

/**
 * The mailings page of a vacancy with the CVs ticked in search as its recipients:
 * `/team/vacancy/7/Mailings?cvs=internal:1,imported:5` (read back by {@link parseMailingSelection}).
 */
export function mailingSelectionPath(vacancyId: number, cvs: readonly SelectedCv[]): string {
  const params = new URLSearchParams({ [MAILING_SELECTION_PARAM]: cvs.map((cv) => `${cv.type}:${cv.id}`).join(',') });
  return `/team/vacancy/${vacancyId}/Mailings?${params.toString()}`;
}

function isCvType(value: string): value is CvType {
  return CV_TYPES.some((type) => type === value);
}

/** The CVs of a {@link mailingSelectionPath} parameter, without repeats; a malformed entry is left out. */
export function parseMailingSelection(value: string | null): SelectedCv[] {
  const seen = new Set<string>();
  const cvs: SelectedCv[] = [];
  for (const entry of (value ?? '').split(',')) {
    const match = /^([a-z]+):([1-9]\d{0,15})$/.exec(entry.trim());
    const type = match?.[1];
    const id = Number(match?.[2]);
    if (type === undefined || !isCvType(type) || !Number.isSafeInteger(id) || seen.has(`${type}:${id}`)) continue;
    seen.add(`${type}:${id}`);
    cvs.push({ type, id });
  }
  return cvs;
}
