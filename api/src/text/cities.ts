import type { Locale } from '@platform/contract';

/**
 * One key per city, whatever language or spelling a CV uses, so the city filter and facet treat
 * "Moscow" and "Москва" as the same place, with the city's name in each interface language.
 * Cities not listed key as their lower-case name. A key is stored with every CV (`city_key`):
 * never change one without recomputing that column. `country` is the city's ISO 3166-1 alpha-2
 * code (a vacancy's JobPosting names it).
 */
const CITIES: ReadonlyArray<{ key: string; country: string; names: Readonly<Record<Locale, string>>; aliases: readonly string[] }> = [
  { key: 'москва', country: 'RU', names: { en: 'Moscow', ru: 'Москва' }, aliases: ['moscow', 'moskva'] },
  {
    key: 'санкт-петербург',
    country: 'RU',
    names: { en: 'Saint Petersburg', ru: 'Санкт-Петербург' },
    aliases: ['st. petersburg', 'st petersburg', 'saint-petersburg', 'спб', 'петербург', 'питер'],
  },
  { key: 'новосибирск', country: 'RU', names: { en: 'Novosibirsk', ru: 'Новосибирск' }, aliases: ['novosibirsk'] },
  { key: 'екатеринбург', country: 'RU', names: { en: 'Yekaterinburg', ru: 'Екатеринбург' }, aliases: ['yekaterinburg', 'ekaterinburg'] },
  { key: 'казань', country: 'RU', names: { en: 'Kazan', ru: 'Казань' }, aliases: ['kazan'] },
  { key: 'нижний новгород', country: 'RU', names: { en: 'Nizhny Novgorod', ru: 'Нижний Новгород' }, aliases: ['nizhny novgorod', 'nizhniy novgorod'] },
  { key: 'самара', country: 'RU', names: { en: 'Samara', ru: 'Самара' }, aliases: ['samara'] },
  { key: 'ростов-на-дону', country: 'RU', names: { en: 'Rostov-on-Don', ru: 'Ростов-на-Дону' }, aliases: ['rostov-on-don'] },
  { key: 'краснодар', country: 'RU', names: { en: 'Krasnodar', ru: 'Краснодар' }, aliases: ['krasnodar'] },
  { key: 'пермь', country: 'RU', names: { en: 'Perm', ru: 'Пермь' }, aliases: ['perm'] },
  { key: 'воронеж', country: 'RU', names: { en: 'Voronezh', ru: 'Воронеж' }, aliases: ['voronezh'] },
  { key: 'томск', country: 'RU', names: { en: 'Tomsk', ru: 'Томск' }, aliases: ['tomsk'] },
  { key: 'минск', country: 'BY', names: { en: 'Minsk', ru: 'Минск' }, aliases: ['minsk'] },
  { key: 'алматы', country: 'KZ', names: { en: 'Almaty', ru: 'Алматы' }, aliases: ['almaty', 'алма-ата'] },
  { key: 'ташкент', country: 'UZ', names: { en: 'Tashkent', ru: 'Ташкент' }, aliases: ['tashkent'] },
  { key: 'ереван', country: 'AM', names: { en: 'Yerevan', ru: 'Ереван' }, aliases: ['yerevan'] },
  { key: 'тбилиси', country: 'GE', names: { en: 'Tbilisi', ru: 'Тбилиси' }, aliases: ['tbilisi'] },
  { key: 'белград', country: 'RS', names: { en: 'Belgrade', ru: 'Белград' }, aliases: ['belgrade', 'beograd'] },
  { key: 'berlin', country: 'DE', names: { en: 'Berlin', ru: 'Берлин' }, aliases: ['берлин'] },
  { key: 'london', country: 'GB', names: { en: 'London', ru: 'Лондон' }, aliases: ['лондон'] },
  { key: 'amsterdam', country: 'NL', names: { en: 'Amsterdam', ru: 'Амстердам' }, aliases: ['амстердам'] },
  { key: 'paris', country: 'FR', names: { en: 'Paris', ru: 'Париж' }, aliases: ['париж'] },
  { key: 'warsaw', country: 'PL', names: { en: 'Warsaw', ru: 'Варшава' }, aliases: ['варшава', 'warszawa'] },
  { key: 'prague', country: 'CZ', names: { en: 'Prague', ru: 'Прага' }, aliases: ['прага', 'praha'] },
  { key: 'vienna', country: 'AT', names: { en: 'Vienna', ru: 'Вена' }, aliases: ['вена', 'wien'] },
  { key: 'munich', country: 'DE', names: { en: 'Munich', ru: 'Мюнхен' }, aliases: ['мюнхен', 'münchen'] },
  { key: 'dubai', country: 'AE', names: { en: 'Dubai', ru: 'Дубай' }, aliases: ['дубай'] },
  { key: 'limassol', country: 'CY', names: { en: 'Limassol', ru: 'Лимасол' }, aliases: ['лимасол'] },
  { key: 'new york', country: 'US', names: { en: 'New York', ru: 'Нью-Йорк' }, aliases: ['нью-йорк', 'nyc'] },
  { key: 'san francisco', country: 'US', names: { en: 'San Francisco', ru: 'Сан-Франциско' }, aliases: ['сан-франциско'] },
  { key: 'lisbon', country: 'PT', names: { en: 'Lisbon', ru: 'Лиссабон' }, aliases: ['лиссабон', 'lisboa'] },
  { key: 'barcelona', country: 'ES', names: { en: 'Barcelona', ru: 'Барселона' }, aliases: ['барселона'] },
  { key: 'helsinki', country: 'FI', names: { en: 'Helsinki', ru: 'Хельсинки' }, aliases: ['хельсинки'] },
  { key: 'tallinn', country: 'EE', names: { en: 'Tallinn', ru: 'Таллин' }, aliases: ['таллин', 'таллинн'] },
  { key: 'riga', country: 'LV', names: { en: 'Riga', ru: 'Рига' }, aliases: ['рига'] },
  { key: 'istanbul', country: 'TR', names: { en: 'Istanbul', ru: 'Стамбул' }, aliases: ['стамбул'] },
];

