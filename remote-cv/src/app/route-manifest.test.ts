import { apiQueryKey, resolveFirstRequest } from '@platform/contract';
import { federation } from '../../federation.config';
import { resumeKey } from '../features/cv-view/api/get-resume';
import { routeManifest } from './route-manifest';

/** The key under which the host prefetches the page of route `name` with these parameters. */
function hostKey(name: string, params: Record<string, string>) {
  const declared = routeManifest.routes.find((route) => route.name === name);
  if (declared === undefined || !('firstRequest' in declared)) throw new Error(`${name} declares no first request`);
  const request = resolveFirstRequest(declared.firstRequest, params, '');
  return request && apiQueryKey(federation.name, request.method, request.path, request.input, request.forwardQuery);
}

describe('the CV pages\' declared first request', () => {
  it('is the CV the page asks for, by type and id', () => {
    expect(hostKey('cv', { type: 'internal', id: '12' })).toEqual(resumeKey({ type: 'internal', id: 12 }));
    expect(hostKey('cv', { type: 'imported', id: '9007199254740991' })).toEqual(resumeKey({ type: 'imported', id: 9007199254740991 }));
  });

  it('is the CV the page asks for, by username', () => {
    expect(hostKey('cv-by-username', { username: 'anna.k' })).toEqual(resumeKey({ username: 'anna.k' }));
  });
});
