import type { AppFederationConfig } from '../tooling/src/webpack/types';

export const federation: AppFederationConfig = {
  app: 'remote-user',
  kind: 'remote',
  name: 'user',
  exposes: {
    './app': './src/app/mount.tsx',
    './widgets/scout-results': './src/widgets/scout-results.tsx',
    './widgets/education-continue': './src/widgets/education-continue.tsx',
  },
  routes: './src/app/route-manifest.ts',
  devPort: 9084,
};
