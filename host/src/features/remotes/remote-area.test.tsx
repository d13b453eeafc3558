import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteAppModule, RemoteMountProps, RemotesManifest } from '@platform/contract';
import { createRemoteApp, useMountProps } from '@platform/shared';
import { createTestMountProps } from '@platform/shared/testing';
import { jsonResponse } from '../../testing/fake-response';
import { pendingLoadBeacons, resetLoadBeacons } from './load-beacon';
import type { FederationRuntime } from './load-remote';
import { initRemotes } from './registry';
import { RemoteArea } from './remote-area';

const MANIFEST: RemotesManifest = {
  schemaVersion: 1,
  host: { version: 'h1' },
  allowedOrigins: ['https://search.test'],
  remotes: { search: { app: 'remote-search', version: 'v1', entry: 'https://search.test/v1/remoteEntry.js', history: [] } },
};

function Theme() {
  const { theme } = useMountProps();
  return <p>{`theme ${theme}`}</p>;
}

/** A runtime whose one remote is whatever `next` says when loaded. */
function runtimeServing(next: { module: RemoteAppModule | Error }): FederationRuntime {
  return {
    registerRemotes: () => undefined,
    loadRemote: async () => {
      if (next.module instanceof Error) throw next.module;
      return next.module;
    },
  };
}

async function renderArea(next: { module: RemoteAppModule | Error }, props = createTestMountProps()) {
  await initRemotes({ fetchImpl: async () => jsonResponse(MANIFEST), runtime: runtimeServing(next), reportError: props.reportError });
  const loadErrors: Error[] = [];
  const area = (mountProps: Omit<RemoteMountProps, 'contractVersion'>) => (
    <RemoteArea
      remote="search"
      mountProps={mountProps}
      onLoadError={(error) => loadErrors.push(error)}
      renderError={(error, retry) => (
        <div role="alert">
          {error.message}
          <button type="button" onClick={retry}>
            Try again
          </button>
        </div>
      )}
      loadingLabel="Loading the area"
    />
  );
  const view = render(area(props));
  return { ...view, props, loadErrors, rerenderWith: (changed: Omit<RemoteMountProps, 'contractVersion'>) => view.rerender(area(changed)) };
}

describe('RemoteArea', () => {
  beforeEach(() => {
    localStorage.clear();
    resetLoadBeacons();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows progress, then mounts the parcel with the mount props and passes new props through update', async () => {
    const { props, rerenderWith, unmount, container } = await renderArea({ module: createRemoteApp({ name: 'search/app', rootComponent: Theme }) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the area');
    expect(await screen.findByText('theme light')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // Release health counts the mount against the version served.
    await waitFor(() => expect(pendingLoadBeacons()).toEqual([{ remote: 'remote-search', version: 'v1', outcome: 'mounted' }]));

    rerenderWith({ ...props, theme: 'dark' });
    expect(await screen.findByText('theme dark')).toBeInTheDocument();

    unmount();
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('a load failure shows the area\u2019s error with a retry, tells the shell once, and the retry loads again', async () => {
    const user = userEvent.setup();
    const next: { module: RemoteAppModule | Error } = { module: new Error('RUNTIME-003: search is down') };
    const { loadErrors } = await renderArea(next);

    expect(await screen.findByRole('alert')).toHaveTextContent('v1: RUNTIME-003: search is down');
    expect(loadErrors.map((error) => error.name)).toEqual(['RemoteLoadError']);

    next.module = createRemoteApp({ name: 'search/app', rootComponent: Theme });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('theme light')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadErrors).toHaveLength(1);
    await waitFor(() =>
      expect(pendingLoadBeacons().map((load) => load.outcome)).toEqual(['entry-failed', 'mounted']),
    );
  });

  it('counts a render that throws against the version mounted', async () => {
    const Broken = () => {
      throw new Error('render exploded');
    };
    const { props } = await renderArea({ module: createRemoteApp({ name: 'search/app', rootComponent: Broken }) });
    await waitFor(() => expect(props.recorded.reportedErrors.map((report) => report.context)).toContainEqual(expect.stringContaining('search/app: render failed')));
    expect(pendingLoadBeacons()).toContainEqual({ remote: 'remote-search', version: 'v1', outcome: 'render-threw' });
  });

  it('a parcel that throws while mounting shows the error with a retry, reported once', async () => {
    const user = userEvent.setup();
    let mounts = 0;
    const throwing: RemoteAppModule = {
      contractVersion: 2,
      bootstrap: async () => undefined,
      mount: async () => {
        mounts += 1;
        if (mounts === 1) throw new Error('mount exploded');
      },
      unmount: async () => undefined,
    };
    const { props, loadErrors } = await renderArea({ module: throwing });

    expect(await screen.findByRole('alert')).toHaveTextContent('mount exploded');
    expect(props.recorded.reportedErrors.map((report) => report.context)).toEqual(['search/app: mount failed']);
    expect(loadErrors).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(mounts).toBe(2);
    expect(props.recorded.reportedErrors).toHaveLength(1);
    await waitFor(() => expect(pendingLoadBeacons().map((load) => load.outcome)).toEqual(['mount-threw', 'mounted']));
  });
});
