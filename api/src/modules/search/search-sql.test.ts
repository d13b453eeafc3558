import { searchRequestSchema } from '@platform/contract';
import { searchStatement, titleMatchImpliesMatch, withoutWeights } from './search-sql';

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

describe('searchStatement', () => {
  // PostgreSQL refuses a statement with a parameter it cannot type, as an unused one is.
  it('uses every parameter it binds, whatever the sort, filters, text and viewer', () => {
    const texts = [null, "'develop'", "'java' & !'junior'"];
    const filterSets = [null, { remote: true, city: ['Москва'], experienceYears: { min: 3 } }];
    const viewers = [{ userId: null, teamId: null }, { userId: 'a3c1e5d2-0000-4000-8000-000000000001', teamId: 'a3c1e5d2-0000-4000-8000-000000000002' }];
    for (const sort of ['relevance', 'updated', 'salary_desc'] as const) {
      for (const tsquery of texts) {
        for (const filters of filterSets) {
          for (const viewer of viewers) {
            for (const knownCounts of [null, { publicChanges: 1, teamChanges: 2, lineage: 'a3c1e5d2-0000-4000-8000-000000000003', day: '2026-11-26' }]) {
              const criteria = searchRequestSchema.parse({ sort, page: 2 });
              const statement = searchStatement({ tsquery, filters, periodYears: 2 }, criteria, viewer, { withTexts: true, knownCounts, withOrder: true });
              const used = new Set([...statement.sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1])));
              expect([...used].sort((a, b) => a - b)).toEqual(statement.values.map((_value, index) => index + 1));
            }
          }
        }
      }
    }
  });
});
