import { startDevServer, withDevRemote } from './dev-server';
import type { RemoteProject } from './load-project';

const project: RemoteProject = {
  dir: '/work/reports',
  config: { app: 'remote-reports', kind: 'remote', name: 'reports', exposes: { './app': './src/app/mount.tsx' }, routes: './r.ts', devPort: 9085 },
};

const routes = { schemaVersion: 1, routes: [{ name: 'reports', path: '/reports' }], navigation: [], widgets: [] };

describe('withDevRemote', () => {
  it("points the remote at the dev server's build and admits the dev server's origin", () => {
    const released = { app: 'remote-search', version: 'v1', entry: 'https://search.example.com/v1/remoteEntry.js', history: [] };
    const manifest = {
      schemaVersion: 1,
      host: { version: 'h1' },
      allowedOrigins: ['https://search.example.com'],
      remotes: { search: released, reports: { app: 'remote-reports', version: 'v7', entry: 'https://reports.example.com/v7/remoteEntry.js', history: [] } },
    };
    expect(withDevRemote(manifest, project, 'http://127.0.0.1:9085', routes)).toEqual({
      schemaVersion: 1,
      host: { version: 'h1' },
      allowedOrigins: ['https://search.example.com', 'http://127.0.0.1:9085'],
      remotes: {
        search: released,
        reports: { app: 'remote-reports', version: 'dev', entry: 'http://127.0.0.1:9085/__remote/remoteEntry.js', routes, history: [] },
      },
    });
  });

  it('refuses an answer that is not a remotes manifest', () => {
    expect(() => withDevRemote('<html>', project, 'http://127.0.0.1:9085', null)).toThrow('is not a remotes manifest');
  });
});

describe('startDevServer', () => {
  it('names the page a remote needs to run alone before starting anything', async () => {
    await expect(startDevServer({ ...project, dir: '/nonexistent/reports' }, { apiOrigin: 'http://127.0.0.1:3000' })).rejects.toThrow(
      'remote-reports: src/index.html is missing, which runs the remote alone (or run dev --platform <url>).',
    );
  });
});