/** Lower-case, `ё` as `е`, single spaces: how a name is looked up. */
function normalizeName(city: string): string {
  return city.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
}

const KEY_BY_NAME = new Map<string, string>(
  CITIES.flatMap(({ key, names, aliases }) =>
    [key, ...Object.values(names), ...aliases].map((name) => [normalizeName(name), key] as const),
  ),
);

const NAMES_BY_KEY = new Map(CITIES.map(({ key, names }) => [key, names]));

/** The key a city is filtered and counted by: `" Moscow "` → `москва`, `"Berlin"` → `berlin`. */
export function cityKey(city: string): string {
  const name = normalizeName(city);
  return KEY_BY_NAME.get(name) ?? name;
}

/** `names` without repeats, as names are compared (letter case, ё, spaces). */
function distinctNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.filter((name) => {
    const normal = normalizeName(name);
    if (seen.has(normal)) return false;
    seen.add(normal);
    return true;
  });
}

const SPELLINGS_BY_KEY = new Map(CITIES.map(({ key, names, aliases }) => [key, distinctNames([...Object.values(names), ...aliases])]));

/**
 * Every spelling the platform knows of `city` (`Berlin` → Berlin, Берлин), the given one first; a
 * city it does not list is only itself. For matching text that is not keyed, such as a vacancy's city.
 */
export function citySpellings(city: string): string[] {
  const known = SPELLINGS_BY_KEY.get(cityKey(city)) ?? [];
  const given = city.trim();
  return [given, ...known.filter((name) => normalizeName(name) !== normalizeName(given))];
}

/** A listed city's name in each interface language (`москва` → Moscow / Москва); undefined for others. */
export function cityNames(key: string): Readonly<Record<Locale, string>> | undefined {
  return NAMES_BY_KEY.get(key);
}

const COUNTRY_BY_KEY = new Map(CITIES.map(({ key, country }) => [key, country]));

/** The ISO 3166-1 alpha-2 country of a listed city, in any spelling (`Берлин` → `DE`); undefined for others. */
export function cityCountry(city: string): string | undefined {
  return COUNTRY_BY_KEY.get(cityKey(city));
}

/** `city`'s name in each interface language, for an answer's `cityLabels`; undefined for a city the platform does not know. */
export function cityLabelsOf(city: string | null): { en: string; ru: string } | undefined {
  const names = city === null ? undefined : cityNames(cityKey(city));
  return names === undefined ? undefined : { en: names.en, ru: names.ru };
}
