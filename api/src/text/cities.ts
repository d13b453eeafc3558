import type { Locale } from '@platform/contract';

/**
 * One key per city, whatever language or spelling a CV uses, so the city filter and facet treat
 * "Moscow" and "Москва" as the same place, with the city's name in each interface language.
 * Cities not listed key as their lower-case name. A key is stored with every CV (`city_key`):
 * never change one without recomputing that column.
 */
const CITIES: ReadonlyArray<{ key: string; names: Readonly<Record<Locale, string>>; aliases: readonly string[] }> = [
  { key: 'москва', names: { en: 'Moscow', ru: 'Москва' }, aliases: ['moscow', 'moskva'] },
  {
    key: 'санкт-петербург',
    names: { en: 'Saint Petersburg', ru: 'Санкт-Петербург' },
    aliases: ['st. petersburg', 'st petersburg', 'saint-petersburg', 'спб', 'петербург', 'питер'],
  },
  { key: 'новосибирск', names: { en: 'Novosibirsk', ru: 'Новосибирск' }, aliases: ['novosibirsk'] },
  { key: 'екатеринбург', names: { en: 'Yekaterinburg', ru: 'Екатеринбург' }, aliases: ['yekaterinburg', 'ekaterinburg'] },
  { key: 'казань', names: { en: 'Kazan', ru: 'Казань' }, aliases: ['kazan'] },
  { key: 'нижний новгород', names: { en: 'Nizhny Novgorod', ru: 'Нижний Новгород' }, aliases: ['nizhny novgorod', 'nizhniy novgorod'] },
  { key: 'самара', names: { en: 'Samara', ru: 'Самара' }, aliases: ['samara'] },
  { key: 'ростов-на-дону', names: { en: 'Rostov-on-Don', ru: 'Ростов-на-Дону' }, aliases: ['rostov-on-don'] },
  { key: 'краснодар', names: { en: 'Krasnodar', ru: 'Краснодар' }, aliases: ['krasnodar'] },
  { key: 'пермь', names: { en: 'Perm', ru: 'Пермь' }, aliases: ['perm'] },
  { key: 'воронеж', names: { en: 'Voronezh', ru: 'Воронеж' }, aliases: ['voronezh'] },
  { key: 'томск', names: { en: 'Tomsk', ru: 'Томск' }, aliases: ['tomsk'] },
  { key: 'минск', names: { en: 'Minsk', ru: 'Минск' }, aliases: ['minsk'] },
  { key: 'алматы', names: { en: 'Almaty', ru: 'Алматы' }, aliases: ['almaty', 'алма-ата'] },
  { key: 'ташкент', names: { en: 'Tashkent', ru: 'Ташкент' }, aliases: ['tashkent'] },
  { key: 'ереван', names: { en: 'Yerevan', ru: 'Ереван' }, aliases: ['yerevan'] },
  { key: 'тбилиси', names: { en: 'Tbilisi', ru: 'Тбилиси' }, aliases: ['tbilisi'] },
  { key: 'белград', names: { en: 'Belgrade', ru: 'Белград' }, aliases: ['belgrade', 'beograd'] },
  { key: 'berlin', names: { en: 'Berlin', ru: 'Берлин' }, aliases: ['берлин'] },
  { key: 'london', names: { en: 'London', ru: 'Лондон' }, aliases: ['лондон'] },
  { key: 'amsterdam', names: { en: 'Amsterdam', ru: 'Амстердам' }, aliases: ['амстердам'] },
  { key: 'paris', names: { en: 'Paris', ru: 'Париж' }, aliases: ['париж'] },
  { key: 'warsaw', names: { en: 'Warsaw', ru: 'Варшава' }, aliases: ['варшава', 'warszawa'] },
  { key: 'prague', names: { en: 'Prague', ru: 'Прага' }, aliases: ['прага', 'praha'] },
  { key: 'vienna', names: { en: 'Vienna', ru: 'Вена' }, aliases: ['вена', 'wien'] },
  { key: 'munich', names: { en: 'Munich', ru: 'Мюнхен' }, aliases: ['мюнхен', 'münchen'] },
  { key: 'dubai', names: { en: 'Dubai', ru: 'Дубай' }, aliases: ['дубай'] },
  { key: 'limassol', names: { en: 'Limassol', ru: 'Лимасол' }, aliases: ['лимасол'] },
  { key: 'new york', names: { en: 'New York', ru: 'Нью-Йорк' }, aliases: ['нью-йорк', 'nyc'] },
  { key: 'san francisco', names: { en: 'San Francisco', ru: 'Сан-Франциско' }, aliases: ['сан-франциско'] },
  { key: 'lisbon', names: { en: 'Lisbon', ru: 'Лиссабон' }, aliases: ['лиссабон', 'lisboa'] },
  { key: 'barcelona', names: { en: 'Barcelona', ru: 'Барселона' }, aliases: ['барселона'] },
  { key: 'helsinki', names: { en: 'Helsinki', ru: 'Хельсинки' }, aliases: ['хельсинки'] },
  { key: 'tallinn', names: { en: 'Tallinn', ru: 'Таллин' }, aliases: ['таллин', 'таллинн'] },
  { key: 'riga', names: { en: 'Riga', ru: 'Рига' }, aliases: ['рига'] },
  { key: 'istanbul', names: { en: 'Istanbul', ru: 'Стамбул' }, aliases: ['стамбул'] },
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
