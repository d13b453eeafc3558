import { cityCountry, cityKey, cityNames, citySpellings } from './cities';

describe('cities', () => {
  it('keys a city the same whatever language or spelling a CV uses', () => {
    expect(cityKey(' Moscow ')).toBe('москва');
    expect(cityKey('Москва')).toBe('москва');
    expect(cityKey('Питер')).toBe('санкт-петербург');
    expect(cityKey('Atlantis')).toBe('atlantis');
  });

  it('names a listed city in both interface languages, and no other', () => {
    expect(cityNames(cityKey('berlin'))).toEqual({ en: 'Berlin', ru: 'Берлин' });
    expect(cityNames(cityKey('Atlantis'))).toBeUndefined();
  });

  it('spells a city every way it knows, the given spelling first and not repeated', () => {
    expect(citySpellings('Berlin')).toEqual(['Berlin', 'Берлин']);
    expect(citySpellings('берлин')).toEqual(['берлин', 'Berlin']);
    expect(citySpellings('Tallinn')).toEqual(['Tallinn', 'Таллин', 'таллинн']);
    expect(citySpellings(' Atlantis ')).toEqual(['Atlantis']);
  });
});

describe('cityCountry', () => {
  it('names the country of a listed city in any spelling, and none for others', () => {
    expect(cityCountry('Берлин')).toBe('DE');
    expect(cityCountry(' moscow ')).toBe('RU');
    expect(cityCountry('Atlantis')).toBeUndefined();
  });
});
