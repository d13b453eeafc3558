import {
  criteriaFromParams,
  criteriaToParams,
  criteriaToRequest,
  forwardedQuery,
  readFilters,
  type SearchCriteria,
  searchPath,
} from './criteria';

describe('search criteria in the URL', () => {
  const criteria: SearchCriteria = {
    text: 'java AND (spring OR kotlin) NOT junior',
    filters: {
      city: ['Москва'],
      experienceYears: { min: 3 },
      salary: { max: 300000, currency: 'RUB' },
      skills: ['PostgreSQL'],
      languages: [{ language: 'en', minLevel: 'b2' }],
      relocation: true,
      remote: true,
      jobSearchStatus: ['active'],
      updatedWithinDays: 30,
    },
    sort: 'salary_desc',
    page: 2,
  };

  it('round-trips criteria through the query string', () => {
    const params = criteriaToParams(criteria);
    expect(params.get('q')).toBe(criteria.text);
    expect(params.get('page')).toBe('3');
    expect(JSON.parse(params.get('filters') ?? '')).toEqual(criteria.filters);
    expect(criteriaFromParams(new URLSearchParams(params.toString()))).toEqual(criteria);
  });

  it('leaves defaults out of the URL', () => {
    expect(criteriaToParams({ text: 'go', filters: { city: [] }, sort: 'relevance', page: 0 }).toString()).toBe('q=go');
    expect(searchPath({ text: '', filters: {} })).toBe('/search');
  });

  it('keeps parameters it does not own, such as campaign parameters', () => {
    const base = new URLSearchParams('utm_source=mail&q=old&page=4');
    const params = criteriaToParams({ text: 'rust', filters: {}, sort: 'relevance', page: 0 }, base);
    expect(params.get('utm_source')).toBe('mail');
    expect(params.get('q')).toBe('rust');
    expect(params.has('page')).toBe(false);
  });

  it('survives a hand-edited address: bad JSON, unknown sort, a negative page', () => {
    expect(criteriaFromParams(new URLSearchParams('q=%20go%20&filters={oops&sort=random&page=-3'))).toEqual({
      text: 'go',
      filters: {},
      sort: 'relevance',
      page: 0,
    });
  });

  it('drops malformed filter fields and keeps the good ones', () => {
    expect(
      readFilters({
        city: ['Berlin', 42, ' ', 'Berlin'],
        experienceYears: { min: -1 },
        salary: { max: 5000, currency: 'XXX' },
        languages: [{ language: 'en', minLevel: 'z9' }, { language: '<b>' }],
        relocation: 'yes',
        jobSearchStatus: ['active', 'bored'],
        updatedWithinDays: 0,
      }),
    ).toEqual({
      city: ['Berlin'],
      salary: { max: 5000, currency: 'RUB' },
      languages: [{ language: 'en' }],
      jobSearchStatus: ['active'],
    });
  });

  it('builds the search call body with a zero-based page', () => {
    expect(criteriaToRequest(criteria)).toEqual({
      text: criteria.text,
      filters: criteria.filters,
      sort: 'salary_desc',
      page: 2,
      perPage: 20,
    });
    expect(criteriaToRequest({ text: ' ', filters: {}, sort: 'relevance', page: 0 })).toEqual({
      sort: 'relevance',
      page: 0,
      perPage: 20,
    });
  });

  it('forwards the page query string only when it carries utm_source', () => {
    expect(forwardedQuery('?utm_source=mail&utm_campaign=welcome&q=go')).toBe('utm_source=mail&utm_campaign=welcome&q=go');
    expect(forwardedQuery('?utm_campaign=welcome&q=go')).toBeUndefined();
    expect(forwardedQuery('')).toBeUndefined();
  });
});
