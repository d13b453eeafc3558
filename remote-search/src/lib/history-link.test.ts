import { historySearchPath } from '@platform/contract';
import { criteriaFromParams } from './criteria';

/**
 * The user area's history links back into search with `historySearchPath` (the contract): what it
 * writes must read back here as the same search, every filter, the sort and the switches.
 */
describe('the history link into search', () => {
  it('carries the text, every filter, the sort and the switches of a stored search', () => {
    const stored = {
      text: 'java AND (spring OR kotlin)',
      filters: {
        city: ['Berlin', 'Москва'],
        experienceYears: { min: 3, max: 10 },
        salary: { min: 100000, max: 300000, currency: 'RUB' },
        skills: ['PostgreSQL'],
        languages: [{ language: 'en', minLevel: 'b2' }],
        relocation: true,
        remote: true,
        jobSearchStatus: ['active', 'open'],
        updatedWithinDays: 30,
      },
      sort: 'salary_desc',
      synonyms: false,
      correct: false,
      page: 4,
      perPage: 20,
    };
    const path = historySearchPath(stored);
    const read = criteriaFromParams(new URL(path, 'http://x').searchParams);
    expect(read).toEqual({
      text: stored.text,
      filters: stored.filters,
      sort: 'salary_desc',
      // A re-run starts at the first page.
      page: 0,
      synonyms: false,
      correct: false,
    });
  });

  it('leaves out what is the default', () => {
    expect(historySearchPath({ text: 'go', filters: { city: null, remote: null }, sort: 'relevance', synonyms: true, correct: true })).toBe('/search?q=go');
    expect(criteriaFromParams(new URL(historySearchPath({ text: null }), 'http://x').searchParams)).toEqual({ text: '', filters: {}, sort: 'relevance', page: 0 });
  });
});
