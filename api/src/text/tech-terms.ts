import { splitCompounds, unifyLetters } from './letters';

/**
 * Technology names the PostgreSQL text parser would break: `C++` and `C#` both become `c`,
 * `java/kotlin` one file-path token. The same rewriting runs on CV text before `to_tsvector` and on
 * every search term before `to_tsquery`, so a name is one whole lexeme on both sides.
 */

/** Spellings (lower case) → the one lexeme they index as. */
const TECH_ALIASES: ReadonlyArray<readonly [string, string]> = [
  ['c++', 'cplusplus'],
  ['cpp', 'cplusplus'],
  ['c#', 'csharp'],
  ['f#', 'fsharp'],
  ['j#', 'jsharp'],
  ['.net', 'dotnet'],
  ['dotnet', 'dotnet'],
  ['asp.net', 'aspnet'],
  ['vb.net', 'vbnet'],
  ['ado.net', 'adonet'],
  ['node.js', 'nodejs'],
  ['nodejs', 'nodejs'],
  ['vue.js', 'vuejs'],
  ['vuejs', 'vuejs'],
  ['vue', 'vuejs'],
  ['react.js', 'react'],
  ['reactjs', 'react'],
  ['next.js', 'nextjs'],
  ['nuxt.js', 'nuxtjs'],
  ['nest.js', 'nestjs'],
  ['express.js', 'expressjs'],
  ['angular.js', 'angularjs'],
  ['ember.js', 'emberjs'],
  ['three.js', 'threejs'],
  ['d3.js', 'd3js'],
  ['socket.io', 'socketio'],
  ['objective-c', 'objectivec'],
  ['obj-c', 'objectivec'],
  ['t-sql', 'tsql'],
  ['pl/sql', 'plsql'],
  ['pl/pgsql', 'plpgsql'],
  ['ci/cd', 'cicd'],
  ['tcp/ip', 'tcpip'],
  ['ui/ux', 'uiux'],
  ['ux/ui', 'uiux'],
  ['a/b', 'abtesting'],
  ['1c', '1c'],
  ['1с', '1c'],
  ['golang', 'go'],
  ['k8s', 'kubernetes'],
  ['postgres', 'postgresql'],
  ['js', 'javascript'],
  ['ts', 'typescript'],
  ['kubernetes', 'kubernetes'],
  ['k8', 'kubernetes'],
  ['py', 'python'],
  ['nextjs', 'nextjs'],
  ['nuxtjs', 'nuxtjs'],
  ['nestjs', 'nestjs'],
  ['react-native', 'reactnative'],
  ['gitlab-ci', 'gitlabci'],
  ['c/c++', 'cplusplus'],
];

const CANONICAL = new Map(TECH_ALIASES);

/**
 * What ends a run of characters a technology name could be made of: blanks and punctuation other
 * than `. + # / - _`. (A negated ASCII class: far cheaper per character than Unicode properties.)
 */
const DELIMITERS = '\\s,;:!?()\\[\\]{}"\'«»<>|=*&^%$@~`\\\\';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Runs that could hold a technology name: those with a `. + # / -` in them, and whole runs spelled
 * like an alias without one (`cpp`, `golang`). Plain words never reach the callback.
 */
const CANDIDATE_RUN = new RegExp(
  `(?<![^${DELIMITERS}])(?:[^${DELIMITERS}.+#/-]*[.+#/-][^${DELIMITERS}]*|(?:${[...CANONICAL.keys()]
    .filter((alias) => !/[.+#/-]/.test(alias))
    .map(escapeRegExp)
    .join('|')})(?![^${DELIMITERS}]))`,
  'gi',
);

/** A name looked up without trailing dots (a sentence end), which are kept after it. */
function canonicalPiece(piece: string): string | null {
  const bare = piece.replace(/\.+$/u, '');
  const canonical = CANONICAL.get(bare.toLowerCase());
  return canonical === undefined ? null : `${canonical}${piece.slice(bare.length)}`;
}

/** `C++` → `cplusplus`; `java/c#` → `java csharp`; `C++-разработчик` → `cplusplus-разработчик`. */
function canonicalRun(run: string): string {
  const whole = canonicalPiece(run);
  if (whole !== null) return whole;
  if (!run.includes('/') && !run.includes('-')) return run;
  return run
    .split('/')
    .map((part) => canonicalPiece(part) ?? part.split('-').map((piece) => canonicalPiece(piece) ?? piece).join('-'))
    .join(' ');
}

/**
 * Rewrites technology names into single lexemes and separates `word/word`, for text that goes into
 * `to_tsvector('russian', ...)` or a `to_tsquery` operand. A name counts only as a whole run:
 * `c++` inside `abc++` is not one, nor `.net` inside `asp.net`.
 *
 * @example normaliseSearchText('C++/C# and .NET, node.js') === 'cplusplus csharp and dotnet, nodejs'
 */
export function normaliseSearchText(text: string): string {
  return splitCompounds(unifyLetters(text).replace(CANDIDATE_RUN, canonicalRun))
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Skill keys already computed: CVs repeat the same few thousand skill names. */
const SKILL_KEYS = new Map<string, string>();
const SKILL_KEY_CACHE_SIZE = 20_000;

/**
 * The key a skill is filtered and counted by: lower case, technology names canonical, inner
 * spaces single (`"C++"` → `cplusplus`, `"PostgreSQL "` → `postgresql`, `"Spring  Boot"` → `spring boot`).
 */
export function skillKey(skill: string): string {
  const cached = SKILL_KEYS.get(skill);
  if (cached !== undefined) return cached;
  const key = normaliseSearchText(skill.toLowerCase()).replace(/\s+/g, ' ');
  if (SKILL_KEYS.size >= SKILL_KEY_CACHE_SIZE) SKILL_KEYS.clear();
  SKILL_KEYS.set(skill, key);
  return key;
}

/** The canonical lexeme of a technology name (`C++` → `cplusplus`), `null` for any other word. */
export function canonicalTechName(name: string): string | null {
  return CANONICAL.get(name.toLowerCase()) ?? null;
}

/** Every canonical technology lexeme (`cplusplus`, `nodejs`, ...). */
export const canonicalTechTerms: ReadonlySet<string> = new Set(CANONICAL.values());
