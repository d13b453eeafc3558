/** What an app declares about itself in its `federation.config.ts` (export `federation`). */
export interface AppFederationConfig {
  /** The app's name, e.g. `remote-search`: its folder in the platform's repository, and the `app` of its `build.json`. */
  app: string;
  kind: 'host' | 'remote';
  /** Federation container name (letters, digits, `_`): the remote's key in `/remotes.json`. */
  name: string;
  /** Modules a remote exposes (`./app`, `./widgets/...`) → source files relative to the app folder. */
  exposes?: Record<string, string>;
  /**
   * A remote's route declaration: a module (relative to the app folder) exporting `routeManifest`
   * (`defineRemoteRoutes` of `@platform/contract`). The build checks it and writes `dist/routes.json`.
   */
  routes?: string;
  /** A remote's server port under the platform's `npm start` (8081 for the first remote…); the host's is `HOST_PORT`. */
  port?: number;
  /** Port of the app's dev server. */
  devPort: number;
}

export interface BuildOptions {
  mode: 'production' | 'development';
  /** Identifies this build; becomes the release version. */
  buildId: string;
  /** Standalone dev harness instead of the federated entry (remotes only). */
  standalone?: boolean;
  /** Folder the output goes to; defaults to `<app folder>/dist`. */
  outputPath?: string;
  /**
   * The host without Module Federation, every remote bundled in statically (still lazily split),
   * for the performance comparison in the platform's `bench/`; never deployed. Host only.
   */
  monolith?: boolean;
}
