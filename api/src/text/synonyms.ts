/**
 * A curated table of words recruiters use for the same thing across the two languages and
 * transliteration. Applied at query time only (the index keeps what the CV says), and switchable
 * off per search (`synonyms: false`), so a recruiter can always search for the very word.
 *
 * Each group is written in the normalised form (lower case, tech names canonical, compounds
 * spaced): `front end`, not `frontend`. A multi-word member is searched as a phrase.
 */
const GROUPS: ReadonlyArray<readonly string[]> = [
  ['разработчик', 'developer', 'программист', 'programmer'],
  ['front end', 'фронтенд', 'фронт энд'],
  ['back end', 'бэкенд', 'бекенд', 'бэк энд'],
  ['full stack', 'фул стек'],
  ['тестировщик', 'qa', 'tester', 'тестер'],
  ['аналитик', 'analyst'],
  ['дизайнер', 'designer'],
  ['менеджер', 'manager'],
  ['инженер', 'engineer'],
  ['архитектор', 'architect'],
  ['администратор', 'administrator', 'admin', 'админ'],
  ['тим лид', 'team lead', 'руководитель группы'],
  ['тех лид', 'tech lead'],
  ['dev ops', 'девопс'],
  ['москва', 'moscow'],
  ['санкт петербург', 'saint petersburg', 'st petersburg', 'петербург', 'спб'],
  ['новосибирск', 'novosibirsk'],
  ['казань', 'kazan'],
  ['екатеринбург', 'yekaterinburg', 'ekaterinburg'],
  ['яндекс', 'yandex'],
  ['сбер', 'sber', 'сбербанк', 'sberbank'],
  ['тинькофф', 'tinkoff'],
  ['касперский', 'kaspersky'],
  ['javascript', 'джаваскрипт'],
  ['java', 'джава'],
  ['python', 'питон', 'пайтон'],
];

const BY_WORD = new Map<string, readonly string[]>();
for (const group of GROUPS) for (const member of group) BY_WORD.set(member, group);

/**
 * The other ways to write `text` (normalised, lower case), itself excluded; empty when the table
 * has none.
 *
 * @example synonymsOf('developer') → ['разработчик', 'программист', 'programmer']
 */
export function synonymsOf(text: string): readonly string[] {
  const group = BY_WORD.get(text.toLowerCase());
  return group === undefined ? [] : group.filter((member) => member !== text.toLowerCase());
}
