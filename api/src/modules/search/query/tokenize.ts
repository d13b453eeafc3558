import type { QueryField } from './ast';

export type QueryToken =
  | { kind: 'lparen' }
  | { kind: 'rparen' }
  | { kind: 'and'; text: string }
  | { kind: 'or'; text: string }
  | { kind: 'not'; text: string }
  | { kind: 'field'; field: QueryField }
  | { kind: 'period'; years: number }
  | { kind: 'unknown_field'; text: string }
  | { kind: 'word'; text: string; prefix: boolean; exact: boolean }
  | { kind: 'phrase'; text: string; exact: boolean };

/** Operators in both interface languages, in any letter case (hh.ru reads `and`, `or`, `not`). */
const OPERATORS: Readonly<Record<string, 'and' | 'or' | 'not'>> = {
  and: 'and',
  or: 'or',
  not: 'not',
  и: 'and',
  или: 'or',
  не: 'not',
  '&&': 'and',
  '||': 'or',
};

/**
 * Field prefixes: English, Russian and hh.ru's own names (`NAME:` is a CV's or vacancy's title
 * there, `COMPANY_NAME:` the employer), any letter case.
 */
const FIELDS: Readonly<Record<string, QueryField>> = {
  title: 'title',
  name: 'title',
  должность: 'title',
  заголовок: 'title',
  skill: 'skill',
  skills: 'skill',
  навык: 'skill',
  навыки: 'skill',
  company: 'company',
  company_name: 'company',
  employer: 'company',
  компания: 'company',
  работодатель: 'company',
  position: 'position',
  experience_position: 'position',
  позиция: 'position',
  опыт_должность: 'position',
  description: 'description',
  experience_description: 'description',
  описание: 'description',
  опыт: 'description',
  education: 'education',
  образование: 'education',
};

/** `period:3` / `период:3`: experience within the last N years. */
const PERIOD_FIELDS = new Set(['period', 'период']);

/** Most years `period:` accepts (a longer period is no limit at all). */
export const MAX_PERIOD_YEARS = 50;

/** Straight and typographic quotes (`"…"`, `“…”`, `«…»`, `„…“`) all delimit a phrase. */
const QUOTES = new Set(['"', '“', '”', '«', '»', '„']);

/** `word:` at the start of a run: a field prefix, known or not (`http:` is not: `//` follows). */
const FIELD_PREFIX = /^([\p{L}_]+):(?!\/\/)/u;

function isSpace(char: string): boolean {
  return /\s/u.test(char);
}

function endsWord(char: string): boolean {
  return isSpace(char) || char === '(' || char === ')' || QUOTES.has(char);
}

/** Reads a phrase starting at the quote at `position`; returns it and the position after it. */
function readPhrase(text: string, position: number): { phrase: string; next: number } {
  let end = position + 1;
  while (end < text.length && !QUOTES.has(text.charAt(end))) end += 1;
  return { phrase: text.slice(position + 1, end).trim().replace(/\s+/gu, ' '), next: end + 1 };
}

/**
 * Splits search text into tokens. Never throws: an unclosed quote runs to the end, control
 * characters count as spaces. `-word` negates; `!word` asks for the exact word form (hh.ru).
 */
export function tokenizeQuery(input: string): QueryToken[] {
  // Control characters (a pasted NUL, a tab) would reach PostgreSQL; treat them as blanks.
  const text = input.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ');
  const tokens: QueryToken[] = [];
  let position = 0;
  let exact = false;
  while (position < text.length) {
    const char = text.charAt(position);
    if (isSpace(char)) {
      exact = false;
      position += 1;
    } else if (char === '(') {
      tokens.push({ kind: 'lparen' });
      position += 1;
    } else if (char === ')') {
      tokens.push({ kind: 'rparen' });
      position += 1;
    } else if (QUOTES.has(char)) {
      const { phrase, next } = readPhrase(text, position);
      if (phrase !== '') tokens.push({ kind: 'phrase', text: phrase, exact });
      exact = false;
      position = next;
    } else if (char === '!') {
      // `!продажам`, `!"team lead"`: the exact form of what follows.
      exact = true;
      position += 1;
    } else if (char === '-') {
      // `-java`, `-"team lead"`, `-(a OR b)`: a negation; a lone or doubled `-` negates once.
      let next = position;
      while (next < text.length && text.charAt(next) === '-') next += 1;
      if (next < text.length && !isSpace(text.charAt(next)) && text.charAt(next) !== ')') tokens.push({ kind: 'not', text: '-' });
      position = next;
    } else {
      let end = position;
      while (end < text.length && !endsWord(text.charAt(end))) end += 1;
      const word = text.slice(position, end);
      const fieldMatch = FIELD_PREFIX.exec(word);
      if (fieldMatch !== null) {
        const name = (fieldMatch[1] ?? '').toLowerCase();
        const field = FIELDS[name];
        const rest = word.slice(fieldMatch[0].length);
        if (PERIOD_FIELDS.has(name) && /^\d{1,3}$/.test(rest)) {
          tokens.push({ kind: 'period', years: Math.min(Number(rest), MAX_PERIOD_YEARS) });
          position = end;
          continue;
        }
        // The rest (`java`, `"team lead"`, `(a OR b)`, `-junior`) is read as its own token(s).
        tokens.push(field === undefined ? { kind: 'unknown_field', text: fieldMatch[0] } : { kind: 'field', field });
        position += fieldMatch[0].length;
        continue;
      }
      const operator = exact ? undefined : OPERATORS[word.toLowerCase()];
      if (operator !== undefined) {
        tokens.push({ kind: operator, text: word });
      } else {
        const stripped = word.replace(/\*+$/u, '');
        if (stripped !== '') tokens.push({ kind: 'word', text: stripped, prefix: stripped !== word, exact });
      }
      exact = false;
      position = end;
    }
  }
  return tokens;
}
