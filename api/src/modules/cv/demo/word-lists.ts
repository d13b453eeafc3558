/**
 * Curated vocabulary of the demo CV generator: job titles, skills, employers, cities, schools and
 * sentences a real CV of each profession would contain, in English and Russian. `{tech}` in a title
 * or sentence is the CV's main technology, `{skill}` another of its skills, `{n}` a number.
 */

import type { Currency } from '@platform/contract';

export type DemoLocale = 'en' | 'ru';

export interface Profession {
  /** Relative frequency among CVs. */
  weight: number;
  /** Main technologies (one is chosen per CV and fills `{tech}`); a non-technical job has ['']. */
  techs: readonly string[];
  titles: Readonly<Record<DemoLocale, readonly string[]>>;
  /**
   * Titles Russian CVs often write in English (common practice in Russian IT): chosen for a share of
   * Russian CVs and of their past positions.
   */
  englishTitlesInRussianCvs: boolean;
  skills: readonly string[];
  /** What the person did at a job: one to three per job. */
  tasks: Readonly<Record<DemoLocale, readonly string[]>>;
  /** Words for the summary: "<area> specialist", "специалист в области <area>". */
  area: Readonly<Record<DemoLocale, string>>;
}

const BACKEND_TASKS = {
  en: [
    'Designed and built microservices in {tech} handling {n} million requests a day.',
    'Cut API response times by {n}% by profiling and tuning {skill}.',
    'Migrated a legacy monolith to {tech} services with zero downtime.',
    'Introduced {skill} and automated integration tests into the delivery pipeline.',
    'Mentored {n} junior developers and ran code reviews for the backend team.',
    'Built event-driven integrations with {skill} between billing and CRM systems.',
    'Owned the payment service: design, on-call and capacity planning.',
  ],
  ru: [
    'Разработал микросервисы на {tech}, обрабатывающие {n} млн запросов в сутки.',
    'Сократил время ответа API на {n}% за счёт профилирования и настройки {skill}.',
    'Перевёл монолит на сервисы {tech} без простоя.',
    'Внедрил {skill} и автоматические интеграционные тесты в конвейер поставки.',
    'Наставлял {n} младших разработчиков, проводил код-ревью.',
    'Руководил командой из {n} разработчиков при запуске нового продукта.',
    'Построил событийную интеграцию на {skill} между биллингом и CRM.',
    'Отвечал за платёжный сервис: проектирование, дежурства, планирование мощностей.',
  ],
};

const FRONTEND_TASKS = {
  en: [
    'Built a design system of {n} reusable {tech} components used by five product teams.',
    'Improved Largest Contentful Paint by {n}% through code splitting and caching.',
    'Rewrote the checkout flow in {tech} with {skill}, raising conversion by {n}%.',
    'Set up end-to-end tests with {skill} and visual regression checks.',
    'Worked closely with designers and backend developers on the customer portal.',
  ],
  ru: [
    'Создал дизайн-систему из {n} переиспользуемых компонентов на {tech}.',
    'Ускорил загрузку страниц на {n}% за счёт разделения кода и кэширования.',
    'Переписал оформление заказа на {tech} и {skill}, конверсия выросла на {n}%.',
    'Настроил сквозные тесты на {skill} и проверку визуальных регрессий.',
    'Тесно работал с дизайнерами и бэкенд-разработчиками над личным кабинетом.',
  ],
};

const MOBILE_TASKS = {
  en: [
    'Shipped a {tech} app with {n}00 thousand monthly active users.',
    'Reduced crash rate to below 0.{n}% with {skill} monitoring.',
    'Implemented offline mode and background sync.',
    'Moved the UI layer to {skill} and modular architecture.',
  ],
  ru: [
    'Выпустил приложение на {tech} с аудиторией {n}00 тысяч пользователей в месяц.',
    'Снизил долю падений до 0,{n}% с помощью мониторинга {skill}.',
    'Реализовал офлайн-режим и фоновую синхронизацию.',
    'Перевёл интерфейс на {skill} и модульную архитектуру.',
  ],
};

