import { Faker, base, en, ru } from '@faker-js/faker';
import type { CvPlatformFields, JobSearchStatus, JsonResume, LanguageLevel } from '@platform/contract';
import { RUB_PER_UNIT } from '../../../text/money';
import {
  CITIES,
  COUNTRY_OF_CITY,
  DOMAINS,
  EMPLOYERS,
  FLUENCY_TEXTS,
  FOREIGN_LANGUAGES,
  PROFESSIONS,
  PROFILE_NETWORKS,
  SALARY_CURRENCIES,
  SCHOOLS,
  SENIORITIES,
  STUDY,
  SUMMARY_CLOSINGS,
  SUMMARY_MIDDLES,
  SUMMARY_OPENINGS,
  type DemoLocale,
  type Profession,
  type Seniority,
} from './word-lists';

/** The generator's fixed seed: the demo set is the same on every machine. */
export const DEMO_SEED = 20_240_601;

/** Job dates are relative to this month, so a CV's content does not depend on when it is made. */
const REFERENCE_YEAR = 2025;
const REFERENCE_MONTH = 6;

/** A generated CV: the document, its platform fields and how long ago it was last updated. */
export interface DemoCv {
  index: number;
  locale: DemoLocale;
  username: string | null;
  resume: JsonResume;
  platform: CvPlatformFields;
  updatedDaysAgo: number;
}

/**
 * mulberry32: a small, fast, seedable PRNG. Faker draws from the same one (its `randomizer`
 * option), so re-seeding per CV costs nothing and a CV depends only on its index.
 */
class Mulberry32 {
  private state = 0;

  // Arrow properties: faker calls them detached from the object.
  readonly seed = (seed: number | number[]): void => {
    const value = Array.isArray(seed) ? seed.reduce((hash, item) => Math.imul(hash ^ item, 0x01000193), 0x811c9dc5) : seed;
    this.state = value >>> 0;
  };

  readonly next = (): number => {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

class Picker {
  constructor(readonly random: () => number) {}

  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.random() < probability;
  }

  one<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.random() * items.length)];
    if (item === undefined) throw new Error('Picker.one: empty list');
    return item;
  }

  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.random() * total;
    for (const [item, weight] of items) {
      roll -= weight;
      if (roll < 0) return item;
    }
    const last = items[items.length - 1];
    if (last === undefined) throw new Error('Picker.weighted: empty list');
    return last[0];
  }

  /** `count` distinct items in random order. */
  some<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      const [item] = pool.splice(Math.floor(this.random() * pool.length), 1);
      if (item !== undefined) chosen.push(item);
    }
    return chosen;
  }
}

const randomizer = new Mulberry32();

