import type { ApiClient, Session } from '@platform/contract';
import { getSession } from './api/auth-calls';
import { createSessionStore } from './session-store';

const SESSION: Session = { user: { id: '1', email: 'a@b.co', name: 'A', kind: 'recruiter' }, team: { id: '9', name: 'T', role: 'admin', credits: 3 } };

describe('session store', () => {
  it('loads once, shares the answer and notifies on change', async () => {
    const load = jest.fn(async () => SESSION);
    const store = createSessionStore({ load });
    expect(store.getSnapshot()).toEqual({ status: 'loading' });
    const [a, b] = await Promise.all([store.ready(), store.ready()]);
    expect(a).toBe(SESSION);
    expect(b).toBe(SESSION);
    expect(load).toHaveBeenCalledTimes(1);
    const listener = jest.fn();
    store.subscribe(listener);
    store.set(null);
    expect(listener).toHaveBeenCalled();
    await expect(store.ready()).resolves.toBeNull();
  });

  it('treats a failed load as signed out and reports it', async () => {
    const onLoadError = jest.fn();
    const store = createSessionStore({ load: () => Promise.reject(new Error('down')), onLoadError });
    await expect(store.ready()).resolves.toBeNull();
    expect(onLoadError).toHaveBeenCalledWith(new Error('down'));
  });

  it('keeps a sign-in that finished while /auth/me was still on its way', async () => {
    let answer: (value: Session | null) => void = () => undefined;
    const store = createSessionStore({ load: () => new Promise((resolve) => (answer = resolve)) });
    const pending = store.ready();
    store.set(SESSION);
    answer(null);
    await expect(pending).resolves.toBe(SESSION);
  });
});

describe('session refresh', () => {
  it('reads the session again and tells every listener', async () => {
    const answers: Array<Session | null> = [SESSION, { ...SESSION, team: { id: '9', name: 'T', role: 'admin', credits: 13 } }];
    const store = createSessionStore({ load: async () => answers.shift() ?? null });
    await store.ready();
    const listener = jest.fn();
    store.subscribe(listener);
    await expect(store.refresh()).resolves.toMatchObject({ team: { credits: 13 } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getSnapshot()).toMatchObject({ status: 'ready', session: { team: { credits: 13 } } });
  });

  it('keeps the session as it was when the read fails', async () => {
    let fail = false;
    const store = createSessionStore({ load: async () => (fail ? Promise.reject(new Error('down')) : SESSION) });
    await store.ready();
    fail = true;
    await expect(store.refresh()).rejects.toThrow('down');
    expect(store.getSnapshot()).toEqual({ status: 'ready', session: SESSION });
  });
});

describe('GET /api/auth/session', () => {
  it('reads a session, null as signed out, and rejects failures (the shape is the contract\'s, checked by the API client)', async () => {
    const api = (get: () => Promise<unknown>) =>
      ({ get, post: jest.fn(), put: jest.fn(), patch: jest.fn(), delete: jest.fn() }) as unknown as ApiClient;
    await expect(getSession(api(async () => ({ session: SESSION })))).resolves.toEqual(SESSION);
    await expect(getSession(api(async () => ({ session: null })))).resolves.toBeNull();
    await expect(getSession(api(() => Promise.reject(Object.assign(new Error('x'), { status: 500 }))))).rejects.toThrow('x');
  });
});
