/** Fields a search term can be limited to (`title:java`). */
export type QueryField = 'title' | 'skill' | 'company';

/** A word or an exact phrase, as the recruiter typed it. */
export interface TermNode {
  kind: 'term';
  /** The word or phrase as typed (without quotes, field prefix or trailing `*`). */
  text: string;
  phrase: boolean;
  /** `java*`: any word starting with it. */
  prefix: boolean;
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
