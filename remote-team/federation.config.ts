import type { AppFederationConfig } from '../tooling/src/webpack/types';

export const federation: AppFederationConfig = {
  app: 'remote-team',
  kind: 'remote',
  name: 'team',
  exposes: {
    './app': './src/app/mount.tsx',
    './widgets/open-vacancies': './src/widgets/open-vacancies.tsx',
    './widgets/new-replies': './src/widgets/new-replies.tsx',
  },
  routes: './src/app/route-manifest.ts',
  /** Where `npm start` serves this remote's releases (`REMOTE_TEAM_PORT` overrides it). */
  port: 8082,
  devPort: 9082,
};
