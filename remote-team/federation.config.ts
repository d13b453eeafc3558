import type { AppFederationConfig } from '../tooling/src/webpack/types';

export const federation: AppFederationConfig = {
  app: 'remote-team',
  kind: 'remote',
  name: 'team',
  exposes: {
    './app': './src/app/mount.tsx',
    './widgets/open-vacancies': './src/widgets/open-vacancies.tsx',
    './widgets/new-replies': './src/widgets/new-replies.tsx',
    './widgets/my-interviews': './src/widgets/my-interviews.tsx',
  },
  routes: './src/app/route-manifest.ts',
  devPort: 9082,
};
