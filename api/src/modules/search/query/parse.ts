import type { IgnoredPart, QueryField, QueryNode, TermNode } from './ast';
import { tokenizeQuery, type QueryToken } from './tokenize';

/** Most terms (words and phrases) one search text may hold. */
export const MAX_QUERY_TERMS = 64;

/** Deepest nesting of parentheses. */
export const MAX_QUERY_DEPTH = 16;

/** The search text is well-formed but too big to run; the message says what to change. */
export class QueryTooComplexError extends Error {
  override name = 'QueryTooComplexError';

  constructor(
    /** For a client's own wording: too many terms, or parentheses too deep. */
    readonly code: 'query_too_many_terms' | 'query_too_deep',
    /** The limit exceeded ({@link MAX_QUERY_TERMS} or {@link MAX_QUERY_DEPTH}). */
    readonly limit: number,
    message: string,
  ) {
    super(message);
  }
}

function makeAnd(children: QueryNode[]): QueryNode | null {
  const flat = children.flatMap((child) => (child.kind === 'and' ? child.children : [child]));
  if (flat.length === 0) return null;
  if (flat.length === 1) return flat[0] ?? null;
  return { kind: 'and', children: flat };
}

function makeOr(children: QueryNode[]): QueryNode | null {
  const flat = children.flatMap((child) => (child.kind === 'or' ? child.children : [child]));
  if (flat.length === 0) return null;
  if (flat.length === 1) return flat[0] ?? null;
  return { kind: 'or', children: flat };
}

function makeNot(child: QueryNode): QueryNode {
  return child.kind === 'not' ? child.child : { kind: 'not', child };
}

/** The parsed search: the tree (or `null`), what was left out, and the `period:` limit. */
export interface ParsedQuery {
  node: QueryNode | null;
  ignored: IgnoredPart[];
  /** `period:N`: only CVs with a job within the last N years (the words are searched in the whole CV). */
  periodYears: number | null;
}

function operatorText(token: QueryToken): string {
  return 'text' in token ? token.text : '';
}

/**
 * Recursive descent over the tokens. Grammar (NOT binds tightest, then AND, then OR;
 * juxtaposition is AND):
 *
 *     query   := or
 *     or      := and (OR and)*
 *     and     := unary ((AND)? unary)*
 *     unary   := (NOT | -) unary | field? primary
 *     primary := ( or ) | word | "phrase"
 *
 * Recovery instead of errors, each recovery reported in `ignored`: a stray operator or `)` is
 * skipped, a missing `)` is assumed at the end, an empty group disappears, an unknown field
 * prefix is dropped (its word is searched everywhere).
 */
class Parser {
  private position = 0;
  private terms = 0;
  private depth = 0;
  readonly ignored: IgnoredPart[] = [];
  periodYears: number | null = null;

  constructor(private readonly tokens: readonly QueryToken[]) {}

  parseQuery(): QueryNode | null {
    const parts: QueryNode[] = [];
    while (this.peek() !== undefined) {
      const node = this.parseOr(null);
      if (node !== null) parts.push(node);
      // Only a stray `)` stops parseOr before the end: drop it and read on.
      if (this.peek()?.kind === 'rparen') {
        this.ignore(')', 'unmatched_parenthesis');
        this.position += 1;
      }
    }
    return makeAnd(parts);
  }

  private ignore(text: string, reason: IgnoredPart['reason']): void {
    if (!this.ignored.some((part) => part.text === text && part.reason === reason)) this.ignored.push({ text, reason });
  }

  private peek(): QueryToken | undefined {
    return this.tokens[this.position];
  }

  private parseOr(field: QueryField | null): QueryNode | null {
    const children: QueryNode[] = [];
    for (;;) {
      const node = this.parseAnd(field);
      if (node !== null) children.push(node);
      const token = this.peek();
      if (token?.kind !== 'or') break;
      this.position += 1;
      const next = this.peek();
      // `OR` with nothing on one side joins nothing.
      if (node === null || next === undefined || next.kind === 'rparen' || next.kind === 'or' || next.kind === 'and') {
        this.ignore(operatorText(token), 'stray_operator');
      }
    }
    return makeOr(children);
  }

