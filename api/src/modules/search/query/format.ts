import type { QueryField, QueryNode, TermNode } from './ast';

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

const FIELD_NAMES: Readonly<Record<QueryField, string>> = {
  title: 'title',
  skill: 'skill',
  company: 'company',
  position: 'position',
  description: 'description',
  education: 'education',
};

function formatTerm(term: TermNode): string {
  const body = term.phrase ? `"${term.text}"` : `${term.text}${term.prefix ? '*' : ''}`;
  const exact = term.exact ? `!${body}` : body;
  return term.field === null ? exact : `${FIELD_NAMES[term.field]}:${exact}`;
}

/**
 * The tree written back in the search syntax, e.g. to show what a corrected search looked for.
 *
 * @example formatSearchQuery(parseSearchQuery('java (spring OR kotlin) -junior').node)
 *   === 'java (spring OR kotlin) NOT junior'
 */
export function formatSearchQuery(node: QueryNode): string {
  switch (node.kind) {
    case 'term':
      return formatTerm(node);
    case 'not':
      return node.child.kind === 'term' ? `NOT ${formatTerm(node.child)}` : `NOT (${formatSearchQuery(node.child)})`;
    case 'and':
      return node.children
        .map((child) => (child.kind === 'or' ? `(${formatSearchQuery(child)})` : formatSearchQuery(child)))
        .join(' ');
    case 'or':
      return node.children.map(formatSearchQuery).join(' OR ');
  }
}