const DEVOPS_TASKS = {
  en: [
    'Moved {n} services to {tech} and cut infrastructure costs by {n}%.',
    'Built CI/CD pipelines with {skill}; releases went from weekly to daily.',
    'Set up monitoring and alerting with {skill}; introduced on-call runbooks.',
    'Described the whole infrastructure as code with {skill}.',
    'Supported developers with self-service environments.',
  ],
  ru: [
    'Перевёл {n} сервисов в {tech} и сократил затраты на инфраструктуру на {n}%.',
    'Построил CI/CD на {skill}: релизы стали ежедневными.',
    'Настроил мониторинг и оповещения на {skill}, ввёл регламенты дежурств.',
    'Описал всю инфраструктуру как код на {skill}.',
    'Помогал разработчикам с самостоятельным развёртыванием окружений.',
  ],
};

const QA_TASKS = {
  en: [
    'Automated {n} regression scenarios with {tech} and {skill}.',
    'Cut the regression cycle from five days to {n} hours.',
    'Wrote test plans and checklists for the mobile and web releases.',
    'Ran load tests with {skill} before Black Friday.',
  ],
  ru: [
    'Автоматизировал {n} регрессионных сценариев на {tech} и {skill}.',
    'Сократил регрессионное тестирование с пяти дней до {n} часов.',
    'Писал тест-планы и чек-листы для мобильных и веб-релизов.',
    'Проводил нагрузочное тестирование на {skill} перед распродажами.',
  ],
};

const DATA_TASKS = {
  en: [
    'Built a churn model in {tech} that lifted retention by {n}%.',
    'Designed data pipelines with {skill} processing {n} TB a day.',
    'Created dashboards for product and marketing teams.',
    'Ran A/B tests and reported the results to management.',
    'Deployed recommendation models to production with {skill}.',
  ],
  ru: [
    'Построил модель оттока на {tech}, удержание выросло на {n}%.',
    'Спроектировал конвейеры данных на {skill}, обрабатывающие {n} ТБ в сутки.',
    'Создал дашборды для продуктовой команды и маркетинга.',
    'Проводил A/B-тесты и представлял результаты руководству.',
    'Вывел рекомендательные модели в промышленную эксплуатацию с помощью {skill}.',
  ],
};

const MANAGER_TASKS = {
  en: [
    'Led a cross-functional team of {n} people through {n} product releases.',
    'Introduced Scrum and quarterly planning; delivery predictability rose by {n}%.',
    'Owned the roadmap and worked with stakeholders and developers on priorities.',
    'Launched a new product line that reached {n} thousand customers.',
  ],
  ru: [
    'Руководил кросс-функциональной командой из {n} человек, выпустил {n} релизов.',
    'Внедрил Scrum и квартальное планирование, предсказуемость выросла на {n}%.',
    'Вёл дорожную карту продукта, согласовывал приоритеты с заказчиками и разработчиками.',
    'Запустил новое направление, привлёк {n} тысяч клиентов.',
  ],
};

const DESIGN_TASKS = {
  en: [
    'Designed the mobile banking app from research to release in {tech}.',
    'Ran {n} usability studies and turned findings into design changes.',
    'Built and maintained the design system together with frontend developers.',
  ],
  ru: [
    'Спроектировал мобильный банк от исследования до релиза в {tech}.',
    'Провёл {n} юзабилити-исследований и внедрил изменения по их итогам.',
    'Создал и поддерживал дизайн-систему вместе с фронтенд-разработчиками.',
  ],
};

const ANALYST_TASKS = {
  en: [
    'Gathered requirements and wrote specifications for {n} integrations.',
    'Modelled business processes in {tech} and designed REST APIs.',
    'Wrote SQL reports and validated data migrations.',
  ],
  ru: [
    'Собирал требования и писал технические задания для {n} интеграций.',
    'Моделировал бизнес-процессы в {tech}, проектировал REST API.',
    'Писал SQL-отчёты и проверял миграции данных.',
  ],
};

const ONE_C_TASKS = {
  en: [
    'Customised 1C:Enterprise configurations for accounting and warehouse.',
    'Integrated 1C with the online store and banks.',
  ],
  ru: [
    'Дорабатывал конфигурации 1С:Предприятие для бухгалтерии и склада.',
    'Интегрировал 1С с интернет-магазином и банками.',
    'Оптимизировал запросы и ускорил закрытие месяца на {n}%.',
  ],
};

