import type { QueryField } from './ast';

export type QueryToken =
  | { kind: 'lparen' }
  | { kind: 'rparen' }
  | { kind: 'and' }
  | { kind: 'or' }
  | { kind: 'not' }
  | { kind: 'field'; field: QueryField }
  | { kind: 'word'; text: string; prefix: boolean }
  | { kind: 'phrase'; text: string };

/** Operators in both interface languages; only in capitals (a lower-case `or` is a word). */
const OPERATORS: Readonly<Record<string, 'and' | 'or' | 'not'>> = {
  AND: 'and',
  OR: 'or',
  NOT: 'not',
  И: 'and',
  ИЛИ: 'or',
  НЕ: 'not',
  '&&': 'and',
  '||': 'or',
};

const FIELDS: Readonly<Record<string, QueryField>> = {
  title: 'title',
  skill: 'skill',
  company: 'company',
  должность: 'title',
  навык: 'skill',
  компания: 'company',
};

/** Straight and typographic quotes (`"…"`, `“…”`, `«…»`, `„…“`) all delimit a phrase. */
const QUOTES = new Set(['"', '“', '”', '«', '»', '„']);

const FIELD_PREFIX = /^([\p{L}]+):/u;

function isSpace(char: string): boolean {
  return /\s/u.test(char);
}

function endsWord(char: string): boolean {
  return isSpace(char) || char === '(' || char === ')' || QUOTES.has(char);
}

/**
 * Splits search text into tokens. Never throws: an unclosed quote runs to the end, control
 * characters count as spaces, a `-` not followed by anything is dropped.
 */
export function tokenizeQuery(input: string): QueryToken[] {
  // Control characters (a pasted NUL, a tab) would reach PostgreSQL; treat them as blanks.
  const text = input.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, ' ');
  const tokens: QueryToken[] = [];
  let position = 0;
  while (position < text.length) {
    const char = text.charAt(position);
    if (isSpace(char)) {
      position += 1;
    } else if (char === '(') {
      tokens.push({ kind: 'lparen' });
      position += 1;
    } else if (char === ')') {
      tokens.push({ kind: 'rparen' });
      position += 1;
    } else if (QUOTES.has(char)) {
      let end = position + 1;
      while (end < text.length && !QUOTES.has(text.charAt(end))) end += 1;
      const phrase = text.slice(position + 1, end).trim();
      if (phrase !== '') tokens.push({ kind: 'phrase', text: phrase.replace(/\s+/gu, ' ') });
      position = end + 1;
    } else if (char === '-' || char === '!') {
      // `-java`, `-"team lead"`, `-(a OR b)`: a negation; a lone or doubled `-` negates once.
      let next = position;
      while (next < text.length && (text.charAt(next) === '-' || text.charAt(next) === '!')) next += 1;
      if (next < text.length && !isSpace(text.charAt(next)) && text.charAt(next) !== ')') tokens.push({ kind: 'not' });
      position = next;
    } else {
      let end = position;
      while (end < text.length && !endsWord(text.charAt(end))) end += 1;
      const word = text.slice(position, end);
      const fieldMatch = FIELD_PREFIX.exec(word);
      const field = fieldMatch?.[1] === undefined ? undefined : FIELDS[fieldMatch[1].toLowerCase()];
      if (fieldMatch !== null && field !== undefined) {
        // The rest (`java`, `"team lead"`, `(a OR b)`, `-junior`) is read as its own token(s).
        tokens.push({ kind: 'field', field });
        position += fieldMatch[0].length;
        continue;
      }
      const operator = OPERATORS[word];
      if (operator !== undefined) {
        tokens.push({ kind: operator });
      } else {
        const stripped = word.replace(/\*+$/u, '');
        if (stripped !== '') tokens.push({ kind: 'word', text: stripped, prefix: stripped !== word });
      }
      position = end;
    }
  }
  return tokens;
}
