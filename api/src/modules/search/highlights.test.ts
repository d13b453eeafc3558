import { lexemesOfTsquery, tokenize } from './highlights';

describe('lexemesOfTsquery', () => {
  it('reads the lexemes of a canonical tsquery, with prefix marks, once each', () => {
    expect(lexemesOfTsquery("'develop':A | 'team' <-> 'lead':* | 'develop' | 'o''reilli'")).toEqual([
      { lexeme: 'develop', prefix: false },
      { lexeme: 'team', prefix: false },
      { lexeme: 'lead', prefix: true },
      { lexeme: "o'reilli", prefix: false },
    ]);
  });
});

describe('tokenize', () => {
  it('finds words with their offsets, technology names whole and canonical', () => {
    const text = 'Senior C++-разработчик; node.js/React, C#.';
    const tokens = tokenize(text);
    expect(tokens.map((token) => [token.word, text.slice(token.start, token.start + token.length)])).toEqual([
      ['senior', 'Senior'],
      ['cplusplus', 'C++'],
      ['разработчик', 'разработчик'],
      ['nodejs', 'node.js'],
      ['react', 'React'],
      ['csharp', 'C#'],
    ]);
  });
});
