import type { RouteObject } from '@platform/shared/router';
import { ShellCrash } from './shell/shell-crash';
import { createShellLoader, type ShellLoaderOptions } from './shell/shell-loader';
import { ShellRoute } from './shell/shell-route';
import { StartupProgress } from './shell/startup-progress';

/**
 * The host's router has one route: every address goes through the shell's loader, which
 * resolves it against the route table (see `routes/route-table.ts`).
 */
export function createShellRoutes(options: ShellLoaderOptions): RouteObject[] {
  return [
    {
      id: 'shell',
      path: '*',
      loader: createShellLoader(options),
      element: <ShellRoute />,
      errorElement: <ShellCrash />,
      hydrateFallbackElement: <StartupProgress />,
    },
  ];
}
