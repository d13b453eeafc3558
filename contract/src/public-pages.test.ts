import { publicPageOf, publicPagePath } from './public-pages';

describe('public pages', () => {
  it.each([
    ['/vacancies', { kind: 'job-board', locale: 'en' }],
    ['/ru/vacancies/', { kind: 'job-board', locale: 'ru' }],
    ['/Vacancies', { kind: 'job-board', locale: 'en' }],
    ['/team/vacancy/12', { kind: 'vacancy', locale: 'en', id: 12 }],
    ['/ru/team/vacancy/12', { kind: 'vacancy', locale: 'ru', id: 12 }],
    ['/team/vacancy/07', { kind: 'invalid', locale: 'en' }],
    ['/ru/team/vacancy/abc', { kind: 'invalid', locale: 'ru' }],
    ['/cv/username/Ann-Go', { kind: 'cv', locale: 'en', username: 'ann-go' }],
    ['/cv/username/a%20b', { kind: 'invalid', locale: 'en' }],
  ])('reads %s as the app routes it', (path, page) => {
    expect(publicPageOf(path)).toEqual(page);
  });

  it.each(['/', '/ru', '/search', '/team/vacancy', '/team/vacancy/12/applications', '/cv/internal/3', '/cv/username', '/vacancies/x'])('is no public page: %s', (path) => {
    expect(publicPageOf(path)).toBeNull();
  });

  it('writes the canonical path of each page in each locale', () => {
    expect(publicPagePath({ kind: 'job-board' }, 'ru')).toBe('/ru/vacancies');
    expect(publicPagePath({ kind: 'vacancy', id: 7 }, 'en')).toBe('/team/vacancy/7');
    expect(publicPagePath({ kind: 'cv', username: 'ann_go' }, 'ru')).toBe('/ru/cv/username/ann_go');
  });
});
