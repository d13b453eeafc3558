import { apiQueryKey, resolveFirstRequest } from '@platform/contract';
import { federation } from '../../federation.config';
import { vacancyKey } from '../features/vacancies/api/vacancy-calls';
import { routeManifest } from './route-manifest';

describe('the vacancy page\'s declared first request', () => {
  it('is the vacancy the page asks for', () => {
    const declared = routeManifest.routes.find((route) => route.name === 'vacancy')?.firstRequest;
    if (declared === undefined) throw new Error('the vacancy route declares no first request');
    const request = resolveFirstRequest(declared, { id: '7' }, '?utm_source=telegram');
    expect(request && apiQueryKey(federation.name, request.method, request.path, request.input, request.forwardQuery)).toEqual(vacancyKey(7));
  });
});