  private parseAnd(field: QueryField | null): QueryNode | null {
    const children: QueryNode[] = [];
    for (;;) {
      const token = this.peek();
      if (token === undefined || token.kind === 'rparen' || token.kind === 'or') break;
      if (token.kind === 'and') {
        this.position += 1;
        const next = this.peek();
        if (children.length === 0 || next === undefined || next.kind === 'rparen' || next.kind === 'or' || next.kind === 'and') {
          this.ignore(token.text, 'stray_operator');
        }
        continue;
      }
      const node = this.parseUnary(field);
      if (node !== null) children.push(node);
    }
    return makeAnd(children);
  }

  private parseUnary(field: QueryField | null): QueryNode | null {
    const token = this.peek();
    if (token === undefined) return null;
    if (token.kind === 'not') {
      this.position += 1;
      const next = this.peek();
      // `NOT` before an operator or the end negates nothing: drop it.
      if (next === undefined || next.kind === 'and' || next.kind === 'or' || next.kind === 'rparen') {
        this.ignore(token.text, 'stray_operator');
        return null;
      }
      const child = this.parseUnary(field);
      return child === null ? null : makeNot(child);
    }
    if (token.kind === 'field' || token.kind === 'unknown_field') {
      this.position += 1;
      if (token.kind === 'unknown_field') this.ignore(token.text, 'unknown_field');
      const next = this.peek();
      if (next === undefined || next.kind === 'and' || next.kind === 'or' || next.kind === 'rparen') return null;
      return this.parseUnary(token.kind === 'field' ? token.field : field);
    }
    if (token.kind === 'period') {
      this.position += 1;
      this.periodYears = this.periodYears === null ? token.years : Math.min(this.periodYears, token.years);
      return null;
    }
    return this.parsePrimary(field);
  }

  private parsePrimary(field: QueryField | null): QueryNode | null {
    const token = this.peek();
    if (token === undefined) return null;
    this.position += 1;
    switch (token.kind) {
      case 'lparen': {
        this.depth += 1;
        if (this.depth > MAX_QUERY_DEPTH) {
          throw new QueryTooComplexError('query_too_deep', MAX_QUERY_DEPTH, `Parentheses may nest at most ${MAX_QUERY_DEPTH} deep.`);
        }
        const node = this.parseOr(field);
        this.depth -= 1;
        if (this.peek()?.kind === 'rparen') this.position += 1;
        else this.ignore('(', 'unmatched_parenthesis');
        return node;
      }
      case 'word':
        return this.term({ kind: 'term', text: token.text, phrase: false, prefix: token.prefix, exact: token.exact, field });
      case 'phrase':
        return this.term({ kind: 'term', text: token.text, phrase: true, prefix: false, exact: token.exact, field });
      default:
        // parseAnd / parseUnary consume every other kind before calling here.
        return null;
    }
  }

  /** A term without a letter or digit (`+`, `...`) has no lexeme: drop it here, not in PostgreSQL. */
  private term(node: TermNode): TermNode | null {
    if (!/[\p{L}\p{N}]/u.test(node.text)) {
      this.ignore(node.text, 'no_letters');
      return null;
    }
    this.terms += 1;
    if (this.terms > MAX_QUERY_TERMS) {
      throw new QueryTooComplexError('query_too_many_terms', MAX_QUERY_TERMS, `A search may hold at most ${MAX_QUERY_TERMS} words and phrases.`);
    }
    return node;
  }
}

/**
 * Parses the recruiters' search syntax (hh.ru's; docs/search.md, "Search syntax") into a tree.
 *
 * @returns `node: null` when the text holds no term at all (empty, only operators or parentheses).
 * @throws QueryTooComplexError beyond {@link MAX_QUERY_TERMS} terms or {@link MAX_QUERY_DEPTH} levels.
 */
export function parseSearchQuery(text: string): ParsedQuery {
  const parser = new Parser(tokenizeQuery(text));
  const node = parser.parseQuery();
  return { node, ignored: parser.ignored, periodYears: parser.periodYears };
}
