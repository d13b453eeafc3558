import { titleRoles } from './resume-row';

describe('the roles a title lists', () => {
  it('splits at commas, semicolons, bars, bullets, spaced slashes and dashes', () => {
    expect(titleRoles('Backend Developer, Team Lead; Architect')).toEqual(['Backend Developer', 'Team Lead', 'Architect']);
    expect(titleRoles('Developer / Team Lead | Mentor • Speaker')).toEqual(['Developer', 'Team Lead', 'Mentor', 'Speaker']);
    expect(titleRoles('Программист 1С — руководитель группы')).toEqual(['Программист 1С', 'руководитель группы']);
  });

  it('keeps one role where the marks belong to the words', () => {
    expect(titleRoles('C/C++ Developer')).toEqual(['C/C++ Developer']);
    expect(titleRoles('CI/CD Engineer')).toEqual(['CI/CD Engineer']);
    expect(titleRoles('Full-Stack Developer')).toEqual(['Full-Stack Developer']);
    expect(titleRoles('Backend Engineer (Go, Rust)')).toEqual(['Backend Engineer (Go, Rust)']);
    expect(titleRoles('東京のソフトウェア開発者')).toEqual(['東京のソフトウェア開発者']);
  });
});
