import './request-polyfill';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@platform/contract';
import { createMemoryRouter } from '@platform/shared/router';
import { App } from '../app/app';
import { createHost } from '../app/host';
import { createShellRoutes } from '../app/router';
import type { ResolveDependencies } from '../app/routes/resolve-route';
import { fakeFetch, type FakeHandler } from './fake-fetch';
import { installTestRoutes } from './remote-routes';

export const RECRUITER: Session = {
  user: { id: '1', email: 'demo@example.com', name: 'Demo Recruiter', kind: 'recruiter' },
  team: { id: '10', name: 'Demo team', role: 'owner', credits: 25 },
};

export const CANDIDATE: Session = {
  user: { id: '2', email: 'candidate@example.com', name: 'Casey Candidate', kind: 'candidate' },
  team: null,
};

const hosts: Array<{ dispose(): void }> = [];

/** Removes the global listeners of every host made by {@link renderShell} (call in `afterEach`). */
export function disposeShells(): void {
  for (const host of hosts.splice(0)) host.dispose();
}

export interface RenderShellOptions {
  session?: Session | null;
  routes?: Record<string, FakeHandler>;
  updateAvailable?: () => boolean;
  resolve?: Partial<ResolveDependencies>;
}

/**
 * The whole shell (providers, router, route table, lazy layouts and pages) at an address, with
 * a fake API and a page whose full loads are recorded instead of performed. The route table,
 * header and widgets come from the test route declarations, as `/remotes.json` would carry them.
 */
export async function renderShell(path: string, options: RenderShellOptions = {}) {
  const { session = null } = options;
  installTestRoutes();
  const fetchMock = fakeFetch({
    'GET /api/auth/session': { body: { session: session ?? null } },
    ...options.routes,
  });
  const page = { reload: jest.fn(), assign: jest.fn() };
  const host = createHost({ env: { buildId: 'test-build' }, page, fetchImpl: fetchMock });
  const router = createMemoryRouter(
    createShellRoutes({ host, isUpdateAvailable: options.updateAvailable ?? (() => false), resolve: options.resolve }),
    { initialEntries: [path] },
  );
  host.bindRouter(router);
  hosts.push(host);
  const user = userEvent.setup();
  const view = render(<App host={host} router={router} />);
  // Let the first navigation (lazy modules, session) settle.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { ...view, host, router, page, fetchMock, user };
}

/** The current address of the memory router. */
export function locationOf(router: { state: { location: { pathname: string; search: string } } }): string {
  return `${router.state.location.pathname}${router.state.location.search}`;
}
