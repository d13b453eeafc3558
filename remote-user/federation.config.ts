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
  /** Where `npm start` serves this remote's releases (`REMOTE_USER_PORT` overrides it). */
  port: 8084,
  devPort: 9084,
};
