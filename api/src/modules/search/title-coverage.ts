import type { SqlParams } from './conditions';

/**
 * Title coverage: among CVs whose title matches, the one whose title the query covers more ranks
 * first. "Backend Developer" is more exactly what `title:"backend developer"` asks for than
 * "Senior Backend Developer", whatever their other qualities. A title that lists several roles
 * ("Backend Developer, Team Lead, Solution Architect") is judged by its best-covered role, not by
 * the whole list: the person *is* a backend developer, and a long real title must not sink below
 * every short one for naming more than one role.
 *
 * It reweighs only the best {@link RESCORE_WINDOW} candidates by rank (as Elasticsearch's rescore
 * window does): reading each candidate's title roles costs tens of microseconds, about 40 ms over
 * the 2 000 candidates of a broad query at 100 000 CVs, against a few milliseconds for the window.
 * The candidates past it take the floor factor, so none of them overtakes one inside it.
 *
 * The roles are read back from the title's part of the search vector: `resume-row.ts` writes each
 * role of a title as its own entry, separated by stop words that take positions (`ENTRY_GAP`), so
 * a gap of more than {@link ROLE_GAP} positions between two title words starts a new role.
 */

/** Position steps within one role: a word, or up to two stop words between words ("Head of Sales"). */
const ROLE_GAP = 3;

/**
 * How much a fully covered title counts over a barely covered one: a title match scores between
 * `1 - COVERAGE_SHARE` and 1 times its rank. The floor, 0.75, stays above the most the next
 * section's matches can add up to (weight 0.4 at most π²/6 times: 0.66), so the sections still
 * rank as tiers (`RANK_WEIGHTS` of search-sql.ts).
 */
const COVERAGE_SHARE = 0.25;

/** How many of the best-ranked candidates are reweighed: the first ten pages of twenty. */
const RESCORE_WINDOW = 200;

/** The query's words a title can hold: stems asked whole, and prefixes (`dev*`). */
export interface TitleWords {
  whole: string[];
  prefixes: string[];
}

/** A quoted lexeme of a tsquery and its marks: `'dev':*A`. */
const LEXEME = /'((?:[^']|'')*)'(?::(\*?)([A-D]*))?/y;

function unquote(text: string): string {
  return text.replace(/''/g, "'").replace(/\\\\/g, '\\');
}

/**
 * The lexemes of `tsquery` that can match a title: outside every negation, and either without a
 * section mark or marked for the title (`A`). `'java':C` (`skill:java`) and `!'junior'` are not
 * words the title is asked to hold.
 */
export function titleWords(tsquery: string): TitleWords {
  const whole = new Set<string>();
  const prefixes = new Set<string>();
  // Open parentheses, each negated or not; a `!` applies to the next lexeme or group.
  const groups: boolean[] = [];
  let negateNext = false;
  for (let index = 0; index < tsquery.length; ) {
    const char = tsquery[index];
    if (char === "'") {
      LEXEME.lastIndex = index;
      const match = LEXEME.exec(tsquery);
      if (match === null) break;
      const [text, lexeme = '', star = '', weights = ''] = match;
      const negated = negateNext || groups.includes(true);
      if (!negated && (weights === '' || weights.includes('A'))) (star === '*' ? prefixes : whole).add(unquote(lexeme));
      negateNext = false;
      index += text.length;
      continue;
    }
    if (char === '!') negateNext = true;
    else if (char === '(') {
      groups.push(negateNext);
      negateNext = false;
    } else if (char === ')') groups.pop();
    index += 1;
  }
  return { whole: [...whole], prefixes: [...prefixes] };
}

/** `text` as a LIKE pattern matching itself as a prefix. */
function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The factor a candidate's rank is multiplied by (alias `r`): 1 without a title match, else from
 * `1 - COVERAGE_SHARE` (a title of many words, one of them asked) to 1 (a role the query names
 * word for word). `null` when the query has no word a title can hold: nothing to weigh.
 */
export function titleCoverageFactor(words: TitleWords, params: SqlParams): string | null {
  if (words.whole.length === 0 && words.prefixes.length === 0) return null;
  const asked = `(w.lexeme = ANY(${params.bind(words.whole)}::text[]) OR w.lexeme LIKE ANY(${params.bind(words.prefixes.map(prefixPattern))}::text[]))`;
  return `coalesce(${1 - COVERAGE_SHARE} + ${COVERAGE_SHARE} * (
      SELECT nullif(max(role.hits::float8 / role.size), 0) FROM (
        SELECT count(DISTINCT w.lexeme) AS size, count(DISTINCT w.lexeme) FILTER (WHERE ${asked}) AS hits
          FROM (SELECT t.lexeme, count(*) FILTER (WHERE t.starts) OVER (ORDER BY t.position ROWS UNBOUNDED PRECEDING) AS role
                  FROM (SELECT l.lexeme, p.position, p.position - lag(p.position) OVER (ORDER BY p.position) > ${ROLE_GAP} AS starts
                          FROM unnest(ts_filter(r.search_vector, '{a}')) AS l(lexeme, positions, weights),
                               unnest(l.positions) AS p(position)) AS t) AS w
         GROUP BY w.role) AS role), 1)`;
}

/**
 * The body of the `candidates` CTE: the `ranked` CTE's rows (`id`, `quality`, `score`), the best
 * {@link RESCORE_WINDOW} by score reweighed by `factor` (an expression on alias `r`, the CV), the
 * others by the floor factor, which keeps them below every reweighed one.
 */
export function rescoredCandidates(ranked: string, factor: string, params: SqlParams): string {
  const order = 'k.score DESC, k.quality DESC, k.id DESC';
  const window = params.bind(RESCORE_WINDOW);
  return `SELECT w.id, w.quality, w.score * ${factor} AS score
       FROM (SELECT k.id, k.quality, k.score FROM ${ranked} k ORDER BY ${order} LIMIT ${window}::int) AS w
       JOIN resumes r ON r.id = w.id
     UNION ALL
     SELECT k.id, k.quality, k.score * ${1 - COVERAGE_SHARE}
       FROM (SELECT k.id, k.quality, k.score FROM ${ranked} k ORDER BY ${order} OFFSET ${window}::int) AS k`;
}
