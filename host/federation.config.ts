import type { AppFederationConfig } from '../tooling/src/webpack/types';

export const federation: AppFederationConfig = {
  app: 'host',
  kind: 'host',
  name: 'host',
  devPort: 9080,
};
