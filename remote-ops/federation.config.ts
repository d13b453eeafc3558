import type { AppFederationConfig } from '../tooling/src/webpack/types';

export const federation: AppFederationConfig = {
  app: 'remote-ops',
  kind: 'remote',
  name: 'ops',
  exposes: {
    './app': './src/app/mount.tsx',
  },
  routes: './src/app/route-manifest.ts',
  devPort: 9085,
};
