import { formatSearchQuery } from './format';
import { MAX_QUERY_DEPTH, MAX_QUERY_TERMS, QueryTooComplexError, parseSearchQuery } from './parse';

function formatted(text: string): string | null {
  const { node } = parseSearchQuery(text);
  return node === null ? null : formatSearchQuery(node);
}

describe('parseSearchQuery', () => {
  it.each<[string, string | null]>([
    // words, AND, OR, precedence (NOT > AND > OR)
    ['java', 'java'],
    ['java developer', 'java developer'],
    ['java AND developer', 'java developer'],
    ['java OR kotlin', 'java OR kotlin'],
    ['java kotlin OR scala', 'java kotlin OR scala'],
    ['java (kotlin OR scala)', 'java (kotlin OR scala)'],
    ['java AND (spring OR kotlin) NOT junior', 'java (spring OR kotlin) NOT junior'],
    ['((java))', 'java'],
    // operators in any letter case, in both languages
    ['java or kotlin', 'java OR kotlin'],
    ['java not junior', 'java NOT junior'],
    ['java Or kotlin and scala', 'java OR kotlin scala'],
    ['разработчик и java не стажёр', 'разработчик java NOT стажёр'],
    ['java ИЛИ kotlin', 'java OR kotlin'],
    // negation and exact forms: `!` is hh.ru's exact form, not NOT
    ['-junior', 'NOT junior'],
    ['NOT NOT java', 'java'],
    ['менеджер !продажам', 'менеджер !продажам'],
    ['!"team lead"', '!"team lead"'],
    ['title:!java', 'title:!java'],
    // phrases
    ['"senior java developer"', '"senior java developer"'],
    ['«ведущий разработчик» java', '"ведущий разработчик" java'],
    // fields: English, Russian, hh.ru's names, any case
    ['title:java', 'title:java'],
    ['NAME:java COMPANY_NAME:yandex', 'title:java company:yandex'],
    ['должность:аналитик навык:sql компания:яндекс', 'title:аналитик skill:sql company:яндекс'],
    ['position:lead description:kafka education:МГУ', 'position:lead description:kafka education:МГУ'],
    ['title:(java OR kotlin) developer', '(title:java OR title:kotlin) developer'],
    ['dev*', 'dev*'],
    ['title:dev*', 'title:dev*'],
    ['http://example.com', 'http://example.com'],
  ])('%j reads as %j', (text, expected) => {
    expect(formatted(text)).toBe(expected);
  });

  it.each<[string, Array<{ text: string; reason: string }>]>([
    ['java AND', [{ text: 'AND', reason: 'stray_operator' }]],
    ['OR java', [{ text: 'OR', reason: 'stray_operator' }]],
    ['java not', [{ text: 'not', reason: 'stray_operator' }]],
    ['java AND OR kotlin', [{ text: 'AND', reason: 'stray_operator' }]],
    ['unknown:value', [{ text: 'unknown:', reason: 'unknown_field' }]],
    ['(java OR kotlin', [{ text: '(', reason: 'unmatched_parenthesis' }]],
    ['java) kotlin', [{ text: ')', reason: 'unmatched_parenthesis' }]],
    ['java +++', [{ text: '+++', reason: 'no_letters' }]],
    ['java', []],
  ])('%j reports what it left out', (text, ignored) => {
    expect(parseSearchQuery(text).ignored).toEqual(ignored);
  });

  it('searches the word after an unknown field everywhere', () => {
    expect(formatted('unknown:value')).toBe('value');
  });

  it('reads period:N as a limit, not a term', () => {
    expect(parseSearchQuery('java period:3')).toMatchObject({ periodYears: 3, node: { kind: 'term', text: 'java' } });
    expect(parseSearchQuery('период:1').periodYears).toBe(1);
  });

  it.each(['', '   ', 'AND', 'OR OR', 'NOT', '-', '()', '""', 'title:'])('%j has no term', (text) => {
    expect(parseSearchQuery(text).node).toBeNull();
  });

  it('rejects more terms than the limit with a clear error', () => {
    const many = Array.from({ length: MAX_QUERY_TERMS + 1 }, (_, index) => `w${index}`).join(' ');
    expect(() => parseSearchQuery(many)).toThrow(QueryTooComplexError);
    expect(() => parseSearchQuery(many.split(' ').slice(1).join(' '))).not.toThrow();
  });

  it('rejects nesting deeper than the limit', () => {
    const deep = `${'('.repeat(MAX_QUERY_DEPTH + 1)}java${')'.repeat(MAX_QUERY_DEPTH + 1)}`;
    expect(() => parseSearchQuery(deep)).toThrow(/nest/);
    const allowed = `${'('.repeat(MAX_QUERY_DEPTH)}java${')'.repeat(MAX_QUERY_DEPTH)}`;
    expect(formatted(allowed)).toBe('java');
  });

  it('survives 5 000 characters of operators and punctuation', () => {
    const noise = '("-()&& || ! -- ()\'\\*:)'.repeat(250).slice(0, 5000);
    expect(parseSearchQuery(noise).node).toBeNull();
  });
});
