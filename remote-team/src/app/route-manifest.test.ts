import { apiQueryKey, type FirstRequest, resolveFirstRequest } from '@platform/contract';
import { federation } from '../../federation.config';
import { JOB_BOARD_FIELDS, jobBoardQuery } from '../features/vacancies/api/job-board-query';
import { openVacanciesKey, vacancyKey } from '../features/vacancies/api/vacancy-calls';
import { routeManifest } from './route-manifest';

function declaredRequest(routeName: string): FirstRequest {
  const route = routeManifest.routes.find((item) => item.name === routeName);
  if (route === undefined || !('firstRequest' in route)) throw new Error(`the ${routeName} route declares no first request`);
  return route.firstRequest;
}

function declaredKey(routeName: string, params: Record<string, string>, search: string) {
  const declared = declaredRequest(routeName);
  const request = resolveFirstRequest(declared, params, search);
  return request && apiQueryKey(federation.name, request.method, request.path, request.input, request.forwardQuery);
}

describe('the vacancy page\'s declared first request', () => {
  it('is the vacancy the page asks for', () => {
    expect(declaredKey('vacancy', { id: '7' }, '?utm_source=telegram')).toEqual(vacancyKey(7));
  });
});

describe('the job board\'s declared first request', () => {
  /** The page's own key for an address, as the page reads it (`useListFilter`, then `jobBoardQuery`). */
  function pageKey(search: string) {
    const params = new URLSearchParams(search);
    const page = Number.parseInt(params.get('page') ?? '', 10);
    return openVacanciesKey(jobBoardQuery((field) => params.get(field) ?? '', Number.isSafeInteger(page) && page > 1 ? page : 1));
  }

  it.each([
    ['an empty search', ''],
    ['every field the page writes', '?q=%20go%20developer%20&city=Berlin&remote=true&level=senior&salaryFrom=200000&currency=EUR&page=3'],
    ['a currency without an amount', '?currency=USD'],
    ['values the API would refuse', '?q=%20%20&remote=yes&level=boss&salaryFrom=-5&currency=GBP&page=0'],
    ['an amount over the limit and a page past the last', '?salaryFrom=99999999999&page=20000'],
    ['a shared link with campaign parameters', '?city=Riga&utm_source=telegram'],
  ])('is the page of the list the page asks for: %s', (_case, search) => {
    expect(declaredKey('public-vacancies', {}, search)).toEqual(pageKey(search));
  });

  it('reads every field the job board keeps in its address', () => {
    expect(Object.keys(declaredRequest('public-vacancies').input ?? {})).toEqual(expect.arrayContaining([...JOB_BOARD_FIELDS, 'page']));
  });
});
