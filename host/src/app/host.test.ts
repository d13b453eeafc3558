import '../testing/request-polyfill';
import type { Session } from '@platform/contract';
import { fakeFetch } from '../testing/fake-fetch';
import { createHost } from './host';

const OLGA: Session = {
  user: { id: 'u-1', email: 'olga@example.test', name: 'Olga', kind: 'recruiter' },
  team: { id: 't-1', name: 'Acme', role: 'owner', credits: 20 },
};

function hostWithSessions(...answers: Array<Session | null>) {
  const fetchImpl = fakeFetch({ 'GET /api/auth/session': () => ({ body: { session: answers.length > 1 ? answers.shift() : answers[0] } }) });
  const host = createHost({ env: { buildId: 'test' }, page: { reload: jest.fn(), assign: jest.fn() }, fetchImpl });
  return { host, fetchImpl };
}

describe('host.refreshSession (session.refresh() of contract v2)', () => {
  it('hands a new balance to every listener and keeps the cache of the same user and team', async () => {
    const { host } = hostWithSessions(OLGA, { ...OLGA, team: { id: 't-1', name: 'Acme', role: 'owner', credits: 19 } });
    await host.session.ready();
    host.queryClient.setQueryData(['search', 'recent', 'u-1'], ['java']);
    const listener = jest.fn();
    host.session.subscribe(listener);
    await expect(host.refreshSession()).resolves.toMatchObject({ team: { credits: 19 } });
    expect(listener).toHaveBeenCalled();
    expect(host.queryClient.getQueryData(['search', 'recent', 'u-1'])).toEqual(['java']);
    expect(host.queryClient.getQueryState(['search', 'recent', 'u-1'])?.isInvalidated).toBe(false);
    host.dispose();
  });

  it('marks every query stale when the user joined another team', async () => {
    const { host } = hostWithSessions(OLGA, { ...OLGA, team: { id: 't-2', name: 'Globex', role: 'member', credits: 5 } });
    await host.session.ready();
    host.queryClient.setQueryData(['team', 'details'], { name: 'Acme' });
    await host.refreshSession();
    expect(host.queryClient.getQueryState(['team', 'details'])?.isInvalidated).toBe(true);
    host.dispose();
  });

  it('drops what was cached for a user who is gone (signed out, account deleted)', async () => {
    const { host } = hostWithSessions(OLGA, null);
    await host.session.ready();
    host.queryClient.setQueryData(['user', 'account'], { name: 'Olga' });
    await expect(host.refreshSession()).resolves.toBeNull();
    expect(host.queryClient.getQueryData(['user', 'account'])).toBeUndefined();
    expect(host.session.getSnapshot()).toEqual({ status: 'ready', session: null });
    host.dispose();
  });
});
