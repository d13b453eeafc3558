import { normaliseSearchText } from '../text/tech-terms';
import type { QueryField, QueryNode, TermNode } from './ast';

/**
 * The tsvector weight each CV section is indexed with; a field prefix limits a term to it.
 * (A: title, B: skills, C: employers, D: everything else.)
 */
export const FIELD_WEIGHTS: Readonly<Record<QueryField, 'A' | 'B' | 'C'>> = {
  title: 'A',
  skill: 'B',
  company: 'C',
};

/**
 * A term as one quoted `to_tsquery` operand. Inside quotes every character is literal text for the
 * PostgreSQL parser (several words become a `<->` phrase, punctuation is dropped); only the quote
 * itself needs doubling. Backslashes are removed rather than escaped: they never carry meaning in
 * search text.
 */
function termOperand(term: TermNode): string {
  const text = normaliseSearchText(term.text.replace(/\\/g, ' ')).replace(/'/g, "''");
  const weight = term.field === null ? '' : FIELD_WEIGHTS[term.field];
  const suffix = term.prefix || weight !== '' ? `:${term.prefix ? '*' : ''}${weight}` : '';
  return `'${text}'${suffix}`;
}

function compile(node: QueryNode): string {
  switch (node.kind) {
    case 'term':
      return termOperand(node);
    case 'not':
      return node.child.kind === 'term' ? `!${compile(node.child)}` : `!( ${compile(node.child)} )`;
    case 'and':
      return node.children
        .map((child) => (child.kind === 'or' ? `( ${compile(child)} )` : compile(child)))
        .join(' & ');
    case 'or':
      return node.children.map(compile).join(' | ');
  }
}

/**
 * The `to_tsquery('russian', ...)` input for a parsed search. Stemming and stop words are left to
 * PostgreSQL (`to_tsquery` stems each operand with the same configuration the CVs are indexed with).
 *
 * @example toTsqueryInput(parseSearchQuery('java AND (spring OR kotlin) NOT junior'))
 *   === "'java' & ( 'spring' | 'kotlin' ) & !'junior'"
 */
export function toTsqueryInput(node: QueryNode): string {
  return compile(node);
}

/**
 * Every term that must be present for a match somewhere (not under a negation), OR-ed: what the
 * highlighter looks for.
 *
 * @returns `null` when the query has only negated terms.
 */
export function positiveTermsInput(node: QueryNode): string | null {
  const terms: TermNode[] = [];
  const visit = (current: QueryNode): void => {
    if (current.kind === 'term') terms.push(current);
    else if (current.kind === 'and' || current.kind === 'or') current.children.forEach(visit);
  };
  visit(node);
  return terms.length === 0 ? null : terms.map((term) => termOperand({ ...term, field: null })).join(' | ');
}

/** Every term of the query, negated ones included, in reading order. */
export function queryTerms(node: QueryNode): TermNode[] {
  switch (node.kind) {
    case 'term':
      return [node];
    case 'not':
      return queryTerms(node.child);
    case 'and':
    case 'or':
      return node.children.flatMap(queryTerms);
  }
}

/** Returns a copy of the tree with each term passed through `replace`. */
export function mapTerms(node: QueryNode, replace: (term: TermNode) => TermNode): QueryNode {
  switch (node.kind) {
    case 'term':
      return replace(node);
    case 'not':
      return { kind: 'not', child: mapTerms(node.child, replace) };
    case 'and':
    case 'or':
      return { kind: node.kind, children: node.children.map((child) => mapTerms(child, replace)) };
  }
}

const FIELD_NAMES: Readonly<Record<QueryField, string>> = { title: 'title', skill: 'skill', company: 'company' };

function formatTerm(term: TermNode): string {
  const body = term.phrase ? `"${term.text}"` : `${term.text}${term.prefix ? '*' : ''}`;
  return term.field === null ? body : `${FIELD_NAMES[term.field]}:${body}`;
}

/**
 * The tree written back in the search syntax, e.g. to show what a corrected search looked for.
 *
 * @example formatSearchQuery(parseSearchQuery('java (spring OR kotlin) -junior'))
 *   === 'java (spring OR kotlin) -junior'
 */
export function formatSearchQuery(node: QueryNode): string {
  switch (node.kind) {
    case 'term':
      return formatTerm(node);
    case 'not':
      return node.child.kind === 'term' ? `-${formatTerm(node.child)}` : `-(${formatSearchQuery(node.child)})`;
    case 'and':
      return node.children
        .map((child) => (child.kind === 'or' ? `(${formatSearchQuery(child)})` : formatSearchQuery(child)))
        .join(' ');
    case 'or':
      return node.children.map(formatSearchQuery).join(' OR ');
  }
}
