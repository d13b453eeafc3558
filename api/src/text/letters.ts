/**
 * Letter-level normalisation shared by the index and the query side: Latin/Cyrillic look-alikes,
 * `ё`, joined/hyphenated compounds and CJK segmentation. Whatever one side writes, the other side
 * must write the same way: both go through `normaliseSearchText` (tech-terms.ts).
 */

/** Cyrillic letters drawn like a Latin one (`С` in `С++` typed on a Russian layout). */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', в: 'b', е: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', і: 'i',
  А: 'A', В: 'B', Е: 'E', К: 'K', М: 'M', Н: 'H', О: 'O', Р: 'P', С: 'C', Т: 'T', У: 'Y', Х: 'X', І: 'I',
};

/** Latin letters drawn like a Cyrillic one (`o` typed inside `разработчик`). */
const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = {
  a: 'а', e: 'е', k: 'к', o: 'о', p: 'р', c: 'с', x: 'х', y: 'у',
  A: 'А', B: 'В', E: 'Е', K: 'К', M: 'М', H: 'Н', O: 'О', P: 'Р', C: 'С', T: 'Т', X: 'Х', Y: 'У',
};

const LATIN = /[A-Za-z]/;
const CYRILLIC = /[\u0400-\u04FF]/;

function mapLetters(word: string, table: Readonly<Record<string, string>>): string | null {
  let out = '';
  for (const char of word) {
    if (CYRILLIC.test(char) || LATIN.test(char)) {
      const mapped = table[char];
      if (mapped === undefined) {
        if (table === CYRILLIC_TO_LATIN ? CYRILLIC.test(char) : LATIN.test(char)) return null;
        out += char;
        continue;
      }
      out += mapped;
    } else {
      out += char;
    }
  }
  return out;
}

/**
 * One run of letters written in one script: a word mixing Latin and Cyrillic look-alikes is moved
 * wholly to the script its other letters (or a following `++`/`#`) say. `С++` → `C++`,
 * `jаvа` → `java`, `рaзработчик` → `разработчик`. A word that cannot be moved is left as typed.
 */
export function unifyScript(word: string, suffix = ''): string {
  const hasLatin = LATIN.test(word);
  const hasCyrillic = CYRILLIC.test(word);
  if (hasCyrillic && !hasLatin && (suffix.startsWith('+') || suffix.startsWith('#'))) {
    return mapLetters(word, CYRILLIC_TO_LATIN) ?? word;
  }
  if (!hasLatin || !hasCyrillic) return word;
  let latin = 0;
  let cyrillic = 0;
  for (const char of word) {
    if (LATIN.test(char)) latin += 1;
    else if (CYRILLIC.test(char)) cyrillic += 1;
  }
  const preferred = latin >= cyrillic ? mapLetters(word, CYRILLIC_TO_LATIN) : mapLetters(word, LATIN_TO_CYRILLIC);
  return preferred ?? (latin >= cyrillic ? mapLetters(word, LATIN_TO_CYRILLIC) : mapLetters(word, CYRILLIC_TO_LATIN)) ?? word;
}

/**
 * Compounds written joined, hyphenated or apart: all become the spaced form, so `full-stack`,
 * `full stack` and `fullstack` index and search as the same two words.
 */
const COMPOUNDS: ReadonlyArray<readonly [string, string]> = [
  ['fullstack', 'full stack'],
  ['frontend', 'front end'],
  ['backend', 'back end'],
  ['teamlead', 'team lead'],
  ['techlead', 'tech lead'],
  ['ecommerce', 'e commerce'],
  ['devops', 'dev ops'],
  ['фулстек', 'фул стек'],
  ['фуллстек', 'фул стек'],
  ['тимлид', 'тим лид'],
  ['техлид', 'тех лид'],
];

const COMPOUND_MAP = new Map(COMPOUNDS);
const COMPOUND_RUN = new RegExp(`(?<![\\p{L}\\p{N}])(?:${COMPOUNDS.map(([joined]) => joined).join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/** CJK scripts have no spaces between words: their runs are indexed as overlapping bigrams. */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

/** `東京の開発者` → ` 東京 京の の開 開発 発者 ` (a one-character run stays as it is). */
export function cjkBigrams(run: string): string {
  const chars = [...run];
  if (chars.length < 2) return ` ${run} `;
  const grams: string[] = [];
  for (let index = 0; index + 1 < chars.length; index += 1) grams.push(`${chars[index] ?? ''}${chars[index + 1] ?? ''}`);
  return ` ${grams.join(' ')} `;
}

/** A word and what follows it (`++`, `#`), for {@link unifyScript}. */
const MIXED_WORD = /[\p{L}\p{N}]+(?=([+#]?))/gu;

/**
 * Whether {@link unifyEveryWord} may change `text`: it holds `ё`, a word mixing Latin and Cyrillic
 * letters, or a Cyrillic word followed by `+`/`#`. Most texts hold none, and highlighting runs this
 * over every field and word of a page, so it is one pass over the char codes (a Unicode regular
 * expression took most of a search's JavaScript time). A character above ASCII that is not Cyrillic
 * is taken as part of a word: a separator taken so only sends a text the long way, never wrongly.
 */
function mayNeedUnifying(text: string): boolean {
  let latin = false;
  let cyrillic = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x451 || code === 0x401) return true;
    if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) {
      if (cyrillic) return true;
      latin = true;
    } else if (code >= 0x400 && code <= 0x4ff) {
      if (latin) return true;
      cyrillic = true;
    } else if (code === 0x2b || code === 0x23) {
      if (cyrillic) return true;
      latin = false;
      cyrillic = false;
    } else if (code < 0x80 && !(code >= 0x30 && code <= 0x39)) {
      latin = false;
      cyrillic = false;
    }
  }
  return false;
}

/**
 * Look-alike letters unified and `ё` → `е`: the step before technology names are read (so that
 * `С++` with a Cyrillic `С` is seen as `C++`). Case is kept.
 */
export function unifyLetters(text: string): string {
  return mayNeedUnifying(text) ? unifyEveryWord(text) : text;
}

/** {@link unifyLetters} word by word, without its shortcut (exported for the test that compares them). */
export function unifyEveryWord(text: string): string {
  return text
    .replace(MIXED_WORD, (word: string, suffix: string) => unifyScript(word, suffix))
    .replace(/ё/g, 'е')
    .replace(/Ё/g, 'Е');
}

/**
 * The step after technology names are read: hyphens between letters → spaces, known compounds
 * spaced, CJK runs split into bigrams.
 *
 * @example splitCompounds('Full-Stack fullstack 東京の') === 'Full Stack full stack  東京 京の '
 */
export function splitCompounds(text: string): string {
  return text
    .replace(/(?<=[\p{L}\p{N}])[-‐‑–](?=[\p{L}])/gu, ' ')
    .replace(COMPOUND_RUN, (word) => COMPOUND_MAP.get(word.toLowerCase()) ?? word)
    .replace(CJK_RUN, cjkBigrams);
}

/** The spaced parts of a known joined compound (`fullstack` → `full`, `stack`), else `null`. */
export function compoundParts(word: string): readonly string[] | null {
  return COMPOUND_MAP.get(word.toLowerCase())?.split(' ') ?? null;
}

/** Whether text holds a CJK character (a query term of it is searched as a phrase of bigrams). */
export function hasCjk(text: string): boolean {
  return /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(text);
}
