/**
 * The judged queries: for each, the corpus CVs (by key) a recruiter would want, graded 3 (exactly
 * the person asked for), 2 (a strong match: the skill, a recent role), 1 (marginal: a mention, an
 * old job). Every other CV is judged 0. Written by hand, in both languages, with hh.ru's syntax.
 */
export interface JudgedQuery {
  text: string;
  grades: Readonly<Record<string, 1 | 2 | 3>>;
}

export const JUDGED_QUERIES: readonly JudgedQuery[] = [
  // Erlang / Elixir
  { text: 'erlang', grades: { 'erlang-title': 3, 'erlang-skill': 2, 'elixir-title': 1, 'tokyo': 2, 'erlang-old': 1 } },
  { text: 'Erlang developer', grades: { 'erlang-title': 3, 'erlang-skill': 1 } },
  { text: 'erlang разработчик', grades: { 'erlang-title': 3, 'elixir-title': 2 } },
  { text: 'title:erlang', grades: { 'erlang-title': 3 } },
  { text: 'skill:erlang', grades: { 'erlang-title': 2, 'erlang-skill': 2, 'elixir-title': 2, 'tokyo': 2 } },
  { text: 'position:erlang', grades: { 'erlang-title': 3, 'erlang-old': 2 } },
  { text: 'erlang period:3', grades: { 'erlang-title': 3, 'erlang-skill': 2, 'elixir-title': 1, 'tokyo': 2 } },
  { text: 'elixir', grades: { 'elixir-title': 3, 'elixir-long': 3, 'fullstack-elixir': 2, 'fullstack-joined': 2, 'tokyo': 2 } },
  { text: 'Elixir engineer', grades: { 'elixir-long': 3, 'elixir-title': 2 } },
  { text: 'elixir-разработчик', grades: { 'elixir-title': 3, 'elixir-long': 2 } },
  { text: 'elixir OR erlang', grades: { 'erlang-title': 3, 'elixir-title': 3, 'elixir-long': 3, 'erlang-skill': 2, 'tokyo': 2, 'fullstack-elixir': 2, 'fullstack-joined': 2, 'erlang-old': 1 } },
  { text: 'elixir NOT phoenix', grades: { 'fullstack-elixir': 2, 'fullstack-joined': 2, 'tokyo': 2 } },
  { text: 'phoenix', grades: { 'elixir-title': 2, 'elixir-long': 2 } },
  { text: '"phoenix liveview"', grades: { 'elixir-long': 3 } },
  { text: 'company:тинькофф', grades: { 'elixir-title': 3 } },
  { text: 'компания:tinkoff', grades: { 'elixir-title': 3 } },
  { text: 'COMPANY_NAME:ericsson', grades: { 'erlang-old': 3 } },
  // Haskell
  { text: 'haskell', grades: { 'haskell-title': 3, 'haskell-mention': 1 } },
  { text: 'haskell developer', grades: { 'haskell-title': 3 } },
  { text: 'хаскель OR haskell', grades: { 'haskell-title': 3, 'haskell-mention': 1 } },
  { text: 'functional programmer', grades: { 'haskell-mention': 3 } },
  // Unity, games
  { text: 'unity', grades: { 'unity-title': 3, 'unity-skill': 2 } },
  { text: 'Unity-разработчик', grades: { 'unity-title': 3, 'unity-skill': 1 } },
  { text: 'unity developer', grades: { 'unity-title': 3, 'unity-skill': 1 } },
  { text: 'unity "game programmer"', grades: { 'unity-skill': 3 } },
  { text: 'company:миландр', grades: { 'fpga-title': 3 } },
  // Snowflake
  { text: 'snowflake', grades: { 'snowflake-title': 3, 'snowflake-old': 1 } },
  { text: 'snowflake data engineer', grades: { 'snowflake-title': 3, 'snowflake-old': 1 } },
  { text: 'title:snowflake', grades: { 'snowflake-title': 3 } },
  { text: 'snowflake dbt', grades: { 'snowflake-title': 3 } },
  // ABAP, COBOL, FPGA, Solidity
  { text: 'abap', grades: { 'abap-title': 3 } },
  { text: 'программист ABAP', grades: { 'abap-title': 3 } },
  { text: 'abap developer', grades: { 'abap-title': 3 } },
  { text: 'sap abap', grades: { 'abap-title': 3 } },
  { text: 'cobol', grades: { 'cobol-title': 3, 'cobol-roles': 3, 'cobol-senior': 3 } },
  { text: 'cobol mainframe', grades: { 'cobol-title': 3, 'cobol-roles': 3 } },
  { text: 'title:"cobol programmer"', grades: { 'cobol-title': 3, 'cobol-roles': 3, 'cobol-senior': 2 } },
  { text: 'title:cobol', grades: { 'cobol-title': 3, 'cobol-roles': 3, 'cobol-senior': 2 } },
  { text: 'fpga', grades: { 'fpga-title': 3, 'fpga-cpp': 2 } },
  { text: 'инженер FPGA', grades: { 'fpga-title': 3, 'fpga-cpp': 1 } },
  { text: 'verilog', grades: { 'fpga-title': 3, 'fpga-cpp': 2 } },
  { text: 'verilog С++', grades: { 'fpga-cpp': 3 } },
  { text: 'verilog NOT С++', grades: { 'fpga-title': 3 } },
  { text: 'verilog OR vhdl', grades: { 'fpga-title': 3, 'fpga-cpp': 2 } },
  { text: 'solidity', grades: { 'solidity-title': 3 } },
  { text: 'solidity ethereum', grades: { 'solidity-title': 3 } },
  { text: 'smart contracts', grades: { 'solidity-title': 3 } },
  // Team leads
  { text: '"team lead"', grades: { 'teamlead-title': 3, 'teamlead-ru': 3, 'cobol-roles': 2 } },
  { text: 'тимлид', grades: { 'teamlead-ru': 3, 'teamlead-title': 3, 'cobol-roles': 2 } },
  { text: 'team lead java', grades: { 'teamlead-title': 3 } },
  { text: 'title:"team lead"', grades: { 'teamlead-title': 3, 'teamlead-ru': 3, 'cobol-roles': 2 } },
  // Blue-collar and others
  { text: 'водитель', grades: { driver: 3 } },
  { text: 'водитель категории C', grades: { driver: 3 } },
  { text: 'водитель Тверь', grades: { driver: 3 } },
  { text: 'сварщик', grades: { welder: 3 } },
  { text: 'сварщики', grades: { welder: 3 } },
  { text: 'аргонодуговая сварка', grades: { welder: 3 } },
  { text: 'barista', grades: { barista: 3 } },
  { text: 'бариста OR barista', grades: { barista: 3 } },
  { text: '"latte art"', grades: { barista: 3 } },
  { text: 'переводчик', grades: { translator: 3 } },
  { text: 'технический переводчик немецкий', grades: { translator: 3 } },
  { text: 'latex', grades: { translator: 2 } },
  // CJK, compounds
  { text: '開発者', grades: { tokyo: 3 } },
  { text: 'メルカリ', grades: { tokyo: 3 } },
  { text: 'full-stack elixir', grades: { 'fullstack-elixir': 3, 'fullstack-joined': 3 } },
  { text: 'fullstack elixir', grades: { 'fullstack-elixir': 3, 'fullstack-joined': 3 } },
  { text: 'фулстек elixir', grades: { 'fullstack-elixir': 3, 'fullstack-joined': 3 } },
];
