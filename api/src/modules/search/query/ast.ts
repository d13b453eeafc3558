import type { SearchIgnoredPart } from '@platform/contract';

/**
 * Fields a search term can be limited to (`title:java`): the CV's title, its skills, employers,
 * the positions held, the text of the jobs (and the rest of the CV), education.
 */
export type QueryField = 'title' | 'skill' | 'company' | 'position' | 'description' | 'education';

/** A word or an exact phrase, as the recruiter typed it. */
export interface TermNode {
  kind: 'term';
  /** The word or phrase as typed (without quotes, field prefix, `!` or trailing `*`). */
  text: string;
  phrase: boolean;
  /** `java*`: any word starting with it. */
  prefix: boolean;
  /** `!продажам`: this very word form, not its other forms (no stemming, no synonyms). */
  exact: boolean;
  field: QueryField | null;
}

export interface NotNode {
  kind: 'not';
  child: QueryNode;
}

export interface AndNode {
  kind: 'and';
  children: QueryNode[];
}

export interface OrNode {
  kind: 'or';
  children: QueryNode[];
}

/** A parsed search text; `null` stands for "no text condition". */
export type QueryNode = TermNode | NotNode | AndNode | OrNode;

/** A part of the search text that was not searched for, reported back to the recruiter. */
export type IgnoredPart = SearchIgnoredPart;
