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
  /** Where `npm start` serves this remote's releases (`REMOTE_SEARCH_PORT` overrides it). */
  port: 8081,
  devPort: 9081,
};