const EMBEDDED_TASKS = {
  en: [
    'Wrote firmware in {tech} for {skill}-based controllers.',
    'Brought up drivers for sensors and radio modules.',
    'Cut power consumption of the device by {n}%.',
  ],
  ru: [
    'Писал прошивки на {tech} для контроллеров {skill}.',
    'Разрабатывал драйверы датчиков и радиомодулей.',
    'Снизил энергопотребление устройства на {n}%.',
  ],
};

const SALES_TASKS = {
  en: [
    'Exceeded the sales plan by {n}% for three quarters in a row.',
    'Built a pipeline of {n} enterprise accounts.',
    'Ran negotiations and contracts with key clients.',
  ],
  ru: [
    'Перевыполнял план продаж на {n}% три квартала подряд.',
    'Привлёк {n} корпоративных клиентов.',
    'Вёл переговоры и заключал договоры с ключевыми клиентами.',
  ],
};

const HR_TASKS = {
  en: [
    'Hired {n} engineers in a year for a growing product team.',
    'Set up onboarding and performance reviews.',
    'Ran employer branding campaigns with the marketing team.',
  ],
  ru: [
    'Закрыл {n} вакансий разработчиков за год.',
    'Выстроил адаптацию новых сотрудников и оценку эффективности.',
    'Вёл проекты по HR-бренду вместе с маркетингом.',
  ],
};

const ACCOUNTING_TASKS = {
  en: ['Kept full-cycle accounting for {n} legal entities.', 'Prepared tax reports and passed {n} audits without remarks.'],
  ru: ['Вёл бухгалтерский учёт {n} юридических лиц на полном цикле.', 'Готовил налоговую отчётность, прошёл {n} проверок без замечаний.'],
};

