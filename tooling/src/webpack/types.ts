/** The federation config every app declares (`<app>/federation.config.ts`): the kit's, one shape for all. */
export type { AppFederationConfig, BuildOptions } from '@platform/remote-kit';
