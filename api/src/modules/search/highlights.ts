import type { Highlight, HighlightField, HighlightMatch } from '@platform/contract';
import type { Queryable } from '../../db/database';
import { cityKey } from '../../text/cities';
import { compoundParts, hasCjk, unifyLetters } from '../../text/letters';
import { canonicalTechName, canonicalTechTerms } from '../../text/tech-terms';
import type { QueryLexeme } from './query/resolve';

/** A word of a CV text, where it is, and the form it is looked up by (lower case, tech names canonical). */
interface TextToken {
  start: number;
  length: number;
  word: string;
}

const RUN = /[\p{L}\p{N}_.+#/-]+/gu;
const WORD = /[\p{L}\p{N}_]+/gu;
/** What a piece of a run holds besides word characters: if none, the piece is one word. */
const NON_WORD = /[.+#]/;

/** A word as the index writes it: look-alike letters unified, `ё` → `е`, lower case. */
function indexForm(word: string): string {
  return unifyLetters(word).toLowerCase();
}

/** The tokens of one piece of a run (no `/` or `-` in it) starting at `start`, appended to `tokens`. */
function tokenizePiece(piece: string, start: number, tokens: TextToken[]): void {
  const bare = piece.endsWith('.') ? piece.replace(/\.+$/u, '') : piece;
  const tech = canonicalTechName(unifyLetters(bare));
  if (tech !== null) {
    tokens.push({ start, length: bare.length, word: tech });
  } else if (!NON_WORD.test(piece)) {
    tokens.push({ start, length: piece.length, word: indexForm(piece) });
  } else {
    for (const word of piece.matchAll(WORD)) tokens.push({ start: start + word.index, length: word[0].length, word: indexForm(word[0]) });
  }
}

/** Splits text the way the index sees it: tech names whole (`C++`), other runs into words. */
export function tokenize(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  for (const run of text.matchAll(RUN)) {
    const runText = run[0];
    // A name with a slash or hyphen in it (`CI/CD`, `T-SQL`) is one word, as the index reads it.
    if ((!runText.includes('/') && !runText.includes('-')) || canonicalTechName(unifyLetters(runText.replace(/\.+$/u, ''))) !== null) {
      tokenizePiece(runText, run.index, tokens);
      continue;
    }
    let offset = run.index;
    for (const piece of runText.split(/([/-])/)) {
      if (piece !== '/' && piece !== '-' && piece !== '') tokenizePiece(piece, offset, tokens);
      offset += piece.length;
    }
  }
  return tokens;
}

/** word → its lexeme ('' for a stop word), shared across searches: CVs reuse a small vocabulary. */
const LEXEME_CACHE = new Map<string, string>();
const LEXEME_CACHE_SIZE = 50_000;

/** Stems `words` with the `russian` configuration (the index's) into the cache. */
async function cacheLexemes(db: Queryable, words: ReadonlySet<string>): Promise<void> {
  const { rows } = await db.query<{ word: string; lexemes: string[] | null }>(
    `SELECT w AS word, tsvector_to_array(to_tsvector('russian', w)) AS lexemes FROM unnest($1::text[]) AS w`,
    [[...words]],
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
  city: string | null;
}

/** Highlights per item at most: the card shows a few lines. */
const MAX_HIGHLIGHTS = 3;

/**
 * Decides which words of a CV match the query, from the stems in the cache; words it could not
 * decide (not stemmed yet) are collected in `unknown`.
 */
class LexemeMatcher {
  readonly unknown = new Set<string>();
  private readonly heads: ReadonlySet<string>;
  private readonly probes: readonly string[];

  private readonly cjk: readonly string[];

  constructor(private readonly lexemes: readonly QueryLexeme[]) {
    // Stem only words that could stem to a query lexeme: those sharing its first two letters.
    this.heads = new Set(lexemes.map((item) => item.lexeme.slice(0, 2)));
    // CJK text is searched by bigrams: a word holding one of the query's bigrams matches.
    this.cjk = lexemes.filter((item) => hasCjk(item.lexeme)).map((item) => item.lexeme);
    // A stem is (nearly always) a prefix of its word forms, so a text without the stem's first
    // letters has no match; tech names are spelt otherwise (C++), so those texts are all read.
    this.probes = lexemes.map((item) => (canonicalTechTerms.has(item.lexeme) ? '' : item.lexeme.slice(0, Math.max(2, item.lexeme.length - 1))));
  }

  /** Whether `text` can hold a match at all (cheaper than tokenizing it). */
  mayHold(text: string): boolean {
    const lower = unifyLetters(text).toLowerCase();
    return this.probes.some((probe) => lower.includes(probe));
  }

  /** Whether `word` stems to a query lexeme; a word not stemmed yet does not, and is noted. */
  matches(word: string): boolean {
    if (this.cjk.length > 0 && hasCjk(word)) return this.cjk.some((gram) => word.includes(gram));
    // A joined compound (`fullstack`) matches when one of its spaced parts does (a token holds
    // no hyphen, and CJK was handled above: the compounds are all splitCompounds would change).
    const parts = compoundParts(word);
    if (parts !== null) return parts.some((part) => this.matches(part));
    if (this.lexemes.some((item) => item.exact && (item.prefix ? word.startsWith(item.lexeme) : word === item.lexeme))) return true;
    if (!this.heads.has(word.slice(0, 2)) && !this.heads.has(word.slice(0, 1))) return false;
    const stem = LEXEME_CACHE.get(word);
    if (stem === undefined) {
      this.unknown.add(word);
      return false;
    }
    return (
      stem !== '' &&
      this.lexemes.some((item) => !item.exact && (item.prefix ? stem.startsWith(item.lexeme) : stem === item.lexeme))
    );
  }
}

/** The fields of a hit in the order they are shown, made on demand: most hits fill up early. */
function* fieldsOf(source: HighlightSource): Generator<[HighlightField, string]> {
  yield ['title', source.title];
  if (source.city !== null) yield ['city', source.city];
  yield ['skills', source.skills.join(', ')];
  if (source.summary !== null) yield ['summary', source.summary];
  for (const text of source.work) yield ['work', text];
}

/** The first {@link MAX_HIGHLIGHTS} fields of a hit with a match (words the matcher cannot decide do not match). */
function highlightsOf(source: HighlightSource, matcher: LexemeMatcher, cities: ReadonlySet<string>): Highlight[] {
  const highlights: Highlight[] = [];
  for (const [field, text] of fieldsOf(source)) {
    if (highlights.length >= MAX_HIGHLIGHTS) break;
    // The city filtered by is marked whole (Moscow = Москва: compared by key).
    if (field === 'city' && cities.has(cityKey(text))) {
      highlights.push({ field, text, matches: [{ start: 0, length: text.length }] });
      continue;
    }
    if (!matcher.mayHold(text)) continue;
    // Every token is looked at (no early exit) so that all of the field's unknown words are collected.
    const matches = tokenize(text)
      .filter((token) => matcher.matches(token.word))
      .map(({ start, length }) => ({ start, length }));
    if (matches.length > 0) highlights.push({ field, ...fragment(text, matches) });
  }
  return highlights;
}

/**
 * Highlights of search hits: for each field that contains a query word (in any form: stems are
 * compared), the field's text, cut to a fragment if long, with the offsets of the matching words.
 * Plain text only; the client marks the ranges up itself.
 *
 * Fields are read only until a hit has its highlights (most hits fill up in the title, skills and
 * summary), with the stems known so far. Words not stemmed yet are stemmed in one round trip and
 * the pass is repeated: it visits no field the previous one did not (more matches only stop it
 * earlier), so it finds their stems cached; a warm search sends nothing.
 */
export async function buildHighlights(
  db: Queryable,
  lexemes: readonly QueryLexeme[],
  sources: readonly HighlightSource[],
  cities: ReadonlySet<string> = new Set(),
): Promise<Highlight[][]> {
  const cityKeys = new Set([...cities].map(cityKey));
  if (lexemes.length === 0 && cityKeys.size === 0) return sources.map(() => []);
  for (;;) {
    const matcher = new LexemeMatcher(lexemes);
    const highlights = sources.map((source) => highlightsOf(source, matcher, cityKeys));
    if (matcher.unknown.size === 0) return highlights;
    await cacheLexemes(db, matcher.unknown);
  }
}