/** Professions with their frequency among the demo CVs (developers are about half of them). */
export const PROFESSIONS: readonly Profession[] = [
  {
    weight: 26,
    techs: ['Java', 'Kotlin', 'Python', 'Go', 'C#', 'C++', 'PHP', 'Node.js', 'Ruby', 'Scala', 'Rust'],
    titles: {
      en: ['{tech} Developer', '{tech} Developer', 'Backend Developer', '{tech} Software Engineer', 'Backend Engineer ({tech})', 'Software Developer'],
      ru: ['{tech}-разработчик', 'Разработчик {tech}', 'Разработчик {tech}', 'Backend-разработчик', 'Программист {tech}', 'Разработчик серверной части'],
    },
    englishTitlesInRussianCvs: true,
    skills: ['PostgreSQL', 'MySQL', 'Redis', 'Kafka', 'RabbitMQ', 'Docker', 'Kubernetes', 'REST', 'gRPC', 'Spring Boot', 'Hibernate', 'Django', 'FastAPI', 'Flask', '.NET', 'ASP.NET', 'Entity Framework', 'Laravel', 'Symfony', 'Express', 'NestJS', 'Ruby on Rails', 'Akka', 'Microservices', 'Git', 'Linux', 'MongoDB', 'ClickHouse', 'Elasticsearch', 'Qt', 'Boost', 'STL', 'Tokio', 'SQL', 'CI/CD', 'Unit testing'],
    tasks: BACKEND_TASKS,
    area: { en: 'backend development', ru: 'серверной разработки' },
  },
  {
    weight: 12,
    techs: ['React', 'Vue.js', 'Angular', 'TypeScript', 'JavaScript'],
    titles: {
      en: ['Frontend Developer', 'Frontend Developer', '{tech} Developer', 'Frontend Engineer ({tech})', 'UI Developer'],
      ru: ['Frontend-разработчик', 'Фронтенд-разработчик', 'Разработчик {tech}', 'Фронтенд-разработчик {tech}', 'Веб-разработчик'],
    },
    englishTitlesInRussianCvs: true,
    skills: ['JavaScript', 'TypeScript', 'HTML', 'CSS', 'Redux', 'MobX', 'Next.js', 'Nuxt.js', 'Webpack', 'Vite', 'Jest', 'Playwright', 'Cypress', 'Storybook', 'GraphQL', 'Sass', 'Node.js', 'Figma', 'Accessibility', 'Git'],
    tasks: FRONTEND_TASKS,
    area: { en: 'frontend development', ru: 'фронтенд-разработки' },
  },
  {
    weight: 6,
    techs: ['Swift', 'Kotlin', 'Flutter', 'React Native'],
    titles: {
      en: ['iOS Developer', 'Android Developer', 'Mobile Developer ({tech})', 'Mobile Engineer'],
      ru: ['iOS-разработчик', 'Android-разработчик', 'Разработчик мобильных приложений', 'Мобильный разработчик {tech}'],
    },
    englishTitlesInRussianCvs: true,
    skills: ['Swift', 'SwiftUI', 'UIKit', 'Objective-C', 'Kotlin', 'Jetpack Compose', 'Java', 'Dart', 'Firebase', 'Core Data', 'Room', 'Coroutines', 'RxJava', 'Combine', 'Git', 'CI/CD'],
    tasks: MOBILE_TASKS,
    area: { en: 'mobile development', ru: 'мобильной разработки' },
  },
  {
    weight: 6,
    techs: ['Node.js', 'Python', 'PHP', 'Java', 'C#'],
    titles: {
      en: ['Full Stack Developer', 'Fullstack Engineer', 'Full Stack {tech} Developer', 'Web Developer'],
      ru: ['Fullstack-разработчик', 'Веб-разработчик', 'Full Stack разработчик {tech}', 'Программист'],
    },
    englishTitlesInRussianCvs: true,
    skills: ['React', 'Vue.js', 'TypeScript', 'JavaScript', 'PostgreSQL', 'MySQL', 'Docker', 'Redis', 'REST', 'GraphQL', 'Django', 'Laravel', 'Express', '.NET', 'HTML', 'CSS', 'Git', 'Linux'],
    tasks: { en: [...BACKEND_TASKS.en.slice(0, 4), ...FRONTEND_TASKS.en.slice(0, 3)], ru: [...BACKEND_TASKS.ru.slice(0, 4), ...FRONTEND_TASKS.ru.slice(0, 3)] },
    area: { en: 'web development', ru: 'веб-разработки' },
  },
  {
    weight: 7,
    techs: ['Kubernetes', 'AWS', 'Google Cloud', 'Azure', 'OpenStack'],
    titles: {
      en: ['DevOps Engineer', 'DevOps Engineer', 'Site Reliability Engineer', 'Platform Engineer', 'Cloud Engineer ({tech})'],
      ru: ['DevOps-инженер', 'DevOps-инженер', 'Инженер SRE', 'Системный администратор', 'Инженер облачной инфраструктуры'],
    },
    englishTitlesInRussianCvs: true,
    skills: ['Docker', 'Kubernetes', 'Terraform', 'Ansible', 'Helm', 'GitLab CI', 'Jenkins', 'GitHub Actions', 'Prometheus', 'Grafana', 'ELK', 'Linux', 'Bash', 'Python', 'Go', 'Nginx', 'PostgreSQL', 'AWS', 'CI/CD', 'Vault'],
    tasks: DEVOPS_TASKS,
    area: { en: 'infrastructure and operations', ru: 'инфраструктуры и эксплуатации' },
  },
  {
    weight: 7,
    techs: ['Python', 'Java', 'JavaScript', 'C#'],
    titles: {
      en: ['QA Engineer', 'QA Automation Engineer', 'Software Tester', 'QA Engineer', 'SDET'],
      ru: ['Тестировщик', 'Инженер по тестированию', 'QA-инженер', 'Инженер по автоматизации тестирования', 'Тестировщик ПО'],
    },
    englishTitlesInRussianCvs: false,
    skills: ['Selenium', 'Pytest', 'JUnit', 'TestNG', 'Postman', 'JMeter', 'Playwright', 'Cypress', 'Allure', 'SQL', 'Jira', 'TestRail', 'REST', 'Git', 'Appium', 'Load testing'],
    tasks: QA_TASKS,
    area: { en: 'software testing', ru: 'тестирования программного обеспечения' },
  },
  {
    weight: 9,
    techs: ['Python', 'SQL', 'Scala', 'R'],
    titles: {
      en: ['Data Scientist', 'Data Engineer', 'Data Analyst', 'Machine Learning Engineer', 'Data Scientist'],
      ru: ['Аналитик данных', 'Инженер данных', 'Специалист по машинному обучению', 'Data Scientist', 'Продуктовый аналитик'],
    },
    englishTitlesInRussianCvs: false,
    skills: ['Python', 'SQL', 'Pandas', 'NumPy', 'scikit-learn', 'PyTorch', 'TensorFlow', 'Spark', 'Airflow', 'ClickHouse', 'PostgreSQL', 'Hadoop', 'Kafka', 'Tableau', 'Power BI', 'A/B testing', 'Statistics', 'dbt', 'Jupyter'],
    tasks: DATA_TASKS,
    area: { en: 'data and analytics', ru: 'анализа данных' },
  },
  {
    weight: 6,
    techs: [''],
    titles: {
      en: ['Product Manager', 'Project Manager', 'Product Manager', 'Delivery Manager', 'Scrum Master'],
      ru: ['Менеджер продукта', 'Руководитель проектов', 'Менеджер проектов', 'Продакт-менеджер', 'Scrum-мастер'],
    },
    englishTitlesInRussianCvs: false,
    skills: ['Jira', 'Confluence', 'Scrum', 'Kanban', 'Agile', 'Roadmapping', 'Customer development', 'Unit economics', 'SQL', 'Miro', 'Stakeholder management', 'A/B testing'],
    tasks: MANAGER_TASKS,
    area: { en: 'product and project management', ru: 'управления продуктами и проектами' },
  },
  {
    weight: 4,
    techs: ['Figma', 'Sketch'],
    titles: {
      en: ['Product Designer', 'UX/UI Designer', 'UI Designer', 'Product Designer'],
      ru: ['Дизайнер интерфейсов', 'UX/UI-дизайнер', 'Продуктовый дизайнер', 'Веб-дизайнер'],
    },
    englishTitlesInRussianCvs: false,
    skills: ['Figma', 'Sketch', 'Adobe Photoshop', 'Adobe Illustrator', 'Prototyping', 'User research', 'Design systems', 'Usability testing', 'HTML', 'CSS', 'Miro'],
    tasks: DESIGN_TASKS,
    area: { en: 'interface design', ru: 'дизайна интерфейсов' },
  },
  {
    weight: 6,
    techs: ['BPMN', 'UML'],
    titles: {
      en: ['Business Analyst', 'Systems Analyst', 'Business Analyst'],
      ru: ['Бизнес-аналитик', 'Системный аналитик', 'Системный аналитик'],
    },
    englishTitlesInRussianCvs: false,
    skills: ['BPMN', 'UML', 'SQL', 'REST', 'SOAP', 'Jira', 'Confluence', 'Requirements analysis', 'Enterprise Architect', 'Swagger', 'Kafka', 'Visio'],
    tasks: ANALYST_TASKS,
    area: { en: 'business and systems analysis', ru: 'бизнес- и системного анализа' },
  },
  {
    weight: 3,
    techs: ['1C'],
    titles: {
      en: ['1C Developer', '1C Programmer'],
      ru: ['Программист 1С', '1С-разработчик', 'Разработчик 1С'],
    },
    englishTitlesInRussianCvs: false,
    skills: ['1С:Предприятие 8', '1С:Бухгалтерия', '1С:ERP', '1С:УТ', 'SQL', 'СКД', 'Обмены данными', 'HTTP-сервисы'],
    tasks: ONE_C_TASKS,
    area: { en: '1C development', ru: 'разработки на 1С' },
  },
  {
    weight: 3,
    techs: ['C', 'C++', 'Rust'],
    titles: {
      en: ['Embedded Software Engineer', 'Firmware Developer', 'Embedded {tech} Developer'],
      ru: ['Инженер-программист встраиваемых систем', 'Разработчик встраиваемого ПО', 'Программист микроконтроллеров'],
    },
    englishTitlesInRussianCvs: true,
    skills: ['C', 'C++', 'STM32', 'RTOS', 'FreeRTOS', 'Embedded Linux', 'ARM', 'SPI', 'I2C', 'UART', 'CAN', 'Yocto', 'Python', 'Oscilloscope'],
    tasks: EMBEDDED_TASKS,
    area: { en: 'embedded systems', ru: 'встраиваемых систем' },
  },
  {
    weight: 2,
    techs: [''],
    titles: {
      en: ['Sales Manager', 'Account Manager', 'Key Account Manager'],
      ru: ['Менеджер по продажам', 'Менеджер по работе с клиентами', 'Менеджер по продажам'],
    },
    englishTitlesInRussianCvs: false,
    skills: ['B2B sales', 'Negotiations', 'CRM', 'Salesforce', 'amoCRM', 'Cold calling', 'Presentations', 'Excel'],
    tasks: SALES_TASKS,
    area: { en: 'sales', ru: 'продаж' },
  },
  {
    weight: 2,
    techs: [''],
    titles: {
      en: ['IT Recruiter', 'HR Manager', 'HR Business Partner'],
      ru: ['IT-рекрутер', 'HR-менеджер', 'Менеджер по персоналу'],
    },
    englishTitlesInRussianCvs: false,
    skills: ['Recruiting', 'Sourcing', 'Interviewing', 'Onboarding', 'HR analytics', 'Employer branding', 'LinkedIn', 'Huntflow'],
    tasks: HR_TASKS,
    area: { en: 'recruiting and HR', ru: 'подбора и управления персоналом' },
  },
  {
    weight: 1,
    techs: [''],
    titles: {
      en: ['Accountant', 'Accountant', 'Financial Analyst'],
      ru: ['Бухгалтер', 'Бухгалтер', 'Финансовый аналитик'],
    },
    englishTitlesInRussianCvs: false,
    skills: ['Accounting', 'IFRS', 'Tax reporting', 'Excel', '1С:Бухгалтерия', 'Financial analysis', 'Budgeting'],
    tasks: ACCOUNTING_TASKS,
    area: { en: 'accounting and finance', ru: 'бухгалтерии и финансов' },
  },
];

