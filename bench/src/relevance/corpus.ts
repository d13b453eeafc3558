import type { JsonResume } from '@platform/contract';

/**
 * Real-looking CVs written for the relevance set, in English and Russian, about subjects the demo
 * generator never writes (Erlang, Haskell, Unity, FPGA, ABAP…), so every CV a query should find
 * is one of these and judged; the generated CVs around them are the haystack. Some are long on
 * purpose (a long CV must not sink), some mention a subject only in an old job or in passing.
 */
export interface CorpusCv {
  key: string;
  resume: JsonResume;
}

interface Job {
  position: string;
  name: string;
  start: string;
  end?: string;
  summary?: string;
}

function cv(key: string, name: string, label: string, skills: string[], jobs: Job[], summary = '', city = ''): CorpusCv {
  return {
    key,
    resume: {
      basics: { name, label, summary, ...(city === '' ? {} : { location: { city } }) },
      work: jobs.map((job) => ({
        position: job.position,
        name: job.name,
        startDate: job.start,
        ...(job.end === undefined ? {} : { endDate: job.end }),
        ...(job.summary === undefined ? {} : { summary: job.summary }),
      })),
      skills: skills.map((skill) => ({ name: skill })),
    },
  };
}

const FILLER =
  'Responsible for planning, estimates, code review, onboarding, documentation, incident reviews, hiring interviews, ' +
  'release trains, quarterly goals, stakeholder updates, budget tracking and vendor management across several teams. ';

