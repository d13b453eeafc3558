import { existsSync } from 'node:fs';
import { exposedModules, exposedModulesSource } from './exposed-modules-loader';

describe('the monolith map of exposed modules', () => {
  const modules = exposedModules();

  it('holds every remote module the host asks for, read from the federation configs', () => {
    const requests = modules.map((module) => module.request);
    expect(requests).toEqual(expect.arrayContaining(['search/app', 'cv/app', 'team/app', 'user/app']));
    expect(requests.filter((request) => request.includes('/widgets/')).length).toBeGreaterThanOrEqual(3);
    expect(requests.some((request) => request.startsWith('host/'))).toBe(false);
  });

  it('points at source files that exist', () => {
    for (const module of modules) expect(existsSync(module.file)).toBe(true);
  });

  it('becomes one lazy, named import per module', () => {
    const source = exposedModulesSource([{ request: 'search/widgets/recent-searches', file: '/repo/remote-search/src/widgets/recent-searches.tsx', chunkName: 'search-widgets-recent-searches' }]);
    expect(source).toBe(
      'export const EXPOSED_MODULES = {\n' +
        '  "search/widgets/recent-searches": () => import(/* webpackChunkName: "search-widgets-recent-searches" */ "/repo/remote-search/src/widgets/recent-searches.tsx"),\n' +
        '};\n',
    );
  });
});