export interface Seniority {
  key: 'junior' | 'middle' | 'senior' | 'lead';
  weight: number;
  /** Total experience range in months. */
  months: readonly [number, number];
  /** Monthly desired salary range in roubles (other currencies are derived). */
  salaryRub: readonly [number, number];
}

export const SENIORITIES: readonly Seniority[] = [
  { key: 'junior', weight: 2, months: [4, 24], salaryRub: [60_000, 130_000] },
  { key: 'middle', weight: 4, months: [24, 66], salaryRub: [140_000, 280_000] },
  { key: 'senior', weight: 3, months: [60, 144], salaryRub: [250_000, 480_000] },
  { key: 'lead', weight: 1, months: [96, 240], salaryRub: [350_000, 650_000] },
];

export const EMPLOYERS: Readonly<Record<DemoLocale, readonly string[]>> = {
  en: [
    'JetBrains', 'EPAM Systems', 'Luxoft', 'SAP', 'Zalando', 'Spotify', 'Booking.com', 'Revolut', 'N26', 'Delivery Hero',
    'Wargaming', 'Miro', 'Bolt', 'Wise', 'Adyen', 'Klarna', 'Personio', 'Celonis', 'GitLab', 'Veeam', 'Acronis', 'Kaspersky',
    'Yandex', 'Nebius', 'Exness', 'Playrix', 'Badoo', 'Skyscanner', 'Monzo', 'Deliveroo', 'HelloFresh', 'Trivago', 'Northwind Labs',
    'Contoso Software', 'Fabrikam Inc.', 'Blue Yonder', 'Siemens', 'Bosch', 'ING', 'ABN AMRO',
  ],
  ru: [
    'Яндекс', 'Сбер', 'Т-Банк', 'VK', 'Ozon', 'Wildberries', 'Авито', 'Лаборатория Касперского', 'МТС', 'Билайн',
    'Ростелеком', '2ГИС', 'СКБ Контур', 'Positive Technologies', 'Альфа-Банк', 'ВТБ', 'X5 Group', 'Магнит', 'Газпром нефть',
    'Росатом', 'ЦИАН', 'HeadHunter', 'Самолет', 'Лемана ПРО', 'Додо Пицца', 'СберМаркет', 'Мегафон', 'Райффайзенбанк',
    'Купер', 'Точка', 'Selectel', 'КРОК', 'Ланит', 'IBS', 'Первая Форма', 'Тензор', 'ЭР-Телеком', 'Skyeng', 'Нетология',
  ],
};

