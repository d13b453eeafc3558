import type { Highlight, HighlightField, HighlightMatch } from '@platform/shared/contract';
import type { Queryable } from '../../db/database';
import { canonicalTechName, canonicalTechTerms } from './text/tech-terms';

/** A lexeme of the query as PostgreSQL stemmed it; `prefix` for `word*` terms. */
export interface QueryLexeme {
  lexeme: string;
  prefix: boolean;
}

/**
 * The lexemes of a canonical tsquery text (`'develop':A & !'junior' | 'team' <-> 'lead':*`). Pass
 * the positive-terms query: every lexeme in it is one to highlight.
 */
export function lexemesOfTsquery(tsquery: string): QueryLexeme[] {
  const found = new Map<string, QueryLexeme>();
  for (const match of tsquery.matchAll(/'((?:[^']|'')*)'(:[*A-D]+)?/g)) {
    const lexeme = (match[1] ?? '').replace(/''/g, "'");
    const prefix = match[2]?.includes('*') ?? false;
    const key = `${lexeme}\u0000${prefix}`;
    if (lexeme !== '' && !found.has(key)) found.set(key, { lexeme, prefix });
  }
  return [...found.values()];
}

/** A word of a CV text, where it is, and the form it is looked up by (lower case, tech names canonical). */
interface TextToken {
  start: number;
  length: number;
  word: string;
}

const RUN = /[\p{L}\p{N}_.+#/-]+/gu;
const WORD = /[\p{L}\p{N}_]+/gu;

/** Splits text the way the index sees it: tech names whole (`C++`), other runs into words. */
export function tokenize(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  for (const run of text.matchAll(RUN)) {
    const runStart = run.index;
    const runText = run[0];
    let offset = 0;
    for (const piece of runText.split(/([/-])/)) {
      if (piece !== '/' && piece !== '-' && piece !== '') {
        const bare = piece.replace(/\.+$/u, '');
        const tech = canonicalTechName(bare);
        if (tech !== null) {
          tokens.push({ start: runStart + offset, length: bare.length, word: tech });
        } else {
          for (const word of piece.matchAll(WORD)) {
            tokens.push({ start: runStart + offset + word.index, length: word[0].length, word: word[0].toLowerCase() });
          }
        }
      }
      offset += piece.length;
    }
  }
  return tokens;
}

/** word → its lexeme ('' for a stop word), shared across searches: CVs reuse a small vocabulary. */
const LEXEME_CACHE = new Map<string, string>();
const LEXEME_CACHE_SIZE = 50_000;

/** Stems `words` with the `russian` configuration (the index's), using and filling the cache. */
async function lexemesOf(db: Queryable, words: ReadonlySet<string>): Promise<void> {
  const missing = [...words].filter((word) => !LEXEME_CACHE.has(word));
  if (missing.length === 0) return;
  const { rows } = await db.query<{ word: string; lexemes: string[] | null }>(
    `SELECT w AS word, tsvector_to_array(to_tsvector('russian', w)) AS lexemes FROM unnest($1::text[]) AS w`,
    [missing],
  );
  if (LEXEME_CACHE.size + rows.length > LEXEME_CACHE_SIZE) LEXEME_CACHE.clear();
  for (const row of rows) LEXEME_CACHE.set(row.word, row.lexemes?.[0] ?? '');
}

/** Longest fragment of a long field (summary, a job) shown around its first match. */
const FRAGMENT_LENGTH = 220;
const CONTEXT_BEFORE = 70;

/** Cuts `text` to a fragment around the first match, at word edges, with `…` where it was cut. */
function fragment(text: string, matches: HighlightMatch[]): { text: string; matches: HighlightMatch[] } {
  const first = matches[0];
  if (text.length <= FRAGMENT_LENGTH || first === undefined) return { text, matches };
  let start = Math.max(0, first.start - CONTEXT_BEFORE);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    start = space === -1 || space >= first.start ? start : space + 1;
  }
  let end = Math.min(text.length, start + FRAGMENT_LENGTH);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    const lastMatchEnd = first.start + first.length;
    end = space > lastMatchEnd ? space : Math.max(end, lastMatchEnd);
  }
  const prefix = start > 0 ? '…' : '';
  const suffix = end < text.length ? '…' : '';
  return {
    text: `${prefix}${text.slice(start, end)}${suffix}`,
    matches: matches
      .filter((match) => match.start >= start && match.start + match.length <= end)
      .map((match) => ({ start: match.start - start + prefix.length, length: match.length })),
  };
}

/** The texts of one search hit that highlights can come from, in the order they are shown. */
export interface HighlightSource {
  title: string;
  skills: readonly string[];
  summary: string | null;
  /** One text per job: "position — employer. summary highlights". */
  work: readonly string[];
}

/** Highlights per item at most: the card shows a few lines. */
const MAX_HIGHLIGHTS = 3;

/**
 * Highlights of search hits: for each field that contains a query word (in any form: stems are
 * compared), the field's text, cut to a fragment if long, with the offsets of the matching words.
 * Plain text only; the client marks the ranges up itself.
 */
export async function buildHighlights(
  db: Queryable,
  lexemes: readonly QueryLexeme[],
  sources: readonly HighlightSource[],
): Promise<Highlight[][]> {
  if (lexemes.length === 0) return sources.map(() => []);
  const fieldsOf = (source: HighlightSource): Array<[HighlightField, string]> => {
    const fields: Array<[HighlightField, string]> = [
      ['title', source.title],
      ['skills', source.skills.join(', ')],
    ];
    if (source.summary !== null) fields.push(['summary', source.summary]);
    for (const text of source.work) fields.push(['work', text]);
    return fields;
  };
  // Stem only words that could stem to a query lexeme: those sharing its first two letters.
  const heads = new Set(lexemes.map((item) => item.lexeme.slice(0, 2)));
  const mayMatch = (word: string): boolean => heads.has(word.slice(0, 2)) || heads.has(word.slice(0, 1));
  // Tokenize only texts that can hold a match: a stem is (nearly always) a prefix of its word forms,
  // so a text without the stem's first letters has no match; tech names are spelt otherwise (C++).
  const probes = lexemes.map((item) => (canonicalTechTerms.has(item.lexeme) ? '' : item.lexeme.slice(0, Math.max(2, item.lexeme.length - 1))));
  const mayHold = (text: string): boolean => {
    const lower = text.toLowerCase();
    return probes.some((probe) => lower.includes(probe));
  };
  const tokenized = sources.map((source) =>
    fieldsOf(source).map(([field, text]) => ({ field, text, tokens: mayHold(text) ? tokenize(text) : [] })),
  );
  const words = new Set<string>();
  for (const fields of tokenized) {
    for (const field of fields) for (const token of field.tokens) if (mayMatch(token.word)) words.add(token.word);
  }
  await lexemesOf(db, words);
  const matchesLexeme = (word: string): boolean => {
    if (!mayMatch(word)) return false;
    const stem = LEXEME_CACHE.get(word) ?? '';
    return stem !== '' && lexemes.some((item) => (item.prefix ? stem.startsWith(item.lexeme) : stem === item.lexeme));
  };
  return tokenized.map((fields) => {
    const highlights: Highlight[] = [];
    for (const { field, text, tokens } of fields) {
      if (highlights.length >= MAX_HIGHLIGHTS) break;
      const matches = tokens.filter((token) => matchesLexeme(token.word)).map(({ start, length }) => ({ start, length }));
      if (matches.length > 0) highlights.push({ field, ...fragment(text, matches) });
    }
    return highlights;
  });
}
