import { MAX_QUERY_DEPTH, MAX_QUERY_TERMS, QueryTooComplexError, parseSearchQuery } from './parse';
import { formatSearchQuery, positiveTermsInput, toTsqueryInput } from './to-tsquery';

function compiled(text: string): string | null {
  const node = parseSearchQuery(text);
  return node === null ? null : toTsqueryInput(node);
}

describe('parseSearchQuery → to_tsquery input', () => {
  it.each<[string, string | null]>([
    // words, AND, OR, precedence
    ['java', "'java'"],
    ['java developer', "'java' & 'developer'"],
    ['java AND developer', "'java' & 'developer'"],
    ['java OR kotlin', "'java' | 'kotlin'"],
    ['java kotlin OR scala', "'java' & 'kotlin' | 'scala'"],
    ['java (kotlin OR scala)', "'java' & ( 'kotlin' | 'scala' )"],
    ['java AND (spring OR kotlin) NOT junior', "'java' & ( 'spring' | 'kotlin' ) & !'junior'"],
    ['(a1 OR b1) (c1 OR d1)', "( 'a1' | 'b1' ) & ( 'c1' | 'd1' )"],
    ['((java))', "'java'"],
    // negation
    ['-junior', "!'junior'"],
    ['java -junior -intern', "'java' & !'junior' & !'intern'"],
    ['java NOT (junior OR intern)', "'java' & !( 'junior' | 'intern' )"],
    ['NOT NOT java', "'java'"],
    ['--java', "!'java'"],
    ['java OR NOT kotlin', "'java' | !'kotlin'"],
    // lower-case operators are words; Russian operators work in capitals
    ['java or kotlin', "'java' & 'or' & 'kotlin'"],
    ['java ИЛИ kotlin', "'java' | 'kotlin'"],
    ['разработчик И java НЕ стажёр', "'разработчик' & 'java' & !'стажёр'"],
    // phrases
    ['"senior java developer"', "'senior java developer'"],
    ['«ведущий разработчик» java', "'ведущий разработчик' & 'java'"],
    ['-"team lead"', "!'team lead'"],
    ['"  spaced   out  "', "'spaced out'"],
    // fields and prefixes
    ['title:java', "'java':A"],
    ['skill:kotlin company:yandex', "'kotlin':B & 'yandex':C"],
    ['title:"team lead"', "'team lead':A"],
    ['title:(java OR kotlin) developer', "( 'java':A | 'kotlin':A ) & 'developer'"],
    ['-title:junior', "!'junior':A"],
    ['TITLE:java', "'java':A"],
    ['должность:аналитик навык:sql', "'аналитик':A & 'sql':B"],
    ['unknown:value', "'unknown:value'"],
    ['dev*', "'dev':*"],
    ['title:dev*', "'dev':*A"],
    // technology names stay whole
    ['C++', "'cplusplus'"],
    ['c# .NET', "'csharp' & 'dotnet'"],
    ['node.js OR Vue.js', "'nodejs' | 'vuejs'"],
    ['asp.net', "'aspnet'"],
    ['"C++ developer"', "'cplusplus developer'"],
    ['skill:C++', "'cplusplus':B"],
    ['c', "'c'"],
    ['java/kotlin', "'java kotlin'"],
    // quoting is safe
    ["o'reilly", "'o''reilly'"],
    ['back\\slash', "'back slash'"],
    ['it\'s & | ! : <->', "'it''s'"],
    // recovery from odd input
    ['', null],
    ['   ', null],
    ['AND', null],
    ['OR OR', null],
    ['NOT', null],
    ['-', null],
    ['()', null],
    ['( )', null],
    ['+++ ...', null],
    ['java AND', "'java'"],
    ['AND java', "'java'"],
    ['java OR', "'java'"],
    // consecutive operators: the last one counts
    ['java AND OR kotlin', "'java' | 'kotlin'"],
    ['java NOT', "'java'"],
    ['(java OR kotlin', "'java' | 'kotlin'"],
    ['java) kotlin', "'java' & 'kotlin'"],
    ['))java((', "'java'"],
    ['"unclosed phrase', "'unclosed phrase'"],
    ['""', null],
    ['title:', null],
    ['title: java', "'java':A"],
    ['java\u0000kotlin\tscala\u200b', "'java' & 'kotlin' & 'scala'"],
  ])('%j → %j', (text, expected) => {
    expect(compiled(text)).toBe(expected);
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
    expect(compiled(allowed)).toBe("'java'");
  });

  it('survives 5 000 characters of operators and punctuation', () => {
    const noise = '("-()&& || ! -- ()\'\\*:)'.repeat(250).slice(0, 5000);
    expect(noise.length).toBe(5000);
    expect(compiled(noise)).toBeNull();
  });

  it('answers 5 000 characters of words with the term limit, not a crash', () => {
    const words = '(java OR "c++" -x'.repeat(300).slice(0, 5000);
    expect(() => parseSearchQuery(words)).toThrow(QueryTooComplexError);
  });
});

describe('positiveTermsInput', () => {
  it('lists the terms outside negations, without field weights', () => {
    const node = parseSearchQuery('title:java (spring OR "team lead") -junior NOT (intern OR trainee)');
    expect(node && positiveTermsInput(node)).toBe("'java' | 'spring' | 'team lead'");
  });

  it('is null for a purely negative query', () => {
    const node = parseSearchQuery('-junior');
    expect(node && positiveTermsInput(node)).toBeNull();
  });
});

describe('formatSearchQuery', () => {
  it.each([
    ['java (spring OR kotlin) -junior', 'java (spring OR kotlin) -junior'],
    ['title:"team lead" AND dev*', 'title:"team lead" dev*'],
    ['NOT (a1 OR b1)', '-(a1 OR b1)'],
  ])('%j reads back as %j', (text, expected) => {
    const node = parseSearchQuery(text);
    expect(node && formatSearchQuery(node)).toBe(expected);
  });
});