const fakers: Readonly<Record<DemoLocale, Faker>> = {
  en: new Faker({ locale: [en, base], randomizer }),
  ru: new Faker({ locale: [ru, en, base], randomizer }),
};

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function isoMonth(monthIndex: number): string {
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** "5" in English; "5 лет", "4 года", "21 год" in Russian (nominative, as in "опыт — 4 года"). */
function yearsText(months: number, locale: DemoLocale): string {
  const years = Math.max(1, Math.round(months / 12));
  if (locale === 'en') return String(years);
  const lastTwo = years % 100;
  const last = years % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return `${years} лет`;
  if (last === 1) return `${years} год`;
  if (last >= 2 && last <= 4) return `${years} года`;
  return `${years} лет`;
}

const SENIORITY_TITLES: Readonly<Record<Seniority['key'], Readonly<Record<DemoLocale, readonly string[]>>>> = {
  junior: { en: ['Junior'], ru: ['Младший'] },
  middle: { en: [''], ru: [''] },
  senior: { en: ['Senior'], ru: ['Старший', 'Ведущий'] },
  lead: { en: ['Lead', 'Principal'], ru: ['Ведущий', 'Главный'] },
};

/** A title for the profession, often with the seniority in front ("Senior Java Developer"). */
function titleFor(profession: Profession, seniority: Seniority, tech: string, locale: DemoLocale, pick: Picker): string {
  const language: DemoLocale = locale === 'ru' && profession.englishTitlesInRussianCvs && pick.chance(0.45) ? 'en' : locale;
  const base = fill(pick.one(profession.titles[language]), { tech })
    .replace(/\s*\(\)\s*/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
  const prefix = pick.chance(0.6) ? pick.one(SENIORITY_TITLES[seniority.key][language]) : '';
  if (prefix === '') return base;
  // "Программист 1С" → "Ведущий программист 1С"; "Java-разработчик", "Backend Engineer" keep their case.
  const joined = /^[А-ЯЁ][а-яё]/u.test(base) ? base.charAt(0).toLowerCase() + base.slice(1) : base;
  return `${prefix} ${joined}`;
}

function phoneFor(locale: DemoLocale, pick: Picker): string {
  const digits = (count: number): string => Array.from({ length: count }, () => String(pick.int(0, 9))).join('');
  // Reserved-looking fictional numbers: +7 900 ... and +44 7700 900 ... (the UK drama range).
  return locale === 'ru' ? `+7 900 ${digits(3)}-${digits(2)}-${digits(2)}` : `+44 7700 900${digits(3)}`;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Generates demo CV number `index` (0-based): even numbers English, odd Russian. Deterministic:
 * the same index always gives the same CV, so any range can be generated on its own
 * (`npm run seed -- --count 100000` continues where the demo set stopped).
 */
export function generateDemoCv(index: number, seed: number = DEMO_SEED): DemoCv {
  const locale: DemoLocale = index % 2 === 0 ? 'en' : 'ru';
  randomizer.seed([seed, index]);
  const pick = new Picker(() => randomizer.next());
  const faker = fakers[locale];

  const profession = pick.weighted(PROFESSIONS.map((item) => [item, item.weight] as const));
  const seniority = pick.weighted(SENIORITIES.map((item) => [item, item.weight] as const));
  const tech = pick.one(profession.techs);
  const title = titleFor(profession, seniority, tech, locale, pick);

  const sex = faker.person.sexType();
  const firstName = faker.person.firstName(sex);
  const lastName = faker.person.lastName(sex);
  const email = faker.internet.email({ firstName, lastName, provider: 'example.com' }).toLowerCase();
  const login = slug(email.split('@')[0] ?? `user${index}`) || `user${index}`;

  const city = pick.weighted(CITIES[locale]);
  const skillCount = pick.int(5, 12);
  const skills = [...new Set([...(tech === '' ? [] : [tech]), ...pick.some(profession.skills, skillCount)])];
  const otherSkill = (): string => pick.one(skills.length > 1 ? skills.slice(1) : skills.length > 0 ? skills : ['Excel']);

  // Work history, newest first, walking back from the reference month.
  const totalMonths = pick.int(seniority.months[0], seniority.months[1]);
  const reference = REFERENCE_YEAR * 12 + (REFERENCE_MONTH - 1);
  const work: NonNullable<JsonResume['work']> = [];
  let end = pick.chance(0.8) ? reference : reference - pick.int(1, 8);
  let left = totalMonths;
  const employers = pick.some(EMPLOYERS[locale], 6);
  while (left > 0 && work.length < 5) {
    const length = work.length === 4 ? left : Math.min(left, pick.int(8, 48));
    const start = end - length + 1;
    const position = work.length === 0 ? title : titleFor(profession, seniority, tech, locale, pick);
    const tasks = pick.some(profession.tasks[locale], pick.int(1, 3)).map((task) =>
      fill(task, { tech: tech || otherSkill(), skill: otherSkill(), n: String(pick.int(2, 40)) }),
    );
    work.push({
      name: employers[work.length] ?? pick.one(EMPLOYERS[locale]),
      position,
      startDate: isoMonth(start),
      ...(work.length === 0 && end === reference ? {} : { endDate: isoMonth(end) }),
      summary: tasks[0] ?? '',
      highlights: tasks.slice(1),
    });
    left -= length;
    // A gap between jobs now and then; sometimes an overlap (a side contract).
    end = start - 1 - (pick.chance(0.25) ? pick.int(1, 5) : 0) + (pick.chance(0.08) ? pick.int(2, 6) : 0);
  }

  const words = {
    title,
    years: yearsText(totalMonths, locale),
    area: profession.area[locale],
    domain: pick.one(DOMAINS[locale]),
    skill: otherSkill(),
    skill2: otherSkill(),
  };
  const summary = [
    fill(pick.one(SUMMARY_OPENINGS[locale]), words),
    fill(pick.one(SUMMARY_MIDDLES[locale]), words),
    ...(pick.chance(0.6) ? [fill(pick.one(SUMMARY_CLOSINGS[locale]), words)] : []),
  ].join(' ');

  const graduation = reference - totalMonths - pick.int(0, 24);
  const studyType = pick.one(STUDY[locale].types);
  const education = pick.chance(0.9)
    ? [
        {
          institution: pick.one(SCHOOLS[locale]),
          area: pick.one(STUDY[locale].areas),
          studyType,
          startDate: String(Math.floor(graduation / 12) - (studyType === 'Master' || studyType === 'Магистр' ? 6 : 4)),
          endDate: String(Math.floor(graduation / 12)),
        },
      ]
    : [];

  const native: LanguageLevel = 'native';
  const englishLevel = pick.weighted<LanguageLevel>([['a2', 1], ['b1', 3], ['b2', 4], ['c1', 2], ['c2', 1]]);
  const languages: Array<{ language: string; fluency: string }> =
    locale === 'en'
      ? [{ language: 'English', fluency: FLUENCY_TEXTS.en[pick.chance(0.4) ? native : pick.one<LanguageLevel>(['c1', 'c2'])] }]
      : [
          { language: 'Русский', fluency: FLUENCY_TEXTS.ru.native },
          { language: 'Английский', fluency: FLUENCY_TEXTS.ru[englishLevel] },
        ];
  if (pick.chance(0.35)) {
    languages.push({
      language: pick.weighted(FOREIGN_LANGUAGES[locale]),
      fluency: FLUENCY_TEXTS[locale][pick.weighted<LanguageLevel>([['a1', 2], ['a2', 3], ['b1', 3], ['b2', 2], ['c1', 1]])],
    });
  }

  const salaryRub = pick.int(seniority.salaryRub[0] / 5000, seniority.salaryRub[1] / 5000) * 5000;
  const currency = pick.weighted(SALARY_CURRENCIES[locale]);
  const amount = currency === 'RUB' ? salaryRub : Math.round(salaryRub / RUB_PER_UNIT[currency] / 100) * 100;
  const jobSearchStatus = pick.weighted<JobSearchStatus>([['active', 45], ['open', 40], ['not_looking', 15]]);

  const networks = pick.some(PROFILE_NETWORKS, pick.int(0, 3));
  const resume: JsonResume = {
    basics: {
      name: `${firstName} ${lastName}`,
      label: title,
      email,
      phone: phoneFor(locale, pick),
      summary,
      location: { city, countryCode: COUNTRY_OF_CITY[city] ?? (locale === 'ru' ? 'RU' : 'DE') },
      profiles: networks.map((network) => ({
        network,
        username: login,
        url: `https://${network.toLowerCase()}.example.com/${login}`,
      })),
    },
    work,
    education,
    skills: skills.map((name) => ({ name, level: pick.one(['Intermediate', 'Advanced', 'Expert']) })),
    languages,
    ...(pick.chance(0.2)
      ? { certificates: [{ name: pick.one(['AWS Certified Solutions Architect', 'Certified Kubernetes Administrator', 'Oracle Certified Professional: Java SE', 'Professional Scrum Master I', 'ISTQB Foundation Level']), date: `${REFERENCE_YEAR - pick.int(0, 5)}` }] }
      : {}),
  };

  return {
    index,
    locale,
    username: pick.chance(0.2) ? `${login.slice(0, 24)}-${index}`.slice(0, 32) : null,
    resume,
    platform: {
      ...(pick.chance(0.85) ? { desiredSalary: { amount, currency } } : {}),
      relocation: pick.chance(0.3),
      remote: pick.chance(0.45),
      jobSearchStatus,
    },
    updatedDaysAgo: Math.floor(pick.random() ** 2 * 540),
  };
}