/** Cities with weights: where the CVs of each language live. */
export const CITIES: Readonly<Record<DemoLocale, ReadonlyArray<readonly [string, number]>>> = {
  en: [
    ['Berlin', 14], ['London', 12], ['Amsterdam', 8], ['Warsaw', 7], ['Prague', 5], ['Lisbon', 5], ['Barcelona', 5],
    ['Munich', 5], ['Vienna', 4], ['Paris', 4], ['Helsinki', 3], ['Tallinn', 3], ['Riga', 2], ['Dubai', 4], ['Limassol', 3],
    ['New York', 5], ['San Francisco', 3], ['Moscow', 4], ['Saint Petersburg', 2], ['Belgrade', 3], ['Tbilisi', 3],
    ['Yerevan', 2], ['Almaty', 2], ['Istanbul', 2],
  ],
  ru: [
    ['Москва', 35], ['Санкт-Петербург', 18], ['Новосибирск', 6], ['Екатеринбург', 6], ['Казань', 5], ['Нижний Новгород', 4],
    ['Самара', 3], ['Краснодар', 3], ['Ростов-на-Дону', 3], ['Пермь', 2], ['Воронеж', 2], ['Томск', 2], ['Минск', 3],
    ['Алматы', 2], ['Ташкент', 1], ['Ереван', 2], ['Тбилиси', 2], ['Белград', 2], ['Лимассол', 1], ['Дубай', 1],
  ],
};

