import { LANGUAGE_LEVELS, type LanguageLevel, languageCode } from '@platform/contract';

/** Fluency words (English and Russian) → CEFR level, checked in this order. */
const FLUENCY_WORDS: ReadonlyArray<readonly [RegExp, LanguageLevel]> = [
  [/native|mother|родной/iu, 'native'],
  [/proficien|bilingual|в совершенстве|свободн.*совершенств/iu, 'c2'],
  [/upper[- ]?intermediate|выше среднего/iu, 'b2'],
  [/pre[- ]?intermediate|ниже среднего/iu, 'a2'],
  [/fluent|advanced|свободн|продвинут/iu, 'c1'],
  [/intermediate|средн/iu, 'b1'],
  [/elementary|basic|базов|элементар/iu, 'a2'],
  [/beginner|начальн/iu, 'a1'],
];

/** CEFR level of a fluency text (`B2`, `Upper-Intermediate — B2`, `Fluent`, `родной`); `null` if none. */
export function fluencyLevel(fluency: string): LanguageLevel | null {
  const cefr = /(?<![\p{L}\p{N}])([abc][12])(?![\p{L}\p{N}])/iu.exec(fluency);
  if (cefr?.[1] !== undefined) {
    const level = LANGUAGE_LEVELS.find((item) => item === cefr[1]?.toLowerCase());
    if (level !== undefined) return level;
  }
  for (const [pattern, level] of FLUENCY_WORDS) if (pattern.test(fluency)) return level;
  return null;
}

/**
 * The `language_levels` tokens of a CV: for each language it states, `<code>:<level>` of its level
 * and of every lower one, so "at least B2" is one array overlap (`&& {en:b2,en:c1,...}`) or,
 * cheaper, one containment `@> {en:b2}`. A language without a known level counts as A1.
 */
export function languageLevelTokens(languages: ReadonlyArray<{ language?: string; fluency?: string }>): string[] {
  const best = new Map<string, number>();
  for (const entry of languages) {
    const code = entry.language === undefined ? null : languageCode(entry.language);
    if (code === null) continue;
    const level = entry.fluency === undefined ? null : fluencyLevel(entry.fluency);
    const rank = level === null ? 0 : LANGUAGE_LEVELS.indexOf(level);
    best.set(code, Math.max(best.get(code) ?? 0, rank));
  }
  return [...best].flatMap(([code, rank]) => LANGUAGE_LEVELS.slice(0, rank + 1).map((level) => `${code}:${level}`));
}
