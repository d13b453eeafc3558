import type { AppFederationConfig } from '../tooling/src/webpack/types';

export const federation: AppFederationConfig = {
  app: 'remote-search',
  kind: 'remote',
  name: 'search',
  exposes: {
    './app': './src/app/mount.tsx',
    './widgets/recent-searches': './src/widgets/recent-searches.tsx',
  },
  routes: './src/app/route-manifest.ts',
  devPort: 9081,
};
