import { apiQueryKey, resolveFirstRequest } from '@platform/contract';
import { federation } from '../../federation.config';
import { searchResumesKey } from '../features/search/api/search-resumes';
import { criteriaFromParams, criteriaToParams, criteriaToRequest, forwardedQuery, MAX_PAGE_INDEX, type SearchCriteria } from '../lib/criteria';
import { routeManifest } from './route-manifest';

const declared = routeManifest.routes.find((route) => route.name === 'search')?.firstRequest;

/** The key under which the host prefetches the page at `search` (a query string). */
function hostKey(search: string) {
  if (declared === undefined) throw new Error('the search route declares no first request');
  const request = resolveFirstRequest(declared, {}, search);
  return request && apiQueryKey(federation.name, request.method, request.path, request.input, request.forwardQuery);
}

/** The key of the page's own first search at `search`. */
function pageKey(search: string) {
  return searchResumesKey(criteriaToRequest(criteriaFromParams(new URLSearchParams(search))), forwardedQuery(search));
}

const CRITERIA: SearchCriteria[] = [
  { text: '', filters: {}, sort: 'relevance', page: 0 },
  { text: 'java AND (spring OR kotlin)', filters: {}, sort: 'relevance', page: 0 },
  { text: 'разработчик', filters: { city: ['Москва'], skills: ['Go'], relocation: true }, sort: 'updated', page: 3 },
  { text: 'designer', filters: { salary: { min: 1000, currency: 'EUR' }, experienceYears: { min: 2 } }, sort: 'salary_desc', page: MAX_PAGE_INDEX },
  { text: 'qa', filters: {}, sort: 'experience_desc', page: 1, synonyms: false, correct: false },
];

describe('the search page\'s declared first request', () => {
  it.each(CRITERIA)('is the search the page runs first for every address it writes (%j)', (criteria) => {
    const search = `?${criteriaToParams(criteria).toString()}`;
    expect(hostKey(search)).toEqual(pageKey(search));
  });

  it('carries the page\'s campaign parameters as the page does', () => {
    const search = '?q=go&utm_source=newsletter&utm_campaign=welcome';
    expect(hostKey(search)).toEqual(pageKey(search));
  });

  it.each(['?q=%20go%20', '?page=0', '?page=99999', '?sort=random', '?synonyms=1'])('agrees on an address typed by hand (%s)', (search) => {
    expect(hostKey(search)).toEqual(pageKey(search));
  });
});
