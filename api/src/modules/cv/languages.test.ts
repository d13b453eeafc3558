import { languageCode } from '@platform/contract';
import { fluencyLevel, languageLevelTokens } from './languages';

describe('languages', () => {
  it('names languages by ISO code in English and Russian', () => {
    expect(languageCode('English')).toBe('en');
    expect(languageCode('английский')).toBe('en');
    expect(languageCode('Английский язык')).toBe('en');
    expect(languageCode('DE')).toBe('de');
    expect(languageCode('Elvish')).toBeNull();
  });

  it('reads CEFR levels from fluency texts', () => {
    expect(fluencyLevel('B2 — Upper-Intermediate')).toBe('b2');
    expect(fluencyLevel('c1')).toBe('c1');
    expect(fluencyLevel('Upper-intermediate')).toBe('b2');
    expect(fluencyLevel('Fluent')).toBe('c1');
    expect(fluencyLevel('Native speaker')).toBe('native');
    expect(fluencyLevel('родной')).toBe('native');
    expect(fluencyLevel('выше среднего')).toBe('b2');
    expect(fluencyLevel('some')).toBeNull();
  });

  it('lists every level a CV meets, so "at least B1" is one containment', () => {
    expect(languageLevelTokens([{ language: 'English', fluency: 'B2' }, { language: 'Немецкий' }])).toEqual([
      'en:a1',
      'en:a2',
      'en:b1',
      'en:b2',
      'de:a1',
    ]);
    expect(languageLevelTokens([{ language: 'en', fluency: 'A2' }, { language: 'English', fluency: 'C1' }])).toContain('en:c1');
  });
});
