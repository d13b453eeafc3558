import type { AppFederationConfig } from '../tooling/src/webpack/types';

export const federation: AppFederationConfig = {
  app: 'remote-cv',
  kind: 'remote',
  name: 'cv',
  exposes: {
    './app': './src/app/mount.tsx',
  },
  routes: './src/app/route-manifest.ts',
  devPort: 9083,
};
