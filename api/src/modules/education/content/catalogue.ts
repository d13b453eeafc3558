import type { EducationKind, EducationTopic, Locale } from '@platform/contract';

/** A text in every locale the platform speaks. */
export type Localized = Record<Locale, string>;

/** One lesson of a course; its text is `content/<course slug>/<lesson slug>.<locale>.md`. */
export interface LessonEntry {
  /** Stable: progress is kept per lesson, so renaming a slug resets it. */
  slug: string;
  minutes: number;
  title: Localized;
}

/**
 * One item of the catalogue. Its text is `content/<slug>/<locale>.md`: an article's whole text,
 * a course's introduction. A course's reading time is the sum of its lessons'.
 */
export type CatalogueEntry = {
  /** Stable: links and progress refer to it. Items 1–7 keep the ids they had before courses had lessons. */
  id: number;
  slug: string;
  topic: EducationTopic;
  title: Localized;
  summary: Localized;
} & ({ kind: Extract<EducationKind, 'article'>; minutes: number } | { kind: Extract<EducationKind, 'course'>; lessons: LessonEntry[] });

/** The education catalogue, in the order it is listed. Texts are Markdown files beside this one. */
export const CATALOGUE: CatalogueEntry[] = [
  {
    id: 1,
    slug: 'boolean-search',
    kind: 'course',
    topic: 'search',
    title: { en: 'Boolean search for recruiters', ru: 'Булев поиск для рекрутера' },
    summary: {
      en: 'Operators, phrases, field prefixes and word forms: find the ten right CVs instead of a thousand.',
      ru: 'Операторы, фразы, поля и словоформы: найдите десять нужных резюме вместо тысячи.',
    },
    lessons: [
      { slug: 'words-and-operators', minutes: 6, title: { en: 'Words, AND, OR and NOT', ru: 'Слова, AND, OR и NOT' } },
      { slug: 'phrases-groups-fields', minutes: 7, title: { en: 'Phrases, brackets and fields', ru: 'Фразы, скобки и поля' } },
      { slug: 'word-forms', minutes: 6, title: { en: 'Word forms, two languages and synonyms', ru: 'Словоформы, два языка и синонимы' } },
      { slug: 'from-vacancy-to-query', minutes: 8, title: { en: 'From a vacancy to a query', ru: 'От вакансии к запросу' } },
    ],
  },
  {
    id: 15,
    slug: 'query-cheat-sheet',
    kind: 'article',
    topic: 'search',
    minutes: 4,
    title: { en: 'Query language cheat sheet', ru: 'Шпаргалка по языку запросов' },
    summary: {
      en: 'Every operator and field prefix of the search box on one page, with examples.',
      ru: 'Все операторы и префиксы полей строки поиска на одной странице, с примерами.',
    },
  },
  {
    id: 11,
    slug: 'sourcing-channels',
    kind: 'article',
    topic: 'sourcing',
    minutes: 9,
    title: { en: 'Sourcing beyond the CV database', ru: 'Сорсинг за пределами базы резюме' },
    summary: {
      en: 'Referrals, communities, X-ray search and your own past candidates: where the people who never post a CV are.',
      ru: 'Рекомендации, сообщества, X-ray-поиск и ваши прошлые кандидаты: где искать тех, кто не публикует резюме.',
    },
  },
  {
    id: 3,
    slug: 'scouting-routine',
    kind: 'course',
    topic: 'sourcing',
    title: { en: 'A scouting routine', ru: 'Скаутинг как привычка' },
    summary: {
      en: 'Save your best searches as scouts, review only what is new and keep a shortlist moving.',
      ru: 'Сохраните лучшие поиски как скаутинг, смотрите только новое и держите шорт-лист в движении.',
    },
    lessons: [
      { slug: 'what-a-scout-is', minutes: 5, title: { en: 'What a scout is for', ru: 'Зачем нужен скаутинг' } },
      { slug: 'weekly-review', minutes: 6, title: { en: 'The weekly review', ru: 'Еженедельный разбор' } },
      { slug: 'shortlist-to-contact', minutes: 6, title: { en: 'From shortlist to first contact', ru: 'От шорт-листа к первому контакту' } },
    ],
  },
  {
    id: 4,
    slug: 'reading-a-cv',
    kind: 'article',
    topic: 'screening',
    minutes: 7,
    title: { en: 'Reading a CV in two minutes', ru: 'Как прочитать резюме за две минуты' },
    summary: {
      en: 'What to look at first, and which signals matter more than keywords.',
      ru: 'Куда смотреть сначала и какие сигналы важнее ключевых слов.',
    },
  },
  {
    id: 9,
    slug: 'screening-call',
    kind: 'article',
    topic: 'screening',
    minutes: 8,
    title: { en: 'The 20-minute screening call', ru: 'Скрининг-звонок за 20 минут' },
    summary: {
      en: 'A fixed plan for the first call: motivation, must-haves, money, timing, and a clear next step.',
      ru: 'Постоянный план первого звонка: мотивация, обязательные требования, деньги, сроки и понятный следующий шаг.',
    },
  },
  {
    id: 8,
    slug: 'structured-interview',
    kind: 'course',
    topic: 'interviewing',
    title: { en: 'The structured interview', ru: 'Структурированное интервью' },
    summary: {
      en: 'A scorecard, the same questions for everyone and a debrief with evidence: fairer and better hiring.',
      ru: 'Карта оценки, одни вопросы для всех и разбор с фактами: честнее и точнее найм.',
    },
    lessons: [
      { slug: 'scorecard', minutes: 7, title: { en: 'Write the scorecard first', ru: 'Сначала карта оценки' } },
      { slug: 'questions', minutes: 8, title: { en: 'Questions that give evidence', ru: 'Вопросы, которые дают факты' } },
      { slug: 'debrief', minutes: 6, title: { en: 'Debrief and decision', ru: 'Разбор и решение' } },
    ],
  },
  {
    id: 5,
    slug: 'vacancy-that-sells',
    kind: 'course',
    topic: 'vacancies',
    title: { en: 'A vacancy that sells', ru: 'Вакансия, которая продаёт' },
    summary: {
      en: 'Title, salary, tasks and team: the parts candidates read, and how to publish.',
      ru: 'Название, зарплата, задачи и команда: что читают кандидаты и как опубликовать.',
    },
    lessons: [
      { slug: 'title-and-opening', minutes: 5, title: { en: 'A title people search for', ru: 'Название, которое ищут' } },
      { slug: 'salary-and-tasks', minutes: 6, title: { en: 'Salary, tasks and requirements', ru: 'Зарплата, задачи и требования' } },
      { slug: 'team-and-process', minutes: 5, title: { en: 'Team, hiring steps and publishing', ru: 'Команда, этапы найма и публикация' } },
    ],
  },
  {
    id: 2,
    slug: 'first-message',
    kind: 'article',
    topic: 'outreach',
    minutes: 6,
    title: { en: 'Writing the first message', ru: 'Первое сообщение кандидату' },
    summary: {
      en: 'A short, personal first message gets answers. Here is a template that works.',
      ru: 'Короткое личное сообщение получает ответы. Вот шаблон, который работает.',
    },
  },
  {
    id: 12,
    slug: 'follow-ups-and-mailings',
    kind: 'article',
    topic: 'outreach',
    minutes: 6,
    title: { en: 'Follow-ups and mailings that do not annoy', ru: 'Напоминания и рассылки, которые не раздражают' },
    summary: {
      en: 'When to write again, how often, and how to send one vacancy to many people without spamming.',
      ru: 'Когда писать повторно, как часто и как отправить вакансию многим, не превращаясь в спам.',
    },
  },
  {
    id: 10,
    slug: 'candidate-data-care',
    kind: 'course',
    topic: 'privacy',
    title: { en: 'Caring for candidate data', ru: 'Бережное обращение с данными кандидатов' },
    summary: {
      en: 'GDPR-style habits for recruiters: a purpose for every record, as little data as needed, and answers to candidates’ requests.',
      ru: 'Привычки в духе GDPR и 152-ФЗ: цель для каждой записи, минимум данных и ответы на запросы кандидатов.',
    },
    lessons: [
      { slug: 'purpose-and-basis', minutes: 6, title: { en: 'A purpose and a legal basis', ru: 'Цель и правовое основание' } },
      { slug: 'minimise-and-retain', minutes: 6, title: { en: 'Keep little, keep it briefly', ru: 'Храните мало и недолго' } },
      { slug: 'candidate-rights', minutes: 7, title: { en: 'Requests, deletion and incidents', ru: 'Запросы, удаление и инциденты' } },
    ],
  },
  {
    id: 13,
    slug: 'making-an-offer',
    kind: 'article',
    topic: 'offers',
    minutes: 7,
    title: { en: 'Making an offer that gets accepted', ru: 'Оффер, который принимают' },
    summary: {
      en: 'Test the numbers before you send them, say it by voice first, and handle counter-offers calmly.',
      ru: 'Проверьте цифры до отправки, сначала скажите голосом и спокойно работайте с контрофферами.',
    },
  },
  {
    id: 14,
    slug: 'onboarding-handover',
    kind: 'article',
    topic: 'offers',
    minutes: 6,
    title: { en: 'From signed offer to first day', ru: 'От подписанного оффера до первого дня' },
    summary: {
      en: 'The weeks between yes and day one lose more hires than you think. A checklist for the handover.',
      ru: 'Недели между «да» и первым днём теряют больше кандидатов, чем кажется. Чек-лист передачи.',
    },
  },
  {
    id: 6,
    slug: 'funnel-analytics',
    kind: 'article',
    topic: 'team',
    minutes: 6,
    title: { en: 'Reading your hiring funnel', ru: 'Как читать воронку найма' },
    summary: {
      en: 'Views, applications and mailings per vacancy: where candidates drop off.',
      ru: 'Просмотры, отклики и рассылки по вакансиям: где теряются кандидаты.',
    },
  },
  {
    id: 7,
    slug: 'working-as-a-team',
    kind: 'article',
    topic: 'team',
    minutes: 5,
    title: { en: 'Working as a team', ru: 'Работа в команде' },
    summary: {
      en: 'Roles, invitations, shared credits and shared lists.',
      ru: 'Роли, приглашения, общие кредиты и общие списки.',
    },
  },
];
