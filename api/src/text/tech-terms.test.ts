import { normaliseSearchText, skillKey } from './tech-terms';

describe('normaliseSearchText', () => {
  it.each([
    ['C++/C# and .NET, node.js', 'cplusplus csharp and dotnet, nodejs'],
    ['Senior C++ developer.', 'Senior cplusplus developer.'],
    ['(C#)', '(csharp)'],
    ['ASP.NET Core', 'aspnet Core'],
    ['Vue.js, React.js and Next.js', 'vuejs, react and nextjs'],
    ['C++-разработчик', 'cplusplus разработчик'],
    ['Java-разработчик', 'Java разработчик'],
    // look-alike letters, ё, compounds, more aliases, CJK bigrams
    ['С++ и С# (Cyrillic С)', 'cplusplus и csharp (Cyrillic С)'],
    ['рaзработчик jаvа', 'разработчик java'],
    ['Ёлка', 'Елка'],
    ['Full-Stack, fullstack, Frontend', 'Full Stack, full stack, front end'],
    ['TS, JS, k8s, Golang', 'typescript, javascript, kubernetes, go'],
    ['東京の開発者', '東京 京の の開 開発 発者'],
    ['java/kotlin', 'java kotlin'],
    ['CI/CD, PL/SQL', 'cicd, plsql'],
    ['1С:Предприятие', '1c:Предприятие'],
    ['abc++ and c', 'abc++ and c'],
    ['Objective-C', 'objectivec'],
  ])('%j → %j', (input, expected) => {
    expect(normaliseSearchText(input)).toBe(expected);
  });
});

describe('skillKey', () => {
  it('gives spellings of one skill one key', () => {
    expect(skillKey('C++')).toBe('cplusplus');
    expect(skillKey(' PostgreSQL ')).toBe('postgresql');
    expect(skillKey('Postgres')).toBe('postgresql');
    expect(skillKey('Spring  Boot')).toBe('spring boot');
    expect(skillKey('C#')).not.toBe(skillKey('C'));
  });
});
