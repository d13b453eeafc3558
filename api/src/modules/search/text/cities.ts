/**
 * One key per city, whatever language or spelling a CV uses, so the city filter and facet treat
 * "Moscow" and "Москва" as the same place. Cities not listed key as their lower-case name.
 */
const CITY_ALIASES: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['москва', ['moscow', 'moskva']],
  ['санкт-петербург', ['saint petersburg', 'st. petersburg', 'st petersburg', 'saint-petersburg', 'спб', 'петербург', 'питер']],
  ['новосибирск', ['novosibirsk']],
  ['екатеринбург', ['yekaterinburg', 'ekaterinburg']],
  ['казань', ['kazan']],
  ['нижний новгород', ['nizhny novgorod', 'nizhniy novgorod']],
  ['самара', ['samara']],
  ['ростов-на-дону', ['rostov-on-don']],
  ['краснодар', ['krasnodar']],
  ['пермь', ['perm']],
  ['воронеж', ['voronezh']],
  ['томск', ['tomsk']],
  ['минск', ['minsk']],
  ['алматы', ['almaty', 'алма-ата']],
  ['ташкент', ['tashkent']],
  ['ереван', ['yerevan']],
  ['тбилиси', ['tbilisi']],
  ['белград', ['belgrade', 'beograd']],
  ['berlin', ['берлин']],
  ['london', ['лондон']],
  ['amsterdam', ['амстердам']],
  ['paris', ['париж']],
  ['warsaw', ['варшава', 'warszawa']],
  ['prague', ['прага', 'praha']],
  ['vienna', ['вена', 'wien']],
  ['munich', ['мюнхен', 'münchen']],
  ['dubai', ['дубай']],
  ['limassol', ['лимасол']],
  ['new york', ['нью-йорк', 'nyc']],
  ['san francisco', ['сан-франциско']],
  ['lisbon', ['лиссабон', 'lisboa']],
  ['barcelona', ['барселона']],
  ['helsinki', ['хельсинки']],
  ['tallinn', ['таллин', 'таллинн']],
  ['riga', ['рига']],
  ['istanbul', ['стамбул']],
];

const KEY_BY_NAME = new Map<string, string>(
  CITY_ALIASES.flatMap(([key, aliases]) => [[key, key] as const, ...aliases.map((alias) => [alias, key] as const)]),
);

/** The key a city is filtered and counted by: `" Moscow "` → `москва`, `"Berlin"` → `berlin`. */
export function cityKey(city: string): string {
  const name = city.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');
  return KEY_BY_NAME.get(name) ?? name;
}