export const COUNTRY_OF_CITY: Readonly<Record<string, string>> = {
  Berlin: 'DE', London: 'GB', Amsterdam: 'NL', Warsaw: 'PL', Prague: 'CZ', Lisbon: 'PT', Barcelona: 'ES', Munich: 'DE',
  Vienna: 'AT', Paris: 'FR', Helsinki: 'FI', Tallinn: 'EE', Riga: 'LV', Dubai: 'AE', Limassol: 'CY', 'New York': 'US',
  'San Francisco': 'US', Moscow: 'RU', 'Saint Petersburg': 'RU', Belgrade: 'RS', Tbilisi: 'GE', Yerevan: 'AM', Almaty: 'KZ',
  Istanbul: 'TR', Москва: 'RU', 'Санкт-Петербург': 'RU', Новосибирск: 'RU', Екатеринбург: 'RU', Казань: 'RU',
  'Нижний Новгород': 'RU', Самара: 'RU', Краснодар: 'RU', 'Ростов-на-Дону': 'RU', Пермь: 'RU', Воронеж: 'RU', Томск: 'RU',
  Минск: 'BY', Алматы: 'KZ', Ташкент: 'UZ', Ереван: 'AM', Тбилиси: 'GE', Белград: 'RS', Лимассол: 'CY', Дубай: 'AE',
};

export const SCHOOLS: Readonly<Record<DemoLocale, readonly string[]>> = {
  en: [
    'Technical University of Munich', 'University of Warsaw', 'Imperial College London', 'Delft University of Technology',
    'Charles University', 'University of Amsterdam', 'KTH Royal Institute of Technology', 'University of Lisbon',
    'Aalto University', 'ETH Zurich', 'University of Manchester', 'Moscow State University', 'ITMO University',
  ],
  ru: [
    'МГУ им. М. В. Ломоносова', 'МФТИ', 'Университет ИТМО', 'НИУ ВШЭ', 'СПбГУ', 'МГТУ им. Н. Э. Баумана', 'НГУ', 'УрФУ',
    'Казанский федеральный университет', 'ТПУ', 'МИФИ', 'МИРЭА', 'СПбПУ Петра Великого', 'БГУИР', 'ННГУ им. Лобачевского',
  ],
};

export const STUDY: Readonly<Record<DemoLocale, { types: readonly string[]; areas: readonly string[] }>> = {
  en: {
    types: ['Bachelor', 'Master', 'Bachelor', 'PhD'],
    areas: ['Computer Science', 'Software Engineering', 'Applied Mathematics', 'Information Systems', 'Economics', 'Electrical Engineering', 'Physics'],
  },
  ru: {
    types: ['Бакалавр', 'Магистр', 'Специалист', 'Бакалавр'],
    areas: ['Прикладная математика и информатика', 'Программная инженерия', 'Информатика и вычислительная техника', 'Информационные системы', 'Экономика', 'Радиотехника', 'Физика'],
  },
};

export const DOMAINS: Readonly<Record<DemoLocale, readonly string[]>> = {
  en: ['fintech', 'e-commerce', 'telecom', 'game development', 'healthcare', 'logistics', 'advertising technology', 'education', 'media', 'banking', 'retail', 'travel'],
  ru: ['финтехе', 'электронной коммерции', 'телекоме', 'геймдеве', 'медицине', 'логистике', 'рекламных технологиях', 'образовании', 'медиа', 'банках', 'ритейле', 'туризме'],
};

