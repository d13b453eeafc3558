import type { CvType } from '@platform/contract';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/errors';
import type { MatchBoundary, SnapshotFigures } from './match-snapshot';

/** A CV named the way its URL names it: `/cv/{type}/{id}`. */
export interface ResumeRef {
  type: CvType;
  id: number;
}

/** What lists of CVs (favourites, scouting matches) show of one. */
export interface ResumeSummary extends ResumeRef {
  name: string;
  title: string;
  city: string | null;
}

/** The summary of a CV row or search hit: what lists show of it, nothing more (no contact, no score). */
export function toResumeSummary(row: ResumeSummary): ResumeSummary {
  return { type: row.type, id: row.id, name: row.name, title: row.title, city: row.city };
}

/** A mailing recipient: a CV and its e-mail address, `null` when the CV has none. */
export interface ResumeRecipient extends ResumeSummary {
  email: string | null;
}

/** Who is asking: CVs are filtered to what this user may see (imported CVs belong to one team). */
export interface ResumeViewer {
  userId: string;
  teamId: string | null;
}

/** A page of search matches. */
export interface ResumeMatches {
  total: number;
  items: ResumeSummary[];
}

/**
 * How the team and user areas reach CVs without knowing how search stores them: scouting runs and
 * mailings to search results call `search`, favourites call `find`, mailings `recipients`.
 * The search module provides the real one; tests hand in a fake.
 */
export interface ResumeSource {
  /**
   * Runs a saved search (docs/product.md#search criteria, as the user saved them) and returns its first
   * `limit` matches, newest first.
   *
   * @throws ApiError 400 with field paths relative to the criteria when they are invalid.
   */
  search(criteria: Record<string, unknown>, options: { limit: number; viewer: ResumeViewer }): Promise<ResumeMatches>;
  /**
   * The first `limit` matches of saved criteria (newest update first) as references. Checks
   * criteria when a scout is saved (`limit` 1).
   *
   * @throws ApiError 400 with field paths relative to the criteria when they are invalid.
   */
  matches(criteria: Record<string, unknown>, options: { limit: number; viewer: ResumeViewer }): Promise<ResumeMatchIds>;
  /**
   * Takes the match set of saved criteria now (a scouting run): its boundary and counts, the new
   * matches being those added or changed since `since` (all of them when `since` is null).
   *
   * @throws ApiError 400 with field paths relative to the criteria when they are invalid.
   */
  snapshot(criteria: Record<string, unknown>, options: { viewer: ResumeViewer; since: MatchBoundary | null; countLimit: number }): Promise<SnapshotFigures>;
  /**
   * A page of a match set taken earlier, new matches first (only those with `onlyNew`), read from
   * the CVs `viewer` may see now within `boundary`.
   */
  snapshotPage(
    criteria: Record<string, unknown>,
    options: { viewer: ResumeViewer; boundary: MatchBoundary; since: MatchBoundary | null; offset: number; limit: number; onlyNew?: boolean },
  ): Promise<SnapshotItem[]>;
  /** The CVs among `refs` that exist and `viewer` may see, in any order. */
  find(refs: readonly ResumeRef[], viewer: ResumeViewer): Promise<ResumeSummary[]>;
  /**
   * The CVs among `refs` that `viewer` may see, with their contact e-mail for a mailing. The
   * address goes to the mail transport only, never back to the recruiter.
   */
  recipients(refs: readonly ResumeRef[], viewer: ResumeViewer): Promise<ResumeRecipient[]>;
}

export type { MatchBoundary, SnapshotFigures };

/** A CV of a page of a match set; `isNew` when added or changed since the previous run. */
export interface SnapshotItem extends ResumeRef {
  isNew: boolean;
}

/** A page of matches: references, newest update first. */
export interface ResumeMatchIds {
  /** Every match, or the database's estimate when `totalIsEstimate` (more than the limit). */
  total: number;
  totalIsEstimate: boolean;
  items: ResumeRef[];
}

/** Builds the {@link ResumeSource} of a database. */
export type ResumeSourceFactory = (db: Database) => ResumeSource;

/**
 * Re-throws a search's 400 with paths under the field that held the criteria (`criteria.text`),
 * so the client can point at the right input; anything else passes unchanged.
 */
export function underField(field: string, error: unknown): unknown {
  if (error instanceof ApiError && error.status === 400) {
    const fields = error.fields?.map((item) => ({ ...item, path: item.path ? `${field}.${item.path}` : field }));
    return new ApiError(400, error.code, error.message, fields ?? [{ path: field, message: error.message }]);
  }
  return error;
}
