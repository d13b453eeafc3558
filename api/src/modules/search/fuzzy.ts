import type { Queryable } from '../../db/database';
import { cityKey } from '../../text/cities';
import { normaliseSearchText } from '../../text/tech-terms';
import { SqlParams, visibleTo, type SearchViewer } from './conditions';
import type { QueryNode, TermNode } from './query/ast';
import { mapTerms, queryTerms } from './query/format';

/**
 * The vocabulary scopes a viewer may draw suggestions from: the public CVs' words ('') and their
 * own team's imports. Another team's private CVs never lend a word to a suggestion.
 */
function scopes(viewer: SearchViewer): string[] {
  return viewer.teamId === null ? [''] : ['', viewer.teamId];
}

/**
 * The closest vocabulary entry of each word (pg_trgm similarity over `search_vocabulary`, which
 * holds the words of titles and skills and the city names: small, so this stays fast).
 *
 * @returns word → replacement, only for words that have a different, similar entry.
 */
async function closestTerms(db: Queryable, kind: 'word' | 'city', words: readonly string[], viewer: SearchViewer): Promise<Map<string, string>> {
  const unique = [...new Set(words)].filter((word) => word.length >= 3);
  if (unique.length === 0) return new Map();
  const { rows } = await db.query<{ word: string; term: string }>(
    `SELECT q.word, best.term
       FROM unnest($1::text[]) AS q(word)
       CROSS JOIN LATERAL (
         SELECT v.term FROM search_vocabulary v
          WHERE v.kind = $2 AND v.scope = ANY($3::text[]) AND v.term % q.word
          ORDER BY similarity(v.term, q.word) DESC, v.hits DESC, v.term
          LIMIT 1
       ) AS best`,
    [unique, kind, scopes(viewer)],
  );
  return new Map(rows.filter((row) => row.term !== row.word).map((row) => [row.word, row.term]));
}

const WORD = /[\p{L}\p{N}]+/gu;

function isNegated(node: QueryNode, target: TermNode): boolean {
  if (node.kind === 'not') return containsTerm(node.child, target);
  if (node.kind === 'and' || node.kind === 'or') return node.children.some((child) => isNegated(child, target));
  return false;
}

function containsTerm(node: QueryNode, target: TermNode): boolean {
  if (node === target) return true;
  if (node.kind === 'not') return containsTerm(node.child, target);
  if (node.kind === 'and' || node.kind === 'or') return node.children.some((child) => containsTerm(child, target));
  return false;
}

/**
 * The words that occur in no CV the viewer may search (a typo, or a word nobody wrote). A word
 * that occurs anywhere is never "corrected": `водитель` stays `водитель`, even with few matches.
 */
async function unknownWords(db: Queryable, words: readonly string[], viewer: SearchViewer): Promise<string[]> {
  const unique = [...new Set(words)].filter((word) => word.length >= 3);
  if (unique.length === 0) return [];
  const params = new SqlParams();
  const normalised = params.bind(unique.map((word) => normaliseSearchText(word).toLowerCase()));
  const words$ = params.bind(unique);
  const { rows } = await db.query<{ word: string }>(
    `SELECT q.word FROM unnest(${words$}::text[], ${normalised}::text[]) AS q(word, normalised)
      WHERE numnode(plainto_tsquery('russian', q.normalised)) > 0
        AND NOT EXISTS (SELECT 1 FROM resumes r
                         WHERE ${visibleTo(viewer, params)} AND r.search_vector @@ plainto_tsquery('russian', q.normalised))`,
    params.values,
  );
  return rows.map((row) => row.word);
}

/**
 * The query with each word that no visible CV contains (of a word or phrase term, not negated,
 * not a prefix, not an exact form) replaced by the closest title, skill or city word of the
 * viewer's scope.
 *
 * @returns `null` when nothing was replaced.
 */
export async function correctQuery(db: Queryable, query: QueryNode, viewer: SearchViewer): Promise<QueryNode | null> {
  const terms = queryTerms(query).filter((term) => !term.prefix && !term.exact && !isNegated(query, term));
  const words = terms.flatMap((term) => [...term.text.toLowerCase().matchAll(WORD)].map((match) => match[0]));
  const unknown = await unknownWords(db, words, viewer);
  const replacements = await closestTerms(db, 'word', unknown, viewer);
  if (replacements.size === 0) return null;
  let changed = false;
  const corrected = mapTerms(query, (term) => {
    if (!terms.includes(term)) return term;
    const text = term.text.replace(WORD, (word) => {
      const replacement = replacements.get(word.toLowerCase());
      if (replacement === undefined) return word;
      changed = true;
      return replacement;
    });
    return { ...term, text };
  });
  return changed ? corrected : null;
}

/**
 * The city filter with each unknown city replaced by the closest known one, named as most CVs
 * write it.
 *
 * @returns `null` when nothing was replaced.
 */
export async function correctCities(db: Queryable, cities: readonly string[], viewer: SearchViewer): Promise<string[] | null> {
  const keys = cities.map(cityKey);
  const replacements = await closestTerms(db, 'city', keys, viewer);
  if (replacements.size === 0) return null;
  const corrected = keys.map((key) => replacements.get(key) ?? key);
  const { rows } = await db.query<{ key: string; name: string | null }>(
    `SELECT k AS key, (SELECT mode() WITHIN GROUP (ORDER BY s.city)
                         FROM (SELECT r.city FROM resumes r WHERE r.city_key = k LIMIT 200) AS s) AS name
       FROM unnest($1::text[]) AS k`,
    [corrected],
  );
  const names = new Map(rows.map((row) => [row.key, row.name ?? row.key]));
  return corrected.map((key) => names.get(key) ?? key);
}
