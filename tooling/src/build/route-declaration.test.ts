import path from 'node:path';
import { checkRouteParams, findRouteConflicts, matchPattern, navigationRuleProblems, remoteNameOfApp, type RemoteName, type RemoteRoutes } from '@platform/contract';
import { REPO_ROOT } from '../webpack/create-config';
import { APPS, loadAppConfig } from './apps';
import { loadRouteDeclaration } from './route-declaration';

/** Every remote's real declaration (each `remote-*` folder of the checkout), as its build would emit it. */
const DECLARATIONS: Array<[RemoteName, RemoteRoutes]> = APPS.flatMap((app) => {
  const name = remoteNameOfApp(app);
  if (name === undefined) return [];
  const declaration = loadRouteDeclaration(path.join(REPO_ROOT, app), loadAppConfig(app));
  if (!declaration) throw new Error(`${app} declares no routes`);
  return [[name, declaration] as const];
});

/** Every remote page of docs/product.md#pages-and-routes: its owner, whether it needs a session, and addresses its check refuses. */
const PRODUCT_ROUTES: Array<[path: string, owner: RemoteName, auth: boolean]> = [
  ['/search', 'search', false],
  ['/cv/internal/12', 'cv', false],
  ['/cv/imported/7', 'cv', false],
  ['/cv/username/jane_doe', 'cv', false],
  ['/cv/username_redirect/jane_doe', 'cv', false],
  ['/team', 'team', true],
  ['/team/vacancy', 'team', true],
  ['/team/vacancy/5', 'team', false],
  ['/team/vacancy/5/Mailings', 'team', false],
  ['/team/analytics', 'team', true],
  ['/education', 'user', true],
  ['/education/3', 'user', false],
  ['/user/scout', 'user', true],
  ['/user/scout/result', 'user', false],
  ['/user/scout/result/9', 'user', false],
  ['/user/account', 'user', true],
  ['/user/history', 'user', true],
  ['/user/favourites', 'user', true],
];

function owner(pathname: string): { remote: RemoteName; auth: boolean; valid: boolean } | null {
  for (const [remote, declaration] of DECLARATIONS) {
    for (const route of declaration.routes) {
      const params = matchPattern(route.path, pathname);
      if (params) return { remote, auth: (route.guards ?? []).includes('auth'), valid: checkRouteParams(route.params, params) };
    }
  }
  return null;
}

describe("the remotes' route declarations", () => {
  it.each(PRODUCT_ROUTES)('serve %s from %s (auth: %s)', (pathname, remote, auth) => {
    expect(owner(pathname)).toEqual({ remote, auth, valid: true });
  });

  it.each(['/cv/unknown/12', '/cv/internal/abc', '/cv/internal/07', '/cv/username/ab', '/team/vacancy/07', '/team/vacancy/1.5/Mailings', '/education/e1', '/user/scout/result/0'])(
    'refuse %s by their declared parameter checks',
    (pathname) => {
      expect(owner(pathname)?.valid).toBe(false);
    },
  );

  it('claim no address twice, and none of the host’s', () => {
    for (const [remote, declaration] of DECLARATIONS) {
      const others = Object.fromEntries(DECLARATIONS.filter(([other]) => other !== remote));
      expect([remote, findRouteConflicts(declaration, others)]).toEqual([remote, []]);
    }
  });

  it('keep to the header rule the release checks: one top-level entry per area and audience, menus their own or the platform’s', () => {
    for (const [remote, declaration] of DECLARATIONS) {
      const others = Object.fromEntries(DECLARATIONS.filter(([other]) => other !== remote));
      expect([remote, navigationRuleProblems(declaration, others)]).toEqual([remote, []]);
    }
  });
});
