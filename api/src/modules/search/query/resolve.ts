import type { Queryable } from '../../../db/database';
import { synonymsOf } from '../../../text/synonyms';
import { normaliseSearchText } from '../../../text/tech-terms';
import type { IgnoredPart, QueryField, QueryNode, TermNode } from './ast';

/**
 * How each field is found in the search vector (resume-row.ts writes it): by the weight of its
 * section (A title, B skills, D the text of jobs and the rest) or by a tag before each lexeme of
 * a text indexed twice (`c.` employers, `p.` positions held, `e.` education).
 */
const FIELD_MATCH: Readonly<Record<QueryField, { weight: string; tag: string }>> = {
  title: { weight: 'A', tag: '' },
  skill: { weight: 'B', tag: '' },
  description: { weight: 'D', tag: '' },
  company: { weight: '', tag: 'c.' },
  position: { weight: '', tag: 'p.' },
  education: { weight: '', tag: 'e.' },
};

/** The tag of exact word forms (`!продажам`): the unstemmed forms are indexed with it. */
export const EXACT_TAG = '=';

/** A lexeme of the query, as the highlighter looks for it in CV text. */
export interface QueryLexeme {
  /** A stem (`разработчик` → `разработчик`, `developers` → `develop`), or a word form if `exact`. */
  lexeme: string;
  prefix: boolean;
  exact: boolean;
}

/** A search text compiled for PostgreSQL. */
export interface ResolvedQuery {
  /** `tsquery` input of lexemes (stemmed already: bind it as `$n::tsquery`). */
  tsquery: string;
  /** The lexemes of terms outside negations: what to highlight. */
  positive: QueryLexeme[];
  /** Terms left out because they have no lexeme (stop words). */
  ignored: IgnoredPart[];
}

interface Analysed {
  /** Lexemes in text order with their positions (stemmed, `russian`). */
  stems: Array<{ lexeme: string; position: number }>;
  /** The same for the word forms (`simple`: lower case only). */
  forms: Array<{ lexeme: string; position: number }>;
}

/** Texts already analysed: deterministic for the configuration, and recruiters repeat words. */
const ANALYSED = new Map<string, Analysed>();
const ANALYSED_CACHE_SIZE = 20_000;

