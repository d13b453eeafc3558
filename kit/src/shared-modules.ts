import { installedVersion } from './installed-version';

export interface SharedSpec {
  singleton: boolean;
  requiredVersion: string;
  version: string;
  strictVersion: boolean;
}

/**
 * Libraries every app shares at runtime: one copy in the page, negotiated by the federation
 * runtime. Subpaths are listed one by one (`react-dom` does not cover `react-dom/client`), or each
 * remote would bundle its own copy. Request → the package whose installed version it carries.
 *
 * React Router and react-i18next are not among them: apps reach them through
 * `@platform/shared/router` and `@platform/shared/react-i18next`, singletons that re-export the
 * part the platform uses, so the build can tree-shake the rest (a shared module ships whole).
 */
export const SINGLETONS: Readonly<Record<string, string>> = {
  react: 'react',
  'react/jsx-runtime': 'react',
  'react-dom': 'react-dom',
  'react-dom/client': 'react-dom',
  '@platform/shared/router': '@platform/shared',
  i18next: 'i18next',
  '@platform/shared/react-i18next': '@platform/shared',
  'single-spa': 'single-spa',
  'single-spa-react': 'single-spa-react',
  // One query cache for the page: the host's QueryClient reaches every remote in the mount props,
  // and a second copy of the library would not see it (its React context would be another one).
  '@tanstack/react-query': '@tanstack/react-query',
};

/** The platform's own shared modules that are not singletons: the package and its forms. */
export const PLATFORM_SHARED: readonly string[] = ['@platform/shared', '@platform/shared/forms'];

/**
 * The `shared` option of every app's federation plugin, with the versions installed for the app
 * at `appDir` (`^<installed>` is the range it accepts from the page).
 */
export function sharedModules(appDir: string): Record<string, SharedSpec> {
  const shared: Record<string, SharedSpec> = {};
  for (const [request, pkg] of Object.entries(SINGLETONS)) {
    const version = installedVersion(pkg, appDir);
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
  }
  // The platform's own library: shared but not a singleton, so a remote built against a newer
  // major keeps its own copy instead of breaking the host's.
  //
  // `@platform/contract` is not shared: it is types (free), constants and zod schemas, and a shared
  // module ships whole, so sharing it would put every area's schemas into every page. Each app
  // bundles the part it imports (tree-shaken); nothing in it has identity or state that two copies
  // could disagree on.
  //
  // Its forms (`@platform/shared/forms`: `useSchemaForm`, react-hook-form and its zod resolver) are
  // a shared module of their own on the same terms: one copy in the page, loaded only by a chunk
  // that renders a form, never with the rest of the package on every page.
  const sharedVersion = installedVersion('@platform/shared', appDir);
  for (const request of PLATFORM_SHARED) {
    shared[request] = { singleton: false, requiredVersion: `^${sharedVersion}`, version: sharedVersion, strictVersion: false };
  }
  return shared;
}
