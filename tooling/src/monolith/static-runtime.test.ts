import { loadRemote, registerRemotes } from './static-runtime';

jest.mock('./exposed-modules', () => ({
  EXPOSED_MODULES: { 'search/app': () => Promise.resolve({ contractVersion: 1, mount: 'search mount' }) },
}));

describe('the monolith stand-in for the federation runtime', () => {
  it('loads an exposed module from the bundle, whatever was registered', async () => {
    registerRemotes([{ name: 'search', entry: 'http://nowhere.test/remoteEntry.js' }], { force: true });
    await expect(loadRemote('search/app')).resolves.toEqual({ contractVersion: 1, mount: 'search mount' });
  });

  it('rejects a module no remote exposes, as the federation runtime would', async () => {
    await expect(loadRemote('search/widgets/nope')).rejects.toThrow('no remote exposes "search/widgets/nope"');
  });
});