/** Reads `'lex':1,3 'o''reilli':2` (a tsvector's text) into lexemes ordered by first position. */
export function parseTsvectorText(text: string): Array<{ lexeme: string; position: number }> {
  const out: Array<{ lexeme: string; position: number }> = [];
  for (const match of text.matchAll(/'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g)) {
    const lexeme = (match[1] ?? '').replace(/''/g, "'").replace(/\\(.)/g, '$1');
    const positions = (match[2] ?? '1').split(',').map((part) => Number.parseInt(part, 10));
    for (const position of positions) if (Number.isFinite(position)) out.push({ lexeme, position });
  }
  return out.sort((left, right) => left.position - right.position);
}

/** Lets PostgreSQL stem each text with the index's configuration, once per text. */
async function analyse(db: Queryable, texts: readonly string[]): Promise<void> {
  const missing = [...new Set(texts)].filter((text) => !ANALYSED.has(text));
  if (missing.length === 0) return;
  const { rows } = await db.query<{ text: string; stems: string; forms: string }>(
    `SELECT t AS text, to_tsvector('russian', t)::text AS stems, to_tsvector('simple', t)::text AS forms
       FROM unnest($1::text[]) AS t`,
    [missing],
  );
  if (ANALYSED.size + rows.length > ANALYSED_CACHE_SIZE) ANALYSED.clear();
  for (const row of rows) ANALYSED.set(row.text, { stems: parseTsvectorText(row.stems), forms: parseTsvectorText(row.forms) });
}

/** A term's text as the index writes text: tech names canonical, letters unified, lower case. */
function normalisedText(term: TermNode): string {
  return normaliseSearchText(term.text.replace(/\\/g, ' ')).toLowerCase();
}

/** The texts a term is searched by: itself and, unless exact or switched off, its synonyms. */
function variants(term: TermNode, synonyms: boolean): string[] {
  const text = normalisedText(term);
  if (!synonyms || term.exact || term.prefix) return [text];
  return [text, ...synonymsOf(text)];
}

function quote(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** `'a' <-> 'b' <2> 'c'` from lexemes with positions; `null` when there is none. */
function sequence(lexemes: ReadonlyArray<{ lexeme: string; position: number }>, tag: string, suffix: (last: boolean) => string): string | null {
  // One lexeme per position (the parser may give a compound and its parts the same one).
  const byPosition = lexemes.filter((item, index) => index === 0 || lexemes[index - 1]?.position !== item.position);
  if (byPosition.length === 0) return null;
  return byPosition
    .map((item, index) => {
      const operand = `${quote(`${tag}${item.lexeme}`)}${suffix(index === byPosition.length - 1)}`;
      if (index === 0) return operand;
      const distance = item.position - (byPosition[index - 1]?.position ?? 0);
      return `${distance === 1 ? '<->' : `<${distance}>`} ${operand}`;
    })
    .join(' ');
}

/** Builds the tsquery of a parsed search; the texts must have been analysed. */
class Compiler {
  readonly ignored: IgnoredPart[] = [];
  readonly positive: QueryLexeme[] = [];

  constructor(private readonly synonyms: boolean) {}

  compile(node: QueryNode, negated: boolean): string | null {
    switch (node.kind) {
      case 'term':
        return this.term(node, negated);
      case 'not': {
        const child = this.compile(node.child, !negated);
        if (child === null) return null;
        return node.child.kind === 'term' && !child.includes(' ') ? `!${child}` : `!( ${child} )`;
      }
      case 'and': {
        const parts = node.children.flatMap((child) => {
          const compiled = this.compile(child, negated);
          return compiled === null ? [] : [compiled.includes(' | ') ? `( ${compiled} )` : compiled];
        });
        return parts.length === 0 ? null : parts.join(' & ');
      }
      case 'or': {
        const parts = node.children.flatMap((child) => {
          const compiled = this.compile(child, negated);
          return compiled === null ? [] : [compiled];
        });
        return parts.length === 0 ? null : parts.join(' | ');
      }
    }
  }

  private term(term: TermNode, negated: boolean): string | null {
    const match = term.field === null ? { weight: '', tag: '' } : FIELD_MATCH[term.field];
    const alternatives = variants(term, this.synonyms).flatMap((text) => {
      const analysed = ANALYSED.get(text);
      if (analysed === undefined) return [];
      const lexemes = term.exact ? analysed.forms : analysed.stems;
      const suffix = (last: boolean): string => {
        const marks = `${term.prefix && last ? '*' : ''}${match.weight}`;
        return marks === '' ? '' : `:${marks}`;
      };
      let compiled = sequence(analysed.stems, match.tag, suffix);
      if (compiled !== null && term.exact) {
        // Exact forms are indexed without positions: each form must be there, and the stems give
        // the order (a phrase) and the field.
        const forms = [...new Set(analysed.forms.map((item) => item.lexeme))].map(
          (form, index, all) => `${quote(`${EXACT_TAG}${form}`)}${term.prefix && index === all.length - 1 ? ':*' : ''}`,
        );
        const needStems = analysed.stems.length > 1 || match.weight !== '' || match.tag !== '';
        compiled = forms.length === 0 ? null : needStems ? `${forms.join(' & ')} & ${compiled}` : forms.join(' & ');
      }
      if (compiled !== null && !negated) {
        for (const item of lexemes) this.positive.push({ lexeme: item.lexeme, prefix: term.prefix, exact: term.exact });
      }
      return compiled === null ? [] : [compiled];
    });
    if (alternatives.length === 0) {
      this.ignored.push({ text: term.text, reason: 'stop_word' });
      return null;
    }
    return alternatives.join(' | ');
  }
}

/**
 * Compiles a parsed search into a `tsquery` of lexemes: each word is stemmed by PostgreSQL (one
 * round trip for the words not seen before), field limits become weights or tags, `!word` the
 * exact form, synonyms alternatives. Words without a lexeme (stop words) are reported, not searched.
 *
 * @returns `tsquery: ''` when nothing is left to search.
 */
export async function resolveQuery(db: Queryable, node: QueryNode, options: { synonyms: boolean }): Promise<ResolvedQuery> {
  const terms: TermNode[] = [];
  const visit = (current: QueryNode): void => {
    if (current.kind === 'term') terms.push(current);
    else if (current.kind === 'not') visit(current.child);
    else current.children.forEach(visit);
  };
  visit(node);
  await analyse(db, terms.flatMap((term) => variants(term, options.synonyms)));
  const compiler = new Compiler(options.synonyms);
  const tsquery = compiler.compile(node, false) ?? '';
  const seen = new Set<string>();
  const positive = compiler.positive.filter((item) => {
    const key = `${item.lexeme}\u0000${item.prefix}\u0000${item.exact}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { tsquery, positive, ignored: compiler.ignored };
}