export const RELEVANCE_CORPUS: readonly CorpusCv[] = [
  cv('erlang-title', 'Nils Berg', 'Senior Erlang Developer', ['Erlang', 'OTP', 'RabbitMQ'], [
    { position: 'Senior Erlang Developer', name: 'Klarna', start: '2019-01', summary: 'Payment switch in Erlang/OTP.' },
  ], 'Erlang developer for nine years.', 'Stockholm'),
  cv('erlang-skill', 'Marta Ruiz', 'Backend Engineer', ['Go', 'Erlang', 'PostgreSQL'], [
    { position: 'Backend Engineer', name: 'Cabify', start: '2020-03', summary: 'Dispatch services.' },
  ], '', 'Madrid'),
  cv('erlang-old', 'Pieter Jansen', 'Platform Engineer', ['Kotlin'], [
    { position: 'Platform Engineer', name: 'Adyen', start: '2018-01' },
    { position: 'Erlang Programmer', name: 'Ericsson', start: '2006-01', end: '2010-12', summary: 'Telecom switches.' },
  ]),
  cv('elixir-title', 'Дмитрий Орлов', 'Elixir-разработчик', ['Elixir', 'Phoenix', 'Erlang'], [
    { position: 'Elixir-разработчик', name: 'Тинькофф', start: '2021-02', summary: 'Сервисы на Elixir и Phoenix.' },
  ], '', 'Москва'),
  cv('elixir-long', 'Hannah Schulz', 'Elixir Engineer', ['Elixir', 'Phoenix LiveView', 'Ecto', 'PostgreSQL', 'Docker'], [
    { position: 'Elixir Engineer', name: 'Bleacher Report', start: '2017-05', summary: FILLER.repeat(25) },
    { position: 'Ruby Developer', name: 'Shopify', start: '2012-01', end: '2017-04', summary: FILLER.repeat(20) },
  ], FILLER.repeat(15), 'Berlin'),
  cv('haskell-title', 'Ivan Petrenko', 'Haskell Developer', ['Haskell', 'Nix'], [
    { position: 'Haskell Developer', name: 'Serokell', start: '2019-06', summary: 'Compilers and blockchain nodes in Haskell.' },
  ]),
  cv('haskell-mention', 'Laura Chen', 'Functional Programmer', ['Scala', 'Cats'], [
    { position: 'Functional Programmer', name: 'Zalando', start: '2021-01', summary: 'Typed functional services; some Haskell prototypes.' },
  ]),
  cv('unity-title', 'Алексей Ким', 'Unity-разработчик', ['Unity', 'C#'], [
    { position: 'Unity-разработчик', name: 'Playrix', start: '2018-09', summary: 'Мобильные игры на Unity.' },
  ], 'Геймдизайн и разработка игр.', 'Вологда'),
  cv('unity-skill', 'Sam Taylor', 'Game Programmer', ['C++', 'Unreal Engine', 'Unity'], [
    { position: 'Game Programmer', name: 'Rovio', start: '2016-01' },
  ]),
  cv('snowflake-title', 'Priya Nair', 'Snowflake Data Engineer', ['Snowflake', 'dbt', 'Airflow'], [
    { position: 'Snowflake Data Engineer', name: 'Deliveroo', start: '2020-01', summary: 'Warehouse on Snowflake.' },
  ], '', 'London'),
  cv('snowflake-old', 'Tom Becker', 'Analytics Lead', ['Looker'], [
    { position: 'Analytics Lead', name: 'N26', start: '2022-01' },
    { position: 'Data Engineer', name: 'Trivago', start: '2015-01', end: '2018-12', summary: 'Moved the warehouse to Snowflake.' },
  ]),
  cv('abap-title', 'Сергей Волков', 'Программист ABAP', ['ABAP', 'SAP ERP'], [
    { position: 'Программист ABAP', name: 'Северсталь', start: '2014-04', summary: 'Доработки SAP на ABAP.' },
  ], '', 'Череповец'),
  cv('cobol-title', 'Linda Hart', 'COBOL Programmer', ['COBOL', 'JCL', 'DB2'], [
    { position: 'COBOL Programmer', name: 'Barclays', start: '2003-01', summary: 'Mainframe batch in COBOL.' },
  ]),
  // A real CV's title often lists several roles; judged by the role a query names, it must not
  // sink below a shorter title the query covers less of ("Senior COBOL Programmer").
  cv('cobol-roles', 'Graham Price', 'COBOL Programmer, Mainframe Team Lead, DB2 Administrator', ['COBOL', 'DB2'], [
    { position: 'Mainframe Team Lead', name: 'Lloyds', start: '2015-01', summary: FILLER.repeat(20) },
    { position: 'COBOL Programmer', name: 'HSBC', start: '2004-01', end: '2014-12', summary: FILLER.repeat(20) },
  ], FILLER.repeat(10)),
  cv('cobol-senior', 'Ruth Allen', 'Senior COBOL Programmer', ['COBOL', 'CICS', 'JCL', 'VSAM', 'IMS', 'REXX'], [
    { position: 'Senior COBOL Programmer', name: 'Aviva', start: '2012-01', summary: 'Claims batch programs.' },
    { position: 'COBOL Programmer', name: 'Unisys', start: '2006-01', end: '2011-12', summary: 'Payroll batch programs.' },
  ], 'Insurance systems on z/OS.', 'Norwich'),
  cv('fpga-title', 'Павел Громов', 'Инженер FPGA', ['Verilog', 'VHDL', 'FPGA'], [
    { position: 'Инженер FPGA', name: 'Миландр', start: '2017-02', summary: 'Проектирование на Verilog.' },
  ], '', 'Зеленоград'),
  cv('fpga-cpp', 'Karl Weiss', 'Hardware Engineer', ['Verilog', 'С++', 'Python'], [
    { position: 'Hardware Engineer', name: 'Infineon', start: '2019-01', summary: 'FPGA prototypes, C++ test benches.' },
  ]),
  cv('solidity-title', 'Olga Ivanova', 'Solidity Developer', ['Solidity', 'Ethereum', 'TypeScript'], [
    { position: 'Solidity Developer', name: 'Chainlink', start: '2021-03', summary: 'Smart contracts and audits.' },
  ]),
  cv('teamlead-title', 'Maria Lopes', 'Team Lead', ['Management', 'Java'], [
    { position: 'Team Lead', name: 'Outsystems', start: '2019-01', summary: 'Led a team of eight.' },
  ]),
  cv('teamlead-ru', 'Андрей Соколов', 'Тимлид', ['Python', 'Управление'], [
    { position: 'Тимлид', name: 'Авито', start: '2020-01', summary: 'Руководил группой из шести человек.' },
  ]),
  cv('teamlead-apart', 'Jonas Frei', 'Support Engineer', ['Zendesk'], [
    { position: 'Support Engineer', name: 'Ricardo', start: '2020-01', summary: 'Built tools for the team' },
    { position: 'Lead Engineer', name: 'Tamedia', start: '2016-01', end: '2019-12', summary: 'Lead the migration.' },
  ]),
  cv('driver', 'Николай Белов', 'Водитель категории C', ['Вождение', 'Логистика'], [
    { position: 'Водитель-экспедитор', name: 'Деловые линии', start: '2015-01' },
  ], '', 'Тверь'),
  cv('welder', 'Ринат Хасанов', 'Сварщик', ['Аргонодуговая сварка'], [
    { position: 'Сварщик 5 разряда', name: 'Уралмаш', start: '2012-01' },
  ], '', 'Екатеринбург'),
  cv('barista', 'Anna Kowalski', 'Barista', ['Latte art', 'Customer service'], [
    { position: 'Head Barista', name: 'Costa Coffee', start: '2019-01' },
  ], '', 'Warsaw'),
  cv('translator', 'Елена Морозова', 'Переводчик', ['Английский', 'Немецкий', 'LaTeX'], [
    { position: 'Технический переводчик', name: 'ABBYY', start: '2016-01', summary: 'Переводы документации, вёрстка в LaTeX.' },
  ]),
  cv('tokyo', 'Kenji Sato', '東京のソフトウェア開発者', ['Erlang', 'Elixir'], [
    { position: 'ソフトウェア開発者', name: 'メルカリ', start: '2018-04' },
  ], '', 'Tokyo'),
  cv('fullstack-elixir', 'Chris Novak', 'Full-Stack Developer', ['Elixir', 'React'], [
    { position: 'Full-Stack Developer', name: 'Remote', start: '2021-01' },
  ]),
  cv('fullstack-joined', 'Вера Лебедева', 'Fullstack-разработчик', ['Elixir', 'Vue'], [
    { position: 'Fullstack-разработчик', name: 'Точка', start: '2020-05' },
  ]),
];
