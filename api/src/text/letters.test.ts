import fc from 'fast-check';
import { compoundParts, unifyEveryWord, unifyLetters } from './letters';

/** Letters that look alike in both scripts, the others, `ё`, and what may follow or separate words. */
const PIECES = ['a', 'c', 'o', 'x', 'j', 'v', 'z', 'а', 'с', 'о', 'х', 'ж', 'п', 'ё', 'Ё', 'C', 'С', '+', '#', ' ', '-', '1', '.', '_', '—', 'é', '東'];

describe('unifyLetters', () => {
  it('unifies look-alike letters and ё word by word', () => {
    expect(unifyLetters('С++ и С# на jаvа, рaзработчик, ёлка')).toBe('C++ и C# на java, разработчик, елка');
  });

  it('returns what unifying every word returns, for any text (its shortcut skips only texts with nothing to unify)', () => {
    const text = fc.array(fc.constantFrom(...PIECES), { maxLength: 24 }).map((pieces) => pieces.join(''));
    fc.assert(fc.property(text, (value) => unifyLetters(value) === unifyEveryWord(value)), { numRuns: 5_000 });
  });
});

describe('compoundParts', () => {
  it('splits a known joined compound in any case, and nothing else', () => {
    expect(compoundParts('FullStack')).toEqual(['full', 'stack']);
    expect(compoundParts('тимлид')).toEqual(['тим', 'лид']);
    expect(compoundParts('stack')).toBeNull();
  });
});
