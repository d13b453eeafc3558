import type { CvDraft } from '@platform/contract';
import { cityKey } from '../../../text/cities';

/**
 * What a CV is compared by, normalised as the database indexes compare it (migration
 * 149_cv_duplicates.sql): e-mail trimmed in lower case, the phone's last ten digits, the name in
 * lower case, the city as the search's city key, employers trimmed in lower case.
 */
export interface DuplicateProbe {
  /** The CV itself, left out of its own duplicates; null for a draft. */
  excludeId: number | null;
  email: string;
  phone: string;
  name: string;
  cityKey: string;
  employers: string[];
}

/** Digits of a phone number: its last ten when it has at least ten, else none. */
export function phoneKey(phone: string): string {
  const digits = phone.replace(/[^0-9]/g, '');
  return digits.length >= 10 ? digits.slice(-10) : '';
}

/** The probe of a draft as recognised in a file (or corrected by the recruiter). */
export function probeOfDraft(draft: CvDraft): DuplicateProbe {
  return {
    excludeId: null,
    email: draft.email.trim().toLowerCase(),
    phone: phoneKey(draft.phone),
    name: draft.name.trim().toLowerCase(),
    cityKey: draft.city.trim() === '' ? '' : cityKey(draft.city),
    employers: [...new Set(draft.work.map((job) => job.name.trim().toLowerCase()).filter((name) => name !== ''))],
  };
}