/** Summary sentences; `{title}`, `{years}`, `{area}`, `{domain}`, `{skill}`/`{skill2}` are filled in. */
export const SUMMARY_OPENINGS: Readonly<Record<DemoLocale, readonly string[]>> = {
  en: [
    '{title} with {years} years of experience in {area}, mostly in {domain}.',
    'Experienced {title} ({years} years) focused on {area} for {domain} products.',
    '{title} with a background in {domain} and {years} years of hands-on {area}.',
  ],
  ru: [
    '{title}, опыт {area} — {years}, в основном в {domain}.',
    'Специалист в области {area}, опыт — {years}; работал в {domain}.',
    '{title}. Занимаюсь задачами {area} в {domain}, опыт — {years}.',
  ],
};

export const SUMMARY_MIDDLES: Readonly<Record<DemoLocale, readonly string[]>> = {
  en: [
    'Strong skills in {skill} and {skill2}; I care about clean code and reliable releases.',
    'Comfortable with {skill} and {skill2}, code review and mentoring.',
    'I like owning features end to end, from design with developers and product managers to production support.',
    'Day to day I work with {skill}, {skill2} and modern engineering practices.',
  ],
  ru: [
    'Уверенно владею {skill} и {skill2}, ценю чистый код и надёжные релизы.',
    'Работаю с {skill} и {skill2}, провожу код-ревью, помогаю коллегам-разработчикам.',
    'Люблю вести задачи целиком: от проектирования вместе с разработчиками и менеджерами до поддержки в продакшене.',
    'В повседневной работе использую {skill}, {skill2} и современные инженерные практики.',
  ],
};

export const SUMMARY_CLOSINGS: Readonly<Record<DemoLocale, readonly string[]>> = {
  en: [
    'Looking for a team with a strong engineering culture.',
    'Open to relocation and remote work.',
    'Interested in products with real users and measurable impact.',
    'I am a team player and a quick learner.',
  ],
  ru: [
    'Ищу команду с сильной инженерной культурой.',
    'Рассматриваю переезд и удалённую работу.',
    'Интересны продукты с реальными пользователями и измеримым результатом.',
    'Командный игрок, быстро осваиваю новое.',
  ],
};

/** Other languages the CVs list (ISO-named in the CV's language) with a weight. */
export const FOREIGN_LANGUAGES: Readonly<Record<DemoLocale, ReadonlyArray<readonly [string, number]>>> = {
  en: [['German', 5], ['French', 3], ['Spanish', 3], ['Russian', 3], ['Polish', 2], ['Dutch', 1], ['Italian', 1], ['Portuguese', 1]],
  ru: [['Немецкий', 4], ['Французский', 2], ['Испанский', 2], ['Китайский', 1], ['Украинский', 1], ['Казахский', 1], ['Турецкий', 1]],
};

/** How each level is written in a CV of each language. */
export const FLUENCY_TEXTS: Readonly<Record<DemoLocale, Readonly<Record<'a1' | 'a2' | 'b1' | 'b2' | 'c1' | 'c2' | 'native', string>>>> = {
  en: {
    a1: 'A1 — Beginner',
    a2: 'A2 — Elementary',
    b1: 'B1 — Intermediate',
    b2: 'B2 — Upper-Intermediate',
    c1: 'C1 — Advanced',
    c2: 'C2 — Proficient',
    native: 'Native speaker',
  },
  ru: {
    a1: 'A1 — начальный',
    a2: 'A2 — элементарный',
    b1: 'B1 — средний',
    b2: 'B2 — выше среднего',
    c1: 'C1 — продвинутый',
    c2: 'C2 — в совершенстве',
    native: 'Родной',
  },
};

export const SALARY_CURRENCIES: Readonly<Record<DemoLocale, ReadonlyArray<readonly [Currency, number]>>> = {
  en: [['EUR', 6], ['USD', 4]],
  ru: [['RUB', 8], ['USD', 1], ['EUR', 1]],
};

export const PROFILE_NETWORKS: readonly string[] = ['GitHub', 'LinkedIn', 'Telegram', 'GitLab', 'Habr'];
