/** What an app declares about itself in `<app>/federation.config.ts`. */
export interface AppFederationConfig {
  /** The app folder, e.g. `remote-search`. */
  app: string;
  kind: 'host' | 'remote';
  /** Federation container name; for remotes one of the keys of `REMOTES` in `@platform/shared`. */
  name: string;
  /** Modules a remote exposes (`./app`, `./widgets/...`) → source files relative to the app folder. */
  exposes?: Record<string, string>;
  /**
   * A remote's route declaration: a module (relative to the app folder) exporting `routeManifest`
   * (`defineRemoteRoutes` of `@platform/shared`). The build checks it and writes `dist/routes.json`.
   */
  routes?: string;
  /** A remote's server port under `npm start` (8081 for the first remote…); the host's is `HOST_PORT`. */
  port?: number;
  /** Port of the standalone dev server (`npm run dev -w <app>`). */
  devPort: number;
}

export interface BuildOptions {
  mode: 'production' | 'development';
  /** Identifies this build; becomes the release version. */
  buildId: string;
  /** Standalone dev harness instead of the federated entry (remotes only). */
  standalone?: boolean;
  /** Folder the output goes to; defaults to `<app>/dist` (`dist-monolith/` for a monolith). */
  outputPath?: string;
  /**
   * The host without Module Federation, every remote bundled in statically (still lazily split),
   * for the performance comparison in `bench/`; never deployed. Host only.
   */
  monolith?: boolean;
}
