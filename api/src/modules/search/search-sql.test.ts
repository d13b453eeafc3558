import { titleMatchImpliesMatch, withoutWeights } from './search-sql';

describe('withoutWeights (the query asked of the title alone)', () => {
  it('drops the sections a field prefix named, keeping prefixes, negations, phrases and quoted lexemes', () => {
    expect(withoutWeights("'java':C & !'junior':AB")).toBe("'java' & !'junior'");
    expect(withoutWeights("'dev':*B | 'team' <-> 'lead':*")).toBe("'dev':* | 'team' <-> 'lead':*");
    expect(withoutWeights("'c++':A & 'o''reilly'")).toBe("'c++' & 'o''reilly'");
  });
});

describe('titleMatchImpliesMatch (whether the title tier may ask the title alone)', () => {
  it('holds for lexemes, prefixes, phrases, AND and OR', () => {
    expect(titleMatchImpliesMatch("'python'")).toBe(true);
    expect(titleMatchImpliesMatch("'dev':* | 'team' <-> 'lead' & ( 'java' | 'kotlin' )")).toBe(true);
    // A quoted lexeme may hold what would be an operator outside the quotes.
    expect(titleMatchImpliesMatch("'c!':* & 'o''reilly:a'")).toBe(true);
  });

  it('fails with a negation or a section mark, which a title match does not imply', () => {
    expect(titleMatchImpliesMatch("'java' & !'junior'")).toBe(false);
    expect(titleMatchImpliesMatch("'java':C")).toBe(false);
    expect(titleMatchImpliesMatch("'dev':*B | 'ops'")).toBe(false);
  });
});
