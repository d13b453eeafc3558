import type { AppFederationConfig } from '../tooling/src/webpack/types';

export const federation: AppFederationConfig = {
  app: 'remote-cv',
  kind: 'remote',
  name: 'cv',
  exposes: {
    './app': './src/app/mount.tsx',
  },
  routes: './src/app/route-manifest.ts',
  /** Where `npm start` serves this remote's releases (`REMOTE_CV_PORT` overrides it). */
  port: 8083,
  devPort: 9083,
};
