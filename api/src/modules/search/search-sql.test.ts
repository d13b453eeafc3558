import { withoutWeights } from './search-sql';

describe('withoutWeights (the query asked of the title alone)', () => {
  it('drops the sections a field prefix named, keeping prefixes, negations, phrases and quoted lexemes', () => {
    expect(withoutWeights("'java':C & !'junior':AB")).toBe("'java' & !'junior'");
    expect(withoutWeights("'dev':*B | 'team' <-> 'lead':*")).toBe("'dev':* | 'team' <-> 'lead':*");
    expect(withoutWeights("'c++':A & 'o''reilly'")).toBe("'c++' & 'o''reilly'");
  });
});
